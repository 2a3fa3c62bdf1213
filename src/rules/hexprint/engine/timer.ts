import { rolled } from '../../../game/log';
import type { Ctx, HexPrintState } from './gameState';
import { checkWipe, scoreHill, timeIsUp } from './mission';
import { neutralAct } from './neutral';
import { rollOff } from './random';
import { isInPlay, seatName, unitById } from './units';

// The Hex Timer. HP-TIMER: markers go on segments before play, s − 1 positive counters for segment
// s; each player puts all of theirs on, one player after another (EN-HP-MARKERS). HP-TICK: time turns one segment (6 → 1 a new round); the markers there go to the pools.
// HP-INIT: a d6 per marker that came off; the highest total goes first. HP-ACTIVATE: faces 6 down
// to 1, players in turn from the first player. HP-NEUTRAL, then time turns again.

/** The segment `n` forward of `segment`, 1–6 round. */
export const forward = (segment: number, n: number): number => ((segment - 1 + n) % 6) + 1;

export function placeMarker(ctx: Ctx, unitId: string, segment: number): HexPrintState {
  const s = ctx.state;
  const unit = unitById(s, unitId);
  ctx.need(unit !== undefined, 'HP-TIMER', `there is no unit "${unitId}"`);
  ctx.need(unit.seat === s.placer, 'HP-TIMER', `it is ${seatName(s, s.placer)}'s turn to place a marker`);
  ctx.need(
    unit.marker === null,
    'HP-TIMER',
    `${unit.name}'s marker is already on segment ${String(unit.marker)}`,
  );
  unit.marker = segment;
  unit.counters = segment - 1;
  const counters =
    segment === 1 ? 'no positive counters' : `${segment - 1} positive counter${segment === 2 ? '' : 's'}`;
  ctx.say(
    'HP-TIMER',
    `${seatName(s, unit.seat)} puts ${unit.name}'s marker on segment ${segment}: ${counters}.`,
    unit.id,
  );
  // EN-HP-MARKERS: the rulebook has each player place "initiative markers … for each unit card they
  // have", with no turns between players (unlike deployment); one player puts all theirs on, so the
  // screen changes hands once, not once a marker.
  nextPlacer(ctx, s.seats.indexOf(s.placer));
  return ctx.state;
}

/** The first seat clockwise from `from` (itself included) with a marker to place; time turns when none is left. */
export function nextPlacer(ctx: Ctx, from: number): void {
  const s = ctx.state;
  for (let k = 0; k < s.seats.length; k++) {
    const seat = s.seats[(from + k) % s.seats.length]!;
    if (s.units.some((u) => u.seat === seat && u.marker === null && isInPlay(u))) {
      s.placer = seat;
      s.phase = 'markers';
      return;
    }
  }
  ctx.say('HP-TIMER', 'Every marker is on the Timer, which starts on 6.');
  turnTime(ctx);
}

export function turnTime(ctx: Ctx): HexPrintState {
  const s = ctx.state;
  const t = s.timer;
  const was = t.segment;
  t.segment = forward(was, 1);
  t.turn++;
  for (const u of s.units) u.usedThisTurn = [0, 0];
  ctx.say('HP-TICK', `Time turns: the Timer moves to segment ${t.segment}.`);
  if (t.segment === 6) scoreHill(ctx);
  if (t.segment === 6 && ++t.sixes >= s.mission.rotations) {
    timeIsUp(ctx);
    return ctx.state;
  }
  if (was === 6) newRound(ctx);
  const off = s.units.filter((u) => u.marker === t.segment && isInPlay(u));
  for (const u of off) u.marker = 'pool';
  initiative(
    ctx,
    off.map((u) => u.seat),
  );
  return ctx.state;
}

function newRound(ctx: Ctx): void {
  const s = ctx.state;
  s.timer.round++;
  for (const u of s.units) {
    u.usedThisRound = [0, 0];
    u.spottedBy = [];
  }
  ctx.say('HP-TICK', `Round ${s.timer.round} begins: abilities used per round are ready again.`);
}

/** HP-INIT: each player's dice for the markers that came off; the highest total is the first player. */
function initiative(ctx: Ctx, markerSeats: readonly string[]): void {
  const s = ctx.state;
  const totals = new Map<string, number>();
  for (const seat of s.seats) {
    const n = markerSeats.filter((x) => x === seat).length;
    if (n === 0) continue;
    const dice = Array.from({ length: n }, () => ctx.dice.roll(6));
    s.pools[seat]!.push(...dice);
    totals.set(
      seat,
      dice.reduce((a, b) => a + b, 0),
    );
    ctx.say(
      'HP-INIT',
      `${seatName(s, seat)} rolls ${n} initiative ${n === 1 ? 'die' : 'dice'}: total ${totals.get(seat)}.`,
      undefined,
      rolled(6, dice),
    );
  }
  if (totals.size === 0) {
    ctx.say('HP-INIT', `No marker is on segment ${s.timer.segment}.`);
    return endTurn(ctx);
  }
  const top = Math.max(...totals.values());
  const tied = s.seats.filter((seat) => totals.get(seat) === top);
  const first = tied.length === 1 ? tied[0]! : rollOff(ctx, 'HP-INIT', tied, 'for first player');
  const at = s.seats.indexOf(first);
  s.order = s.seats.map((_, i) => s.seats[(at + i) % s.seats.length]!);
  ctx.say('HP-INIT', `${seatName(s, first)} is the first player.`);
  s.face = 6;
  settle(ctx, 0);
}

/** HP-ACTIVATE: whose go it is, from `from` in player order, at the face being activated or lower. */
export function settle(ctx: Ctx, from: number): void {
  const s = ctx.state;
  const n = s.order.length;
  for (let face = s.face, start = from; face >= 1; face--, start = 0)
    for (let k = 0; k < n; k++) {
      const idx = (start + k) % n;
      if (s.pools[s.order[idx]!]!.includes(face)) {
        s.face = face;
        s.next = idx;
        s.phase = 'activations';
        return;
      }
    }
  endTurn(ctx);
}

function endTurn(ctx: Ctx): void {
  neutralAct(ctx);
  checkWipe(ctx);
  if (ctx.state.phase === 'over') return;
  ctx.state.phase = 'time';
  ctx.say('HP-ACTIVATE', 'Every die is spent: time turns next.');
}
