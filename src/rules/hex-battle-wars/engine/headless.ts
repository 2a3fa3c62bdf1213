import type { Setup } from '../setup/schema';
import { applyUnlogged } from './apply';
import { autoPlay } from './autoPlayer';
import { drawAsked } from './draw';
import type { BattleState } from './gameState';
import type { BattleSight } from './sight';
import { newGame } from './start';

// A whole game by automatic players in every seat, without a log (for the bench and simulations).

/** Who must act now: the seat to act, or nobody once the game is over. */
export function seatToAct(s: BattleState): string | null {
  if (s.phase === 'over') return null;
  if (drawAsked(s)) return s.draw!.waiting[0]!;
  if (s.phase === 'leftovers' && s.leftoverBy === null) return s.seats[0]!.id;
  return s.seats[s.active]!.id;
}

/** Plays `setup` from `seed` to its end, or stops after `mostTurns` turns. */
export function playOut(setup: Setup, seed: number, sight: BattleSight, mostTurns = 400): BattleState {
  let s = newGame(setup, seed);
  for (let steps = 0; s.phase !== 'over' && s.turn <= mostTurns; steps++) {
    if (steps > 1000 + mostTurns * 40) throw new Error('the automatic game made no progress');
    const seat = seatToAct(s)!;
    const r = applyUnlogged(s, autoPlay(s, seat, sight), sight);
    if (!r.ok) throw new Error(`the automatic player's move was refused: [${r.rule}] ${r.reason}`);
    s = r.state;
  }
  return s;
}
