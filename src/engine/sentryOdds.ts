import type { Sight } from './facts';
import type { GameState } from './gameState';
import { volleyOdds } from './odds';
import type { Aim } from './targeting';
import type { VolleyPlan } from './volley';
import { smokeOf } from './volley';
import { volleyChances } from './volleyChances';

// PM-SENTRY: the sentry's one unaimed die at a moving enemy, as a plan the resolver fires and as the
// question put to its owner: the roll it needs and its exact odds, before the owner chooses.

export function sentryPlan(sentryId: string, moverId: string, aim: Aim): VolleyPlan {
  return {
    shooterId: sentryId,
    kind: 'sentry',
    aimed: false,
    targets: [{ targetId: moverId, dice: 1, facts: aim.facts, need: aim.need }],
    smoke: smokeOf([aim.facts]),
  };
}

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;

/** "Red 1 on sentry can fire at Blue 1 as it moves: fire, or let it pass? One unaimed die at range 3 needs 4+ · …" */
export function sentryQuestion(
  s: GameState,
  sight: Sight,
  sentryId: string,
  moverId: string,
  aim: Aim,
): string {
  const name = (id: string) => s.table.figures.find((f) => f.id === id)?.name ?? id;
  const plan = sentryPlan(sentryId, moverId, aim);
  const attending = new Set(s.jams.flatMap((j) => (j.marshalId === null ? [] : [j.marshalId])));
  const odds = volleyOdds(s.table, sight, plan, { attending, explain: false });
  const c = volleyChances(plan, odds)[0]!;
  const need = aim.facts.targetEntrenched ? `needs a 6 (entrenched)` : `needs ${aim.need}+`;
  return (
    `${name(sentryId)} on sentry can fire at ${name(moverId)} as it moves: fire, or let it pass? ` +
    `One unaimed die at range ${aim.facts.range} ${need} · hit ${percent(c.hitAtLeastOnce)} · ` +
    `${name(moverId)} eliminated ${percent(c.eliminated)}`
  );
}
