import type { Action } from '../../rules/paintball-mini/engine';
import type { TableShelf } from '../lastTable';
import type { Played, PlayHistory } from './playedGame';

// The game in play is kept in the browser after every action: a reload or a closed tab brings it
// back exactly, mid-turn included, by replaying its actions from its set-up and seed (savedGame.ts).
// The undo steps inside the activation come back too: each is kept as how many actions it had.

export const GAME_KEY = 'paintball-mini:game';

export interface SavedGame {
  readonly initial: unknown;
  readonly seed: number;
  readonly actions: readonly Action[];
  /** The undo steps, oldest first, as their numbers of actions (absent in games kept before undo was). */
  readonly undo?: readonly number[];
}

/** Whether a game was kept (cheap: no rules are loaded to ask). */
export function hasKeptGame(shelf: TableShelf): boolean {
  try {
    return (shelf.getItem(GAME_KEY) ?? '') !== '';
  } catch {
    return false;
  }
}

/** A game as it is written down: set-up, seed, actions and the undo steps. */
export function savedGame(p: Played, history?: PlayHistory): SavedGame {
  return {
    initial: p.initial,
    seed: p.seed,
    actions: p.actions,
    undo: history?.undo.map((u) => u.actions.length) ?? [],
  };
}

export function keepGame(shelf: TableShelf, p: Played | null, history?: PlayHistory): void {
  try {
    shelf.setItem(GAME_KEY, p === null ? '' : JSON.stringify(savedGame(p, history)));
  } catch {
    // Storage full or off: the game on screen goes on.
  }
}
