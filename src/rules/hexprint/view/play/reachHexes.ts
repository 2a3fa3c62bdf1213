import { useMemo } from 'react';
import type { Hex } from '../../../../geometry';
import { tileHexes } from '../../../../geometry';
import { isLegal } from '../../../../game/legality';
import { apply } from '../../engine/apply';
import { modelById } from '../../engine/units';
import { reachView } from '../../engine/views';
import { sightWorld } from '../state/world';
import { useShownGame, useTable } from '../state/store';

const engine = { apply };

/**
 * The hexes the picked model reaches with one move and their cost (HP-MOVE, HP-MOVE-ANY): only
 * while its unit is the one activating, with no shot's dice waiting and no replay on.
 */
export function useReach(): readonly { at: Hex; cost: number; allPoints: boolean }[] {
  const played = useShownGame();
  const selectedId = useTable((s) => s.selectedId);
  const replaying = useTable((s) => s.replayAt !== null);
  return useMemo(() => {
    if (played === null || selectedId === null || replaying) return [];
    const game = played.game;
    const picked = modelById(game, selectedId);
    const a = game.activation;
    if (picked === undefined || a === null || a.unit !== picked.unit.id || a.shot !== null) return [];
    if (game.removals.length > 0 || a.taken >= a.limit) return [];
    return reachView(game, selectedId);
  }, [played, selectedId, replaying]);
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
