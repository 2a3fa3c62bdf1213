import { rolled } from '../../../game/log';
import type { Ctx } from './gameState';

// HP-RANDOM: where a rule picks one of several equal things, logged d6s pick. Roll-offs (HP-INIT's
// tie, HP-SETUP's symmetric mission) roll again among those still tied.

/** The index of one of `n` things, picked by d6s (base 6, rolled again where the dice would favour some). */
export function pickOne(ctx: Ctx, n: number, what: string, names: readonly string[]): number {
  if (n <= 1) return 0;
  let digits = 1;
  while (6 ** digits < n) digits++;
  const fair = Math.floor(6 ** digits / n) * n;
  for (;;) {
    const dice: number[] = [];
    let v = 0;
    for (let i = 0; i < digits; i++) {
      const die = ctx.dice.roll(6);
      dice.push(die);
      v = v * 6 + die - 1;
    }
    if (v < fair) {
      const index = v % n;
      ctx.say('HP-RANDOM', `The dice pick ${names[index]!} ${what}.`, undefined, rolled(6, dice));
      return index;
    }
    ctx.say('HP-RANDOM', `The dice pick none of them ${what}: rolled again.`, undefined, rolled(6, dice));
  }
}

/** Each player in `seats` rolls a d6; the highest wins, the tied roll again. */
export function rollOff(ctx: Ctx, rule: string, seats: readonly string[], why: string): string {
  let left = [...seats];
  while (left.length > 1) {
    const dice = left.map(() => ctx.dice.roll(6));
    const top = Math.max(...dice);
    const words = left.map((seat, i) => `${ctx.state.seatNames[seat] ?? seat} ${dice[i]}`).join(', ');
    left = left.filter((_, i) => dice[i] === top);
    ctx.say(
      rule,
      `Roll-off ${why}: ${words}${left.length > 1 ? ': tied, roll again' : ''}.`,
      undefined,
      rolled(6, dice),
    );
  }
  return left[0]!;
}
