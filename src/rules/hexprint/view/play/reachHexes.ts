import { useMemo } from 'react';
import type { Hex } from '../../../../geometry';
import { tileHexes } from '../../../../geometry';
import { isLegal } from '../../../../game/legality';
import { apply } from '../../engine/apply';
import { modelById } from '../../engine/units';
import { reachView } from '../../engine/views';
import type { HexPrintState } from '../../engine/gameState';
import { sightWorld } from '../state/world';
import { useShownGame, useTable } from '../state/store';

const engine = { apply };

/**
 * The hexes the picked model reaches with one move and their cost (HP-MOVE, HP-MOVE-ANY): only
 * while its unit is the one activating, with no shot's dice waiting and no replay on.
 */
/** A hex the picked model reaches, and what the move there costs. */
export interface Reached {
  readonly at: Hex;
  readonly cost: number;
  readonly allPoints: boolean;
}

export function useReach(): readonly Reached[] {
  const played = useShownGame();
  const selectedId = useTable((s) => s.selectedId);
  const replaying = useTable((s) => s.replayAt !== null);
  return useMemo(
    () => (played === null || selectedId === null || replaying ? [] : reachNow(played.game, selectedId)),
    [played, selectedId, replaying],
  );
}

/** The hexes the picked model reaches with one move now (useReach), for a click or a key. */
export function reachNow(game: HexPrintState, selectedId: string): readonly Reached[] {
  const picked = modelById(game, selectedId);
  const a = game.activation;
  if (picked === undefined || a === null || a.unit !== picked.unit.id || a.shot !== null) return [];
  if (game.removals.length > 0 || a.taken >= a.limit) return [];
  return reachView(game, selectedId);
}

/**
 * The hexes where the offer waiting for a click on a hex may be taken other than a move (deploying
 * a unit in its zone, HP-SETUP): each the rules' own answer through the one legality probe.
 */
export function useOfferHexes(): readonly Hex[] {
  const played = useShownGame();
  const rules = useTable((s) => s.rules);
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  const waiting = useTable((s) =>
    s.replayAt === null && s.interaction.kind === 'awaiting' && s.interaction.completes === 'hex'
      ? s.interaction.offer
      : null,
  );
  return useMemo(() => {
    if (played === null || rules === null || waiting === null || waiting === 'move') return [];
    const game = played.game;
    const offer = rules
      .offers(game, { pieceId: selectedId, targetId })
      ?.offers.find((o) => o.key === waiting);
    if (offer === undefined || typeof offer.action !== 'function') return [];
    const take = offer.action;
    return played.initial.board.tiles
      .flatMap((t) => tileHexes(t))
      .filter((h) => isLegal(engine, game, take({ kind: 'hex', q: h.q, r: h.r }), sightWorld));
  }, [played, rules, selectedId, targetId, waiting]);
}
