import type { Sight, Table } from './facts';
import type { OddsOptions, VolleyOdds } from './odds';
import { enumerateVolleyOdds } from './odds';
import type { VolleyPlan } from './volley';

// A player hovering a shot asks for the same odds over and over while the game stands still: each
// situation's answer is kept. A situation is everything the enumeration reads:
//  - the sight, by identity: a Sight answers from the table it is handed, so one sight object gives
//    one answer per table, and another sight (the 3D one, the flat one, a test's script) may differ;
//  - the table, by identity: tables and their figures are immutable (a move, a fall, a cloud that
//    clears makes a new table object), as the flat sight's own caches assume (flatSight.ts); a
//    changed table is another key, and the old table's answers go when it does (WeakMap);
//  - the plan, by content: every field of it, each target's line facts included, because the UI
//    plans a shot afresh on every hover; a plan written differently only misses, never reads wrong;
//  - the Marshals attending jams (they cannot be called away) and whether the words are wanted.

/** Situations kept per table: a hover touches a few; a long session on one state stays bounded. */
const MOST_PER_TABLE = 256;

const kept = new WeakMap<Sight, WeakMap<Table, Map<string, VolleyOdds>>>();

function situation(plan: VolleyPlan, options: OddsOptions): string {
  const attending = options.attending === undefined ? '' : [...options.attending].sort().join(',');
  return `${options.explain === false ? 0 : 1}|${attending}|${JSON.stringify(plan)}`;
}

/** The exact odds of a declared volley on `table`: enumerated once per situation, then read back. */
export function volleyOdds(
  table: Table,
  sight: Sight,
  plan: VolleyPlan,
  options: OddsOptions = {},
): VolleyOdds {
  let bySight = kept.get(sight);
  if (bySight === undefined) {
    bySight = new WeakMap();
    kept.set(sight, bySight);
  }
  let byTable = bySight.get(table);
  if (byTable === undefined) {
    byTable = new Map();
    bySight.set(table, byTable);
  }
  const key = situation(plan, options);
  let odds = byTable.get(key);
  if (odds === undefined) {
    odds = enumerateVolleyOdds(table, sight, plan, options);
    if (byTable.size >= MOST_PER_TABLE) byTable.clear();
    byTable.set(key, odds);
  }
  return odds;
}
