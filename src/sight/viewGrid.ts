import type { CellGrid } from './cellWalk';
import type { Solids } from './solids';
import { keptWithSolids, trianglesOf } from './solids';

// Every triangle of a set of solids binned by its plan (a grid over x and z), for the eye's rays
// of % visible: an eye looking at a body sees along a thin wedge on the plan, so the triangles
// that could stop any of its rays are found by walking the few cells under that wedge, instead of
// walking the BVH with a triangle-against-box test at every node (that walk would be most of
// % visible's time). Built once per solids, on the first look, and kept with them.

/** Its items are triangles (the BVH's order), and cells are found by dividing by `cell`. */
export interface ViewGrid extends CellGrid {
  /** Per triangle, its corners a, b, c as x, y, z: nine numbers a triangle. */
  readonly corners: Float64Array;
}

/** How far a triangle's plan is widened when binned, in cm: rounding never drops one from a cell it touches. */
export const GRID_SLACK = 1e-3;
/** At most this many cells a side. */
const MOST_CELLS = 256;

function buildViewGrid(solids: Solids): ViewGrid {
  const { pos, index, triangles } = trianglesOf(solids);
  const corners = new Float64Array(triangles * 9);
  let [x0, z0, x1, z1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let t = 0; t < triangles; t++)
    for (let v = 0; v < 3; v++) {
      const p = index[3 * t + v]! * 3;
      const o = 9 * t + 3 * v;
      corners[o] = pos[p]!;
      corners[o + 1] = pos[p + 1]!;
      corners[o + 2] = pos[p + 2]!;
      x0 = Math.min(x0, pos[p]!);
      x1 = Math.max(x1, pos[p]!);
      z0 = Math.min(z0, pos[p + 2]!);
      z1 = Math.max(z1, pos[p + 2]!);
    }
  x0 -= GRID_SLACK;
  z0 -= GRID_SLACK;
  // About one cell per triangle, none under 1 cm, at most MOST_CELLS a side.
  const width = x1 + GRID_SLACK - x0;
  const depth = z1 + GRID_SLACK - z0;
  const cell = Math.max(
    1,
    Math.sqrt((width * depth) / Math.max(1, triangles)),
    width / MOST_CELLS,
    depth / MOST_CELLS,
  );
  const cols = Math.floor(width / cell) + 1;
  const rows = Math.floor(depth / cell) + 1;
  // Two passes: count each cell's triangles, then fill them in.
  const starts = new Int32Array(cols * rows + 1);
  const span = (t: number, each: (k: number) => void) => {
    const o = 9 * t;
    const c0 = Math.floor((Math.min(corners[o]!, corners[o + 3]!, corners[o + 6]!) - GRID_SLACK - x0) / cell);
    const c1 = Math.floor((Math.max(corners[o]!, corners[o + 3]!, corners[o + 6]!) + GRID_SLACK - x0) / cell);
    const r0 = Math.floor(
      (Math.min(corners[o + 2]!, corners[o + 5]!, corners[o + 8]!) - GRID_SLACK - z0) / cell,
    );
    const r1 = Math.floor(
      (Math.max(corners[o + 2]!, corners[o + 5]!, corners[o + 8]!) + GRID_SLACK - z0) / cell,
    );
    for (let r = Math.max(0, r0); r <= Math.min(rows - 1, r1); r++)
      for (let k = Math.max(0, c0); k <= Math.min(cols - 1, c1); k++) each(r * cols + k);
  };
  for (let t = 0; t < triangles; t++) span(t, (k) => starts[k + 1]!++);
  for (let k = 0; k < cols * rows; k++) starts[k + 1]! += starts[k]!;
  const items = new Int32Array(starts[cols * rows]!);
  const fill = starts.slice(0, cols * rows);
  for (let t = 0; t < triangles; t++) span(t, (k) => (items[fill[k]!++] = t));
  const grid = {
    x0,
    z0,
    cell,
    inverse: 0,
    cols,
    rows,
    starts,
    items,
    corners,
    stamp: new Int32Array(triangles),
    search: 0,
  };
  return grid;
}

/** The view grid of a set of solids, made on first use and kept with them. */
export const viewGridOf = keptWithSolids(buildViewGrid);
