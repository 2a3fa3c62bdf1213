import type { Hex } from '../../../geometry';
import { indexBoard, slotOf } from './board';
import type { BattleTable } from './gameState';
import { climbable } from './reach';

// The automatic player's quick move: step by step towards a goal, spending the whole roll (a step
// into a hazard that costs more than is left plows in and ends it, HB-HAZARD), circling the goal once
// beside it. Far cheaper than searching every (hex, steps left); where the walk is boxed in, the
// player falls back on the full search.

/** A path of the whole roll (`blocked` marks by hex number the hexes pieces stand on) heading for `goal`; [] when the roll cannot leave a hazard; null when boxed in. */
export function approach(
  table: BattleTable,
  from: Hex,
  roll: number,
  blocked: Uint8Array,
  goal: Hex,
): Hex[] | null {
  const board = indexBoard(table);
  let at = slotOf(board, from);
  if (at < 0) return null;
  if (board.hazard[at]! > roll) return []; // HB-HAZARD-LEAVE: it stays
  let left = roll;
  let prev = -1;
  const { q, r } = board;
  const [gq, gr] = [goal.q, goal.r];
  const path: Hex[] = [];
  while (left > 0) {
    let best = -1;
    let bestScore = Infinity;
    for (let d = 0; d < 6; d++) {
      const to = board.neighbours[at * 6 + d]!;
      if (to < 0 || !climbable(board, at, to) || blocked[to] === 1) continue;
      const dq = q[to]! - gq;
      const dr = r[to]! - gr;
      const away = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2; // hexDistance, on the board's arrays
      const score = Math.max(1, away) + (to === prev ? 0.5 : 0);
      if (score < bestScore) {
        best = to;
        bestScore = score;
      }
    }
    if (best < 0) return null;
    const cost = 1 + board.hazard[best]!;
    left = cost <= left ? left - cost : 0;
    path.push(board.hexes[best]!);
    prev = at;
    at = best;
  }
  return path;
}
