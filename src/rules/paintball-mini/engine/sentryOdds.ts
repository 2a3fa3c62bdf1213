import { isRejection } from './activation';
import type { SentryShot } from './decisions';
import type { Sight } from './facts';
import type { GameState } from './gameState';
import type { VolleyOdds } from './odds';
import { volleyOdds } from './oddsMemo';
import type { Aim } from './targeting';
import { aimAt } from './targeting';
import type { VolleyPlan } from './volley';
import { smokeOf } from './volley';
import type { TargetChances } from './volleyChances';
import { volleyChances } from './volleyChances';

// PM-SENTRY: the sentry's one unaimed die at a moving enemy, as a plan the resolver fires, as the
// question put to its owner (with the roll it needs), and as its exact odds, worked out only when a
// player asks (the automatic player never does, so whole games pay nothing for them).

export function sentryPlan(sentryId: string, moverId: string, aim: Aim): VolleyPlan {
  return {
    shooterId: sentryId,
    kind: 'sentry',
    aimed: false,
    targets: [{ targetId: moverId, dice: 1, facts: aim.facts, need: aim.need }],
    smoke: smokeOf([aim.facts]),
  };
}

/** "Red 1 on sentry can fire at Blue 1 as it moves: fire, or let it pass? One unaimed die at range 3 needs 4+" */
export function sentryQuestion(s: GameState, sentryId: string, moverId: string, aim: Aim): string {
  const name = (id: string) => s.table.figures.find((f) => f.id === id)?.name ?? id;
  const need = aim.facts.targetEntrenched ? 'needs a 6 (entrenched)' : `needs ${aim.need}+`;
  return (
    `${name(sentryId)} on sentry can fire at ${name(moverId)} as it moves: fire, or let it pass? ` +
    `One unaimed die at range ${aim.facts.range} ${need}`
  );
}

/** The plan and exact odds of the die a pending sentry question offers, or null when it no longer has a shot. */
export function sentryShotOdds(
  s: GameState,
  sight: Sight,
  q: SentryShot,
): { readonly plan: VolleyPlan; readonly odds: VolleyOdds } | null {
  const aim = aimAt(s.table, sight, q.sentryId, q.moverId, false, 5);
  if (isRejection(aim)) return null;
  const plan = sentryPlan(q.sentryId, q.moverId, aim);
  const attending = new Set(s.jams.flatMap((j) => (j.marshalId === null ? [] : [j.marshalId])));
  return { plan, odds: volleyOdds(s.table, sight, plan, { attending, explain: false }) };
}

/** The chances of the die a pending sentry question offers (the question's card), or null when it has no shot. */
export function sentryShotChances(s: GameState, sight: Sight, q: SentryShot): TargetChances | null {
  const shot = sentryShotOdds(s, sight, q);
  return shot === null ? null : volleyChances(shot.plan, shot.odds)[0]!;
}
