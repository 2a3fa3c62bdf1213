import { chance, paintcheckKills, saves, shrugsOff, wayTakesIt } from './dieRules';
import type { Fate } from './fate';
import type { Field } from './field';
import { marshalBeside, marshalToward } from './standing';
import type { VolleyPlan } from './volley';

// The branches of the exact odds after the to-hit dice: each hit through the obstructions, the save
// and the paintcheck, on copies of the table, memoised on the table's state (who is out, where the
// Marshals stand), which is all a later hit can see of what went before.

/**
 * What the hits from one on still do: per target, the chance of each outcome (by index into the
 * walk's outcome list; the last index is 'nothing more'), and who falls.
 */
export interface Future {
  readonly fates: readonly Float64Array[];
  readonly deaths: ReadonlyMap<string, number>;
}

export interface Walk {
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

export type Branch = { readonly field: Field; readonly fate: Fate; readonly p: number };
type Then = (f: Field, fate: Fate, p: number) => void;

const keys = new WeakMap<Field, string>();
/** Who is out and where the Marshals stand: all a later hit can see of what went before. */
export const stateKey = (f: Field): string => {
  let k = keys.get(f);
  if (k !== undefined) return k;
  k = '';
  for (const x of f.out) k += `${x.id};`;
  // Marshal positions to a thousandth of a cm, as integers: cheaper to print than floats.
  for (const m of f.figures) if (m.role === 'marshal') k += `|${Math.round(m.at.x * 1000)},${Math.round(m.at.y * 1000)}`;
  keys.set(f, k);
  return k;
};

export function marshalNear(w: Walk, f: Field, id: string): { id: string; range: number } | null {
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
      const skip =
        !f.alive(o.id) || o.id === w.plan.shooterId || w.plan.targets.some((x) => x.targetId === o.id);
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

export function future(
  w: Walk,
  hitList: readonly number[],
  suffixes: readonly string[],
  i: number,
  f: Field,
): Future {
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
