import type { Dice } from '../../../game/dice';
import type { LogEntry, LogExtra } from '../../../game/log';
import { note, rolled } from '../../../game/log';
import type { HexPrintWorld } from './world';
import type { HexPrintState } from './gameState';

// What one action works with: a copy of the state it may change, the dice, the table's sight and
// the lines it writes. A rule that forbids the action throws a Refused before any die is rolled,
// and `apply` answers with the refusal and the untouched state.

export interface Ctx {
  readonly s: HexPrintState;
  readonly dice: Dice;
  readonly world: HexPrintWorld;
  readonly events: LogEntry[];
}

export class Refused extends Error {
  override readonly name = 'Refused';
  constructor(
    readonly rule: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Refuses the action unless `ok`, naming the rule. */
export function need(ok: boolean, rule: string, reason: string): asserts ok {
  if (!ok) throw new Refused(rule, reason);
}

/** One d6 (HP-DICE). */
export const d6 = (ctx: Ctx): number => ctx.dice.roll(6);

/** A log line; `dice` are d6 values. */
export function say(
  ctx: Ctx,
  rule: string,
  text: string,
  pieceId?: string,
  dice?: readonly number[],
  extra?: LogExtra,
): void {
  const line = [
    ctx.s.timer.turn,
    rule,
    text,
    pieceId,
    dice === undefined ? undefined : rolled(6, dice),
    extra,
  ] as const;
  note(ctx.events, ...line);
  note(ctx.s.log, ...line);
}
