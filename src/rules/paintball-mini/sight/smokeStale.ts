import type { PairStore } from './pairStore';
import { SMOKE_STALE } from './pairStore';
import type { RecentAnswers } from './recentAnswers';
import type { Reach } from './touched';
import { passesNear, reachBox } from './touched';

/**
 * A cloud came or went: marks the line store's slots holding `held` (flags of pairStore.ts) whose
 * line, its ends where `at` says (x, y, facing a figure), passes near `reaches` (null: every one)
 * to look at their smoke again; their answers made as objects go. Each figure's side of the clouds'
 * box is worked out once: a line whose ends share a side passes the clouds by, told with one `&`
 * (on a big table most lines, thousands of them, in code that runs once a cloud clearing).
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
  const side = new Uint8Array(n);
  if (box !== null)
    for (let i = 0; i < n; i++) {
      const x = at[3 * i]!;
      const y = at[3 * i + 1]!;
      side[i] =
        (x < box.minX ? 1 : 0) | (x > box.maxX ? 2 : 0) | (y < box.minY ? 4 : 0) | (y > box.maxY ? 8 : 0);
    }
  for (let i = 0, s = 0; i < n; i++) {
    const ax = at[3 * i]!;
    const ay = at[3 * i + 1]!;
    const sideA = side[i]!;
    for (let j = 0; j < n; j++, s++) {
      if ((sideA & side[j]!) !== 0 || (flags[s]! & held) === 0) continue;
      if (reaches === null || passesNear(ax, ay, at[3 * j]!, at[3 * j + 1]!, reaches)) {
        flags[s]! |= SMOKE_STALE;
        recent.forget(s);
      }
    }
  }
}
