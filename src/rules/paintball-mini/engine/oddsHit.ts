import { chance, paintcheckKills, saves, shrugsOff, wayTakesIt } from './dieRules';
import type { Field } from './field';
import { numbered, TableStates } from './oddsStates';
import { marshalBeside, marshalToward } from './standing';
import type { VolleyPlan } from './volley';

// Every way one hit of a volley can end, for the exact odds: through the obstructions in its way
// (PM-WAY), then the saving throw or suppression, then the paintcheck when a Marshal is near. Each
// branch leaves a numbered table state (oddsStates.ts) and is worked out once per target and state.

/** One way a hit can end: the state it leaves, the outcome (by index), its chance, who fell (or -1). */
export interface Branch {
  readonly state: number;
  readonly fate: number;
  readonly p: number;
  readonly dead: number;
}

/** The outcomes a hit's branches end in, by their index in the odds' outcome list. */
export type HitOutcomes = Readonly<
  Record<'saved' | 'shrugged-off' | 'wiped' | 'survived' | 'suppressed' | 'eliminated', number>
>;

type Near = { readonly id: string; readonly range: number } | null;
/** The state after the Marshal comes, and after the figure falls (-1 when he only walks over). */
type Check = { readonly moved: number; readonly dead: number; readonly fell: boolean };

/** The die chances the walk uses, counted once per volley through the resolver's own rules. */
const TAKE = chance(wayTakesIt);
const KILL = chance(paintcheckKills);
const OFF = chance(shrugsOff);
const SAVE_SOFT = chance((d) => saves(d, true));
const SAVE_OPEN = chance((d) => saves(d, false));

export class HitBranches {
  /** The figures a hit can reach or a check can ask about (shooter, targets, figures in the way). */
  private readonly ids: string[] = [];
  private readonly idIndex = new Map<string, number>();
  /** Figures numbered below this are the shooter and the targets, never in the way (PM-WAY-FIGURE). */
  private readonly firing: number;
  private readonly states = new TableStates(this.idIndex);
  private readonly near: Near[] = [];
  private readonly nearKnown: boolean[] = [];
  private readonly checks: Check[] = [];
  private readonly branches: Branch[][] = [];
  /** Per target, per obstruction: the outcome index of 'absorbed:<id>'. */
  private readonly absorbed: number[][];

  constructor(
    private readonly plan: VolleyPlan,
    root: Field,
    index: ReadonlyMap<string, number>,
    private readonly miss: number,
    private readonly outcome: HitOutcomes,
  ) {
    this.figureNumber(plan.shooterId);
    for (const t of plan.targets) this.figureNumber(t.targetId);
    this.firing = this.ids.length;
    for (const t of plan.targets)
      for (const o of t.facts.obstructions) if (o.kind === 'figure') this.figureNumber(o.id);
    this.absorbed = plan.targets.map((t) => t.facts.obstructions.map((o) => index.get(`absorbed:${o.id}`)!));
    this.states.number(root);
  }

  /** Gives figure `id` the next number the first time it is met. */
  private figureNumber(id: string): void {
    numbered(this.idIndex, id, this.ids, id);
  }

  get figures(): readonly string[] {
    return this.ids;
  }

  /** The nearest free Marshal to figure number `r` in state `s`, or null. */
  marshalNear(s: number, r: number): Near {
    const i = s * this.ids.length + r;
    if (this.nearKnown[i] === true) return this.near[i]!;
    const m = this.states.field(s).marshalNear(this.ids[r]!);
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
    const f = this.states.field(s);
    const id = this.ids[r]!;
    const at = f.figure(id)!.at;
    const moved = f.clone();
    let next: Check;
    if (m.range <= 2) {
      moved.moveTo(m.id, marshalBeside(moved.table(), m.id, at));
      const dead = moved.clone();
      dead.eliminate(id, 'PM-PAINTCHECK', 'is marked');
      const fell = dead.out.length > moved.out.length;
      next = { moved: this.states.number(moved), dead: this.states.number(dead), fell };
    } else {
      moved.moveTo(m.id, marshalToward(moved.table(), m.id, at));
      next = { moved: this.states.number(moved), dead: -1, fell: false };
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
  of(t: number, s: number): readonly Branch[] {
    const T = this.plan.targets.length;
    const known = this.branches[s * T + t];
    if (known !== undefined) return known;
    const f = this.states.field(s);
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
}

function push(out: Branch[], state: number, fate: number, p: number, dead: number): void {
  if (p > 0) out.push({ state, fate, p, dead });
}
