import type { Action } from '../../engine';
import { validateSetup } from '../../setup';
import type { TableShelf } from '../lastTable';
import type { Played } from './game';
import { replay } from './game';

// The game in play is kept in the browser after every action: a reload or a closed tab brings it
// back exactly, mid-turn included, by replaying its actions from its set-up and seed.

export const GAME_KEY = 'paintball-mini:game';

interface SavedGame {
  readonly initial: unknown;
  readonly seed: number;
  readonly actions: readonly Action[];
}

export function keepGame(shelf: TableShelf, p: Played | null): void {
  try {
    if (p === null) shelf.setItem(GAME_KEY, '');
    else shelf.setItem(GAME_KEY, JSON.stringify({ initial: p.initial, seed: p.seed, actions: p.actions } satisfies SavedGame));
  } catch {
    // Storage full or off: the game on screen goes on.
  }
}

/** The kept game, or why it could not be brought back, or null when none was kept. */
export function restoreGame(shelf: TableShelf): { ok: true; played: Played } | { ok: false; reason: string } | null {
  let text: string | null;
  try {
    text = shelf.getItem(GAME_KEY);
  } catch {
    return null;
  }
  if (text === null || text === '') return null;
  try {
    const saved = JSON.parse(text) as SavedGame;
    const setup = validateSetup(saved.initial);
    if (!setup.ok) return { ok: false, reason: `its set-up is broken (${setup.problems[0]?.field}: ${setup.problems[0]?.problem})` };
    if (typeof saved.seed !== 'number' || !Array.isArray(saved.actions)) return { ok: false, reason: 'it is not a saved game' };
    const played = replay(setup.setup, saved.seed, saved.actions);
    return played === null ? { ok: false, reason: 'its actions no longer replay' } : { ok: true, played };
  } catch {
    return { ok: false, reason: 'it is not a saved game' };
  }
}
