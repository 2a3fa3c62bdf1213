import type { Hex, Point, Tile } from '../../../../geometry';
import { buildBoard, hexKey, pointToHex, tileHexes } from '../../../../geometry';
import type { Setup, SetupTile } from '../types';
import { findPiece, pieceLabel, tileLabel } from './find';
import { listWords } from './rules/warning';
import { freshId, usedIds } from './ids';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { tableWords } from './table';

/** The most tiles a set-up may hold (src/rules/paintball-mini/setup/schema.ts). */
export const MOST_TILES = 200;

export interface AddTileArgs {
  readonly kind: Tile['kind'];
  /** Where the tile's first hex goes. */
  readonly at: Hex;
  /** Turns of 60°, counter-clockwise. */
  readonly rotation?: number;
}

/** Why a board of these tiles cannot be: a tile over another, or the board off the table. `undefined` if it can. */
export function boardProblem(setup: Setup, tiles: readonly SetupTile[], changed: string): string | undefined {
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
function namedTile(setup: Setup, tile: SetupTile): string {
  if (setup.board.tiles.some((t) => t.id === tile.id)) return tileLabel(setup.board.tiles, tile);
  return `the new ${tile.kind === 'six' ? '6-hex base' : 'single hex'}`;
}

/** Adds a 6-hex base or a single hex to the board with a fresh id; refused over another tile or off the table. */
export function addTile(setup: Setup, { kind, at, rotation = 0 }: AddTileArgs): EditResult {
  if (!Number.isInteger(at.q) || !Number.isInteger(at.r) || !Number.isInteger(rotation)) {
    return refuse('a tile goes on a whole hex and turns in whole 60° steps');
  }
  if (setup.board.mat !== undefined)
    return refuse('an open mat has no hex tiles: it is played with the tape measure');
  if (setup.board.tiles.length >= MOST_TILES) return refuse(`a board holds at most ${MOST_TILES} tiles`);
  const id = freshId(usedIds(setup), kind === 'six' ? 'base' : 'hex');
  const tile: SetupTile = { id, kind, at: { q: at.q, r: at.r }, rotation: ((rotation % 6) + 6) % 6 };
  const tiles = [...setup.board.tiles, tile];
  const why = boardProblem(setup, tiles, id);
  if (why !== undefined) return refuse(why);
  return done({ ...setup, board: { ...setup.board, tiles } }, [id]);
}

/** The figures standing on a tile's hexes (eliminated ones included: they must go first too). */
export function figuresOnTile(setup: Setup, tile: SetupTile) {
  const on = onTile(setup, tile);
  return setup.figures.filter((f) => on(f.at));
}

function onTile(setup: Setup, tile: SetupTile): (p: Point) => boolean {
  const keys = new Set(tileHexes(tile).map(hexKey));
  const layout = { across: setup.board.across, origin: setup.board.origin };
  return (p) => keys.has(hexKey(pointToHex(layout, p)));
}

/** Everything whose centre stands on a tile: figures, terrain, and markers no figure carries. */
function piecesOnTile(setup: Setup, tile: SetupTile): string[] {
  const on = onTile(setup, tile);
  const ids = [
    ...setup.figures.filter((f) => on(f.at)).map((f) => f.id),
    ...setup.terrain.filter((t) => on(t.at)).map((t) => t.id),
    ...setup.markers.filter((m) => !(m.kind === 'flag' && m.carriedBy !== null) && on(m.at)).map((m) => m.id),
  ];
  return ids;
}

/**
 * Takes a tile off the board; refused while anything stands on it (it names each piece, so nothing
 * is left stranded on bare wood) or if it is the last tile.
 */
export function removeTile(setup: Setup, { id }: { readonly id: string }): EditResult {
  const tile = setup.board.tiles.find((t) => t.id === id);
  if (tile === undefined) return refuse('that tile is no longer on the board');
  if (setup.board.tiles.length === 1)
    return refuse(
      `${tileLabel(setup.board.tiles, tile)} is the whole board: a board needs at least one tile`,
    );
  const on = piecesOnTile(setup, tile).map((p) => pieceLabel(setup, findPiece(setup, p)!));
  if (on.length > 0) {
    const one = on.length === 1;
    return refuse(
      `${listWords(on)} ${one ? 'stands' : 'stand'} on ${tileLabel(setup.board.tiles, tile)}: move ${one ? 'it' : 'them'} off or delete ${one ? 'it' : 'them'} first`,
    );
  }
  return done(
    { ...setup, board: { ...setup.board, tiles: setup.board.tiles.filter((t) => t.id !== id) } },
    [],
  );
}
