import { useMemo } from 'react';
import type { Hex } from '../../../../geometry';
import { tileHexes } from '../../../../geometry';
import { useOfferHexes as useHexesOffered } from '../../../../state/play/offerHexes';
import { apply } from '../../engine/apply';
import { modelById } from '../../engine/units';
import { reachView } from '../../engine/views';
import type { HexPrintState } from '../../engine/gameState';
import { sightWorld } from '../state/world';
import type { HexPrintGame } from '../state/store';
import { useShownGame, useTable } from '../state/store';
import type { Setup } from '../../setup/schema';

const engine = { apply };

/** A hex the picked model reaches, and what the move there costs. */
export interface Reached {
  readonly at: Hex;
  readonly cost: number;
  readonly allPoints: boolean;
}

/**
 * The hexes the picked model reaches with one move and their cost (HP-MOVE, HP-MOVE-ANY): only
 * while its unit is the one activating, with no shot's dice waiting and no replay on.
 */
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

const boardHexes = (played: { readonly initial: Setup }) =>
  played.initial.board.tiles.flatMap((t) => tileHexes(t));

/**
 * The hexes where the offer waiting for a click on a hex may be taken other than a move (deploying
 * a unit in its zone, HP-SETUP), as the rules answer: a move lights its reach with its costs.
 */
export const useOfferHexes = (): readonly Hex[] =>
  useHexesOffered<HexPrintGame, typeof sightWorld>(engine, sightWorld, boardHexes, 'move');
