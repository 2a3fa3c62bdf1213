import { defineSystem, setupSlots } from '../../game/defineSystem';
import type { Action } from './engine/actions';
import { readAction } from './engine/actions';
import { apply } from './engine/apply';
import { autoAction } from './engine/autoPlayer';
import { candidates, seatToAct } from './engine/candidates';
import { emptyStep, seatChooses } from './engine/emptyStep';
import { shotRolls } from './engine/rolls';
import { sampledWorld } from './engine/sampledSight';
import { lookBodies } from './sight/lookBodies';
import { newGame } from './engine/start';
import type { HexPrintState } from './engine/gameState';
import type { HexPrintWorld } from './engine/world';
import { offersFor } from './offers/sheet';
import { hexPrintSetup } from './setup/load';
import { SCENARIOS } from './setup/scenarios';
import type { Setup } from './setup/schema';

// HexPrint as one object of the kit's RuleSystem shape (src/game/ruleSystem.ts). Nothing is hidden
// from either player, so it has no `redact` and every seat sees every action whole. Its measure is
// the sampled columns; the 3D table may hand apply the shared sight layer's answer instead (./sight).
// Either is built with the looks' imported models (lookBodies), which the game carries from its
// set-up, so the server, the tests and the table measure the same bodies.

/** Undo may step back over an action that rolled no die and left the same seat to act. */
function undoable(before: HexPrintState, after: HexPrintState): boolean {
  return (
    before.rng.every((x, i) => x === after.rng[i]) &&
    seatToAct(before) === seatToAct(after) &&
    before.phase === after.phase
  );
}

export const hexPrint = defineSystem<HexPrintState, Action, Setup, HexPrintWorld>({
  ...setupSlots(hexPrintSetup),
  scenarios: SCENARIOS,
  start: newGame,
  measure: () => sampledWorld(lookBodies),
  apply,
  readAction,
  candidates,
  offers: offersFor,
  undoable,
  seatToAct,
  seatChooses,
  emptyStep,
  progress: (s) => ({ turn: Math.max(1, s.timer.round), over: s.phase === 'over', winner: s.result }),
  auto: autoAction,
  rollsOf: shotRolls,
  // The imported models (HP-LOS measures them) are the set-up's: a network seat has them already.
  setupFields: ['models'],
});
