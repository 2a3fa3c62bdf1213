import { chance, paintcheckKills, saves, wayTakesIt } from './dieRules';
import type { Table } from './facts';
import { fateWords } from './fate';
import { pieceName } from './pieceWords';
import type { Fate } from './fate';
import type { VolleyPlan } from './volley';

// The exact odds explained step by step, in the words a player would use at the table.

const pct = (p: number): string => `${(p * 100).toFixed(p > 0 && p < 0.001 ? 3 : 1)}%`;
const sixths = (p: number): string => `${Math.round(p * 6)}/6`;

export function oddsExplained(
  table: Table,
  plan: VolleyPlan,
  see: number,
  shooterMarshalNear: boolean,
  hits: readonly number[],
  targets: readonly { targetId: string; outcomes: Readonly<Record<string, number>> }[],
): string[] {
  const name = (id: string) => pieceName(table, id);
  const steps: string[] = [];
  if (plan.smoke === 'in')
    steps.push(`PM-SMOKE: the shooter stands in smoke and sees the target on 4–6: ${sixths(see)}`);
  if (plan.smoke === 'between')
    steps.push(`PM-SMOKE: smoke lies between; 1 or 6 and no shot: the shot goes ahead ${sixths(see)}`);
  const n = plan.targets.reduce((s, t) => s + t.dice, 0);
  for (const t of plan.targets) {
    const why = t.facts.targetEntrenched
      ? 'entrenched: only a 6'
      : `${plan.aimed ? 'aimed' : 'unaimed'} at range ${t.facts.range}`;
    steps.push(
      `PM-RANGE: ${t.dice} ${t.dice > 1 ? 'dice' : 'die'} at ${name(t.targetId)}, ${why}: each die hits on ${t.need}+ (${sixths(chance((d) => d !== 1 && d >= t.need))})`,
    );
  }
  steps.push(
    `PM-ONE: each of the ${n} dice shows a 1 one time in 6 and calls the problem chart first; results 1–5 end the volley` +
      (shooterMarshalNear
        ? ', and 6 (goggle lifting) does too on 1 or 6 as a Marshal is within 2'
        : '; 6 (goggle lifting) does not, no Marshal is within 2'),
  );
  steps.push(
    `PM-SNAP: hits after the chart: ${hits.map((p, k) => `${k}: ${pct(p)}`).join(', ')}${plan.targets.length > 1 ? ' (the defender shares them out as the automatic defender would)' : ''}`,
  );
  for (const t of plan.targets) {
    for (const o of t.facts.obstructions) {
      steps.push(
        `PM-WAY: a hit on ${name(t.targetId)} passes ${o.kind === 'figure' ? name(o.id) : `${o.kind} cover ${o.id}`} unless it rolls 4–6 (${sixths(chance(wayTakesIt))})`,
      );
    }
    if (plan.kind === 'suppress')
      steps.push(`PM-SUPPRESS: ${name(t.targetId)} shrugs it off on 1 or 6 (2/6), else is pinned down`);
    else {
      const soft = t.facts.targetInSoftCover;
      steps.push(
        `${soft ? 'PM-SOFT' : 'PM-SAVE'}: ${name(t.targetId)} saves on ${soft ? '1–3' : '1 or 6'} (${sixths(chance((d) => saves(d, soft)))})`,
      );
      steps.push(
        `PM-PAINTCHECK: a Marshal within 2 checks and kills on 4–6 (${sixths(chance(paintcheckKills))}); none within 2 and the hit is wiped (PM-WIPE)`,
      );
    }
  }
  for (const t of targets) {
    const parts = Object.entries(t.outcomes)
      .filter(([, p]) => p > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([f, p]) => `${fateWords(f as Fate, name)} ${pct(p)}`);
    steps.push(`${name(t.targetId)}: ${parts.join(', ')}`);
  }
  return steps;
}
