import type { BattleState, Ctx, SeatView } from './gameState';
import { actor, restate } from './gameState';
import { nameOf } from './names';

// An agreed draw (HB-DRAW): the seat to act may offer one at any time in play; every other seat
// still standing then answers in turn, clockwise, and the game ends with no winner only if all of
// them agree. One that declines lets the game go on where it was. The app offers it once 20 full
// rounds have passed with no damage taken and no tile revealed.

/** Quiet rounds after which the app offers a draw. */
export const QUIET_ROUNDS_FOR_A_DRAW = 20;

/** Whether an offer of a draw waits for answers: nothing else may be done until it is settled. */
export const drawAsked = (s: SeatView): boolean => s.draw !== null && s.draw.answer === 'asked';

/** Whether the game ended in a draw everyone agreed to. */
export const drawn = (s: SeatView): boolean => s.phase === 'over' && s.draw?.answer === 'agreed';

/** The turns played to their end since the last damage taken or tile revealed. */
export const quietTurns = (s: SeatView): number => Math.max(0, s.turn - s.calmSince);

/**
 * The full rounds played since then: each character standing takes one turn a round, and how many
 * stand cannot change in a quiet spell (a death is damage).
 */
export function quietRounds(s: SeatView): number {
  const standing = s.characters.filter((c) => !c.dead).length;
  return standing === 0 ? 0 : Math.floor(quietTurns(s) / standing);
}

/** Whether the app offers a draw now (HB-DRAW's 20 quiet rounds), play going on and no offer waiting. */
export const drawOffered = (s: SeatView): boolean =>
  s.phase === 'play' && !drawAsked(s) && quietRounds(s) >= QUIET_ROUNDS_FOR_A_DRAW;

/** Whether the seat to act has offered a draw in this turn already (and been answered). */
export const offeredThisTurn = (s: SeatView): boolean =>
  s.draw !== null && s.draw.turn === s.turn && s.draw.by === actor(s).seat;

/** The state after damage was taken or a tile revealed in this turn: the quiet count starts again. */
export const stirred = (s: BattleState): BattleState => restate(s, { calmSince: s.turn + 1 });

export function offerDraw(ctx: Ctx): BattleState {
  const s = ctx.state;
  const me = actor(s);
  ctx.need(!offeredThisTurn(s), 'HB-DRAW', `${me.name} has already offered a draw this turn`);
  const n = s.characters.length;
  const waiting: string[] = [];
  for (let k = 1; k < n; k++) {
    const c = s.characters[(s.active + k) % n]!;
    if (!c.dead) waiting.push(c.seat);
  }
  const who = waiting.map((seat) => nameOf(s, seat));
  const answer = who.length === 1 ? `${who[0]} answers` : `${who.join(', then ')} answer in turn`;
  ctx.say('HB-DRAW', `${me.name} offers a draw; ${answer}.`, me.seat);
  return restate(s, { draw: { by: me.seat, turn: s.turn, waiting, answer: 'asked' } });
}

export function answerDraw(ctx: Ctx, accept: boolean): BattleState {
  const s = ctx.state;
  const offer = s.draw;
  ctx.need(offer !== null && offer.answer === 'asked', 'HB-DRAW', 'no draw has been offered');
  const seat = offer.waiting[0]!;
  const name = nameOf(s, seat);
  if (!accept) {
    ctx.say('HB-DRAW', `${name} declines the draw; the game goes on.`, seat);
    return restate(s, { draw: { ...offer, waiting: [], answer: 'declined' } });
  }
  ctx.say('HB-DRAW', `${name} agrees to a draw.`, seat);
  const waiting = offer.waiting.slice(1);
  if (waiting.length > 0) return restate(s, { draw: { ...offer, waiting } });
  ctx.say('HB-DRAW', 'Every player agrees: the game ends in a draw.');
  return restate(s, {
    draw: { ...offer, waiting: [], answer: 'agreed' },
    phase: 'over',
    winner: null,
    roll: null,
    moved: [],
  });
}
