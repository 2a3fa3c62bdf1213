import type { Dice } from '../../../game/dice';
import type { LogSink, Rolled } from '../../../game/log';
import { note } from '../../../game/log';
import type { Refusal } from '../../../game/ruleSystem';
import type { BattleSight } from './sight';
import type { BattleState, Character, SeatView } from './gameState';
import { recharacter, restate } from './gameState';

// What every rule's handler gets: the state before, the dice, the table's sight, and the log lines
// it writes (none in a game that keeps no log). A handler returns the next state, or a refusal
// naming the rule (nothing written counts).

export interface Ctx {
  readonly state: BattleState;
  readonly dice: Dice;
  readonly sight: BattleSight;
  /** Null in a game that keeps no log (`playOut`): no line is written. */
  readonly events: LogSink;
}

export type Handled = BattleState | Refusal;

export const refuse = (rule: string, reason: string): Refusal => ({ ok: false, rule, reason });

/** Writes a line of this turn, about `pieceId`, with its dice. */
export function say(
  ctx: Ctx,
  rule: string,
  text: string,
  pieceId?: string,
  dice?: readonly Rolled[],
  figures?: readonly string[],
): void {
  if (ctx.events === null) return;
  note(ctx.events, ctx.state.turn, rule, text, pieceId, dice, figures ? { refs: { figures } } : undefined);
}

export const d = (sides: Rolled['sides'], value: number): Rolled[] => [{ sides, value }];

/** The character of the seat to act. */
export const actor = (s: SeatView): Character => s.characters[s.active]!;

export function withCharacter(s: BattleState, seat: string, change: Partial<Character>): BattleState {
  return restate(s, { characters: s.characters.map((c) => (c.seat === seat ? recharacter(c, change) : c)) });
}

/** A seat's name as players read it. */
export const nameOf = (s: BattleState, seat: string): string =>
  s.seats.find((x) => x.id === seat)?.name ?? seat;

/** A piece as players read it: "Blue", or "Blue's tile 2". */
export function pieceName(s: BattleState, id: string): string {
  const tile = s.tiles.find((t) => t.id === id);
  if (tile === undefined) return nameOf(s, id);
  return `${nameOf(s, tile.seat)}'s tile ${id.slice(id.lastIndexOf(':') + 1)}`;
}
