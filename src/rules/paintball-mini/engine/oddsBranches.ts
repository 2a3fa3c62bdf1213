import { chance, paintcheckKills, saves, shrugsOff, wayTakesIt } from './dieRules';
import type { Field } from './field';
import { marshalBeside, marshalToward } from './standing';
import type { VolleyPlan } from './volley';

// The branches of the exact odds after the to-hit dice: each hit through the obstructions, the save
// and the paintcheck. A table a later hit can see differently (who is out, where the Marshals stand)
// is a numbered state with its own field, made once per volley; the branches of a hit and what the
// remaining hits still do are memoised by state number, so the walk itself works on plain numbers.

/**
 * What the hits from one on still do: per target, the chance of each outcome (target t's outcome x
 * at t * size + x; the last outcome is 'nothing more'), and who falls (by figure number, `order`
 * listing them as first met).
 */
export interface Future {
  readonly fates: readonly number[];
  /** The indices of `fates` that are not 0, ascending: the walk adds in the same order as a full scan. */
  readonly held: readonly number[];
  readonly deaths: readonly number[];
  readonly order: readonly number[];
}

/** One way a hit can end: the state it leaves, the outcome (by index), its chance, who fell (or -1). */
interface Branch {
  readonly state: number;
  readonly fate: number;
  readonly p: number;
  readonly dead: number;
}

type Near = { readonly id: string; readonly range: number } | null;
/** The state after the Marshal comes, and after the figure falls (-1 when he only walks over). */
type Check = { readonly moved: number; readonly dead: number; readonly fell: boolean };

/** The die chances the walk uses, counted once per volley through the resolver's own rules. */
const TAKE = chance(wayTakesIt);
const KILL = chance(paintcheckKills);
const OFF = chance(shrugsOff);
const SAVE_SOFT = chance((d) => saves(d, true));
const SAVE_OPEN = chance((d) => saves(d, false));

/** Who is out and where the Marshals stand: all a later hit can see of what went before. */
export const stateKey = (f: Field): string => {
  let k = '';
  for (const x of f.out) k += `${x.id};`;
  // Marshal positions to a thousandth of a cm, as integers: cheaper to print than floats.
  for (const m of f.figures)
    if (m.role === 'marshal') k += `|${Math.round(m.at.x * 1000)},${Math.round(m.at.y * 1000)}`;
  return k;
};

export class Walk {
  /** Outcome count plus one ('nothing more', the last index). */
  readonly size: number;
  readonly none: Future;
  /** The figures a hit can reach or a check can ask about (shooter, targets, figures in the way). */
  private readonly ids: string[] = [];
  private readonly idIndex = new Map<string, number>();
  /** Figures numbered below this are the shooter and the targets, never in the way (PM-WAY-FIGURE). */
  private readonly firing: number;
  private readonly fields: Field[] = [];
  private readonly keys = new Map<string, number>();
  private readonly trie0: Trie = new Map();
  private readonly near: Near[] = [];
  private readonly nearKnown: boolean[] = [];
  private readonly checks: Check[] = [];
  private readonly branches: Branch[][] = [];
  /** futures[suffix][state]: suffixes of hit lists numbered through a trie of prepended targets. */
  private readonly futures: Future[][] = [];
  private readonly trie: number[] = [];
  private suffixes = 1;
  /** Per target, per obstruction: the outcome index of 'absorbed:<id>'. */
  private readonly absorbed: number[][];

  constructor(
    readonly plan: VolleyPlan,
    root: Field,
    index: ReadonlyMap<string, number>,
    private readonly rank: readonly number[],
    private readonly miss: number,
    private readonly outcome: Readonly<
      Record<'saved' | 'shrugged-off' | 'wiped' | 'survived' | 'suppressed' | 'eliminated', number>
    >,
  ) {
    this.size = rank.length + 1;
    const fates = zeros(plan.targets.length * this.size);
    for (let t = 0; t < plan.targets.length; t++) fates[t * this.size + rank.length] = 1;
    this.none = { fates, held: nonZero(fates), deaths: [], order: [] };
    this.figureNumber(plan.shooterId);
    for (const t of plan.targets) this.figureNumber(t.targetId);
    this.firing = this.ids.length;
    for (const t of plan.targets)
      for (const o of t.facts.obstructions) if (o.kind === 'figure') this.figureNumber(o.id);
    this.absorbed = plan.targets.map((t) => t.facts.obstructions.map((o) => index.get(`absorbed:${o.id}`)!));
    this.state(root);
  }

  private figureNumber(id: string): number {
    let r = this.idIndex.get(id);
    if (r === undefined) {
      r = this.ids.length;
      this.ids.push(id);
      this.idIndex.set(id, r);
    }
    return r;
  }

  get figures(): readonly string[] {
    return this.ids;
  }

  /**
   * The number of a field's state, numbering it when new. States are found in a trie of numbers:
   * how many are out, who (by figure number), then each Marshal's position to a thousandth of a cm.
   */
  private state(f: Field): number {
    let node = this.trie0;
    node = child(node, f.out.length);
    for (const x of f.out) {
      const r = this.idIndex.get(x.id);
      if (r === undefined) return this.stateByKey(f);
      node = child(node, r);
    }
    for (const m of f.figures) {
      if (m.role !== 'marshal') continue;
      node = child(child(node, Math.round(m.at.x * 1000)), Math.round(m.at.y * 1000));
    }
    // The state's own number sits under Infinity, a key no count or position can take.
    let s = node.get(Infinity) as number | undefined;
    if (s === undefined) {
      s = this.fields.length;
      this.fields.push(f);
      node.set(Infinity, s);
    }
    return s;
  }

  /** Fallback for a field with someone out the walk does not know (not met in practice). */
  private stateByKey(f: Field): number {
    const k = stateKey(f);
    let s = this.keys.get(k);
    if (s === undefined) {
      s = this.fields.length;
      this.fields.push(f);
      this.keys.set(k, s);
    }
    return s;
  }

  /** The nearest free Marshal to figure number `r` in state `s`, or null. */
  marshalNear(s: number, r: number): Near {
    const i = s * this.ids.length + r;
    if (this.nearKnown[i] === true) return this.near[i]!;
    const m = this.fields[s]!.marshalNear(this.ids[r]!);
    const v = m === null ? null : { id: m.marshalId, range: m.range };
    this.near[i] = v;
    this.nearKnown[i] = true;
    return v;
  }

  /** PM-PAINTCHECK / PM-WIPE: the states after the Marshal comes to figure `r` (and, if he checks, after it falls). */
  private check(s: number, r: number, m: { id: string; range: number }): Check {
    const i = s * this.ids.length + r;
    const known = this.checks[i];
    if (known !== undefined) return known;
    const f = this.fields[s]!;
    const id = this.ids[r]!;
    const at = f.figure(id)!.at;
    const moved = f.clone();
    let next: Check;
    if (m.range <= 2) {
      moved.moveTo(m.id, marshalBeside(moved.table(), m.id, at));
      const dead = moved.clone();
      dead.eliminate(id, 'PM-PAINTCHECK', 'is marked');
      const fell = dead.out.length > moved.out.length;
      next = { moved: this.state(moved), dead: this.state(dead), fell };
    } else {
      moved.moveTo(m.id, marshalToward(moved.table(), m.id, at));
      next = { moved: this.state(moved), dead: -1, fell: false };
    }
    this.checks[i] = next;
    return next;
  }

  /** A hit reaching figure `r`: the saving throw (or suppression), then the paintcheck. */
  private reached(out: Branch[], s: number, r: number, soft: boolean, p: number, as: number): void {
    const o = this.outcome;
    if (this.plan.kind === 'suppress') {
      // Pinning changes a status only, which no later hit of the volley looks at: the same state.
      push(out, s, as < 0 ? o['shrugged-off'] : as, p * OFF, -1);
      push(out, s, as < 0 ? o.suppressed : as, p * (1 - OFF), -1);
      return;
    }
    const save = soft ? SAVE_SOFT : SAVE_OPEN;
    push(out, s, as < 0 ? o.saved : as, p * save, -1);
    const q = p * (1 - save);
    const m = this.marshalNear(s, r);
    if (m === null) return push(out, s, as < 0 ? o.wiped : as, q, -1);
    const next = this.check(s, r, m);
    if (next.dead < 0) return push(out, next.moved, as < 0 ? o.wiped : as, q, -1);
    push(out, next.dead, as < 0 ? o.eliminated : as, q * KILL, next.fell ? r : -1);
    push(out, next.moved, as < 0 ? o.survived : as, q * (1 - KILL), -1);
  }

  /** Every way one hit on target `t` can end in state `s` (PM-WAY, then the figure reached). */
  private hitBranches(t: number, s: number): Branch[] {
    const T = this.plan.targets.length;
    const known = this.branches[s * T + t];
    if (known !== undefined) return known;
    const f = this.fields[s]!;
    const target = this.plan.targets[t]!;
    const out: Branch[] = [];
    this.branches[s * T + t] = out;
    if (!f.alive(target.targetId)) {
      out.push({ state: s, fate: this.miss, p: 1, dead: -1 });
      return out;
    }
    const obs = target.facts.obstructions;
    let q = 1;
    for (let k = 0; k < obs.length; k++) {
      const o = obs[k]!;
      if (o.kind === 'figure' && (!f.alive(o.id) || this.idIndex.get(o.id)! < this.firing)) continue;
      const absorbed = this.absorbed[t]![k]!;
      if (o.kind !== 'figure' || f.figure(o.id)!.role === 'marshal') push(out, s, absorbed, q * TAKE, -1);
      else this.reached(out, s, this.idIndex.get(o.id)!, false, q * TAKE, absorbed);
      q *= 1 - TAKE;
    }
    this.reached(out, s, this.idIndex.get(target.targetId)!, target.facts.targetInSoftCover, q, -1);
    return out;
  }

  /** Numbers the suffixes of a hit list (targets hit, in order): suffix i is `ids[i]`. */
  suffixesOf(hitList: readonly number[]): number[] {
    const T = this.plan.targets.length;
    const ids = new Array<number>(hitList.length + 1);
    let node = 0;
    ids[hitList.length] = 0;
    for (let i = hitList.length - 1; i >= 0; i--) {
      const j = node * T + hitList[i]!;
      let child = this.trie[j];
      if (child === undefined) {
        child = this.suffixes++;
        this.trie[j] = child;
      }
      node = child;
      ids[i] = node;
    }
    return ids;
  }

  /** What hits i… of `hitList` (suffix numbers `suffix`) still do from state `s`. */
  future(hitList: readonly number[], suffix: readonly number[], i: number, s: number): Future {
    if (i === hitList.length) return this.none;
    let bySuffix = this.futures[suffix[i]!];
    if (bySuffix === undefined) {
      bySuffix = [];
      this.futures[suffix[i]!] = bySuffix;
    }
    const memo = bySuffix[s];
    if (memo !== undefined) return memo;
    const size = this.size;
    const NONE = size - 1;
    const rank = this.rank;
    const T = this.plan.targets.length;
    const fates = zeros(T * size);
    const deaths = zeros(this.ids.length);
    const order: number[] = [];
    const t = hitList[i]!;
    for (const b of this.hitBranches(t, s)) {
      const next = this.future(hitList, suffix, i + 1, b.state);
      const bi = b.fate;
      const nf = next.fates;
      const mine = t * size;
      for (const j of next.held) {
        const q = nf[j]!;
        // Target t keeps the worse of this hit and what comes later; the others keep what comes later.
        if (j < mine || j >= mine + size) fates[j]! += b.p * q;
        else {
          const x = j - mine;
          fates[mine + (x === NONE ? bi : rank[x]! > rank[bi]! ? x : bi)]! += b.p * q;
        }
      }
      if (b.dead >= 0) {
        if (!order.includes(b.dead)) order.push(b.dead);
        deaths[b.dead]! += b.p;
      }
      for (const r of next.order) {
        if (!order.includes(r)) order.push(r);
        deaths[r]! += b.p * next.deaths[r]!;
      }
    }
    const result = { fates, held: nonZero(fates), deaths, order };
    bySuffix[s] = result;
    return result;
  }
}

/** Plain arrays of doubles: far cheaper to make than small typed arrays, and as fast to add into. */
export function zeros(n: number): number[] {
  const a: number[] = [];
  for (let j = 0; j < n; j++) a.push(0);
  return a;
}

type Trie = Map<number, Trie | number>;

function child(node: Trie, k: number): Trie {
  let c = node.get(k) as Trie | undefined;
  if (c === undefined) {
    c = new Map();
    node.set(k, c);
  }
  return c;
}

function nonZero(a: readonly number[]): number[] {
  const out: number[] = [];
  for (let j = 0; j < a.length; j++) if (a[j] !== 0) out.push(j);
  return out;
}

function push(out: Branch[], state: number, fate: number, p: number, dead: number): void {
  if (p > 0) out.push({ state, fate, p, dead });
}
