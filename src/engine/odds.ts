import { defenderChoice } from './allocation';
import { chance, goggleDisqualifies, hits, smokeLetsShoot } from './dieRules';
import type { Sight, Table } from './facts';
import type { Fate } from './fate';
import { fateRank } from './fate';
import { Field } from './field';
import type { Future, Walk } from './oddsBranches';
import { future, marshalNear } from './oddsBranches';
import type { VolleyPlan } from './volley';
import { hitOptions } from './volley';
import { oddsExplained } from './oddsWords';

// Exact odds of a declared volley, before a die is rolled. The to-hit dice are enumerated (faces that
// hit the same targets grouped), the problem chart and the goggle roll weighed exactly, and every later
// die (in the way, save, paintcheck) is a branch with its exact chance, on its own copy of the table so
// that a Marshal who walked over or a figure who fell is seen by the next hit, as in play. What the
// remaining hits can still do is memoised on the table's state (who is out, where the Marshals stand).
// The die rules are the resolver's own (dieRules.ts); the defender's choice is the automatic one.

export interface TargetOdds {
  readonly targetId: string;
  /** Probability of each final outcome for this target; they sum to 1. */
  readonly outcomes: Readonly<Record<string, number>>;
}

export interface VolleyOdds {
  readonly targets: readonly TargetOdds[];
  /** Probability of each number of hits after the chart (index = hits). */
  readonly hits: readonly number[];
  /** Figures other than the targets that may fall (hit in the way), with the chance they do. */
  readonly collateral: Readonly<Record<string, number>>;
  /** How the odds were reached, step by step, in words. */
  readonly steps: readonly string[];
}

export interface OddsOptions {
  /** Marshals attending jams (they are not called away). */
  readonly attending?: ReadonlySet<string>;
  /** Build the step-by-step explanation (default true). */
  readonly explain?: boolean;
}

function outcomeList(plan: VolleyPlan): Fate[] {
  const names: Fate[] = [
    'no-shot',
    'chart-1',
    'chart-2',
    'chart-3',
    'chart-4',
    'chart-5',
    'chart-6',
    'miss',
    'saved',
    'shrugged-off',
    'wiped',
    'survived',
    'suppressed',
    'eliminated',
  ];
  for (const t of plan.targets)
    for (const o of t.facts.obstructions)
      if (!names.includes(`absorbed:${o.id}`)) names.push(`absorbed:${o.id}`);
  return names;
}

/** Faces 2–6 grouped by which targets they hit: one branch per group instead of per face. */
function faceClasses(plan: VolleyPlan): { face: number; p: number }[] {
  const groups = new Map<string, { face: number; p: number }>();
  for (let face = 2; face <= 6; face++) {
    const sig = plan.targets.map((t) => (hits(face, t.need) ? 1 : 0)).join('');
    const g = groups.get(sig);
    if (g === undefined) groups.set(sig, { face, p: 1 / 6 });
    else g.p += 1 / 6;
  }
  return [{ face: 1, p: 1 / 6 }, ...groups.values()];
}

/** The exact odds of a declared volley on `table`. */
export function volleyOdds(
  table: Table,
  sight: Sight,
  plan: VolleyPlan,
  options: OddsOptions = {},
): VolleyOdds {
  const field = new Field(table, sight, { turn: 0, log: null, attending: options.attending ?? new Set() });
  const names = outcomeList(plan);
  const nothing = () => {
    const a = new Float64Array(names.length + 1);
    a[names.length] = 1;
    return a;
  };
  const none: Future = { fates: plan.targets.map(nothing), deaths: new Map() };
  const index = new Map(names.map((x, i) => [x as string, i]));
  const w: Walk = {
    plan,
    near: new Map(),
    futures: new Map(),
    none,
    names,
    index,
    rank: names.map(fateRank),
    branches: new Map(),
    checks: new Map(),
  };
  const acc = plan.targets.map(() => new Map<string, number>());
  const collateral = new Map<string, number>();
  const add = (fate: Fate, p: number) => {
    if (p > 0) for (const m of acc) m.set(fate, (m.get(fate) ?? 0) + p);
  };

  const see = plan.smoke === null ? 1 : chance((d) => smokeLetsShoot(d, plan.smoke === 'in'));
  add('no-shot', 1 - see);
  const n = plan.targets.reduce((s, t) => s + t.dice, 0);
  const m = marshalNear(w, field, plan.shooterId);
  const goggleOn = m !== null && m.range <= 2 ? chance(goggleDisqualifies) : 0;
  const classes = faceClasses(plan);
  const chartStop = [0, 0, 0, 0, 0, 0, 0];
  const byHits = new Map<string, number>();
  const hitsCount = new Array<number>(n + 1).fill(0);
  // Dice rolled together are a multiset: walk how many dice fall in each face class, weighted by
  // the multinomial count of orders, instead of every ordered roll.
  const counts = new Array<number>(classes.length).fill(0);
  const fact = [1, 1, 2, 6, 24, 120, 720];
  const settle = (p: number): void => {
    const ones = counts[0]!;
    let alive = p * see;
    for (let j = 0; j < ones; j++) {
      for (let r = 1; r <= 5; r++) chartStop[r]! += alive / 6;
      chartStop[6]! += (alive / 6) * goggleOn;
      alive *= (1 - goggleOn) / 6;
    }
    if (alive === 0) return;
    const rest: number[] = [];
    counts.forEach((c, i) => {
      if (i > 0) for (let j = 0; j < c; j++) rest.push(classes[i]!.face);
    });
    const opts = hitOptions(rest, plan.targets);
    if (opts.length === 0) {
      hitsCount[0]! += alive;
      return;
    }
    const chosen = opts[opts.length === 1 ? 0 : defenderChoice(plan, opts)]!;
    const k = chosen.join(',');
    byHits.set(k, (byHits.get(k) ?? 0) + alive);
    hitsCount[chosen.reduce((x, y) => x + y, 0)]! += alive;
  };
  const roll = (i: number, left: number, p: number, orders: number): void => {
    if (i === classes.length - 1) {
      counts[i] = left;
      settle((orders / fact[left]!) * p * Math.pow(classes[i]!.p, left));
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[i] = c;
      roll(i + 1, left - c, p * Math.pow(classes[i]!.p, c), orders / fact[c]!);
    }
  };
  roll(0, n, 1, fact[n]!);
  for (let r = 1; r <= 6; r++) add(`chart-${r}` as Fate, chartStop[r]!);
  add('miss', hitsCount[0]!);
  for (const [k, p] of byHits) {
    const hitList: number[] = [];
    k.split(',').forEach((c, t) => {
      for (let j = 0; j < Number(c); j++) hitList.push(t);
    });
    const suffixes = hitList.map((_, i) => hitList.slice(i).join(''));
    const fut = future(w, hitList, suffixes, 0, field);
    fut.fates.forEach((dist, t) => {
      dist.forEach((q, x) => {
        if (q === 0) return;
        const fate = x === names.length ? 'miss' : names[x]!;
        acc[t]!.set(fate, (acc[t]!.get(fate) ?? 0) + p * q);
      });
    });
    for (const [id, q] of fut.deaths) {
      if (id === plan.shooterId || plan.targets.some((t) => t.targetId === id)) continue;
      collateral.set(id, (collateral.get(id) ?? 0) + p * q);
    }
  }
  const targets = plan.targets.map((t, i) => ({
    targetId: t.targetId,
    outcomes: Object.fromEntries(acc[i]!),
  }));
  const shooterNear = m !== null && m.range <= 2;
  const steps =
    options.explain === false ? [] : oddsExplained(table, plan, see, shooterNear, hitsCount, targets);
  return { targets, hits: hitsCount, collateral: Object.fromEntries(collateral), steps };
}
