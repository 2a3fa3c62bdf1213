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
