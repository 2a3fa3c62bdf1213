import type { PairStore } from './pairStore';
import { SMOKE_STALE } from './pairStore';
import type { RecentAnswers } from './recentAnswers';
import type { Reach } from './touched';
import { beyondBox, passesNear, reachBox } from './touched';

/**
 * A cloud came or went: marks the line store's slots holding `held` (flags of pairStore.ts) whose
 * line, its ends where `at` says (x, y, facing a figure), passes near `reaches` (null: every one)
 * to look at their smoke again; their answers made as objects go. A line with both ends beyond one
 * side of the clouds' box is passed by with four comparisons: on a big table most are.
 */
export function smokeStaleNear(
  store: PairStore,
  recent: RecentAnswers,
  held: number,
  at: Float64Array,
  reaches: readonly Reach[] | null,
): void {
  const n = store.count;
  const flags = store.flags;
  const box = reaches === null ? null : reachBox(reaches);
  if (reaches !== null && box === null) return;
  for (let i = 0, s = 0; i < n; i++) {
    const ax = at[3 * i]!;
    const ay = at[3 * i + 1]!;
    for (let j = 0; j < n; j++, s++) {
      if ((flags[s]! & held) === 0) continue;
      const bx = at[3 * j]!;
      const by = at[3 * j + 1]!;
      if (box !== null && beyondBox(ax, ay, bx, by, box)) continue;
      if (reaches === null || passesNear(ax, ay, bx, by, reaches)) {
        flags[s]! |= SMOKE_STALE;
        recent.forget(s);
      }
    }
  }
}
