import type { Hex, Layout, Point, Tile } from '../geometry';
import { BOARD_THICKNESS_CM, hexCorners, hexKey, hexNeighbour, sideCorners, tileHexes } from '../geometry';
import type { Stack, StackPrint } from '../table';
import type { Solid } from './solid';
import { prism } from './solid';

// The printable parts of a hex table: each Hexon base or single hex as one body, BOARD_THICKNESS_CM
// thick with its top at the table plane, and each level of each raised hex as a hex tile of its own,
// one level tall, stacked where it stands (HexPrint stacks printed tiles; Hex Battle Wars' levels
// are the same blocks). Each part says what it is, for the parts list.
//
// Every face of every part stands CLEARANCE_MM in from the table's: printed tiles then fit side by
// side and on each other, and no two parts touch, so a slicer splits the file into its tiles.

export interface PrintPart {
  /** Unique within the export: the tile's id, or the hex and level of a stacked tile. */
  readonly id: string;
  /** What the part is, in the parts list's words ("Hexon base, 6 hexes"). */
  readonly what: string;
  /** Its height in mm. */
  readonly heightMm: number;
  /** Its terrain in words, or "" for a plain board tile. */
  readonly terrain: string;
  readonly solid: Solid;
}

const pointKey = (p: Point) => `${p.x.toFixed(4)},${p.y.toFixed(4)}`;

/** The outline round a set of joined hexes: the sides no other hex of the set shares, chained in order. */
export function hexesOutline(layout: Layout, hexes: readonly Hex[]): Point[] {
  const inside = new Set(hexes.map(hexKey));
  const next = new Map<string, Point>();
  for (const h of hexes)
    for (let d = 0; d < 6; d++) {
      if (inside.has(hexKey(hexNeighbour(h, d)))) continue;
      const [a, b] = sideCorners(layout, h, d);
      next.set(pointKey(a), b);
    }
  const first = next.values().next().value;
  if (first === undefined) throw new Error('A tile with no hexes has no outline.');
  const outline: Point[] = [first];
  for (
    let p = next.get(pointKey(first));
    p !== undefined && outline.length <= next.size;
    p = next.get(pointKey(p))
  ) {
    if (pointKey(p) === pointKey(first)) return outline;
    outline.push(p);
  }
  throw new Error('The tile is not one piece: its hexes do not join in a single outline.');
}

/** How far each face of a part stands in from the table's, in mm (0.2 mm between two parts). */
export const CLEARANCE_MM = 0.1;

const TILE_WORDS = { six: 'Hexon base, 6 hexes', single: 'Single hex' } as const;

/** The board's tiles and the stacks' levels, each a printable body at its place on the table. */
export function boardParts(
  layout: Layout,
  tiles: readonly Tile[],
  stacks: readonly Stack[],
  print: StackPrint | null,
): PrintPart[] {
  const parts: PrintPart[] = tiles.map((tile) => ({
    id: tile.id,
    what: TILE_WORDS[tile.kind],
    heightMm: BOARD_THICKNESS_CM * 10,
    terrain: '',
    solid: prism(hexesOutline(layout, tileHexes(tile)), -BOARD_THICKNESS_CM, 0, CLEARANCE_MM),
  }));
  if (print === null) return parts;
  for (const stack of stacks)
    for (let level = 0; level < stack.height; level++)
      parts.push({
        id: `hex ${stack.at.q},${stack.at.r} level ${level + 1}`,
        what: 'Hex tile',
        heightMm: print.levelCm * 10,
        terrain: print.terrain(stack),
        solid: prism(
          hexCorners(layout, stack.at),
          level * print.levelCm,
          (level + 1) * print.levelCm,
          CLEARANCE_MM,
        ),
      });
  return parts;
}
