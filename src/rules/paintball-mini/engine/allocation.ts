import { chance, saves, wayTakesIt } from './dieRules';
import type { VolleyPlan } from './volley';

// PM-SNAP: the automatic defender's choice of which targets took the hits. It puts the hits where a
// hit is least likely to go through: more obstructions, soft cover. Ties go to the first option. The
// exact odds assume this choice; a human defender may choose otherwise.

export function hitDanger(plan: VolleyPlan, index: number): number {
  const t = plan.targets[index]!;
  const pass = Math.pow(1 - chance(wayTakesIt), t.facts.obstructions.length);
  return pass * (1 - chance((d) => saves(d, plan.kind !== 'suppress' && t.facts.targetInSoftCover)));
}

export function defenderChoice(plan: VolleyPlan, options: readonly (readonly number[])[]): number {
  let best = 0;
  let bestScore = Infinity;
  options.forEach((counts, i) => {
    let score = 0;
    counts.forEach((c, k) => (score += c * hitDanger(plan, k)));
    if (score < bestScore - 1e-12) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
