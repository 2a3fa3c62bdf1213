import type { Hex } from './hex';
import { hexAdd, hexKey, hexNeighbour, hexRotate } from './hex';
import type { Layout } from './layout';
import { hexToPoint, pointToHex, sideCorners } from './layout';
import type { Point } from './point';

/** The pieces a Hexon board is built from: the 6-hex base and the single hex. */
export type TileKind = 'six' | 'single';

export interface Tile {
  readonly id: string;
  readonly kind: TileKind;
  /** Where the tile's first hex lies. */
  readonly at: Hex;
  /** Turns of 60°, counter-clockwise. */
  readonly rotation: number;
}

/** The Hexon tiles' thickness: the board's top is the rules' table plane (height 0), the wood is below it. */
export const BOARD_THICKNESS_CM = 0.8;

/** A 6-hex base is two rows of three; rotated copies of it tile the standard board. */
export const TILE_SHAPES: Readonly<Record<TileKind, readonly Hex[]>> = {
  six: [
    { q: 0, r: 0 },
    { q: 1, r: 0 },
    { q: 2, r: 0 },
    { q: 0, r: 1 },
    { q: 1, r: 1 },
    { q: 2, r: 1 },
  ],
  single: [{ q: 0, r: 0 }],
};

export function tileHexes(tile: Tile): Hex[] {
  return TILE_SHAPES[tile.kind].map((h) => hexAdd(tile.at, hexRotate(h, tile.rotation)));
}

/** One hex of a board and the tile it belongs to. */
export interface BoardHex {
  readonly hex: Hex;
  readonly tileId: string;
}

export interface BoardEdge {
  readonly a: Point;
  readonly b: Point;
}

/** A board as the rules see it: a set of hexes and where their edges, seams and perimeter run. */
export interface Board {
  readonly layout: Layout;
  readonly hexes: readonly BoardHex[];
  /** Sides between two hexes of one tile. */
  readonly hexEdges: readonly BoardEdge[];
  /** Sides between hexes of two different tiles: the visible joins between Hexon bases. */
  readonly seams: readonly BoardEdge[];
  /** Sides with no board hex beyond them: the playing area's perimeter (PM-LOS-PERIMETER). */
  readonly perimeter: readonly BoardEdge[];
  /** An open mat's outline (tape-measure play with no hexes), or null for a board of hex tiles. */
  readonly mat: readonly Point[] | null;
  has(h: Hex): boolean;
  tileOf(h: Hex): string | undefined;
  /** Whether a table point lies on a board hex. */
  contains(p: Point): boolean;
}

export function buildBoard(layout: Layout, tiles: readonly Tile[]): Board {
  const owner = new Map<string, string>();
  const hexes: BoardHex[] = [];
  for (const tile of tiles) {
    for (const h of tileHexes(tile)) {
      const key = hexKey(h);
      if (owner.has(key)) continue;
      owner.set(key, tile.id);
      hexes.push({ hex: h, tileId: tile.id });
    }
  }
  const hexEdges: BoardEdge[] = [];
  const seams: BoardEdge[] = [];
  const perimeter: BoardEdge[] = [];
  for (const { hex: h, tileId } of hexes) {
    for (let d = 0; d < 6; d++) {
      const n = hexNeighbour(h, d);
      const nOwner = owner.get(hexKey(n));
      const [a, b] = sideCorners(layout, h, d);
      if (nOwner === undefined) perimeter.push({ a, b });
      else if (d < 3) (nOwner === tileId ? hexEdges : seams).push({ a, b }); // each shared side once
    }
  }
  return {
    layout,
    hexes,
    hexEdges,
    seams,
    perimeter,
    mat: null,
    has: (h) => owner.has(hexKey(h)),
    tileOf: (h) => owner.get(hexKey(h)),
    contains: (p) => owner.has(hexKey(pointToHex(layout, p))),
  };
}

/** Axis-aligned bounds of a board's hexes, corners included, in cm. */
export function boardBounds(board: Board): { min: Point; max: Point } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const e of board.perimeter) {
    for (const p of [e.a, e.b]) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  }
  return { min: { x: minX, y: minY }, max: { x: maxX, y: maxY } };
}

export const hexCentre = (board: Board, h: Hex): Point => hexToPoint(board.layout, h);
