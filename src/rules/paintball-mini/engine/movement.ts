import type { Hex } from '../../../geometry/hex';
import type { Point } from '../../../geometry/point';
import { distance } from '../../../geometry/point';
import { hexDistance, hexEquals } from '../../../geometry/hex';
import { hexToPoint, pointToHex } from '../../../geometry/layout';
import type { Figure } from '../setup/types';
import type { Rejection } from './actions';
import { isHex, reject } from './actions';
import { activate, isRejection, mayAct, runOf, spend, withRun, granted, refuse } from './activation';
import type { Table } from './facts';
import { boardOf, hexOf, layoutOf, offTheArea } from './field';
import { homeOf, structureAt } from './places';
import { placeWords, terrainWords } from './pieceWords';
import type { GameState, PaintCtx } from './gameState';
import { changed } from './gameState';
import { sentriesWatch } from './sentry';
import { freeSlot, isFree } from './standing';
import { takeFlag } from './flag';
import { checkVictory } from './victory';
import { CM_A_TURN, CM_PER_AP, HEXES_A_TURN, REACH_EPS_CM } from './reach';

// PM-AP movement: one adjacent hex per AP (hex mode) or up to 10 cm in a straight line per AP
// (hexless), at most 2 hexes / 20 cm a turn; never into an opponent's hex but by a charge; bases
// never overlap; bunkers and home bases keep their capacities (PM-CAPACITY).

/** Hexless: an opponent's base centre closer than this holds the ground (half a hex). */
export const HELD_CM = 5;

export function opponentsHold(table: Table, f: Figure, to: Point): boolean {
  const layout = layoutOf(table);
  const h = pointToHex(layout, to);
  return table.figures.some(
    (o) =>
      o.role === 'paintballer' &&
      o.team !== f.team &&
      (table.mode === 'hex' ? hexEquals(pointToHex(layout, o.at), h) : distance(o.at, to) < HELD_CM),
  );
}

/** PM-CAPACITY and the scenarios' home-base limits, for a figure about to stand at `to`. */
export function capacityProblem(table: Table, f: Figure, to: Point): Rejection | null {
  const place = structureAt(table, to);
  if (place === null || place.kind === 'trench') return null;
  const inside = table.figures.filter((o) => o.id !== f.id && structureAt(table, o.at)?.id === place.id);
  const home = (['red', 'blue'] as const).find((t) => homeOf(table, t)?.id === place.id);
  if (home !== undefined && table.scenario === 'reverse-flag') {
    if (home === f.team)
      return reject('PM-SCEN-REVERSE', 'nobody enters their own home base in Reverse Flag');
    if (inside.length >= 2) return reject('PM-SCEN-REVERSE', 'at most 2 figures in a base in Reverse Flag');
  }
  if (
    inside.filter((o) => o.team === f.team && o.role === 'paintballer').length >= 2 &&
    f.role === 'paintballer'
  ) {
    return reject(
      'PM-CAPACITY',
      `${terrainWords(table, place)} already holds 2 friendly figures: a spare place must stay free`,
    );
  }
  if (home !== undefined && inside.length >= 3)
    return reject('PM-SCEN-CTF', 'at most 3 figures in a home base');
  return null;
}

/** Where a move to `to` ends, or why it cannot. */
export function moveTarget(
  s: GameState,
  f: Figure,
  to: Point | Hex,
): { at: Point; cost: number } | Rejection {
  const table = s.table;
  const run = runOf(s, f.id);
  if (table.mode === 'hex') {
    const h = isHex(to) ? to : pointToHex(layoutOf(table), to);
    const from = hexOf(table, f);
    if (hexDistance(from, h) !== 1) return reject('PM-AP', 'a move is one step to an adjacent hex');
    if (!boardOf(table).has(h)) return reject('PM-LOS-PERIMETER', 'that hex is off the board');
    if (run.moved + 1 > HEXES_A_TURN)
      return reject('PM-AP', `at most ${HEXES_A_TURN} hexes of movement a turn`);
    const centre = hexToPoint(layoutOf(table), h);
    if (opponentsHold(table, f, centre))
      return reject('PM-AP', 'an opponent holds that hex: only a charge enters it');
    const slot = freeSlot(table, h, f.id);
    if (slot === null) return reject('PM-CAPACITY', 'that hex is full: three bases at most');
    const cap = capacityProblem(table, f, slot);
    return cap ?? { at: slot, cost: 1 };
  }
  if (isHex(to)) return reject('PM-HEXLESS', 'a hexless game moves to a point in cm, not a hex');
  const d = distance(f.at, to);
  if (d > CM_PER_AP + REACH_EPS_CM)
    return reject('PM-AP', `a move is at most ${CM_PER_AP} cm per AP (this is ${d.toFixed(1)} cm)`);
  if (run.moved + d > CM_A_TURN + REACH_EPS_CM)
    return reject('PM-AP', `at most ${CM_A_TURN} cm of movement a turn`);
  if (!boardOf(table).contains(to)) return reject('PM-LOS-PERIMETER', `that point is ${offTheArea(table)}`);
  if (!isFree(table, to, f.id)) return reject('PM-AP', 'bases may not overlap');
  if (opponentsHold(table, f, to))
    return reject('PM-AP', 'an opponent holds that ground: only a charge enters it');
  const cap = capacityProblem(table, f, to);
  return cap ?? { at: { x: to.x, y: to.y }, cost: d };
}

/** Puts a figure at `at`, its flag with it, and picks up a flag it reaches (PM-FLAG). */
export function placeFigure(ctx: PaintCtx, s: GameState, id: string, at: Point): GameState {
  const figures = s.table.figures.map((x) => (x.id === id ? { ...x, at } : x));
  const markers = s.table.markers.map((m) => (m.kind === 'flag' && m.carriedBy === id ? { ...m, at } : m));
  return takeFlag(ctx, changed(s, { table: { ...s.table, figures, markers } }), id);
}

/** PM-IMPOTENT: a figure on its side (pinned, or out of ammo) cannot move or turn. */
function onItsSide(f: Figure): Rejection | null {
  if (f.status === 'impotent')
    return reject('PM-IMPOTENT', `${f.name} is pinned down on its side and cannot move this turn`);
  if (f.status === 'out-of-ammo')
    return reject('PM-IMPOTENT', `${f.name} is out of ammo, on its side: it cannot move until it reloads`);
  return null;
}

/** PM-AIM: moving or turning before the volley loses the aim. */
function loseAim(ctx: PaintCtx, s: GameState, f: Figure, how: 'moved' | 'turned'): GameState {
  if (!runOf(s, f.id).aimed) return s;
  ctx.say('PM-AIM', `${f.name} ${how} before firing: the aim is lost`, f.id);
  return withRun(s, f.id, { aimed: false });
}

/** The figure, if it may move now; else why not (not its turn, jammed, a sentry, on its side). */
export function mayMove(s: GameState, figureId: string): Figure | Rejection {
  const f = mayAct(s, figureId);
  if (isRejection(f)) return f;
  if (f.status === 'sentry')
    return reject('PM-SENTRY', 'a sentry cannot move in its own turn: stand it down');
  return onItsSide(f) ?? f;
}

/** One step of movement: one hex, or up to 10 cm in a straight line (PM-AP). */
export function move(ctx: PaintCtx, s: GameState, figureId: string, to: Point | Hex): GameState {
  const f = granted(ctx, mayMove(s, figureId));
  const target = granted(ctx, moveTarget(s, f, to));
  const acting = activate(s, figureId);
  const moved = runOf(acting, figureId).moved + target.cost;
  let next = spend(ctx, acting, figureId, 1, 'a move', { moved });
  const place = placeWords(s.table, target.at);
  const where = s.table.mode === 'hex' ? place.into : `${target.cost.toFixed(1)} cm ${place.into}`;
  ctx.say('PM-AP', `${f.name} moves ${where} (1 AP)`, figureId, undefined, {
    refs: { ...place.refs, figures: [figureId] },
  });
  next = loseAim(ctx, next, f, 'moved');
  next = placeFigure(ctx, next, figureId, target.at);
  // PM-SENTRY: sentries fire before the step's other effects, so the victory check waits for them.
  next = sentriesWatch(ctx, next, figureId);
  return next.pending === null ? checkVictory(ctx, next) : next;
}

export function rotate(ctx: PaintCtx, s: GameState, figureId: string, facing: number): GameState {
  const f = granted(ctx, mayAct(s, figureId));
  ctx.need(s.table.options.blindSpots, 'PM-BLIND', 'facing only matters with blind spots in play');
  ctx.need(f.status !== 'sentry', 'PM-SENTRY', 'a sentry cannot move in its own turn: stand it down');
  refuse(ctx, onItsSide(f));
  const deg = ((facing % 360) + 360) % 360;
  const facingOk = s.table.mode === 'hexless' || Math.abs(deg / 60 - Math.round(deg / 60)) < 1e-9;
  ctx.need(facingOk, 'PM-BLIND', 'on hexes a figure faces one of the six sides (a multiple of 60°)');
  const next = activate(s, figureId);
  const figures = next.table.figures.map((x) => (x.id === figureId ? { ...x, facing: deg % 360 } : x));
  ctx.say('PM-BLIND', `${f.name} turns to face ${deg}° (free, counts as moved)`, figureId);
  return loseAim(ctx, changed(next, { table: { ...next.table, figures } }), f, 'turned');
}
