import type { Dice } from '../../../game/dice';
import { CHART, goggleDisqualifies, hits, smokeLetsShoot } from './dieRules';
import type { ChartResult } from './dieRules';
import type { LineFacts } from './facts';
import type { Fate } from './fate';
import { worse } from './fate';
import type { Field } from './field';
import { resolveHit } from './inTheWay';
import type { DieOutcome, LogExtra } from '../../../game/log';
import { result } from '../../../game/log';
import { own, setKey } from './idRecord';

// PM-SNAP / PM-ONE / PM-CHART / PM-SMOKE: a declared volley up to the moment its hits are known.
// The engine, the fast simulator and the sentry all roll volleys through here.

export type VolleyKind = 'fire' | 'suppress' | 'sentry';

export interface VolleyTarget {
  readonly targetId: string;
  readonly dice: number;
  readonly facts: LineFacts;
  /** The lowest die that hits (PM-RANGE, PM-ENTRENCHED). */
  readonly need: number;
}

export interface VolleyPlan {
  readonly shooterId: string;
  readonly kind: VolleyKind;
  readonly aimed: boolean;
  readonly targets: readonly VolleyTarget[];
  /** PM-SMOKE: the roll to see first, if any. */
  readonly smoke: 'in' | 'between' | null;
}

export type Fates = Record<string, Fate>;

export type Rolled =
  | { readonly kind: 'over'; readonly blinded: boolean }
  | { readonly kind: 'hits'; readonly options: readonly (readonly number[])[] };

export function smokeOf(facts: readonly LineFacts[]): 'in' | 'between' | null {
  if (facts.some((f) => f.shooterInSmoke)) return 'in';
  if (facts.some((f) => f.smokeBetween)) return 'between';
  return null;
}

const setAll = (plan: VolleyPlan, fates: Fates, f: Fate) => {
  for (const t of plan.targets) setKey(fates, t.targetId, f);
};

/** Rolls the smoke die, the to-hit dice and the problem chart; says which hit allocations are open. */
export function rollVolley(field: Field, plan: VolleyPlan, dice: Dice, fates: Fates): Rolled {
  const shooter = field.logging ? field.name(plan.shooterId) : '';
  setAll(plan, fates, 'miss');
  if (plan.smoke !== null) {
    const die = dice.roll(6);
    const inSmoke = plan.smoke === 'in';
    const ok = smokeLetsShoot(die, inSmoke);
    const why = inSmoke ? `${shooter} stands in smoke` : 'smoke lies between';
    const then = ok
      ? 'the shot can be taken'
      : inSmoke
        ? 'no shot, and no more actions this turn'
        : 'no shot';
    field.say('PM-SMOKE', `smoke (${why}): ${die} → ${then}`, plan.shooterId, [die], {
      outcomes: [result(ok ? 'the shot can be taken' : 'no shot')],
    });
    if (!ok) {
      setAll(plan, fates, 'no-shot');
      return { kind: 'over', blinded: inSmoke };
    }
  }
  const n = plan.targets.reduce((s, t) => s + t.dice, 0);
  const values: number[] = [];
  for (let i = 0; i < n; i++) values.push(dice.roll(6));
  const line = field.lines;
  if (field.logging) {
    const aimed = plan.aimed ? 'aimed, ' : '';
    const at = plan.targets
      .map((t) => `${t.dice} at ${field.name(t.targetId)} (${aimed}range ${t.facts.range}, needs ${t.need}+)`)
      .join(', ');
    const what =
      plan.kind === 'suppress' ? 'suppressive fire' : plan.kind === 'sentry' ? 'sentry fire' : 'to hit';
    field.say(
      plan.kind === 'suppress' ? 'PM-SUPPRESS' : 'PM-RANGE',
      `${what}: ${shooter} fires ${at}: ${values.join(', ')}`,
      plan.shooterId,
      values,
      {
        outcomes: toHitOutcomes(values, plan.targets),
        refs: { figures: [plan.shooterId, ...plan.targets.map((t) => t.targetId)] },
      },
    );
  }
  for (const v of values) {
    if (v !== 1) continue;
    const stop = problemChart(field, plan, dice);
    if (stop !== null) {
      if (field.logging) {
        const why = `discounted (${CHART[stop]})`;
        field.amend(line, {
          outcomes: values.map((d) => (d === 1 ? MISS_ONE : { mark: 'discounted', words: why })),
        });
      }
      setAll(plan, fates, `chart-${stop}`);
      return { kind: 'over', blinded: false };
    }
  }
  const options = hitOptions(
    values.filter((v) => v !== 1),
    plan.targets,
  );
  if (options.length === 0) return { kind: 'over', blinded: false };
  return { kind: 'hits', options };
}

const MISS_ONE: DieOutcome = { mark: 'miss', words: 'miss (a 1: the problem chart)' };

/**
 * What each to-hit die did: a 1 misses (PM-ONE); of the dice that reach a need, as many hit as the
 * best sharing among the targets allows (PM-SNAP), highest first; the rest miss.
 */
export function toHitOutcomes(
  values: readonly number[],
  targets: readonly { need: number; dice: number }[],
): DieOutcome[] {
  const options = hitOptions(
    values.filter((v) => v !== 1),
    targets,
  );
  let left = options.length === 0 ? 0 : options[0]!.reduce((a, b) => a + b, 0);
  const hit = new Set<number>();
  const order = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]!);
  for (const i of order) {
    if (left === 0) break;
    if (targets.some((t) => hits(values[i]!, t.need))) {
      hit.add(i);
      left--;
    }
  }
  return values.map((v, i) =>
    v === 1 ? MISS_ONE : hit.has(i) ? { mark: 'hit', words: 'hit' } : { mark: 'miss', words: 'miss' },
  );
}

const chartDie = (c: ChartResult): LogExtra => ({ outcomes: [result(CHART[c])] });

/** PM-CHART: one 1 rolled. Returns the chart result when it ends the volley, else null. */
function problemChart(field: Field, plan: VolleyPlan, dice: Dice): ChartResult | null {
  const id = plan.shooterId;
  const name = field.name(id);
  const c = dice.roll(6) as ChartResult;
  const head = `problem chart for a 1: ${c} → ${CHART[c]}`;
  switch (c) {
    case 1:
      field.say('PM-CHART', `${head}: other dice discounted`, id, [c], chartDie(c));
      field.eliminate(id, 'PM-CHART', 'is out of gas');
      return 1;
    case 2:
      field.say(
        'PM-CHART',
        `${head}: other dice discounted; ${name} is impotent until it reloads`,
        id,
        [c],
        chartDie(c),
      );
      field.setStatus(id, 'out-of-ammo');
      return 2;
    case 3:
      field.say(
        'PM-CHART',
        `${head}: other dice discounted; ${name} is neutral until a Marshal clears the gun`,
        id,
        [c],
        chartDie(c),
      );
      field.setStatus(id, 'jammed');
      field.jammed.push(id);
      return 3;
    case 4:
      field.say('PM-CHART', `${head}: other dice discounted`, id, [c], chartDie(c));
      return 4;
    case 5:
      field.say('PM-CHART', `${head}: other dice discounted; sentry mode ends`, id, [c], chartDie(c));
      if (field.figure(id)?.status === 'sentry') field.setStatus(id, 'active');
      return 5;
    case 6: {
      const m = field.marshalSeeing(id);
      if (m === null || m.range > 2) {
        field.say('PM-CHART', `${head}: no Marshal within 2, play on`, id, [c], chartDie(c));
        return null;
      }
      const g = dice.roll(6);
      const out = goggleDisqualifies(g);
      field.say(
        'PM-CHART',
        `${head}: ${field.name(m.marshalId)} is ${m.range} away: ${g} → ${out ? 'disqualified' : 'not seen, play on'}`,
        id,
        [c, g],
        {
          outcomes: [result(CHART[c]), result(out ? 'disqualified' : 'not seen')],
          refs: { figures: [id, m.marshalId] },
        },
      );
      if (!out) return null;
      field.eliminate(id, 'PM-CHART', 'is disqualified');
      return 6;
    }
  }
}

/**
 * PM-SNAP: the ways the hitting dice can be shared among the targets, as hits per target. Each die
 * goes to a target whose need it meets, no target takes more than the shots declared at it, and as
 * many dice hit as can. More than one way: the defender chooses.
 */
export function hitOptions(
  values: readonly number[],
  targets: readonly { need: number; dice: number }[],
): number[][] {
  if (targets.length === 1) {
    // One target: every hitting die counts, up to the shots declared at it; one way only.
    const t = targets[0]!;
    let n = 0;
    for (const v of values) if (hits(v, t.need)) n++;
    return n === 0 ? [] : [[Math.min(n, t.dice)]];
  }
  let best = 0;
  const found = new Map<string, number[]>();
  const counts = targets.map(() => 0);
  const walk = (i: number, size: number): void => {
    if (i === values.length) {
      if (size > best) {
        best = size;
        found.clear();
      }
      if (size === best && size > 0) found.set(counts.join(','), counts.slice());
      return;
    }
    walk(i + 1, size);
    targets.forEach((t, k) => {
      if (hits(values[i]!, t.need) && counts[k]! < t.dice) {
        counts[k]!++;
        walk(i + 1, size + 1);
        counts[k]!--;
      }
    });
  };
  walk(0, 0);
  return [...found.keys()].sort().map((k) => found.get(k)!);
}

/** Resolves the hits of a volley, target by target in the order declared. */
export function resolveHits(
  field: Field,
  plan: VolleyPlan,
  counts: readonly number[],
  dice: Dice,
  fates: Fates,
): void {
  if (field.logging) {
    const words = plan.targets
      .map((t, i) => `${counts[i]} on ${field.name(t.targetId)}`)
      .filter((_, i) => counts[i]! > 0);
    field.say('PM-SNAP', `hits: ${words.join(', ')}`, plan.shooterId, undefined, {
      refs: { figures: plan.targets.filter((_, i) => counts[i]! > 0).map((t) => t.targetId) },
    });
  }
  for (let i = 0; i < plan.targets.length; i++) {
    const t = plan.targets[i]!;
    for (let k = 0; k < counts[i]!; k++) {
      const fate = resolveHit(field, plan, t, dice);
      setKey(fates, t.targetId, worse(own(fates, t.targetId) ?? 'miss', fate));
    }
  }
}
