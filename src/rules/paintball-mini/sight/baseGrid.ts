import type { CellGrid } from '../../../sight/cellWalk';
import { walkUnder, walked } from '../../../sight/cellWalk';
import type { Figure } from '../setup';

// Figures' bases binned in a coarse grid, once per figures array, so that a line looks only at the
// bases in the cells along it instead of at every figure on the table (on a table of 83 figures,
// a line would otherwise test all of them). The grid only narrows the search: the caller still runs
// its exact test on each base found, in the figures' order, so the facts are the same. A figures
// array is never changed in place (a move makes a new one, engine/field.ts), so one grid serves it
// for as long as it lives.

/** Below this many figures a plain pass over them all costs less than walking cells. */
export const GRID_FROM = 48;
const CELL_CM = 8;

const grids = new WeakMap<readonly Figure[], CellGrid>();

/**
 * The figures of each cell, in the figures' order, on the table's plan (its y as the grid's z). A
 * cell's side is a power of two, so multiplying by its inverse finds the same cells as dividing.
 */
function gridOf(figures: readonly Figure[]): CellGrid {
  const known = grids.get(figures);
  if (known !== undefined && known.stamp.length === figures.length) return known;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of figures) {
    x0 = Math.min(x0, f.at.x);
    y0 = Math.min(y0, f.at.y);
    x1 = Math.max(x1, f.at.x);
    y1 = Math.max(y1, f.at.y);
  }
  const cols = Math.floor((x1 - x0) / CELL_CM) + 1;
  const rows = Math.floor((y1 - y0) / CELL_CM) + 1;
  const cellOf = figures.map(
    (f) => Math.floor((f.at.y - y0) / CELL_CM) * cols + Math.floor((f.at.x - x0) / CELL_CM),
  );
  const starts = new Int32Array(cols * rows + 1);
  for (const c of cellOf) starts[c + 1]!++;
  for (let k = 0; k < cols * rows; k++) starts[k + 1]! += starts[k]!;
  const items = new Int32Array(figures.length);
  const fill = starts.slice(0, cols * rows);
  cellOf.forEach((c, i) => (items[fill[c]!++] = i));
  const grid = {
    x0,
    z0: y0,
    cell: CELL_CM,
    inverse: 1 / CELL_CM,
    cols,
    rows,
    starts,
    items,
    stamp: new Int32Array(figures.length),
    search: 0,
  };
  grids.set(figures, grid);
  return grid;
}

let found = new Int32Array(64);

/**
 * The figures whose base centre may lie within `reach` of the segment a→b, in the figures' order
 * (every one that does, and some that do not). Returns how many; they are `foundBases()[0 .. n)`.
 */
export function basesNear(
  figures: readonly Figure[],
  ax: number,
  ay: number,
  bx: number,
  by: number,
  reach: number,
): number {
  if (found.length < figures.length) found = new Int32Array(figures.length * 2);
  const n = walkUnder(gridOf(figures), ax, ay, bx, by, reach);
  const met = walked.items;
  for (let k = 0; k < n; k++) {
    const i = met[k]!;
    // Kept in the figures' order (an insertion: a line finds a handful).
    let at = k;
    while (at > 0 && found[at - 1]! > i) {
      found[at] = found[at - 1]!;
      at--;
    }
    found[at] = i;
  }
  return n;
}

const centres = new WeakMap<readonly Figure[], Float64Array>();

/** The figures' base centres as (x, y) pairs, once per figures array: a pass over them reads no objects. */
export function centresOf(figures: readonly Figure[]): Float64Array {
  let xy = centres.get(figures);
  if (xy === undefined || xy.length !== figures.length * 2) {
    xy = new Float64Array(figures.length * 2);
    for (let i = 0; i < figures.length; i++) {
      xy[2 * i] = figures[i]!.at.x;
      xy[2 * i + 1] = figures[i]!.at.y;
    }
    centres.set(figures, xy);
  }
  return xy;
}

/** The list `basesNear` filled. */
export const foundBases = (): Int32Array => found;
