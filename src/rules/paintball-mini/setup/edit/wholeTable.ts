import type { Point } from '../../../../geometry';
import type { Setup } from '../types';
import { resizeTable as resizeTableOf } from '../../../../table';
import type { EditResult } from './result';
import { done } from './result';
import { paintballPieces } from './tablePieces';

// Edits of the table as a whole: its name, a fresh empty table, and selections of many pieces.

export { renameTable } from '../../../../table';

/** The wooden table made `width` × `depth` cm; refused while the board or a piece would be off it. */
export const resizeTable = (setup: Setup, args: { width: number; depth: number }): EditResult =>
  resizeTableOf(setup, args, paintballPieces);

/**
 * A new table to build on: the same board, table size, mode and options, with no figures, terrain
 * or markers, played as a custom game. One undo brings the old table back.
 */
export function emptyTable(setup: Setup): EditResult {
  return done({ ...setup, name: 'New table', scenario: 'custom', figures: [], terrain: [], markers: [] }, []);
}

/** Every piece the editor can select: figures in the game, terrain, and markers no figure carries. */
export function allPieceIds(setup: Setup): string[] {
  return piecesWhere(setup, () => true);
}

/** The pieces whose centre lies in the table-aligned box with corners `a` and `b`. */
export function piecesInBox(setup: Setup, a: Point, b: Point): string[] {
  const [x0, x1] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y0, y1] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return piecesWhere(setup, (p) => p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1);
}

function piecesWhere(setup: Setup, inside: (p: Point) => boolean): string[] {
  return [
    ...setup.figures.filter((f) => f.status !== 'eliminated' && inside(f.at)).map((f) => f.id),
    ...setup.terrain.filter((t) => inside(t.at)).map((t) => t.id),
    ...setup.markers
      .filter((m) => !(m.kind === 'flag' && m.carriedBy !== null) && inside(m.at))
      .map((m) => m.id),
  ];
}
