import { defenderChoice } from './allocation';
import { chance, goggleDisqualifies, hits, paintcheckKills, saves, shrugsOff, smokeLetsShoot, wayTakesIt } from './dieRules';
import type { Sight, Table } from './facts';
import type { Fate } from './fate';
import { fateRank } from './fate';
import { Field } from './field';
import { marshalBeside, marshalToward } from './standing';
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

/**
 * What the hits from one on still do: per target, the chance of each outcome (by index into the
 * walk's outcome list; the last index is 'nothing more'), and who falls.
 */
interface Future {
  readonly fates: readonly Float64Array[];
  readonly deaths: ReadonlyMap<string, number>;
}

interface Walk {
  readonly plan: VolleyPlan;
  readonly near: Map<string, { id: string; range: number } | null>;
  readonly futures: Map<string, Future>;
  readonly none: Future;
  /** Every outcome this volley can have, and its index. */
  readonly names: Fate[];
  readonly index: Map<string, number>;
  readonly rank: number[];
  /** Branches of one hit on a target from a state, and the fields a paintcheck leads to, by state. */
  readonly branches: Map<string, Branch[]>;
  readonly checks: Map<string, { readonly moved: Field; readonly dead: Field | null }>;
}

type Branch = { readonly field: Field; readonly fate: Fate; readonly p: number };
type Then = (f: Field, fate: Fate, p: number) => void;

const keys = new WeakMap<Field, string>();
/** Who is out and where the Marshals stand: all a later hit can see of what went before. */
const stateKey = (f: Field): string => {
  let k = keys.get(f);
  if (k !== undefined) return k;
  k = '';
  for (const x of f.out) k += `${x.id};`;
  for (const m of f.figures) if (m.role === 'marshal') k += `|${m.at.x},${m.at.y}`;
  keys.set(f, k);
  return k;
};

function outcomeList(plan: VolleyPlan): Fate[] {
  const names: Fate[] = ['no-shot', 'chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5', 'chart-6', 'miss', 'saved', 'shrugged-off', 'wiped', 'survived', 'suppressed', 'eliminated'];
  for (const t of plan.targets) for (const o of t.facts.obstructions) if (!names.includes(`absorbed:${o.id}`)) names.push(`absorbed:${o.id}`);
  return names;
}

function marshalNear(w: Walk, f: Field, id: string): { id: string; range: number } | null {
  const k = `${id}@${stateKey(f)}`;
  let v = w.near.get(k);
  if (v === undefined) {
    const m = f.marshalNear(id);
    v = m === null ? null : { id: m.marshalId, range: m.range };
    w.near.set(k, v);
  }
  return v;
}

/** PM-PAINTCHECK / PM-WIPE on a copy of the field, branching on the check die. */
function paintcheckBranches(w: Walk, f: Field, id: string, p: number, then: Then): void {
  const m = marshalNear(w, f, id);
  if (m === null) return then(f, 'wiped', p);
  const key = `${id}>${stateKey(f)}`;
  let next = w.checks.get(key);
  if (next === undefined) {
    const at = f.figure(id)!.at;
    const moved = f.clone();
    if (m.range <= 2) {
      moved.moveTo(m.id, marshalBeside(moved.table(), m.id, at));
      const dead = moved.clone();
      dead.eliminate(id, 'PM-PAINTCHECK', 'is marked');
      next = { moved, dead };
    } else {
      moved.moveTo(m.id, marshalToward(moved.table(), m.id, at));
      next = { moved, dead: null };
    }
    w.checks.set(key, next);
  }
  if (next.dead === null) return then(next.moved, 'wiped', p);
  const kill = chance(paintcheckKills);
  then(next.dead, 'eliminated', p * kill);
  then(next.moved, 'survived', p * (1 - kill));
}

/** A hit reaching figure `id`: the saving throw (or suppression), then the paintcheck. */
function reached(w: Walk, f: Field, id: string, soft: boolean, p: number, then: Then): void {
  if (w.plan.kind === 'suppress') {
    const off = chance(shrugsOff);
    then(f, 'shrugged-off', p * off);
    const pinned = f.clone();
    const st = f.figure(id)!.status;
    if (st === 'active' || st === 'sentry') pinned.setStatus(id, 'impotent');
    then(pinned, 'suppressed', p * (1 - off));
    return;
  }
  const save = chance((d) => saves(d, soft));
  then(f, 'saved', p * save);
  paintcheckBranches(w, f, id, p * (1 - save), then);
}

/** Every way one hit on target `t` can end (PM-WAY, then the figure reached), with its chance. */
function hitBranches(w: Walk, t: number, f: Field): Branch[] {
  const key = `${t}>${stateKey(f)}`;
  const known = w.branches.get(key);
  if (known !== undefined) return known;
  const target = w.plan.targets[t]!;
  const tid = target.targetId;
  if (!f.alive(tid)) return [{ field: f, fate: 'miss', p: 1 }];
  const out: Branch[] = [];
  w.branches.set(key, out);
  const go: Then = (field, fate, p) => {
    if (p > 0) out.push({ field, fate, p });
  };
  const obs = target.facts.obstructions;
  const take = chance(wayTakesIt);
  const way = (k: number, q: number): void => {
    if (k === obs.length) return reached(w, f, tid, target.facts.targetInSoftCover, q, go);
    const o = obs[k]!;
    if (o.kind === 'figure') {
      const skip = !f.alive(o.id) || o.id === w.plan.shooterId || w.plan.targets.some((x) => x.targetId === o.id);
      if (skip) return way(k + 1, q);
    }
    const absorbed = `absorbed:${o.id}` as Fate;
    if (o.kind !== 'figure' || f.figure(o.id)!.role === 'marshal') go(f, absorbed, q * take);
    else reached(w, f, o.id, false, q * take, (g, _fate, r) => go(g, absorbed, r));
    way(k + 1, q * (1 - take));
  };
  way(0, 1);
  return out;
}

function future(w: Walk, hitList: readonly number[], suffixes: readonly string[], i: number, f: Field): Future {
  if (i === hitList.length) return w.none;
  const k = `${suffixes[i]}#${stateKey(f)}`;
  const memo = w.futures.get(k);
  if (memo !== undefined) return memo;
  const size = w.names.length + 1;
  const NONE = w.names.length;
  const fates = w.plan.targets.map(() => new Float64Array(size));
  const deaths = new Map<string, number>();
  const t = hitList[i]!;
  for (const b of hitBranches(w, t, f)) {
    const next = future(w, hitList, suffixes, i + 1, b.field);
    const bi = w.index.get(b.fate)!;
    for (let k2 = 0; k2 < fates.length; k2++) {
      const acc = fates[k2]!;
      const dist = next.fates[k2]!;
      for (let x = 0; x < size; x++) {
        const q = dist[x]!;
        if (q === 0) continue;
        const fate = k2 !== t ? x : x === NONE ? bi : w.rank[x]! > w.rank[bi]! ? x : bi;
        acc[fate]! += b.p * q;
      }
    }
    // A field's `out` only grows, so the figures this branch took out are the ones past f's.
    for (let j = f.out.length; j < b.field.out.length; j++) {
      const id = b.field.out[j]!.id;
      deaths.set(id, (deaths.get(id) ?? 0) + b.p);
    }
    for (const [id, q] of next.deaths) deaths.set(id, (deaths.get(id) ?? 0) + b.p * q);
  }
  const result = { fates, deaths };
  w.futures.set(k, result);
  return result;
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
export function volleyOdds(table: Table, sight: Sight, plan: VolleyPlan, options: OddsOptions = {}): VolleyOdds {
  const field = new Field(table, sight, { turn: 0, log: null, attending: options.attending ?? new Set() });
  const names = outcomeList(plan);
  const nothing = () => {
    const a = new Float64Array(names.length + 1);
    a[names.length] = 1;
    return a;
  };
  const none: Future = { fates: plan.targets.map(nothing), deaths: new Map() };
  const index = new Map(names.map((x, i) => [x as string, i]));
  const w: Walk = { plan, near: new Map(), futures: new Map(), none, names, index, rank: names.map(fateRank), branches: new Map(), checks: new Map() };
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
  const targets = plan.targets.map((t, i) => ({ targetId: t.targetId, outcomes: Object.fromEntries(acc[i]!) }));
  const shooterNear = m !== null && m.range <= 2;
  const steps = options.explain === false ? [] : oddsExplained(table, plan, see, shooterNear, hitsCount, targets);
  return { targets, hits: hitsCount, collateral: Object.fromEntries(collateral), steps };
}
