import { hexKey, parseHexKey } from '../../../../geometry';
import * as game from '../../../../game/playedGame';
import type { TableRules } from '../../../../state/play/tableRules';
import type { Action } from '../../engine/actions';
import { autoAction } from '../../engine/autoPlayer';
import { seatToAct } from '../../engine/candidates';
import type { HexPrintState } from '../../engine/gameState';
import { onTable, unitById } from '../../engine/units';
import type { Setup } from '../../setup/schema';
import { hexPrint } from '../../system';
import { actingModel } from './acting';
import { sightWorld } from './world';

export { actingModel };

// HexPrint at the table: the played game over its rules with the 3D sight world, and its answers
// to the play slice's questions. Models are not dragged (every rule counts hexes); a player's pick
// is let go when the seat to act changes or an activation ends.

export type Played = game.Played<Setup, HexPrintState, Action, never>;

/** The board with the terrain batches placed so far (HP-SETUP): each hex the game's terrain has that the set-up did not. */
function shownBoard(initial: Setup, g: HexPrintState): Setup['board'] {
  if (g.placedBatches.length === 0) return initial.board;
  const before = new Set(initial.board.stacks.map((x) => hexKey(x.at)));
  const placed = Object.entries(g.terrain.hexes)
    .filter(([key, t]) => !before.has(key) && (t.height > 0 || t.tags.length > 0))
    .map(([key, t]) => ({ at: parseHexKey(key), height: t.height, tags: [...t.tags] }));
  return { ...initial.board, stacks: [...initial.board.stacks, ...placed] };
}

/**
 * The table as the players see it: the terrain placed so far, the set-up's units with their models
 * where they stand now, a model taken off gone from the table, a unit still in reserve kept off it.
 */
export function hexPrintShown(played: Played): Setup {
  const g = played.game;
  return {
    ...played.initial,
    board: shownBoard(played.initial, g),
    units: played.initial.units.map((u) => {
      const now = unitById(g, u.id);
      if (now === undefined) return u;
      const reserve = now.models.every((m) => m.gone === 'reserve');
      return {
        ...u,
        reserve,
        models: reserve
          ? u.models
          : onTable(now).map((m) => ({ id: m.id, at: { ...m.at }, facing: m.facing })),
      };
    }),
  };
}

export const hexPrintTable: TableRules<Setup, HexPrintState, Action, never> = {
  ...game.playRulesOf(hexPrint, sightWorld),
  shown: hexPrintShown,
  acting: actingModel,
  // A marker placed lets its unit go: the bar moves on to the player's next unit without one
  // (EN-HP-MARKERS: one player places all theirs in a row).
  letsGo: (before, after, action) =>
    action.type === 'placeMarker' ||
    after.phase === 'over' ||
    seatToAct(after) !== seatToAct(before) ||
    (before.activation !== null && after.activation === null),
  aftermath: () => null,
  // The app's player takes what the rules' own automatic player would; at worst it ends its go.
  autoPlay: (state) => autoAction(state, sightWorld) ?? { type: 'endActivation' },
  mayGrab: () => false,
  moveTo: () => null,
};
