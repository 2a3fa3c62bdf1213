import { defineSystem, setupSlots } from '../../game/defineSystem';
import type { Action } from './engine/actions';
import { actionShapeProblem } from './engine/actionShape';
import { autoAction } from './engine/autoPlayer';
import type { Sight } from './engine/facts';
import { newGame } from './engine/game';
import type { GameState } from './engine/gameState';
import { legalActions, probedEngine } from './engine/legal';
import { volleyRolls } from './engine/rolls';
import { undoable } from './engine/undo';
import { offersFor } from './offers/sheet';
import { createSight } from './sight';
import { paintballSetup } from './setup/load';
import { SCENARIOS } from './setup/scenarios';
import type { Setup } from './setup/types';

// PaintBall Mini as one object of the kit's RuleSystem shape (src/game/ruleSystem.ts): the only way
// the shared layers reach it. It hides nothing from either player, so it has no `redact`, and
// no `showAction`: every seat sees every action whole.

/** Who must act now: the player a question waits on, else the side to act; nobody before the command dice or at the end. */
/** The side whose choice the game waits on: a decision's, else the active side's in play; none while the command dice wait. */
export function seatToAct(game: GameState): 'red' | 'blue' | null {
  if (game.phase === 'over') return null;
  if (game.pending !== null) return game.pending.player;
  return game.phase === 'play' ? game.active : null;
}

export const paintballMini = defineSystem<GameState, Action, Setup, Sight>({
  // Its set-up kind says it alone has tape-measure play on an open mat too.
  ...setupSlots(paintballSetup),
  scenarios: SCENARIOS,
  start: (setup, seed) => newGame(setup, seed),
  measure: createSight,
  apply: probedEngine.apply,
  readAction: (raw) => actionShapeProblem(raw) ?? { ok: true, action: raw as Action },
  candidates: legalActions,
  offers: offersFor,
  undoable: (before, after) => undoable(before, after),
  seatToAct,
  progress: (game) => ({ turn: game.turn, over: game.phase === 'over', winner: game.winner }),
  auto: autoAction,
  rollsOf: volleyRolls,
  offline: (action) =>
    action.type === 'correct'
      ? "the referee's hand is for a table round one screen: at a network table no player moves another's pieces"
      : null,
});
