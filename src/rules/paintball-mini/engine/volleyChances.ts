import type { VolleyOdds } from './odds';
import type { VolleyPlan } from './volley';

// PM-SNAP: what a declared volley is likely to do to each of its targets, read off its exact odds
// (odds.ts): the roll each die needs, the chance at least one die hits the target, the hits it can
// expect, and the chance it is eliminated (suppressed, for suppressive fire). A "hit" is a to-hit die
// that counts after the problem chart and the defender's share-out, before anything in the way.

export interface TargetChances {
  readonly targetId: string;
  /** Dice declared at this target. */
  readonly dice: number;
  /** The lowest die that hits it (PM-RANGE, PM-AIM, PM-ENTRENCHED). */
  readonly need: number;
  readonly hitAtLeastOnce: number;
  readonly expectedHits: number;
  /** PM-PAINTCHECK 4–6 after a mark; for suppressive fire, PM-SUPPRESS's pinned down. */
  readonly eliminated: number;
}

export function volleyChances(plan: VolleyPlan, odds: VolleyOdds): TargetChances[] {
  return plan.targets.map((t) => {
    const mine = odds.targets.find((o) => o.targetId === t.targetId);
    if (mine === undefined) throw new Error(`the odds have no target "${t.targetId}" of the plan`);
    let expected = 0;
    for (let k = 1; k < mine.hits.length; k++) expected += k * mine.hits[k]!;
    const out = plan.kind === 'suppress' ? 'suppressed' : 'eliminated';
    return {
      targetId: t.targetId,
      dice: t.dice,
      need: t.need,
      hitAtLeastOnce: 1 - mine.hits[0]!,
      expectedHits: expected,
      eliminated: mine.outcomes[out] ?? 0,
    };
  });
}

/** The volley's ends with no hit to share out: no shot in smoke (PM-SMOKE), or the chart ended it (PM-CHART). */
const NO_HITS = ['no-shot', 'chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5', 'chart-6'];

/**
 * The chance of each number of hits the whole volley makes after the chart (PM-SNAP), summing to 1:
 * the odds' `hits` counts 0 only where the dice were rolled and the chart let them stand, so the
 * shots smoke stopped and the volleys the chart ended are added to 0, as every target's outcomes
 * have them (each such end is set for all targets at once).
 */
export function volleyHits(odds: VolleyOdds): number[] {
  const first = odds.targets[0];
  let none = odds.hits[0] ?? 0;
  for (const end of NO_HITS) none += first?.outcomes[end] ?? 0;
  return [none, ...odds.hits.slice(1)];
}
