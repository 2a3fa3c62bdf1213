import { hexKey, parseHexKey } from '../../../../geometry';
import * as game from '../../../../game/playedGame';
import type { TableRules } from '../../../../state/play/tableRules';
import type { Action, BattleState } from '../../engine';
import { autoPlay, redactLog, tileId } from '../../engine';
import type { Setup } from '../../setup/schema';
import { hexBattleWars } from '../../system';
import { battleSight } from './sight';

// Hex Battle Wars at the table: the played game over its rules, and its answers to the play
// slice's questions. Pieces are not dragged (no tape-measure play); a turn is let go when it ends.

export type Played = game.Played<Setup, BattleState, Action, never>;

/**
 * The table as the players see it during a game: the set-up's board with the obstacles placed so
 * far, every character where it stands, and each invisible character's three tiles. Which tile is
 * real stays in the game state: the set-up shown keeps it only for the seat's own panels.
 */
export function battleTableShown(played: Played): Setup {
  const g = played.game;
  const stacks = g.table.hexes
    .map((h) => hexKey(h))
    .filter((k) => (g.table.levels[k] ?? 0) > 0 || g.table.hazards[k] !== undefined)
    .map((k) => ({
      at: parseHexKey(k),
      height: g.table.levels[k] ?? 0,
      tags: g.table.hazards[k] === undefined ? ['obstacle'] : [g.table.hazards[k]],
    }));
  return {
    ...played.initial,
    board: { ...played.initial.board, stacks },
    characters: g.characters
      .filter((c) => !c.dead)
      .map((c) => {
        const tiles = g.tiles.filter((t) => t.seat === c.seat);
        // Tiles by their number, 1 to 3: a ghost already hit is gone from its place (HB-GHOST).
        const byNumber = [1, 2, 3].map((n) => tiles.find((t) => t.id === tileId(c.seat, n)) ?? null);
        return {
          seat: c.seat,
          at: c.at,
          ac: c.ac,
          invisibility: c.invisibility,
          passes: c.passes,
          hidden:
            tiles.length > 0
              ? {
                  tiles: byNumber.map((t) => t?.at ?? null),
                  real: Math.max(
                    0,
                    byNumber.findIndex((t) => t?.real === true),
                  ),
                }
              : null,
        };
      }),
  };
}

export const battleTable: TableRules<Setup, BattleState, Action, never> = {
  ...game.playRulesOf(hexBattleWars, battleSight),
  shown: battleTableShown,
  // The seat to act's own character is picked again when a game comes back.
  acting: (g) => (g.phase === 'play' ? (g.characters[g.active]?.seat ?? null) : null),
  letsGo: (before, after) => after.active !== before.active || after.phase === 'over',
  aftermath: () => null,
  // Nobody's secret on the shared screen: which tile is real is for its owner's held look only.
  publicLog: (state, log) => redactLog(state, log, ''),
  autoPlay: (state, seat) => autoPlay(state, seat, battleSight),
  mayGrab: () => false,
  moveTo: () => null,
};
