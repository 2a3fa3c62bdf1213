import type { CellGrid } from './cellWalk';
import type { Solids } from './solids';
import { keptWithSolids, trianglesOf } from './solids';

// The plan grid of a set of solids (levelCast.ts, levelFan.ts): each upright triangle listed in
// the cells its plan covers, widened by a slack, with its corners packed for the casts. A level ray
// can only meet the triangles it passes over on the plan and never meets a flat one.

/**
 * Its items are triangles (the BVH's order, a hit's faceIndex), and cells are found by multiplying
 * by `inverse`, on binning and on walking alike.
 */
export interface PlanGrid extends CellGrid {
  /** Per triangle, its corners on the plan: x, z three times. */
  readonly plan: Float64Array;
  /** Per triangle, its corners: x, y, z three times, as the cast's ray–triangle test reads them. */
  readonly corners: Float64Array;
  /** The upright triangles (the only ones a level ray can meet). */
  readonly upright: Int32Array;
}

/** How far a triangle's plan is widened when binned, in cm: rounding never drops one from a cell it touches. */
export const SLACK = 1e-3;

function buildPlanGrid(solids: Solids): PlanGrid {
  const { pos, index, triangles } = trianglesOf(solids);
  const upright: number[] = [];
  let [x0, z0, x1, z1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let t = 0; t < triangles; t++) {
    const [a, b, c] = [index[3 * t]! * 3, index[3 * t + 1]! * 3, index[3 * t + 2]! * 3];
    if (pos[a + 1] === pos[b + 1] && pos[b + 1] === pos[c + 1]) continue; // flat: a level ray lies in its plane
    upright.push(t);
    x0 = Math.min(x0, pos[a]!, pos[b]!, pos[c]!);
    x1 = Math.max(x1, pos[a]!, pos[b]!, pos[c]!);
    z0 = Math.min(z0, pos[a + 2]!, pos[b + 2]!, pos[c + 2]!);
    z1 = Math.max(z1, pos[a + 2]!, pos[b + 2]!, pos[c + 2]!);
  }
  if (upright.length === 0) [x0, z0, x1, z1] = [0, 0, 0, 0];
  x0 -= SLACK;
  z0 -= SLACK;
  // About one cell per upright triangle, none under 1 cm, at most 128 a side.
  const area = Math.max(1, (x1 - x0 + SLACK) * (z1 - z0 + SLACK));
  const cell = Math.max(1, Math.sqrt(area / Math.max(1, upright.length)), (x1 - x0) / 128, (z1 - z0) / 128);
  const inverse = 1 / cell;
  const cols = Math.floor((x1 + SLACK - x0) * inverse) + 1;
  const rows = Math.floor((z1 + SLACK - z0) * inverse) + 1;
  const lists: number[][] = Array.from({ length: cols * rows }, () => []);
  for (const t of upright) {
    const [a, b, c] = [index[3 * t]! * 3, index[3 * t + 1]! * 3, index[3 * t + 2]! * 3];
    const c0 = Math.floor((Math.min(pos[a]!, pos[b]!, pos[c]!) - SLACK - x0) * inverse);
    const c1 = Math.floor((Math.max(pos[a]!, pos[b]!, pos[c]!) + SLACK - x0) * inverse);
    const r0 = Math.floor((Math.min(pos[a + 2]!, pos[b + 2]!, pos[c + 2]!) - SLACK - z0) * inverse);
    const r1 = Math.floor((Math.max(pos[a + 2]!, pos[b + 2]!, pos[c + 2]!) + SLACK - z0) * inverse);
    for (let r = Math.max(0, r0); r <= Math.min(rows - 1, r1); r++)
      for (let k = Math.max(0, c0); k <= Math.min(cols - 1, c1); k++) lists[r * cols + k]!.push(t);
  }
  const starts = new Int32Array(cols * rows + 1);
  lists.forEach((l, k) => (starts[k + 1] = starts[k]! + l.length));
  const items = new Int32Array(starts[cols * rows]!);
  lists.forEach((l, k) => items.set(l, starts[k]!));
  const plan = new Float64Array(triangles * 6);
  const corners = new Float64Array(triangles * 9);
  for (let t = 0; t < triangles; t++)
    for (let v = 0; v < 3; v++) {
      const at = index[3 * t + v]! * 3;
      plan[6 * t + 2 * v] = pos[at]!;
      plan[6 * t + 2 * v + 1] = pos[at + 2]!;
      for (let k = 0; k < 3; k++) corners[9 * t + 3 * v + k] = pos[at + k]!;
    }
  const grid = {
    x0,
    z0,
    cell,
    inverse,
    cols,
    rows,
    starts,
    items,
    stamp: new Int32Array(triangles),
    plan,
    corners,
    upright: Int32Array.from(upright),
    search: 0,
  };
  return grid;
}

/** The plan grid of a set of solids, made on first use and kept with them. */
export const gridOf = keptWithSolids(buildPlanGrid);
