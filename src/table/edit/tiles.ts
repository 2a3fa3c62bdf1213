import type { Hex, Point } from '../../geometry';
import { buildBoard, hexKey, pointToHex, tileHexes } from '../../geometry';
import type { Envelope, SetupTile } from '../envelope';
import type { TablePieces } from './pieces';
import { freshId } from './pieces';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { listWords, tableWords } from './table';
import { tileLabel } from './tileNames';

// The board's Hexon tiles in the editor: added on a free hex, taken away once nothing stands on
// them. Every board is checked whole: no tile over another, none off the table.

/** The most tiles a set-up may hold (src/table/envelope.ts). */
export const MOST_TILES = 200;

export interface AddTileArgs {
  readonly kind: SetupTile['kind'];
  /** Where the tile's first hex goes. */
  readonly at: Hex;
  /** Turns of 60°, counter-clockwise. */
  readonly rotation?: number;
}

/** Why a board of these tiles cannot be: a tile over another, or the board off the table. `undefined` if it can. */
export function boardProblem(
  setup: Envelope,
  tiles: readonly SetupTile[],
  changed: string,
): string | undefined {
  const owner = new Map<string, string>();
  for (const t of tiles) for (const h of tileHexes(t)) if (t.id !== changed) owner.set(hexKey(h), t.id);
  const tile = tiles.find((t) => t.id === changed);
  if (tile !== undefined) {
    for (const h of tileHexes(tile)) {
      const other = owner.get(hexKey(h));
      const over = setup.board.tiles.find((t) => t.id === other);
      if (over !== undefined)
        return `${namedTile(setup, tile)} would overlap ${tileLabel(setup.board.tiles, over)}`;
    }
  }
  const board = buildBoard({ across: setup.board.across, origin: setup.board.origin }, tiles);
  const off = board.perimeter.some((e) =>
    [e.a, e.b].some((p) => Math.abs(p.x) > setup.table.width / 2 || Math.abs(p.y) > setup.table.depth / 2),
  );
  return off ? `the board would run off ${tableWords(setup)}: make the table larger first` : undefined;
}

/** A tile in a message: as the tile list names it, or "the new 6-hex base" while it is not on the board yet. */
function namedTile(setup: Envelope, tile: SetupTile): string {
  if (setup.board.tiles.some((t) => t.id === tile.id)) return tileLabel(setup.board.tiles, tile);
  return `the new ${tile.kind === 'six' ? '6-hex base' : 'single hex'}`;
}

/** Adds a 6-hex base or a single hex to the board with a fresh id; refused over another tile or off the table. */
export function addTile<T extends Envelope>(
  setup: T,
  { kind, at, rotation = 0 }: AddTileArgs,
  pieces: TablePieces<T>,
): EditResult<T> {
  if (!Number.isInteger(at.q) || !Number.isInteger(at.r) || !Number.isInteger(rotation)) {
    return refuse('a tile goes on a whole hex and turns in whole 60° steps');
  }
  if (setup.board.mat !== undefined)
    return refuse('an open mat has no hex tiles: it is played with the tape measure');
  if (setup.board.tiles.length >= MOST_TILES) return refuse(`a board holds at most ${MOST_TILES} tiles`);
  const id = freshId(pieces.usedIds(setup), kind === 'six' ? 'base' : 'hex');
  const tile: SetupTile = { id, kind, at: { q: at.q, r: at.r }, rotation: ((rotation % 6) + 6) % 6 };
  const tiles = [...setup.board.tiles, tile];
  const why = boardProblem(setup, tiles, id);
  if (why !== undefined) return refuse(why);
  return done({ ...setup, board: { ...setup.board, tiles } }, [id]);
}

/** Whether a point of the table lies on one of the tile's hexes. */
export function onTile(setup: Envelope, tile: SetupTile): (p: Point) => boolean {
  const keys = new Set(tileHexes(tile).map(hexKey));
  const layout = { across: setup.board.across, origin: setup.board.origin };
  return (p) => keys.has(hexKey(pointToHex(layout, p)));
}

/**
 * Takes a tile off the board; refused while anything stands on it (it names each piece, so nothing
 * is left stranded on bare wood), while one of its hexes is raised (lower it first: a stack is
 * never dropped unseen) or if it is the last tile.
 */
export function removeTile<T extends Envelope>(
  setup: T,
  { id }: { readonly id: string },
  pieces: TablePieces<T>,
): EditResult<T> {
  const tile = setup.board.tiles.find((t) => t.id === id);
  if (tile === undefined) return refuse('that tile is no longer on the board');
  if (setup.board.tiles.length === 1)
    return refuse(
      `${tileLabel(setup.board.tiles, tile)} is the whole board: a board needs at least one tile`,
    );
  const on = pieces.standing(setup, onTile(setup, tile), 'tile');
  if (on.length > 0) {
    const one = on.length === 1;
    return refuse(
      `${listWords(on)} ${one ? 'stands' : 'stand'} on ${tileLabel(setup.board.tiles, tile)}: move ${one ? 'it' : 'them'} off or delete ${one ? 'it' : 'them'} first`,
    );
  }
  const hexes = new Set(tileHexes(tile).map(hexKey));
  const raised = setup.board.stacks.filter((s) => hexes.has(hexKey(s.at)));
  if (raised.length > 0) {
    const one = raised.length === 1;
    return refuse(
      `${one ? 'a hex' : `${raised.length} hexes`} of ${tileLabel(setup.board.tiles, tile)} ${one ? 'is' : 'are'} raised or tagged: clear ${one ? 'it' : 'them'} first`,
    );
  }
  return done(
    { ...setup, board: { ...setup.board, tiles: setup.board.tiles.filter((t) => t.id !== id) } },
    [],
  );
}
