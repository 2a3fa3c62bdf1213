import type { Seed } from '../../game/dice';
import { WIDE_SEED } from '../../game/chacha';
import type { Logged, Played, PlayHistory, PlayRules } from '../../game/playedGame';
import { replayKeeping } from '../../game/playedGame';
import type { TableShelf } from '../lastTable';
import type { SavedGame } from './keepGame';
import { GAME_KEY } from './keepGame';

// Brings a kept game back by replaying its actions from its set-up and seed (see keepGame.ts), by
// the rules of the table's system. A tampered one is refused whole, never brought back half right,
// and stays on the shelf.

export type Restored<P> = { ok: true; played: P; history: PlayHistory<P> } | { ok: false; reason: string };

/** A written-down game checked and replayed: the game and its undo steps, or what is wrong with it. */
export function readSavedGame<T, S extends Logged, A, M>(
  saved: unknown,
  rules: PlayRules<T, S, A, M>,
): Restored<Played<T, S, A, M>> {
  if (typeof saved !== 'object' || saved === null) return { ok: false, reason: 'it is not a saved game' };
  const { initial, seed, actions, undo = [] } = saved as Partial<Record<keyof SavedGame, unknown>>;
  const setup = rules.readSetup(initial);
  if (!setup.ok) return { ok: false, reason: `its set-up is broken (${setup.problem})` };
  // A whole number (every game of one screen), or a wide seed (a network game's, replayed after its end).
  if (typeof seed === 'string' && !WIDE_SEED.test(seed))
    return { ok: false, reason: 'its seed is neither a whole number nor 32 hex digits' };
  if (typeof seed !== 'string' && (typeof seed !== 'number' || !Number.isSafeInteger(seed)))
    return { ok: false, reason: 'its seed is not a whole number' };
  if (!Array.isArray(actions)) return { ok: false, reason: 'it has no list of actions' };
  const read = (actions as unknown[]).map((a) => rules.readAction(a));
  const bad = read.findIndex((a) => !a.ok);
  const refused = read[bad];
  if (refused !== undefined && !refused.ok)
    return { ok: false, reason: `action ${bad + 1}: ${refused.reason}` };
  const taken = read.map((a) => (a.ok ? a.action : null)).filter((a): a is A => a !== null);
  const steps = Array.isArray(undo) ? (undo as unknown[]) : null;
  const stepsOk =
    steps !== null &&
    steps.every(
      (n, i) =>
        typeof n === 'number' &&
        Number.isInteger(n) &&
        n >= 0 &&
        n < actions.length &&
        (i === 0 || n > (steps[i - 1] as number)),
    );
  if (!stepsOk) return { ok: false, reason: 'its undo steps are not steps of this game' };
  let replayed: ReturnType<typeof replayKeeping<T, S, A, M>>;
  try {
    replayed = replayKeeping(rules, setup.setup, seed as Seed, taken, steps as number[]);
  } catch {
    return { ok: false, reason: 'its actions no longer replay' };
  }
  if (replayed === null) return { ok: false, reason: 'its actions no longer replay' };
  const { played, kept } = replayed;
  // Undo never steps back over a die or out of the activation: a kept undo step may not either.
  const chain = [...kept, played];
  if (
    kept.some((k, i) => !rules.undoable(k.game, chain[i + 1]!.game, chain[i + 1]!.actions[k.actions.length]!))
  )
    return { ok: false, reason: 'its undo steps go back past a die or the activation' };
  return { ok: true, played, history: { undo: kept, redo: [] } };
}

/**
 * What the player is told when the kept game is refused. The table keeps one notice at a time, so
 * when the stored table was refused too (`earlier`, an error already on screen) this says both.
 */
export function refusedGameNotice(
  reason: string,
  earlier: { tone: 'error' | 'info'; text: string } | null,
): string {
  const said = `The game in play could not be brought back (${reason}); it is kept in this browser, unchanged.`;
  return earlier?.tone === 'error' ? `${earlier.text} ${said}` : said;
}

/** The kept game, or why it could not be brought back, or null when none was kept. */
export function restoreGame<T, S extends Logged, A, M>(
  shelf: TableShelf,
  rules: PlayRules<T, S, A, M>,
): Restored<Played<T, S, A, M>> | null {
  let text: string | null;
  try {
    text = shelf.getItem(GAME_KEY);
  } catch {
    return null;
  }
  if (text === null || text === '') return null;
  try {
    return readSavedGame(JSON.parse(text), rules);
  } catch {
    return { ok: false, reason: 'it is not a saved game' };
  }
}
