import type { AddTileArgs } from '../../../../table';
import { addTile as addTableTile, onTile, removeTile as removeTableTile } from '../../../../table';
import type { Setup, SetupTile } from '../types';
import type { EditResult } from './result';
import { paintballPieces } from './tablePieces';

// The board's tiles are the shared table's (src/table/edit/tiles.ts); PaintBall Mini says which of
// its pieces stand on them and which ids are taken.

export { MOST_TILES, boardProblem } from '../../../../table';
export type { AddTileArgs } from '../../../../table';

/** Adds a 6-hex base or a single hex to the board with a fresh id; refused over another tile or off the table. */
export const addTile = (setup: Setup, args: AddTileArgs): EditResult =>
  addTableTile(setup, args, paintballPieces);

/** Takes a tile off the board; refused while anything stands on it, or if it is the last tile. */
export const removeTile = (setup: Setup, args: { readonly id: string }): EditResult =>
  removeTableTile(setup, args, paintballPieces);

/** The figures standing on a tile's hexes (eliminated ones included: they must go first too). */
export function figuresOnTile(setup: Setup, tile: SetupTile) {
  const on = onTile(setup, tile);
  return setup.figures.filter((f) => on(f.at));
}
