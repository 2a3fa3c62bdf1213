import type { Point } from '../../../geometry/point';
import type { Figure } from '../setup/types';
import { distance } from '../../../geometry/point';
import { hexNeighbours } from '../../../geometry/hex';
import { hexToPoint } from '../../../geometry/layout';
import type { Action } from './actions';
import { isRejection, mayAct, runOf } from './activation';
import { defenderChoice } from './allocation';
import { autoStart } from './advancedRolls';
import { apply } from './apply';
import type { Choice } from './decisions';
import type { Sight } from './facts';
import { boardOf, hexOf, layoutOf } from './field';
import { flagInReach } from './flag';
import type { GameState, Team } from './gameState';
import { moveTarget } from './movement';
import { homeOf } from './places';
import { planVolley } from './shoot';
import { aimAt } from './targeting';
import type { VolleyPlan } from './volley';
import { CM_PER_AP } from './reach';

// An automatic player: answers every decision (the policy the exact odds assume for the defender) and
// plays whole games greedily: reload, shoot what it can hit, else walk to the objective.

export function autoDecide(s: GameState, sight: Sight): Choice {
  const p = s.pending!;
  switch (p.kind) {
    case 'chooseOrder':
      return 0;
    case 'allocateHits': {
      const plan = planVolley(s, s.held!, sight);
      return isRejection(plan) ? 0 : defenderChoice(plan as VolleyPlan, p.options);
    }
    case 'placeGrenade': {
      if (p.options.length > 0) return 0;
      for (let k = 0; k < 8; k++) {
        const at = {
          x: p.aim.x + 9 * Math.cos((k * Math.PI) / 4),
          y: p.aim.y + 9 * Math.sin((k * Math.PI) / 4),
        };
        if (boardOf(s.table).contains(at)) return at;
      }
      return p.aim;
    }
    case 'negateDie':
    case 'chooseCasualty':
      return 0;
    case 'sentryShot':
      return 0; // an automatic sentry always fires (the policy simulations and the odds assume)
    case 'chooseExpert':
    case 'assignGrenade':
      return autoStart(s);
  }
}

/** Where a team's figures head: the flag they may take, or home with it. */
function objective(s: GameState, team: Team, id: string): Point | null {
  const carried = s.table.markers.find((m) => m.kind === 'flag' && m.carriedBy === id);
  const me = s.table.figures.find((f) => f.id === id);
  // Standing on a loose flag: acting takes it (PM-FLAG), so head home with it.
  const standsOnFlag = me !== undefined && flagInReach(s, me) >= 0;
  const scen = s.table.scenario;
  if (carried !== undefined || standsOnFlag) {
    const home = homeOf(
      s.table,
      scen === 'capture-the-flag' || scen === 'custom' ? team : team === 'red' ? 'blue' : 'red',
    );
    return home?.at ?? null;
  }
  const flag = s.table.markers.find((m) => {
    if (m.kind !== 'flag' || m.carriedBy !== null) return false;
    return scen === 'reverse-flag' ? m.team === team : scen === 'single-flag' ? true : m.team !== team;
  });
  if (flag !== undefined) return flag.at;
  const enemy = s.table.figures.find((f) => f.role === 'paintballer' && f.team !== team);
  return enemy?.at ?? null;
}

/** The nearest `n` of `figures` that pass `keep`, nearest first (ties: in the array's order), by distance to `at`. */
function nearest(
  figures: readonly Figure[],
  at: Point,
  n: number,
  keep: (f: Figure, d: number) => boolean,
): Figure[] {
  // A handful of figures: an insertion into a short list beats filtering, sorting and slicing.
  const out: Figure[] = [];
  const ds: number[] = [];
  for (const f of figures) {
    const d = distance(f.at, at);
    if (!keep(f, d)) continue;
    let i = out.length;
    while (i > 0 && ds[i - 1]! > d) i--;
    if (i >= n) continue;
    out.splice(i, 0, f);
    ds.splice(i, 0, d);
    if (out.length > n) {
      out.pop();
      ds.pop();
    }
  }
  return out;
}

function bestShot(s: GameState, sight: Sight, id: string): { targetId: string; need: number } | null {
  const me = s.table.figures.find((f) => f.id === id)!;
  // A player's glance, not a rule: look at the three nearest enemies within 62 cm (nothing farther is
  // in range), and ask the sight about those only.
  const near = nearest(
    s.table.figures,
    me.at,
    3,
    (e, d) => e.role === 'paintballer' && e.team !== me.team && e.status !== 'jammed' && d <= 62,
  );
  let best: { targetId: string; need: number } | null = null;
  for (const e of near) {
    const a = aimAt(s.table, sight, id, e.id, false);
    if (isRejection(a)) continue;
    if (best === null || a.need < best.need) best = { targetId: e.id, need: a.need };
  }
  return best;
}

function stepToward(s: GameState, id: string, goal: Point): Action | null {
  const me = s.table.figures.find((f) => f.id === id)!;
  const here = distance(me.at, goal);
  const options: (Point | { q: number; r: number })[] =
    s.table.mode === 'hex'
      ? hexNeighbours(hexOf(s.table, me))
      : [0, 1, -1, 2, -2].map((k) => {
          const a = Math.atan2(goal.y - me.at.y, goal.x - me.at.x) + (k * Math.PI) / 6;
          const r = Math.min(CM_PER_AP, here);
          return { x: me.at.x + r * Math.cos(a), y: me.at.y + r * Math.sin(a) };
        });
  // The nearest step to the goal that the rules allow (ties: the first listed). Steps are tried
  // nearest first, so most turns ask the movement rules about one step only.
  const layout = layoutOf(s.table);
  const ds = options.map((to) => distance('q' in to ? hexToPoint(layout, to) : to, goal));
  const order = options.map((_, i) => i).sort((a, b) => ds[a]! - ds[b]! || a - b);
  for (const i of order) {
    if (!(ds[i]! < here - 1e-6)) break;
    if (!isRejection(moveTarget(s, me, options[i]!))) return { type: 'move', figureId: id, to: options[i]! };
  }
  return null;
}

function figureAction(s: GameState, sight: Sight, id: string): Action | null {
  const me = s.table.figures.find((f) => f.id === id)!;
  const ap = runOf(s, id).ap;
  if (ap <= 0 || me.status === 'sentry') return null;
  if (me.status === 'out-of-ammo') return ap >= 2 ? { type: 'reload', figureId: id } : null;
  if (me.status === 'impotent') return null; // on its side: nothing to do until the turn ends
  if (me.status === 'active') {
    const shot = bestShot(s, sight, id);
    if (shot !== null && shot.need <= 4)
      return { type: 'shoot', figureId: id, shots: [{ targetId: shot.targetId, dice: ap }] };
    if (shot !== null && shot.need <= 5 && ap >= 2 && !runOf(s, id).aimed)
      return { type: 'aim', figureId: id };
    if (shot !== null && runOf(s, id).aimed)
      return { type: 'shoot', figureId: id, shots: [{ targetId: shot.targetId, dice: ap }] };
  }
  const goal = objective(s, me.team, id);
  return goal === null ? null : stepToward(s, id, goal);
}

/** The automatic player's next action in `s`. */
export function autoAction(s: GameState, sight: Sight): Action | null {
  if (s.phase === 'over') return null;
  if (s.pending !== null) return { type: 'decide', decisionId: s.pending.id, choice: autoDecide(s, sight) };
  if (s.phase === 'command') return { type: 'rollCommand' };
  if (s.current !== null && !isRejection(mayAct(s, s.current))) {
    const a = figureAction(s, sight, s.current);
    if (a !== null) return a;
  }
  for (const f of s.table.figures) {
    // Activated figures first: asking mayAct about them would only build a refusal to throw away.
    if (f.team !== s.active || f.id === s.current || runOf(s, f.id).activated) continue;
    if (isRejection(mayAct(s, f.id))) continue;
    const a = figureAction(s, sight, f.id);
    if (a !== null) return a;
  }
  return { type: 'endTurn' };
}

/** Plays a game to its end with the automatic player on both sides. */
export function playOut(start: GameState, sight: Sight, maxActions = 20000): GameState {
  let s = start;
  for (let i = 0; i < maxActions && s.phase !== 'over'; i++) {
    const a = autoAction(s, sight);
    if (a === null) break;
    const r = apply(s, a, { sight });
    if (!r.ok)
      throw new Error(`the automatic player tried an illegal action: ${r.reason} (${JSON.stringify(a)})`);
    s = r.state;
  }
  return s;
}
