import type { Hex } from '../../../../geometry';
import { hexToPoint } from '../../../../geometry';
import type { EditResult, TablePieces } from '../../../../table';
import { addTile, done, refuse, removeTile } from '../../../../table';
import type { Setup } from '../schema';
import { standsOn } from './characters';
import { seatName } from './guard';

// The table as a whole: its name, the health every character starts with, an empty board, and the
// board's tiles through the shared tile edits.

/** Starting health for every character: 25 (short), 100 (long), or null: chosen as the game starts. */
export function setHealth(setup: Setup, health: number | null): EditResult<Setup> {
  if (health !== null && (!Number.isInteger(health) || health < 1 || health > 999))
    return refuse('starting health is a whole number from 1 to 999');
  return done({ ...setup, health });
}

/** A table with nothing on its board: every character placed at the table, every obstacle gone. */
export function clearBoard(setup: Setup): EditResult<Setup> {
  return done(
    {
      ...setup,
      board: { ...setup.board, stacks: [] },
      characters: setup.characters.map((c) => ({ ...c, at: null, hidden: null })),
    },
    [],
  );
}

export { renameTable } from '../../../../table';

/** What the shared tile edits ask of this game's pieces: ids in use, and who stands where ground would go. */
export const battlePieces: TablePieces<Setup> = {
  usedIds: (setup) =>
    new Set([...setup.board.tiles.map((t) => t.id), ...setup.characters.map((c) => c.seat)]),
  standing: (setup, where) =>
    setup.characters
      .filter((c) => standsOn(c).some((h) => where(hexToPoint(setup.board, h))))
      .map((c) => `${seatName(setup, c.seat)}'s character`),
};

export const addBoardTile = (setup: Setup, kind: 'six' | 'single', at: Hex) =>
  addTile(setup, { kind, at }, battlePieces);

/** A tile taken off the board; refused while a character stands on it or one of its hexes is raised. */
export const removeBoardTile = (setup: Setup, id: string) => removeTile(setup, { id }, battlePieces);
