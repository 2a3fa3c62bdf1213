import { validateSetup } from '../../setup';
import type { TableShelf } from '../lastTable';
import type { Played } from './game';
import { replay } from './game';
import type { SavedGame } from './keepGame';
import { GAME_KEY } from './keepGame';

// Brings a kept game back by replaying its actions from its set-up and seed (see keepGame.ts).

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
