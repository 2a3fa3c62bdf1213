import type { Ctx } from './gameState';
import { gap, hexesOf, isInPlay, seatName } from './units';

// The mission's scoring and end (HP-END): Skirmish is won when the enemy has no units left, else by
// the damage dealt when time runs out; King of the Hill scores a point each time the Timer turns to
// 6 (the last time, which ends the game, included) for a side alone within 1 of the hill's top, and
// the most points win when time runs out.

/** Seats with a unit in play. */
const standing = (ctx: Ctx): string[] =>
  ctx.state.seats.filter((seat) => ctx.state.units.some((u) => u.seat === seat && isInPlay(u)));

/** King of the Hill's point, as the Timer turns to 6. */
export function scoreHill(ctx: Ctx): void {
  const { mission } = ctx.state;
  if (mission.kind !== 'king of the hill' || mission.hill === null) return;
  const top = mission.hill;
  const there = ctx.state.seats.filter((seat) =>
    ctx.state.units.some(
      (u) => u.seat === seat && u.models.some((m) => m.gone === null && gap(hexesOf(u, m), [top]) <= 1),
    ),
  );
  if (there.length !== 1) {
    ctx.say(
      'HP-TICK',
      there.length === 0 ? 'Nobody holds the hill: no point.' : 'The hill is contested: no point.',
    );
    return;
  }
  const seat = there[0]!;
  ctx.state.score[seat] = (ctx.state.score[seat] ?? 0) + 1;
  ctx.say(
    'HP-TICK',
    `${seatName(ctx.state, seat)} holds the hill alone and scores a point (${ctx.state.score[seat]}).`,
  );
}

function finish(ctx: Ctx, result: string, words: string): void {
  ctx.state.result = result;
  ctx.state.phase = 'over';
  ctx.state.activation = null;
  ctx.say('HP-END', words);
}

/** Skirmish ends the moment one side is left with units. */
export function checkWipe(ctx: Ctx): void {
  if (ctx.state.phase === 'over' || ctx.state.phase === 'deploy' || ctx.state.mission.kind !== 'skirmish')
    return;
  const left = standing(ctx);
  if (left.length === 1)
    finish(ctx, left[0]!, `${seatName(ctx.state, left[0]!)} wins: the enemy has no units left.`);
  else if (left.length === 0) finish(ctx, 'draw', 'A draw: no side has a unit left.');
}

/** The Timer turned to 6 for the last time: the mission's count decides. */
export function timeIsUp(ctx: Ctx): void {
  const skirmish = ctx.state.mission.kind === 'skirmish';
  const tally = skirmish ? ctx.state.dealt : ctx.state.score;
  const what = skirmish ? 'damage dealt' : 'points';
  const counts = ctx.state.seats.map((seat) => `${seatName(ctx.state, seat)} ${tally[seat] ?? 0}`).join(', ');
  const top = Math.max(...ctx.state.seats.map((seat) => tally[seat] ?? 0));
  const best = ctx.state.seats.filter((seat) => (tally[seat] ?? 0) === top);
  const rotations = ctx.state.mission.rotations;
  const head = `The Timer turns to 6 for the ${rotations === 3 ? 'third' : `${rotations}th`} time: the game ends (${what}: ${counts}).`;
  if (best.length === 1) finish(ctx, best[0]!, `${head} ${seatName(ctx.state, best[0]!)} wins.`);
  else finish(ctx, 'draw', `${head} A draw.`);
}
