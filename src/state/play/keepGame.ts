import type { Action } from '../../engine';
import type { TableShelf } from '../lastTable';
import type { Played } from './game';

// The game in play is kept in the browser after every action: a reload or a closed tab brings it
// back exactly, mid-turn included, by replaying its actions from its set-up and seed (savedGame.ts).

export const GAME_KEY = 'paintball-mini:game';

export interface SavedGame {
  readonly initial: unknown;
  readonly seed: number;
  readonly actions: readonly Action[];
}

/** Whether a game was kept (cheap: no rules are loaded to ask). */
export function hasKeptGame(shelf: TableShelf): boolean {
  try {
    return (shelf.getItem(GAME_KEY) ?? '') !== '';
  } catch {
    return false;
  }
}

export function keepGame(shelf: TableShelf, p: Played | null): void {
  try {
    if (p === null) shelf.setItem(GAME_KEY, '');
    else shelf.setItem(GAME_KEY, JSON.stringify({ initial: p.initial, seed: p.seed, actions: p.actions } satisfies SavedGame));
  } catch {
    // Storage full or off: the game on screen goes on.
  }
}

