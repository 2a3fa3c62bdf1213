import { defineSystem, setupSlots } from '../../game/defineSystem';
import type { Action } from './engine/actions';
import { readAction } from './engine/actions';
import { apply } from './engine/apply';
import { autoPlay } from './engine/autoPlayer';
import { candidates } from './engine/candidates';
import { seatChooses } from './engine/choices';
import { drawn } from './engine/draw';
import type { BattleState } from './engine/gameState';
import { seatToAct } from './engine/headless';
import { redact } from './engine/redact';
import { attackRolls } from './engine/rolls';
import type { BattleSight } from './engine/sight';
import { newGame } from './engine/start';
import { offersFor } from './offers/sheet';
import { hexBattleWarsSetup } from './setup/load';
import { redactSetup } from './setup/redact';
import type { Setup } from './setup/schema';
import { SCENARIOS } from './setup/scenarios';
import { tableSight } from './sight/tableSight';

// Hex Battle Wars as one object of the kit's RuleSystem shape: the only way the shared layers reach
// it. Its measure is HB-LOS as the rulings read it: the 3D line from eye to body through the obstacle
// stacks, on the shared sight layer (./sight). The flat hex-line sight (engine/sight.ts) sees every
// line this one sees and a few more; Node tests of other rules and the bench's games may use it.

/**
 * Whether undo may step back over an action: never over a die rolled, nor a turn handed on, nor a
 * character shown where its real tile was (the other players have seen which tile it was), nor an
 * offer of a draw made or answered (a question put to the other players).
 */
function undoable(before: BattleState, after: BattleState, action: Action): boolean {
  const rolled = after.log.slice(before.log.length).some((e) => e.dice !== undefined && e.dice.length > 0);
  return (
    !rolled &&
    action.type !== 'reappear' &&
    after.draw === before.draw &&
    after.active === before.active &&
    after.phase === before.phase &&
    after.turn === before.turn
  );
}

export const hexBattleWars = defineSystem<BattleState, Action, Setup, BattleSight>({
  ...setupSlots(hexBattleWarsSetup),
  scenarios: SCENARIOS,
  start: newGame,
  measure: () => tableSight(),
  apply,
  readAction,
  candidates: (state) => candidates(state),
  offers: offersFor,
  undoable,
  seatToAct,
  seatChooses,
  progress: (s) => ({
    turn: Math.max(1, s.turn),
    over: s.phase === 'over',
    winner: drawn(s) ? 'draw' : s.winner,
  }),
  redact,
  redactSetup,
  rollsOf: attackRolls,
  // It decides from what its seat may know (redact), as the app's automatic player does.
  auto: (state, world) => {
    const seat = seatToAct(state);
    return seat === null ? null : autoPlay(state, seat, world);
  },
  // Its secret (which tile is real) is in the state, never in an action: every seat sees every action.
  showAction: (action) => action,
});
