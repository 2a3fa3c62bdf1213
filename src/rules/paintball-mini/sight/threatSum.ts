import type { Hex, Point } from '../../../geometry';
import type { Team } from './types';
import type { ThreatCell, ThreatColumn, ThreatMap } from './threatMap';
import { CELL_CM } from './threatMap';

// A team's threat map kept as counts, so that one enemy moving costs a pass over the cells for its
// old column and one for its new, not a pass over every enemy's column: per cell, how many enemies
// need each roll aimed and unaimed. The best roll is then the lowest with a count. Adds up to
// exactly what threatMapOf (threatMap.ts) adds up from the same columns.

/** Rolls are 2 to 6 (PM-RANGE, PM-ENTRENCHED: toHitNeed); a slot for each of 0 to 7. */
const ROLLS = 8;

export interface ThreatSum {
  readonly cells: readonly { at: Point; hex: Hex | null }[];
  /** The columns added, each with how many times (an enemy listed twice counts twice, as in threatMapOf). */
  readonly added: Map<ThreatColumn, number>;
  readonly aimed: Uint16Array;
  readonly unaimed: Uint16Array;
  /** The cells whose counts a column came into or left since `map` was made: only they can read otherwise. */
  readonly changed: number[];
  /** 1 for a cell in `changed`. */
  readonly marked: Uint8Array;
  map: ThreatMap | null;
}

export const emptySum = (cells: readonly { at: Point; hex: Hex | null }[]): ThreatSum => ({
  cells,
  added: new Map(),
  aimed: new Uint16Array(cells.length * ROLLS),
  unaimed: new Uint16Array(cells.length * ROLLS),
  changed: [],
  marked: new Uint8Array(cells.length),
  map: null,
});

function count(sum: ThreatSum, c: ThreatColumn, by: 1 | -1): void {
  for (let i = 0; i < sum.cells.length; i++) {
    const a = c.aimed[i]!;
    if (a === 0) continue;
    if (a >= ROLLS) throw new Error(`a threat column needs a roll of ${a}: past the 2 to 6 the dice allow`);
    if (sum.marked[i] === 0) {
      sum.marked[i] = 1;
      sum.changed.push(i);
    }
    sum.aimed[i * ROLLS + a] = sum.aimed[i * ROLLS + a]! + by;
    const u = c.unaimed[i]!;
    if (u !== 0) sum.unaimed[i * ROLLS + u] = sum.unaimed[i * ROLLS + u]! + by;
  }
}

/** Brings `sum` to exactly `columns`: takes out the columns no longer there, adds the new ones. */
export function sumTo(sum: ThreatSum, columns: readonly ThreatColumn[]): boolean {
  const want = new Map<ThreatColumn, number>();
  for (const c of columns) want.set(c, (want.get(c) ?? 0) + 1);
  let changed = false;
  for (const [c, n] of sum.added) {
    const keep = want.get(c) ?? 0;
    for (let k = keep; k < n; k++) count(sum, c, -1);
    if (keep < n) changed = true;
  }
  for (const [c, n] of want) {
    const had = sum.added.get(c) ?? 0;
    for (let k = had; k < n; k++) count(sum, c, 1);
    if (had < n) changed = true;
  }
  sum.added.clear();
  for (const [c, n] of want) sum.added.set(c, n);
  return changed;
}

/** The map the counts say, keeping each cell of the map before that reads the same. */
export function mapOfSum(sum: ThreatSum, mode: ThreatMap['mode'], team: Team): ThreatMap {
  const before = sum.map;
  let out: ThreatCell[];
  if (before !== null && before.mode === mode && before.team === team) {
    // One enemy moving reaches only the cells its old or new column threatens: the rest stand.
    out = before.cells.slice();
    for (const i of sum.changed) out[i] = cellOf(sum, i, before.cells[i]);
  } else {
    out = new Array<ThreatCell>(sum.cells.length);
    for (let i = 0; i < sum.cells.length; i++) out[i] = cellOf(sum, i, before?.cells[i]);
  }
  for (const i of sum.changed) sum.marked[i] = 0;
  sum.changed.length = 0;
  sum.map = { team, mode, cellCm: mode === 'hex' ? null : CELL_CM, cells: out };
  return sum.map;
}

/** Cell `i` as its counts say: `was` itself if it reads the same. */
function cellOf(sum: ThreatSum, i: number, was: ThreatCell | undefined): ThreatCell {
  let shooters = 0;
  let aimed = 0;
  let unaimed = 0;
  for (let r = ROLLS - 1; r > 0; r--) {
    const n = sum.aimed[i * ROLLS + r]!;
    if (n > 0) {
      shooters += n;
      aimed = r;
    }
    if (sum.unaimed[i * ROLLS + r]! > 0) unaimed = r;
  }
  const cell = sum.cells[i]!;
  return was !== undefined &&
    was.shooters === shooters &&
    was.aimed === (aimed || null) &&
    was.unaimed === (unaimed || null)
    ? was
    : { at: cell.at, hex: cell.hex, shooters, aimed: aimed || null, unaimed: unaimed || null };
}
