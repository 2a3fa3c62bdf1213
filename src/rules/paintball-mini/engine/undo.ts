import type { GameState } from './gameState';

/**
 * Whether a player's undo may step back over an action that took the game from `before` to
 * `after`: only inside the current activation (the action that opened it included: a player takes
 * back the move they just made), never over a die (the dice are never re-rolled by undo), and never
 * over a question put to the other player. The referee's take-back (EN-REFEREE, correction.ts)
 * is another thing: it may take back any action, leaving the dice rolled.
 */
export function undoable(before: GameState, after: GameState): boolean {
  const rolled = after.log.slice(before.log.length).some((e) => e.dice !== undefined && e.dice.length > 0);
  const sameActivation =
    after.current !== null && (before.current === null || before.current === after.current);
  // A question put to the other player (a sentry's shot), or their answer, commits the move: no taking it back.
  const asked = before.pending !== null || after.pending !== null;
  // The referee's hand is in the log for both players (EN-REFEREE): only another correction undoes it.
  const refereed = after.log.slice(before.log.length).some((e) => e.rule === 'EN-REFEREE');
  return !rolled && !asked && !refereed && before.turn === after.turn && sameActivation;
}
