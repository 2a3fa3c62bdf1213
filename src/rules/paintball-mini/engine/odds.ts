import { defenderChoice } from './allocation';
import { chance, goggleDisqualifies, hits, smokeLetsShoot } from './dieRules';
import type { Sight, Table } from './facts';
import type { Fate } from './fate';
import { fateRank } from './fate';
import { Field } from './field';
import { Walk, zeros } from './oddsBranches';
import type { VolleyPlan } from './volley';
import { hitOptions } from './volley';
import { oddsExplained } from './oddsWords';

// Exact odds of a declared volley, before a die is rolled. The to-hit dice are enumerated (faces that
// hit the same targets grouped), the problem chart and the goggle roll weighed exactly, and every later
// die (in the way, save, paintcheck) is a branch with its exact chance, on its own copy of the table so
// that a Marshal who walked over or a figure who fell is seen by the next hit, as in play. What the
// remaining hits can still do is memoised on the table's state (who is out, where the Marshals stand),
// numbered once per volley (oddsBranches.ts). The die rules are the resolver's own (dieRules.ts); the
// defender's choice is the automatic one. The step-by-step explanation is written when first read.

export interface TargetOdds {
  readonly targetId: string;
  /** Probability of each final outcome for this target; they sum to 1. */
  readonly outcomes: Readonly<Record<string, number>>;
  /**
   * Probability of each number of to-hit dice that hit this target (index = hits), after the
   * problem chart and the defender's share-out (PM-SNAP), before anything in the way; they sum to 1.
   */
  readonly hits: readonly number[];
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
  const groups = new Map<number, { face: number; p: number }>();
  for (let face = 2; face <= 6; face++) {
    // Which targets the face hits, as the bits of a number.
    let sig = 0;
    for (let t = plan.targets.length - 1; t >= 0; t--)
      sig = sig * 2 + (hits(face, plan.targets[t]!.need) ? 1 : 0);
    const g = groups.get(sig);
    if (g === undefined) groups.set(sig, { face, p: 1 / 6 });
    else g.p += 1 / 6;
  }
  return [{ face: 1, p: 1 / 6 }, ...groups.values()];
}

const NOBODY: ReadonlySet<string> = new Set();
const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800];
const factorial = (n: number): number => FACTORIAL[n] ?? n * factorial(n - 1);

/**
 * The exact odds of a declared volley on `table`, enumerated afresh on every call. Callers go through
 * `volleyOdds` (oddsMemo.ts), which keeps each situation's answer; the bench times both.
 */
export function enumerateVolleyOdds(
  table: Table,
  sight: Sight,
  plan: VolleyPlan,
  options: OddsOptions = {},
): VolleyOdds {
  const field = new Field(table, sight, { turn: 0, log: null, attending: options.attending ?? NOBODY });
  const names = outcomeList(plan);
  const index = new Map<string, number>();
  for (let i = 0; i < names.length; i++) index.set(names[i]!, i);
  const at = (f: Fate): number => index.get(f)!;
  const miss = at('miss');
  const w = new Walk(plan, field, index, names.map(fateRank), miss, {
    saved: at('saved'),
    'shrugged-off': at('shrugged-off'),
    wiped: at('wiped'),
    survived: at('survived'),
    suppressed: at('suppressed'),
    eliminated: at('eliminated'),
  });
  const T = plan.targets.length;
  // Per target, the chance of each outcome and the order they were first met (the words list them so).
  const acc = plan.targets.map(() => zeros(names.length));
  const met = plan.targets.map(() => [] as number[]);
  const credit = (t: number, x: number, p: number): void => {
    if (acc[t]![x] === 0 && !met[t]!.includes(x)) met[t]!.push(x);
    acc[t]![x]! += p;
  };
  const add = (x: number, p: number) => {
    if (p > 0) for (let t = 0; t < T; t++) credit(t, x, p);
  };

  const see = plan.smoke === null ? 1 : chance((d) => smokeLetsShoot(d, plan.smoke === 'in'));
  add(at('no-shot'), 1 - see);
  let n = 0;
  for (const t of plan.targets) n += t.dice;
  // PM-CHART 6 counts every Marshal; with none attending a jam that is the walk's cached nearest (figure 0 shoots).
  const m = field.anyAttending() ? field.marshalSeeing(plan.shooterId) : w.marshalNear(0, 0);
  const goggleOn = m !== null && m.range <= 2 ? chance(goggleDisqualifies) : 0;
  const classes = faceClasses(plan);
  const chartStop = [0, 0, 0, 0, 0, 0, 0];
  // Hits per target (as a number in base n + 1) → chance, in the order first met.
  const byHits = new Map<number, { counts: number[]; p: number }>();
  const hitsCount = new Array<number>(n + 1).fill(0);
  // Dice rolled together are a multiset: walk how many dice fall in each face class, weighted by
  // the multinomial count of orders, instead of every ordered roll.
  const counts = new Array<number>(classes.length).fill(0);
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
    for (let i = 1; i < counts.length; i++) for (let j = 0; j < counts[i]!; j++) rest.push(classes[i]!.face);
    const opts = hitOptions(rest, plan.targets);
    if (opts.length === 0) {
      hitsCount[0]! += alive;
      return;
    }
    const chosen = opts[opts.length === 1 ? 0 : defenderChoice(plan, opts)]!;
    let k = 0;
    let total = 0;
    for (let t = T - 1; t >= 0; t--) {
      k = k * (n + 1) + chosen[t]!;
      total += chosen[t]!;
    }
    const known = byHits.get(k);
    if (known === undefined) byHits.set(k, { counts: chosen, p: alive });
    else known.p += alive;
    hitsCount[total]! += alive;
  };
  const roll = (i: number, left: number, p: number, orders: number): void => {
    if (i === classes.length - 1) {
      counts[i] = left;
      settle((orders / factorial(left)) * p * Math.pow(classes[i]!.p, left));
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[i] = c;
      roll(i + 1, left - c, p * Math.pow(classes[i]!.p, c), orders / factorial(c));
    }
  };
  roll(0, n, 1, factorial(n));
  for (let r = 1; r <= 6; r++) add(at(`chart-${r}` as Fate), chartStop[r]!);
  add(miss, hitsCount[0]!);
  const size = w.size;
  const collateral = new Map<string, number>();
  const figures = w.figures;
  // Per target, the chance of each number of hits: 0 takes whatever the others leave.
  const perTarget = plan.targets.map((t) => zeros(t.dice + 1));
  for (const { counts: c, p } of byHits.values()) {
    for (let t = 0; t < T; t++) if (c[t]! > 0) perTarget[t]![c[t]!]! += p;
    const hitList: number[] = [];
    for (let t = 0; t < T; t++) for (let j = 0; j < c[t]!; j++) hitList.push(t);
    const fut = w.future(hitList, w.suffixesOf(hitList), 0, 0);
    for (let t = 0; t < T; t++) {
      for (let x = 0; x < size; x++) {
        const q = fut.fates[t * size + x]!;
        if (q !== 0) credit(t, x === size - 1 ? miss : x, p * q);
      }
    }
    for (const r of fut.order) {
      const id = figures[r]!;
      if (id === plan.shooterId || plan.targets.some((t) => t.targetId === id)) continue;
      collateral.set(id, (collateral.get(id) ?? 0) + p * fut.deaths[r]!);
    }
  }
  const targets = plan.targets.map((t, i) => {
    const outcomes: Record<string, number> = {};
    for (const x of met[i]!) outcomes[names[x]!] = acc[i]![x]!;
    const hits = perTarget[i]!;
    let some = 0;
    for (let k = 1; k < hits.length; k++) some += hits[k]!;
    hits[0] = 1 - some;
    return { targetId: t.targetId, outcomes, hits };
  });
  const shooterNear = m !== null && m.range <= 2;
  let steps: string[] | null = options.explain === false ? [] : null;
  return {
    targets,
    hits: hitsCount,
    collateral: Object.fromEntries(collateral),
    get steps(): string[] {
      steps ??= oddsExplained(table, plan, see, shooterNear, hitsCount, targets);
      return steps;
    },
  };
}
