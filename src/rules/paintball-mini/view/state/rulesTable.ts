import type { GameState } from '../../engine';
import { newGame } from '../../engine';
import type { Setup } from '../../setup';

// The table the rules ask the sight layer about for a set-up shown on the page: a game started from
// it. It reads the same to the sight layer as the set-up, but for the figures out of the game (an
// eliminated one stands at the table's edge in the set-up, and is out of the rules' table). The
// page's views and the sight worker both measure lines on it, so what the worker hands over is
// what the page asks for.

const games = new WeakMap<Setup, GameState>();

/** A game started from the set-up, only to ask the engine for odds: no die is rolled for it. */
export function gameOf(setup: Setup): GameState {
  let g = games.get(setup);
  if (g === undefined) {
    g = newGame({ ...setup, options: { ...setup.options, experts: false, grenades: false } }, 1);
    games.set(setup, g);
  }
  return g;
}

/** The table the rules ask the sight layer about for the lines and odds of `setup`. */
export const rulesTableOf = (setup: Setup): GameState['table'] => gameOf(setup).table;
