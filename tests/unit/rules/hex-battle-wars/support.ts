import type { Hex } from '../../../../src/geometry';
import { ForcedDice } from '../../../../src/game/dice';
import { logLines } from '../../../../src/game/log';
import type { Stack } from '../../../../src/table';
import type { Action } from '../../../../src/rules/hex-battle-wars/engine/actions';
import { apply } from '../../../../src/rules/hex-battle-wars/engine/apply';
import { flatSight } from '../../../../src/rules/hex-battle-wars/engine/sight';
import { newGame } from '../../../../src/rules/hex-battle-wars/engine/start';
import type { BattleState } from '../../../../src/rules/hex-battle-wars/engine/gameState';
import type { Setup } from '../../../../src/rules/hex-battle-wars/setup';
import { duel } from '../../../../src/rules/hex-battle-wars/setup';

// Small tables for rule tests: the duel's 12 × 10 board with only the stacks a test puts there, and
// characters with known stats, already in play with the first seat to act.

export interface Who {
  readonly seat: string;
  readonly at: Hex;
  readonly ac?: number;
  readonly invisibility?: number;
  readonly passes?: number;
}

const NAMES: Record<string, string> = { red: 'Red', blue: 'Blue', green: 'Green' };

export function tableSetup(who: readonly Who[], stacks: readonly Stack[] = [], health = 25): Setup {
  const base = duel();
  return {
    ...base,
    board: { ...base.board, stacks: [...stacks] },
    seats: who.map((w) => ({ id: w.seat, name: NAMES[w.seat] ?? w.seat })),
    characters: who.map((w) => ({
      seat: w.seat,
      at: w.at,
      ac: w.ac ?? 13,
      invisibility: w.invisibility ?? 4,
      passes: w.passes ?? 3,
      hidden: null,
    })),
    health,
  };
}

/** A game in play on turn 1, the first seat to act at its invisibility step, with an empty log. */
export function inPlay(who: readonly Who[], stacks: readonly Stack[] = [], health = 25): BattleState {
  const s = newGame(tableSetup(who, stacks, health), 1);
  return { ...s, phase: 'play', first: 0, active: 0, turn: 1, step: 'invisibility', log: [] };
}

/** Applies with forced dice; the test fails loudly on a refusal. */
export function act(
  s: BattleState,
  action: Action,
  dice: number[] = [],
): { state: BattleState; lines: string[] } {
  const forced = new ForcedDice(dice);
  const r = apply(s, action, flatSight, forced);
  if (!r.ok) throw new Error(`refused [${r.rule}] ${r.reason}`);
  if (forced.used() !== dice.length)
    throw new Error(`only ${forced.used()} of ${dice.length} dice were rolled`);
  return { state: r.state, lines: logLines(r.events) };
}

/** The refusal an action gets (the test fails if it is taken). */
export function refused(s: BattleState, action: Action, dice: number[] = []) {
  const r = apply(s, action, flatSight, new ForcedDice(dice));
  if (r.ok) throw new Error('the action was taken');
  return { rule: r.rule, reason: r.reason };
}

export const at = (s: BattleState, seat: string) => s.characters.find((c) => c.seat === seat)!;
