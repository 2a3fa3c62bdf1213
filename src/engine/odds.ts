import { defenderChoice } from './allocation';
import { chance, goggleDisqualifies, paintcheckKills, saves, shrugsOff, smokeLetsShoot, wayTakesIt } from './dieRules';
import type { Sight, Table } from './facts';
import type { Fate } from './fate';
import { worse } from './fate';
import { Field } from './field';
import { marshalBeside, marshalToward } from './standing';
import type { Fates, VolleyPlan } from './volley';
import { hitOptions } from './volley';
import { oddsExplained } from './oddsWords';

// Exact odds of a declared volley, before a die is rolled: every to-hit face is enumerated, the
// problem chart and the Marshal's goggle roll are weighed exactly, and every later die (in the way,
// save, paintcheck) is walked as a branch with its exact chance, on its own copy of the table so a
// Marshal who walked over or a figure who fell is seen by the next hit, as in play. The die rules are
// the resolver's own (dieRules.ts), and the defender's choice is the automatic one (allocation.ts).

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

interface Walk {
  readonly plan: VolleyPlan;
  readonly acc: Record<string, Record<string, number>>;
  readonly collateral: Record<string, number>;
  readonly near: Map<string, { id: string; range: number } | null>;
}

const key = (f: Field, id: string): string => {
  let k = id;
  for (const m of f.figures) if (m.role === 'marshal') k += `|${m.at.x},${m.at.y}`;
  return `${k}|${f.out.length}`;
};

function marshalNear(w: Walk, f: Field, id: string): { id: string; range: number } | null {
  const k = key(f, id);
  let v = w.near.get(k);
  if (v === undefined) {
    const m = f.marshalNear(id);
    v = m === null ? null : { id: m.marshalId, range: m.range };
    w.near.set(k, v);
  }
  return v;
}

type Next = (f: Field, fates: Fates, p: number) => void;

function leaf(w: Walk, f: Field, fates: Fates, p: number): void {
  for (const t of w.plan.targets) {
    const o = w.acc[t.targetId]!;
    const fate = fates[t.targetId]!;
    o[fate] = (o[fate] ?? 0) + p;
  }
  for (const x of f.out) {
    if (w.plan.targets.some((t) => t.targetId === x.id) || x.id === w.plan.shooterId) continue;
    w.collateral[x.id] = (w.collateral[x.id] ?? 0) + p;
  }
}

/** PM-PAINTCHECK / PM-WIPE on a copy of the field, branching on the check die. */
function paintcheckBranches(w: Walk, f: Field, id: string, p: number, then: (f: Field, fate: Fate, p: number) => void): void {
  const m = marshalNear(w, f, id);
  const at = f.figure(id)!.at;
  if (m !== null && m.range <= 2) {
    const moved = f.clone();
    moved.moveTo(m.id, marshalBeside(moved.table(), m.id, at));
    const kill = chance(paintcheckKills);
    const dead = moved.clone();
    dead.eliminate(id, 'PM-PAINTCHECK', 'is marked');
    then(dead, 'eliminated', p * kill);
    then(moved, 'survived', p * (1 - kill));
    return;
  }
  if (m === null) return then(f, 'wiped', p);
  const moved = f.clone();
  moved.moveTo(m.id, marshalToward(moved.table(), m.id, at));
  then(moved, 'wiped', p);
}

/** A hit reaching figure `id`: the saving throw (or suppression), then the paintcheck. */
function reached(w: Walk, f: Field, id: string, soft: boolean, p: number, then: (f: Field, fate: Fate, p: number) => void): void {
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

function oneHit(w: Walk, hits: readonly number[], i: number, f: Field, fates: Fates, p: number, next: Next): void {
  if (p === 0) return;
  if (i === hits.length) return next(f, fates, p);
  const target = w.plan.targets[hits[i]!]!;
  const tid = target.targetId;
  const go = (g: Field, fate: Fate, q: number) =>
    oneHit(w, hits, i + 1, g, { ...fates, [tid]: worse(fates[tid]!, fate) }, q, next);
  if (!f.alive(tid)) return go(f, 'miss', p);
  const obs = target.facts.obstructions;
  const take = chance(wayTakesIt);
  const way = (k: number, q: number): void => {
    if (q === 0) return;
    if (k === obs.length) return reached(w, f, tid, target.facts.targetInSoftCover, q, go);
    const o = obs[k]!;
    if (o.kind === 'figure') {
      const skip = !f.alive(o.id) || o.id === w.plan.shooterId || w.plan.targets.some((t) => t.targetId === o.id);
      if (skip) return way(k + 1, q);
    }
    const absorbed = `absorbed:${o.id}` as Fate;
    if (o.kind !== 'figure' || f.figure(o.id)!.role === 'marshal') go(f, absorbed, q * take);
    else reached(w, f, o.id, false, q * take, (g, _fate, r) => go(g, absorbed, r));
    way(k + 1, q * (1 - take));
  };
  way(0, p);
}

/** The exact odds of a declared volley on `table`. */
export function volleyOdds(table: Table, sight: Sight, plan: VolleyPlan, attending: ReadonlySet<string> = new Set()): VolleyOdds {
  const field = new Field(table, sight, { turn: 0, log: null, attending });
  const w: Walk = { plan, acc: {}, collateral: {}, near: new Map() };
  for (const t of plan.targets) w.acc[t.targetId] = {};
  const all = (fate: Fate): Fates => Object.fromEntries(plan.targets.map((t) => [t.targetId, fate]));
  const record = (g: Field, fates: Fates, p: number) => leaf(w, g, fates, p);

  const see = plan.smoke === null ? 1 : chance((d) => smokeLetsShoot(d, plan.smoke === 'in'));
  if (see < 1) record(field, all('no-shot'), 1 - see);
  const n = plan.targets.reduce((s, t) => s + t.dice, 0);
  const m = marshalNear(w, field, plan.shooterId);
  const goggleOn = m !== null && m.range <= 2 ? chance(goggleDisqualifies) : 0;
  const chartStop = new Array<number>(7).fill(0);
  const byHits = new Map<string, number>();
  const hitsCount = new Array<number>(n + 1).fill(0);
  const faces = new Array<number>(n).fill(1);
  const combos = Math.pow(6, n);
  for (let c = 0; c < combos; c++) {
    let x = c;
    for (let i = 0; i < n; i++) {
      faces[i] = (x % 6) + 1;
      x = Math.floor(x / 6);
    }
    const pc = see / combos;
    let alive = pc;
    for (const v of faces) {
      if (v !== 1) continue;
      for (let r = 1; r <= 5; r++) chartStop[r]! += alive / 6;
      chartStop[6]! += (alive / 6) * goggleOn;
      alive *= (1 - goggleOn) / 6;
    }
    if (alive === 0) continue;
    const options = hitOptions(faces.filter((v) => v !== 1), plan.targets);
    if (options.length === 0) {
      hitsCount[0]! += alive;
      continue;
    }
    const counts = options[options.length === 1 ? 0 : defenderChoice(plan, options)]!;
    const k = counts.join(',');
    byHits.set(k, (byHits.get(k) ?? 0) + alive);
    hitsCount[counts.reduce((a, b) => a + b, 0)]! += alive;
  }
  for (let r = 1; r <= 6; r++) if (chartStop[r]! > 0) record(field, all(`chart-${r}` as Fate), chartStop[r]!);
  record(field, all('miss'), hitsCount[0]!);
  for (const [k, p] of byHits) {
    const counts = k.split(',').map(Number);
    const hits: number[] = [];
    counts.forEach((c, t) => {
      for (let j = 0; j < c; j++) hits.push(t);
    });
    oneHit(w, hits, 0, field, all('miss'), p, record);
  }
  const targets = plan.targets.map((t) => ({ targetId: t.targetId, outcomes: w.acc[t.targetId]! }));
  const shooterNear = m !== null && m.range <= 2;
  return { targets, hits: hitsCount, collateral: w.collateral, steps: oddsExplained(table, plan, see, shooterNear, hitsCount, targets) };
}


