import { distance } from '../../../geometry/point';
import { hexDistance, hexEquals, hexLine, hexNeighbours } from '../../../geometry/hex';
import { pointToHex } from '../../../geometry/layout';
import type { Hex } from '../../../geometry/hex';
import type { Point } from '../../../geometry/point';
import type { Figure } from '../setup/types';
import type { Rejection } from './actions';
import type { Table } from './facts';
import { activate, mayAct, runOf, withRun, granted, refuse } from './activation';
import { boardOf, hexOf, layoutOf, commit, fieldOf } from './field';
import type { PaintCtx, ChargeRun, GameState } from './gameState';
import { changed } from './gameState';
import { crowdIn, freeSlot, freeSpotNear, isFree } from './standing';
import { HELD_CM, capacityProblem, opponentsHold } from './movement';
import { sentriesWatch } from './sentry';
import { startShootout } from './shootout';
import { checkVictory } from './victory';
import { CM_A_TURN, CM_PER_AP, HEXES_A_TURN, REACH_EPS_CM } from './reach';

// PM-CHARGE / PM-IMPOTENT: a hex whose opponents are all impotent may be charged. Every declared
// charger that can reach it moves in (1 AP a hex, the 2-hex limit holds), step by step, each step a
// sentry may shoot asked of its owner (PM-SENTRY, EN-SENTRY-CHARGE); defenders out of ammo are
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
    if (d < 1 || d > run.ap || run.moved + d > HEXES_A_TURN) return null;
    return { ap: d, moved: d };
  }
  const d = Math.max(0, distance(f.at, t.at) - 2.6);
  const ap = Math.max(1, Math.ceil(d / CM_PER_AP - REACH_EPS_CM));
  if (ap > run.ap || run.moved + d > CM_A_TURN + REACH_EPS_CM) return null;
  return { ap, moved: d };
}

/** Where a charger stands in the charged hex (hex mode) or beside the charged figure (hexless). */
function chargeSpot(table: Table, target: Figure, h: Hex, me: Figure): Point {
  return table.mode === 'hex' ? crowdIn(table, h, me.id) : freeSpotNear(table, target.at, me.id, me.at, 2);
}

/**
 * PM-SENTRY: where a charger stands after each step short of the charged hex (one hex, or up to
 * 10 cm in a straight line), or null when no hex on the way may be entered (hex mode).
 */
function wayTo(table: Table, me: Figure, target: Figure, steps: number): Point[] | null {
  if (table.mode === 'hex') {
    if (steps < 2) return [];
    const from = hexOf(table, me);
    const to = hexOf(table, target);
    const line = hexLine(from, to)[1]!;
    const board = boardOf(table);
    const ways = [line, ...hexNeighbours(from).filter((h) => !hexEquals(h, line))]
      .filter((h) => hexDistance(h, to) === 1 && board.has(h))
      .map((h) => freeSlot(table, h, me.id))
      .filter(
        (p): p is Point =>
          p !== null && !opponentsHold(table, me, p) && capacityProblem(table, me, p) === null,
      );
    return ways.length > 0 ? [ways[0]!] : null;
  }
  const length = distance(me.at, target.at);
  const moved = Math.max(0, length - 2.6);
  const out: Point[] = [];
  for (let k = 1; k < steps; k++) {
    const f = (k * moved) / steps / length;
    const p = { x: me.at.x + (target.at.x - me.at.x) * f, y: me.at.y + (target.at.y - me.at.y) * f };
    out.push(isFree(table, p, me.id) ? p : freeSpotNear(table, p, me.id, me.at));
  }
  return out;
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
  ctx: PaintCtx,
  s: GameState,
  targetId: string,
  figureIds: readonly string[],
): GameState {
  ctx.need(s.phase === 'play', 'PM-CMD', 'roll the command dice first');
  const target = s.table.figures.find((f) => f.id === targetId);
  ctx.need(
    target !== undefined && target.role === 'paintballer' && target.team !== s.active,
    'PM-CHARGE',
    'charge an opponent paintballer on the table',
  );
  const defenders = defendersOf(s, targetId);
  const states = defenders.map((id) => s.table.figures.find((f) => f.id === id)!);
  const jammed = states.some((f) => f.status === 'jammed');
  ctx.need(!jammed, 'PM-CHARGE', 'a neutral (jammed) figure cannot be charged');
  const allDown = states.every((f) => f.status === 'impotent' || f.status === 'out-of-ammo');
  ctx.need(allDown, 'PM-IMPOTENT', 'only a hex whose opponents are all impotent can be charged');
  const named = figureIds.length > 0 && new Set(figureIds).size === figureIds.length;
  ctx.need(named, 'PM-CHARGE', 'name each charging figure once');
  let fresh = 0;
  for (const id of figureIds) {
    const f = granted(ctx, mayAct(s, id));
    ctx.need(f.status === 'active', 'PM-CHARGE', `${f.name} cannot charge while ${f.status}`);
    const cost = chargeCost(s, id, targetId);
    ctx.need(cost !== null, 'PM-AP', `${f.name} cannot reach the charged hex this turn`);
    const way = wayTo(s.table, f, target, cost.ap);
    ctx.need(way !== null, 'PM-CHARGE', `${f.name} has no free hex on the way to the charged hex`);
    if (!runOf(s, id).activated && s.current !== id) fresh++;
  }
  const left = s.allowance[s.active!];
  const allowed = left === null || fresh <= left;
  ctx.need(allowed, 'PM-CMD', 'the command dice do not allow that many figures to act');
  const h = hexOf(s.table, target);
  const marshalsThere = s.table.figures.filter(
    (f) => f.role === 'marshal' && hexEquals(hexOf(s.table, f), h),
  ).length;
  const fits = s.table.mode !== 'hex' || marshalsThere + figureIds.length <= 3;
  ctx.need(fits, 'PM-CAPACITY', 'three bases at most in a hex: the winners of the shootout must fit');
  refuse(ctx, baseRulesProblem(s, target, h, figureIds));
  ctx.say(
    'PM-CHARGE',
    `charge on ${target.name}'s hex by ${figureIds.map((id) => s.table.figures.find((f) => f.id === id)!.name).join(', ')}`,
  );
  const run: ChargeRun = {
    targetId,
    defenders,
    chargers: [...figureIds],
    moving: 0,
    waypoints: null,
    dropped: [],
  };
  return goOnCharging(ctx, changed(s, { charge: run }));
}

/**
 * The charge under way takes its next steps, charger after charger. It pauses when a sentry's owner
 * is asked about a step (PM-SENTRY) and goes on from here after the answers; once every charger has
 * moved, the defenders out of ammo are removed and the shootout begins.
 */
export function goOnCharging(ctx: PaintCtx, start: GameState): GameState {
  let s = start;
  for (;;) {
    s = dropOuts(ctx, s);
    const c = s.charge!;
    const id = c.chargers[c.moving];
    if (id === undefined) return arrive(ctx, s);
    if (c.dropped.includes(id)) {
      s = changed(s, { charge: { ...c, moving: c.moving + 1, waypoints: null } });
      continue;
    }
    if (c.waypoints === null) s = setOff(s, id);
    const run = s.charge!;
    const [next, ...rest] = run.waypoints!;
    const target = s.table.figures.find((f) => f.id === run.targetId)!;
    const to = next ?? chargeSpot(s.table, target, hexOf(s.table, target), figureOf(s, id));
    const field = fieldOf(ctx, s);
    field.moveTo(id, to);
    s = commit(ctx, s, field);
    const after: ChargeRun =
      next === undefined ? { ...run, moving: run.moving + 1, waypoints: null } : { ...run, waypoints: rest };
    s = sentriesWatch(ctx, changed(s, { charge: after }), id);
    if (s.pending !== null) return s;
  }
}

const figureOf = (s: GameState, id: string): Figure => s.table.figures.find((f) => f.id === id)!;

/** A charger sets off: it is activated, pays its AP, and its way to the charged hex is laid out. */
function setOff(s: GameState, id: string): GameState {
  const c = s.charge!;
  const cost = chargeCost(s, id, c.targetId)!;
  let next = activate(s, id);
  const run = runOf(next, id);
  next = withRun(next, id, { ap: run.ap - cost.ap, moved: run.moved + cost.moved, done: true });
  const waypoints = wayTo(next.table, figureOf(next, id), figureOf(next, c.targetId), cost.ap) ?? [];
  return changed(next, { charge: { ...c, waypoints } });
}

/** PM-SENTRY: a charger killed or put on its side by a sentry's shot drops out of the charge where it was hit. */
function dropOuts(ctx: PaintCtx, s: GameState): GameState {
  const c = s.charge!;
  const fresh = c.chargers.filter((id) => {
    if (c.dropped.includes(id)) return false;
    const f = s.table.figures.find((x) => x.id === id);
    return f === undefined || f.status !== 'active';
  });
  if (fresh.length === 0) return s;
  for (const id of fresh) {
    const name = (s.table.figures.find((f) => f.id === id) ?? s.out.find((f) => f.id === id))?.name ?? id;
    ctx.say('PM-CHARGE', `${name} drops out of the charge`, id);
  }
  return changed(s, { charge: { ...c, dropped: [...c.dropped, ...fresh] } });
}

/** Every charger has moved: defenders out of ammo are removed, then the shootout (or none). */
function arrive(ctx: PaintCtx, start: GameState): GameState {
  const c = start.charge!;
  let s = changed(start, { charge: null, current: null });
  const alive = (id: string) => s.table.figures.some((f) => f.id === id);
  const attackers = c.chargers.filter((id) => alive(id) && !c.dropped.includes(id));
  const target = s.table.figures.find((f) => f.id === c.targetId) ?? s.out.find((f) => f.id === c.targetId);
  if (attackers.length === 0) {
    ctx.say(
      'PM-CHARGE',
      `no charger is left: the charge on ${target?.name ?? 'the charged figure'}'s hex ends`,
    );
    return checkVictory(ctx, s);
  }
  const field = fieldOf(ctx, s);
  for (const id of c.defenders) {
    const d = s.table.figures.find((f) => f.id === id);
    if (d?.status === 'out-of-ammo') field.eliminate(d.id, 'PM-CHARGE', 'is out of ammo when charged');
  }
  s = commit(ctx, s, field);
  const standing = c.defenders.filter(alive);
  if (standing.length === 0) return checkVictory(ctx, s);
  return startShootout(ctx, s, attackers, standing);
}
