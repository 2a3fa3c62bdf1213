import type { Seed } from '../../game/dice';
import type { Logged, Played, PlayHistory } from '../../game/playedGame';
import type { TableShelf } from '../lastTable';

// The game in play is kept in the browser after every action: a reload or a closed tab brings it
// back exactly, mid-turn included, by replaying its actions from its set-up and seed (savedGame.ts).
// The undo steps inside the activation come back too: each is kept as how many actions it had.

export const GAME_KEY = 'paintball-mini:game';

export interface SavedGame {
  readonly initial: unknown;
  readonly seed: Seed;
  /** As the rules wrote them; read back through the rules' own check (readSavedGame). */
  readonly actions: readonly unknown[];
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

/** Any system's game, as far as writing it down goes. */
export type AnyPlayed = Played<unknown, Logged, unknown, unknown>;

/** A game as it is written down: set-up, seed, actions and the undo steps. */
export function savedGame(p: AnyPlayed, history?: PlayHistory<AnyPlayed>): SavedGame {
  return {
    initial: p.initial,
    seed: p.seed,
    actions: p.actions,
    undo: history?.undo.map((u) => u.actions.length) ?? [],
  };
}

export function keepGame(shelf: TableShelf, p: AnyPlayed | null, history?: PlayHistory<AnyPlayed>): void {
  try {
    shelf.setItem(GAME_KEY, p === null ? '' : JSON.stringify(savedGame(p, history)));
  } catch {
    // Storage full or off: the game on screen goes on.
  }
}
