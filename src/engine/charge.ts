import { distance } from '../geometry/point';
import { hexDistance, hexEquals } from '../geometry/hex';
import { pointToHex } from '../geometry/layout';
import type { Hex } from '../geometry/hex';
import type { Point } from '../geometry/point';
import type { Figure } from '../setup/types';
import type { Rejection } from './actions';
import type { Table } from './facts';
import { reject } from './actions';
import { activate, isRejection, mayAct, runOf, withRun } from './activation';
import { hexOf, layoutOf } from './field';
import type { GameState } from './gameState';
import type { Step } from './step';
import { commit } from './step';
import { crowdIn, freeSpotNear } from './standing';
import { HELD_CM, capacityProblem } from './movement';
import { sentriesFire } from './sentry';
import { startShootout } from './shootout';
import { checkVictory } from './victory';

// PM-CHARGE / PM-IMPOTENT: a hex whose opponents are all impotent may be charged. Every declared
// charger that can reach it moves in (1 AP a hex, the 2-hex limit holds); defenders out of ammo are
// removed at once; then the point-blank shootout.

export function defendersOf(s: GameState, targetId: string): string[] {
  const t = s.table.figures.find((f) => f.id === targetId)!;
  const layout = layoutOf(s.table);
  const h = pointToHex(layout, t.at);
  return s.table.figures
    .filter(
      (f) =>
        f.role === 'paintballer' &&
        f.team === t.team &&
        (s.table.mode === 'hex' ? hexEquals(pointToHex(layout, f.at), h) : distance(f.at, t.at) < HELD_CM),
    )
    .map((f) => f.id);
}

/** AP a charger spends to reach the target: hexes (hex mode), or 10 cm an AP (hexless). */
function chargeCost(s: GameState, id: string, targetId: string): { ap: number; moved: number } | null {
  const f = s.table.figures.find((x) => x.id === id)!;
  const t = s.table.figures.find((x) => x.id === targetId)!;
  const run = runOf(s, id);
  if (s.table.mode === 'hex') {
    const d = hexDistance(hexOf(s.table, f), hexOf(s.table, t));
    if (d < 1 || d > run.ap || run.moved + d > 2) return null;
    return { ap: d, moved: d };
  }
  const d = Math.max(0, distance(f.at, t.at) - 2.6);
  const ap = Math.max(1, Math.ceil(d / 10 - 1e-9));
  if (ap > run.ap || run.moved + d > 20 + 1e-9) return null;
  return { ap, moved: d };
}

/** Where a charger stands in the charged hex (hex mode) or beside the charged figure (hexless). */
function chargeSpot(table: Table, target: Figure, h: Hex, me: Figure): Point {
  return table.mode === 'hex' ? crowdIn(table, h, me.id) : freeSpotNear(table, target.at, me.id, me.at, 2);
}

/**
 * PM-CHARGE: a charge obeys the scenario's base rules. The chargers are stood in, one after another,
 * and each must be allowed where it ends (own base in Reverse Flag, a home base's limit, chargers and
 * defenders together).
 */
function baseRulesProblem(
  s: GameState,
  target: Figure,
  h: Hex,
  figureIds: readonly string[],
): Rejection | null {
  let table = s.table;
  for (const id of figureIds) {
    const me = table.figures.find((f) => f.id === id)!;
    const to = chargeSpot(table, target, h, me);
    const problem = capacityProblem(table, me, to);
    if (problem !== null) return problem;
    table = { ...table, figures: table.figures.map((f) => (f.id === id ? { ...f, at: to } : f)) };
  }
  return null;
}

export function charge(
  s: GameState,
  targetId: string,
  figureIds: readonly string[],
  step: Step,
): GameState | Rejection {
  if (s.phase !== 'play') return reject('PM-CMD', 'roll the command dice first');
  const target = s.table.figures.find((f) => f.id === targetId);
  if (target === undefined || target.role !== 'paintballer' || target.team === s.active) {
    return reject('PM-CHARGE', 'charge an opponent paintballer on the table');
  }
  const defenders = defendersOf(s, targetId);
  const states = defenders.map((id) => s.table.figures.find((f) => f.id === id)!);
  if (states.some((f) => f.status === 'jammed'))
    return reject('PM-CHARGE', 'a neutral (jammed) figure cannot be charged');
  if (states.some((f) => f.status !== 'impotent' && f.status !== 'out-of-ammo')) {
    return reject('PM-IMPOTENT', 'only a hex whose opponents are all impotent can be charged');
  }
  if (figureIds.length === 0 || new Set(figureIds).size !== figureIds.length) {
    return reject('PM-CHARGE', 'name each charging figure once');
  }
  let fresh = 0;
  for (const id of figureIds) {
    const f = mayAct(s, id);
    if (isRejection(f)) return f;
    if (f.status !== 'active') return reject('PM-CHARGE', `${f.name} cannot charge while ${f.status}`);
    if (chargeCost(s, id, targetId) === null)
      return reject('PM-AP', `${f.name} cannot reach the charged hex this turn`);
    if (!runOf(s, id).activated && s.current !== id) fresh++;
  }
  const left = s.allowance[s.active!];
  if (left !== null && fresh > left)
    return reject('PM-CMD', 'the command dice do not allow that many figures to act');
  const h = hexOf(s.table, target);
  const marshalsThere = s.table.figures.filter(
    (f) => f.role === 'marshal' && hexEquals(hexOf(s.table, f), h),
  ).length;
  if (s.table.mode === 'hex' && marshalsThere + figureIds.length > 3) {
    return reject('PM-CAPACITY', 'three bases at most in a hex: the winners of the shootout must fit');
  }
  const base = baseRulesProblem(s, target, h, figureIds);
  if (base !== null) return base;
  step.say(
    s,
    'PM-CHARGE',
    `charge on ${target.name}'s hex by ${figureIds.map((id) => s.table.figures.find((f) => f.id === id)!.name).join(', ')}`,
  );
  let next = s;
  for (const id of figureIds) {
    if (!next.table.figures.some((f) => f.id === id)) continue;
    const cost = chargeCost(next, id, targetId)!;
    next = activate(next, id);
    const run = runOf(next, id);
    next = withRun(next, id, { ap: run.ap - cost.ap, moved: run.moved + cost.moved, done: true });
    const me = next.table.figures.find((f) => f.id === id)!;
    const to = chargeSpot(next.table, target, h, me);
    const field = step.field(next);
    field.moveTo(id, to);
    next = commit(next, field);
    next = sentriesFire(next, id, step);
  }
  next = { ...next, current: null };
  const field = step.field(next);
  for (const d of states)
    if (d.status === 'out-of-ammo') field.eliminate(d.id, 'PM-CHARGE', 'is out of ammo when charged');
  next = commit(next, field);
  const alive = (id: string) => next.table.figures.some((f) => f.id === id);
  const attackers = figureIds.filter(alive);
  const standing = defenders.filter(alive);
  if (attackers.length === 0 || standing.length === 0) return checkVictory(next, step);
  return startShootout(next, attackers, standing, step);
}
