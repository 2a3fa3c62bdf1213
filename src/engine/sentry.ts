import { isRejection } from './activation';
import type { Fates, VolleyPlan } from './volley';
import { resolveHits, rollVolley, smokeOf } from './volley';
import type { GameState } from './gameState';
import type { Step } from './step';
import { commit } from './step';
import { aimAt } from './targeting';

// PM-SENTRY: in the opponent's turn a sentry fires one unaimed die at an enemy each time it finishes
// a step of movement within 5 hexes (50 cm) and in sight. The engine fires for every sentry that may
// (docs/rulings.md: a sentry always takes its shot).

export function sentriesFire(s: GameState, moverId: string, step: Step): GameState {
  let next = s;
  const mover = s.table.figures.find((f) => f.id === moverId);
  if (mover === undefined) return s;
  const sentries = s.table.figures.filter(
    (f) => f.status === 'sentry' && f.team !== mover.team && f.role === 'paintballer',
  );
  for (const sentry of sentries) {
    if (!next.table.figures.some((f) => f.id === moverId)) break;
    if (next.table.figures.find((f) => f.id === sentry.id)?.status !== 'sentry') continue;
    const aim = aimAt(next.table, step.sight, sentry.id, moverId, false, 5);
    if (isRejection(aim)) continue;
    const plan: VolleyPlan = {
      shooterId: sentry.id,
      kind: 'sentry',
      aimed: false,
      targets: [{ targetId: moverId, dice: 1, facts: aim.facts, need: aim.need }],
      smoke: smokeOf([aim.facts]),
    };
    step.say(next, 'PM-SENTRY', `${sentry.name} on sentry fires at ${mover.name} as it moves`, sentry.id);
    const field = step.field(next);
    const fates: Fates = {};
    const rolled = rollVolley(field, plan, step.dice, fates);
    if (rolled.kind === 'hits') resolveHits(field, plan, rolled.options[0]!, step.dice, fates);
    next = commit(next, field);
  }
  return next;
}
