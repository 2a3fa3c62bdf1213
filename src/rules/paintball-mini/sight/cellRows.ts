import type { Stand } from './stand';

// The hexless threat cells near a point. The cells are a grid laid out row by row (threatCells:
// rising y, then rising x, the points off the board left out), so the cells within a square round a
// point are a run of each row near it, found by halving. An enemy's threat column then reads only
// the cells its longest shot can reach (some 1,800 of the 16,012 on the 1,154-hex table played
// hexless) instead of every cell of the table, every time it moves.

/** Each row's y, and where its cells start in the list (one more entry: the list's end). */
interface Rows {
  readonly y: Float64Array;
  readonly start: Int32Array;
}

const known = new WeakMap<readonly Stand[], Rows | null>();

/** The rows of `cells`, or null where they are not laid out row by row (then every cell is read). */
function rowsOf(cells: readonly Stand[]): Rows | null {
  const kept = known.get(cells);
  if (kept !== undefined) return kept;
  const y: number[] = [];
  const start: number[] = [];
  let rows: Rows | null = null;
  let sorted = true;
  for (let i = 0; i < cells.length && sorted; i++) {
    const c = cells[i]!;
    const last = y.length - 1;
    if (last < 0 || c.y > y[last]!) {
      y.push(c.y);
      start.push(i);
    } else sorted = c.y === y[last] && c.x > cells[i - 1]!.x;
  }
  if (sorted) {
    start.push(cells.length);
    rows = { y: Float64Array.from(y), start: Int32Array.from(start) };
  }
  known.set(cells, rows);
  return rows;
}

/** The first index in [lo, hi) whose cell's x is at least `x` (hi if none). */
function firstFrom(cells: readonly Stand[], lo: number, hi: number, x: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cells[mid]!.x < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The indices, rising, of every cell of `cells` within `r` of (x, y) along each axis (a square
 * holding the disc of radius `r`), or null where the cells are not laid out row by row.
 */
export function cellsNear(cells: readonly Stand[], x: number, y: number, r: number): Int32Array | null {
  const rows = rowsOf(cells);
  if (rows === null) return null;
  const out: number[] = [];
  for (let k = 0; k < rows.y.length; k++) {
    const dy = rows.y[k]! - y;
    if (dy < -r) continue;
    if (dy > r) break;
    const end = rows.start[k + 1]!;
    for (let i = firstFrom(cells, rows.start[k]!, end, x - r); i < end && cells[i]!.x <= x + r; i++)
      out.push(i);
  }
  return Int32Array.from(out);
}
