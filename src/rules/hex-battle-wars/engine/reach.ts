import type { Hex } from '../../../geometry';
import type { IndexedBoard } from './board';
import { indexBoard, slotOf } from './board';
import type { BattleTable } from './gameState';

// Where a move of exactly the roll may end (HB-MOVE), with water and quicksand (HB-HAZARD,
// HB-HAZARD-LEAVE). A step enters an adjacent hex at most one level up or down and costs 1, plus the
// hazard's value (water 1, quicksand 2); entering a hazard with fewer steps left than it costs
// ("plowing in") ends the move there. Searched over (hex, steps left), so a path may turn back.

export interface Reach {
  readonly roll: number;
  /** It starts in a hazard and rolled under its value: it stays (HB-HAZARD-LEAVE). */
  readonly stuck: boolean;
  /** Steps the longest path spends: the roll, or less where no path of the full length exists. */
  readonly spent: number;
  /** The hexes where a move may end (the start itself where no step is possible). */
  readonly ends: readonly Hex[];
  /** One path to an end, hexes after the start; null if the move cannot end there. */
  pathTo(end: Hex): Hex[] | null;
}

/** Whether a step from hex `a` to hex `b` (indexes) is a legal climb: at most one level (HB-MOVE). */
export const climbable = (board: IndexedBoard, a: number, b: number): boolean =>
  Math.abs(board.level[a]! - board.level[b]!) <= 1;

/** The last reach asked for: the automatic player and then `apply` ask the same one in a row. */
let last: { table: BattleTable; start: number; roll: number; shut: Uint8Array; reach: Reach } | null = null;

const same = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** `blocked` marks by hex number the hexes another piece stands on. */
export function reach(table: BattleTable, from: Hex, roll: number, blocked: Uint8Array): Reach {
  const start = slotOf(indexBoard(table), from);
  if (start < 0) throw new Error('the piece stands off the board');
  const l = last;
  if (l !== null && l.table === table && l.start === start && l.roll === roll && same(l.shut, blocked))
    return l.reach;
  const r = search(table, start, roll, blocked);
  const shut = l !== null && l.shut.length === blocked.length ? l.shut : new Uint8Array(blocked.length);
  shut.set(blocked);
  last = { table, start, roll, shut, reach: r };
  return r;
}

function search(table: BattleTable, start: number, roll: number, shut: Uint8Array): Reach {
  const board = indexBoard(table);
  const from = board.hexes[start]!;
  if (board.hazard[start]! > roll) return standing(roll, true, from);
  const width = roll + 1;
  const parent = new Int32Array(board.hexes.length * width).fill(-2);
  const first = start * width + roll;
  parent[first] = -1;
  const queue = [first];
  let least = roll;
  for (let k = 0; k < queue.length; k++) {
    const s = queue[k]!;
    const at = (s / width) | 0;
    const left = s - at * width;
    if (left < least) least = left;
    if (left === 0) continue;
    for (let d = 0; d < 6; d++) {
      const to = board.neighbours[at * 6 + d]!;
      if (to < 0 || shut[to] === 1 || !climbable(board, at, to)) continue;
      const cost = 1 + board.hazard[to]!;
      const next = to * width + (cost <= left ? left - cost : 0);
      if (parent[next] !== -2) continue;
      parent[next] = s;
      queue.push(next);
    }
  }
  if (least === roll) return standing(roll, false, from);
  const endStates = new Map<number, number>();
  for (const s of queue) if (s % width === least) endStates.set((s / width) | 0, s);
  return {
    roll,
    stuck: false,
    spent: roll - least,
    ends: [...endStates.values()].map((s) => board.hexes[(s / width) | 0]!),
    pathTo(end) {
      let s = endStates.get(slotOf(board, end));
      if (s === undefined) return null;
      const path: Hex[] = [];
      while (s !== first) {
        path.push(board.hexes[(s / width) | 0]!);
        s = parent[s]!;
      }
      return path.reverse();
    },
  };
}

function standing(roll: number, stuck: boolean, from: Hex): Reach {
  return {
    roll,
    stuck,
    spent: 0,
    ends: [from],
    pathTo: (end) => (end.q === from.q && end.r === from.r ? [] : null),
  };
}

/** Steps a path spends from `from` with `roll` (HB-HAZARD), or the reason it is no path. */
export function walk(
  table: BattleTable,
  from: Hex,
  path: readonly Hex[],
  roll: number,
  blocked: Uint8Array,
): { spent: number; plowed: boolean } | { problem: string } {
  const board = indexBoard(table);
  let at = slotOf(board, from);
  let left = roll;
  let plowed = false;
  for (let i = 0; i < path.length; i++) {
    const h = path[i]!;
    const to = slotOf(board, h);
    if (left === 0) return refused(i, 'goes past the end of the move');
    if (to < 0) return refused(i, 'leaves the board');
    let adjacent = false;
    for (let d = 0; d < 6; d++) if (board.neighbours[at * 6 + d] === to) adjacent = true;
    if (!adjacent) return refused(i, 'is not to an adjacent hex');
    if (!climbable(board, at, to)) return refused(i, 'climbs more than one level');
    if (blocked[to] === 1) return refused(i, 'enters a hex another piece stands on');
    const cost = 1 + board.hazard[to]!;
    plowed = cost > left;
    left = plowed ? 0 : left - cost;
    at = to;
  }
  return { spent: roll - left, plowed };
}

/** Why step `i` (from 0) of a path, to `h`, is no step. */
const refused = (i: number, why: string) => ({ problem: `step ${i + 1} ${why}` });
