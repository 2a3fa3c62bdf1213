import { LEVEL_CM } from '../setup/level';
import type { Hex } from '../../../geometry';
import { circumradius, hexToPoint, hexonLayout } from '../../../geometry';
import { BOARD_HEX_NORMALS, clipSegment, clipped } from '../../../geometry/convexClip';
import { indexBoard, levelAt, slotOf } from './board';
import type { BattleTable } from './gameState';

// Line of sight (HB-LOS) is the table's to answer, so the rules stay pure: the engine asks a
// `BattleSight`. The 3D table answers with rays through the stacks' solids (sight/tableSight.ts);
// `flatSight` answers the same question in closed form, for Node tests, the bench and the server's
// automatic player, and the two agree on every pair of hexes.

/** What the rules ask of the table: whether a piece on `from` sees a piece on `to` (a tile, or a character). */
export interface BattleSight {
  sees(table: BattleTable, from: Hex, to: Hex, tile?: boolean): boolean;
}

export { LEVEL_CM };

/**
 * How far each stack's corners reach past its hex's, in cm (its flats, √3/2 of that). A line of
 * sight often runs exactly along the edge between two hexes; this half millimetre makes such a line
 * meet the stack beside it instead of leaving it to the rounding of the last float.
 */
export const EDGE_CM = 0.05;

/** A character's eye, at the top of its 3.2 cm for sight whatever its model looks like, in levels above its ground. */
export const EYE_LEVELS = 0.8;

/**
 * The points of a character's body the eye looks for, feet to head, in levels above its ground:
 * the feet a hair above the ground, so a line down onto them is not lost to the surface it stands on.
 */
export const FIGURE_BODY_LEVELS: readonly number[] = [0.04, 0.2, 0.4, 0.6, 0.8];

/** A tile's body is its top face (0.8 cm thick). */
export const TILE_BODY_LEVELS: readonly number[] = [0.2];

export const bodyLevels = (tile: boolean): readonly number[] =>
  tile ? TILE_BODY_LEVELS : FIGURE_BODY_LEVELS;

/** Half the width of a stack across its flats, EDGE_CM out. */
const APOTHEM = ((circumradius(hexonLayout) + EDGE_CM) * Math.sqrt(3)) / 2;

/** A stack of obstacle blocks: where its hex's centre is and how high it stands, in cm. */
interface Column {
  readonly x: number;
  readonly y: number;
  readonly top: number;
}

/**
 * Whether the segment from (ax, ay, ah) to (bx, by, bh) passes through the column: its flat trace
 * crosses the hex, and it is below the top where it enters or leaves (the line is straight, so it
 * is lowest at one of the two).
 */
function through(c: Column, ax: number, ay: number, ah: number, bx: number, by: number, bh: number): boolean {
  if (!clipSegment(ax, ay, bx, by, c.x, c.y, BOARD_HEX_NORMALS, APOTHEM)) return false;
  if (clipped.t1 <= clipped.t0) return false;
  const low = Math.min(ah + (bh - ah) * clipped.t0, ah + (bh - ah) * clipped.t1);
  return low < c.top;
}

const columnsOf = new WeakMap<BattleTable, readonly Column[]>();

function columns(table: BattleTable): readonly Column[] {
  let out = columnsOf.get(table);
  if (out === undefined) {
    const list: Column[] = [];
    for (const h of table.hexes) {
      const levels = levelAt(table, h);
      if (levels <= 0) continue;
      const c = hexToPoint(hexonLayout, h);
      list.push({ x: c.x, y: c.y, top: levels * LEVEL_CM });
    }
    columnsOf.set(table, (out = list));
  }
  return out;
}

const groundCm = (table: BattleTable, h: Hex): number => levelAt(table, h) * LEVEL_CM;

/**
 * HB-LOS in closed form: some line from the eye to a point of the body passes through no stack,
 * the stacks the two stand on included. Characters and tiles never block.
 */
function lineClear(table: BattleTable, from: Hex, to: Hex, tile: boolean): boolean {
  const a = hexToPoint(hexonLayout, from);
  const b = hexToPoint(hexonLayout, to);
  const eye = groundCm(table, from) + EYE_LEVELS * LEVEL_CM;
  const ground = groundCm(table, to);
  const stacks = columns(table);
  return bodyLevels(tile).some((up) => {
    const body = ground + up * LEVEL_CM;
    return !stacks.some((c) => through(c, a.x, a.y, eye, b.x, b.y, body));
  });
}

/**
 * A sight that remembers its answers, by table: a table's sight never changes once its obstacles
 * stand, and the automatic player and the offers ask the same pairs again and again.
 */
export function remembering(
  clearOf: (table: BattleTable, from: Hex, to: Hex, tile: boolean) => boolean,
): BattleSight {
  const seen = new WeakMap<BattleTable, Map<number, boolean>>();
  let last: { table: BattleTable; known: Map<number, boolean> } | null = null;
  const answersFor = (table: BattleTable): Map<number, boolean> => {
    if (last !== null && last.table === table) return last.known;
    const known = seen.get(table) ?? seen.set(table, new Map()).get(table)!;
    last = { table, known };
    return known;
  };
  return {
    sees(table, from, to, tile = false) {
      const board = indexBoard(table);
      const a = slotOf(board, from);
      const b = slotOf(board, to);
      if (a < 0 || b < 0) return clearOf(table, from, to, tile);
      const known = answersFor(table);
      const key = (a * board.hexes.length + b) * 2 + (tile ? 1 : 0);
      const had = known.get(key);
      if (had !== undefined) return had;
      const clear = clearOf(table, from, to, tile);
      known.set(key, clear);
      return clear;
    },
  };
}

export const flatSight: BattleSight = remembering(lineClear);
