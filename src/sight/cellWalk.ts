// The walk under a segment through a grid on the plan: the cells it passes over, widened by a
// reach, column by column and, within a column, row by row. A level cast (levelCast.ts), an eye's
// wedge (gatherWedge.ts) and PaintBall's base grid each list their items cell by cell and look only
// at the items of the cells under a line; this is that walk, written once. An item listed in
// several cells is taken once, where the walk first meets it, so the order items come in is the
// order of the cells.

/** A grid whose items are listed cell by cell, with what the walk needs to take each once. */
export interface CellGrid {
  readonly x0: number;
  /** The plan's second axis: z on the 3D table, y on a rule's plan. */
  readonly z0: number;
  readonly cell: number;
  /**
   * 1 / cell where the grid was binned by multiplying by it, 0 where it was binned by dividing by
   * `cell`: the walk finds cells as the binning did, to the last bit.
   */
  readonly inverse: number;
  readonly cols: number;
  readonly rows: number;
  /** The items of cell k (row by row, k = row · cols + column): `items[starts[k] .. starts[k + 1])`. */
  readonly starts: Int32Array;
  readonly items: Int32Array;
  /** Per item, the last walk that took it. */
  readonly stamp: Int32Array;
  search: number;
}

/**
 * The items of the last walk, in the order it met them: `items[0 .. count)`. Module-level, as the
 * walk runs for every line and every eye: it makes no garbage once grown.
 */
export const walked = { count: 0, items: new Int32Array(64) };

/**
 * Walks the cells of `g` under the segment a→b on the plan, widened by `reach`, into `walked`;
 * returns how many items it took.
 */
export function walkUnder(
  g: CellGrid,
  ax: number,
  az: number,
  bx: number,
  bz: number,
  reach: number,
): number {
  const { x0, z0, cell, inverse, cols, rows, starts, items, stamp } = g;
  if (walked.items.length < stamp.length) walked.items = new Int32Array(stamp.length);
  const out = walked.items;
  const search = ++g.search;
  let n = 0;
  // Plain locals and no closures: this runs for every ray.
  const lo = ax <= bx ? ax : bx;
  const hi = ax <= bx ? bx : ax;
  const slope = bx === ax ? 0 : (bz - az) / (bx - ax);
  const c0 = Math.max(0, Math.floor(inverse === 0 ? (lo - reach - x0) / cell : (lo - reach - x0) * inverse));
  const c1 = Math.min(
    cols - 1,
    Math.floor(inverse === 0 ? (hi + reach - x0) / cell : (hi + reach - x0) * inverse),
  );
  for (let k = c0; k <= c1; k++) {
    // The part of the segment over this column, widened by the reach, gives the rows to look in.
    const left = Math.max(lo, x0 + k * cell - reach);
    const right = Math.min(hi, x0 + (k + 1) * cell + reach);
    let zlo = az < bz ? az : bz;
    let zhi = az < bz ? bz : az;
    if (bx !== ax && left <= right) {
      const zl = az + (left - ax) * slope;
      const zr = az + (right - ax) * slope;
      zlo = zl <= zr ? zl : zr;
      zhi = zl <= zr ? zr : zl;
    }
    const r0 = Math.max(
      0,
      Math.floor(inverse === 0 ? (zlo - reach - z0) / cell : (zlo - reach - z0) * inverse),
    );
    const r1 = Math.min(
      rows - 1,
      Math.floor(inverse === 0 ? (zhi + reach - z0) / cell : (zhi + reach - z0) * inverse),
    );
    for (let r = r0; r <= r1; r++) {
      const at = r * cols + k;
      const end = starts[at + 1]!;
      for (let j = starts[at]!; j < end; j++) {
        const t = items[j]!;
        if (stamp[t] === search) continue;
        stamp[t] = search;
        out[n++] = t;
      }
    }
  }
  walked.count = n;
  return n;
}
