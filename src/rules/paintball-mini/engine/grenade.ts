import type { Hex } from '../../../geometry/hex';
import type { Point } from '../../../geometry/point';
import { distance } from '../../../geometry/point';
import { hexDistance, hexEquals, hexNeighbours } from '../../../geometry/hex';
import { hexToPoint, pointToHex } from '../../../geometry/layout';
import { isHex } from './actions';
import { activate, mayAct, spend, granted } from './activation';
import type { Choice } from './decisions';
import { grenadeMisses, paintGrenadeMarks } from './dieRules';
import { boardOf, hexOf, layoutOf, offTheArea, commit, fieldOf } from './field';
import { paintcheck } from './paintcheck';
import type { GameState, PaintCtx } from './gameState';
import { other, teamName } from './gameState';
import { checkVictory } from './victory';
import { result, rolled } from '../../../game/log';
import { placeWords } from './pieceWords';
import { splatOn } from './splat';
import { BAND_CM } from '../board/rangeBands';
import type { Table } from './facts';

// PM-GRENADE, PM-SMOKE, PM-PAINTGRENADE: a throw of up to 2 hexes (20 cm) at a hex (a point); a miss
// is placed by the opponent next to it; smoke fills the hex (a 5 cm cloud), paint marks all there.

export const SMOKE_RADIUS_CM = 5;
/** PM-GRENADE: how far a grenade is thrown, in hexes (hexless: as many bands of cm). */
export const GRENADE_REACH_HEXES = 2;
export const GRENADE_REACH_CM = GRENADE_REACH_HEXES * BAND_CM;
/** The reach in a player's words for the table's mode: "2 hexes", "20 cm". */
export const grenadeReach = (mode: Table['mode']): string =>
  mode === 'hex' ? `${GRENADE_REACH_HEXES} hexes` : `${GRENADE_REACH_CM} cm`;
const PAINT_RADIUS_CM = 5;

export function throwGrenade(
  ctx: PaintCtx,
  s: GameState,
  figureId: string,
  kind: 'smoke' | 'paint',
  at: Point | Hex,
): GameState {
  ctx.need(s.table.options.grenades, 'PM-GRENADE', 'grenades are not in play in this set-up');
  const f = granted(ctx, mayAct(s, figureId));
  ctx.need(f.status !== 'sentry', 'PM-SENTRY', 'a sentry cannot act in its own turn: stand it down');
  ctx.need(f.status !== 'impotent', 'PM-IMPOTENT', `${f.name} is pinned down and cannot throw`);
  ctx.need(
    f.status !== 'out-of-ammo',
    'PM-IMPOTENT',
    `${f.name} is out of ammo, on its side: it cannot throw until it reloads`,
  );
  const index = f.grenades.indexOf(kind);
  ctx.need(index >= 0, 'PM-GRENADE', `${f.name} carries no ${kind} grenade`);
  const layout = layoutOf(s.table);
  let aimPoint: Point;
  if (s.table.mode === 'hex') {
    const h = isHex(at) ? at : pointToHex(layout, at);
    ctx.need(boardOf(s.table).has(h), 'PM-GRENADE', 'that hex is off the board');
    const reached = hexDistance(h, hexOf(s.table, f)) <= GRENADE_REACH_HEXES;
    ctx.need(reached, 'PM-GRENADE', `a grenade reaches ${grenadeReach('hex')} at most`);
    aimPoint = hexToPoint(layout, h);
  } else {
    ctx.need(!isHex(at), 'PM-HEXLESS', 'a hexless game aims at a point in cm');
    const reached = distance(at, f.at) <= GRENADE_REACH_CM + 1e-9;
    ctx.need(reached, 'PM-GRENADE', `a grenade reaches ${grenadeReach('hexless')} at most`);
    ctx.need(boardOf(s.table).contains(at), 'PM-GRENADE', `that point is ${offTheArea(s.table)}`);
    aimPoint = { x: at.x, y: at.y };
  }
  const paid = spend(ctx, activate(s, figureId), figureId, 2, 'a grenade');
  const grenades = f.grenades.filter((_, i) => i !== index);
  let next: GameState = {
    ...paid,
    table: {
      ...paid.table,
      figures: paid.table.figures.map((x) => (x.id === figureId ? { ...x, grenades } : x)),
    },
  };
  const die = ctx.dice.roll(6);
  const missed = grenadeMisses(die, f.expert);
  const missOn = f.expert ? '1 (expert)' : '1 or 6';
  ctx.say(
    'PM-GRENADE',
    `${f.name} throws a ${kind} grenade (2 AP), misses on ${missOn}: ${die} → ${missed ? 'missed' : 'on target'}`,
    figureId,
    rolled(6, [die]),
    {
      outcomes: [result(missed ? 'missed' : 'on target')],
      refs: { ...placeWords(s.table, aimPoint).refs, figures: [figureId] },
    },
  );
  if (!missed) return detonate(ctx, next, kind, aimPoint);
  const placer = other(f.team);
  const options =
    s.table.mode === 'hex'
      ? hexNeighbours(pointToHex(layout, aimPoint))
          .filter((h) => boardOf(s.table).has(h))
          .map((h) => hexToPoint(layout, h))
      : [];
  next = {
    ...next,
    pending: {
      kind: 'placeGrenade',
      id: next.nextDecision,
      player: placer,
      question: `${teamName(placer)}: where does the missed ${kind} grenade land?`,
      grenade: kind,
      throwerId: figureId,
      aim: aimPoint,
      options,
      within: 10,
    },
    nextDecision: next.nextDecision + 1,
  };
  return next;
}

export function placeGrenade(ctx: PaintCtx, s: GameState, choice: Choice): GameState {
  const p = s.pending;
  if (p?.kind !== 'placeGrenade') return s;
  let at: Point;
  if (typeof choice === 'number') {
    const o = p.options[choice];
    ctx.need(o !== undefined, 'PM-GRENADE', 'choose one of the hexes next to the target hex');
    at = o;
  } else {
    ctx.need(s.table.mode !== 'hex', 'PM-GRENADE', 'choose one of the hexes next to the target hex');
    const within = distance(choice, p.aim) <= p.within + 1e-9;
    ctx.need(within, 'PM-GRENADE', `a missed grenade lands within ${p.within} cm of the target point`);
    ctx.need(boardOf(s.table).contains(choice), 'PM-GRENADE', `that point is ${offTheArea(s.table)}`);
    at = { x: choice.x, y: choice.y };
  }
  const place = placeWords(s.table, at);
  const off =
    s.table.mode === 'hex'
      ? 'in the next hex'
      : `${distance(at, p.aim).toFixed(1)} cm from where it was thrown`;
  ctx.say(
    'PM-GRENADE',
    `${teamName(p.player)} places the missed grenade ${off}, ${place.at}`,
    undefined,
    undefined,
    { refs: place.refs },
  );
  return detonate(ctx, { ...s, pending: null }, p.grenade, at);
}

function detonate(ctx: PaintCtx, s: GameState, kind: 'smoke' | 'paint', at: Point): GameState {
  if (kind === 'smoke') {
    const id = `smoke-${s.log.length + ctx.said.length}`;
    ctx.say(
      'PM-SMOKE',
      `smoke fills the ${s.table.mode === 'hex' ? 'hex' : 'ground within 5 cm'} ${placeWords(s.table, at).at}`,
      undefined,
      undefined,
      { refs: { terrain: [id], at: { x: at.x, y: at.y } } },
    );
    const terrain = [...s.table.terrain, { id, kind: 'smoke' as const, at, radius: SMOKE_RADIUS_CM }];
    return { ...s, table: { ...s.table, terrain } };
  }
  const layout = layoutOf(s.table);
  const h = pointToHex(layout, at);
  const caught = s.table.figures.filter(
    (f) =>
      f.role === 'paintballer' &&
      (s.table.mode === 'hex'
        ? hexEquals(pointToHex(layout, f.at), h)
        : distance(f.at, at) <= PAINT_RADIUS_CM),
  );
  ctx.say(
    'PM-PAINTGRENADE',
    `paint grenade bursts: ${caught.length === 0 ? 'nobody there' : caught.map((f) => f.name).join(', ')}`,
    undefined,
    undefined,
    { refs: { figures: caught.map((f) => f.id), at: { x: at.x, y: at.y } } },
  );
  const field = fieldOf(ctx, s);
  for (const f of caught) {
    const die = ctx.dice.roll(6);
    const marked = paintGrenadeMarks(die);
    field.say(
      'PM-PAINTGRENADE',
      `${f.name}, untouched on 1 or 6: ${die} → ${marked ? 'marked' : 'untouched'}`,
      f.id,
      [die],
      marked ? { outcomes: [result('marked')], leaves: [splatOn(f)] } : { outcomes: [result('untouched')] },
    );
    if (marked) paintcheck(field, f.id, ctx.dice);
  }
  return checkVictory(ctx, commit(ctx, s, field));
}
