import type { Hex } from '../../../geometry';
import { hexDistance, walkHexLine } from '../../../geometry';
import { indexBoard, slotAt, slotOf } from './board';
import type { BattleTable } from './gameState';

// Line of sight (HB-LOS) is the table's to answer, so the rules stay pure: the engine asks a
// `BattleSight`. The 3D sight layer (src/sight) can answer with the line from eye to body through
// the stacks' solids; `flatSight` answers on the hex line, for Node tests and the automatic player.

/** What the rules ask of the table: whether a piece on `from` sees a piece on `to`. */
export interface BattleSight {
  sees(table: BattleTable, from: Hex, to: Hex): boolean;
}

/** Where the eye is above the hex a piece stands on, and the body it aims at, in levels (4 cm a level). */
export const EYE_LEVELS = 0.8;
export const BODY_LEVELS = 0.5;

/**
 * Sight along the hex line: the line from the attacker's eye to the target's body, falling or rising
 * evenly, is blocked by a hex between them whose obstacle reaches its height there. Characters and
 * tiles never block; higher ground sees over lower obstacles.
 */
export const flatSight: BattleSight = {
  sees(table, from, to) {
    const board = indexBoard(table);
    const a = slotOf(board, from);
    const b = slotOf(board, to);
    if (a < 0 || b < 0) return lineClear(table, from, to);
    const known = answersFor(table);
    const key = a * board.hexes.length + b;
    const had = known.get(key);
    if (had !== undefined) return had;
    const clear = lineClear(table, from, to);
    known.set(key, clear);
    return clear;
  },
};

/** The answers so far, by table: a table's sight never changes once its obstacles stand. */
const seen = new WeakMap<BattleTable, Map<number, boolean>>();
let lastSeen: { table: BattleTable; known: Map<number, boolean> } | null = null;

function answersFor(table: BattleTable): Map<number, boolean> {
  if (lastSeen !== null && lastSeen.table === table) return lastSeen.known;
  const known = seen.get(table) ?? seen.set(table, new Map()).get(table)!;
  lastSeen = { table, known };
  return known;
}

function lineClear(table: BattleTable, from: Hex, to: Hex): boolean {
  const n = hexDistance(from, to);
  if (n <= 1) return true;
  const board = indexBoard(table);
  const eye = levelOf(board, from) + EYE_LEVELS;
  const body = levelOf(board, to) + BODY_LEVELS;
  // Every hex between the two, never the ends: a piece's own hex does not hide it.
  return walkHexLine(from, to, (q, r, i) => {
    if (i === 0 || i === n) return true;
    const at = slotAt(board, q, r);
    const level = at < 0 ? 0 : board.level[at]!;
    return !(level > 0 && level >= eye + ((body - eye) * i) / n);
  });
}

function levelOf(board: ReturnType<typeof indexBoard>, h: Hex): number {
  const i = slotOf(board, h);
  return i < 0 ? 0 : board.level[i]!;
}
