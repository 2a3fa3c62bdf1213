import type { Seed } from '../game/dice';
import { replayKeepingSteps } from '../game/playedGame';
import type { GameRules, TableGame, TableStore } from './tableStore';
import { createTableStore } from './tableStore';

// A moment of a recorded game as a table of its own: a second store, holding the game replayed up
// to that moment, for a picture drawn off screen (the battle report's key moments). The player's
// store, its camera and its selection are never touched; this one is thrown away with its picture.

type Played = NonNullable<ReturnType<TableStore['getState']>['play']>;

/** A recorded game's set-up, seed and actions, read by its rules: they were checked already, so a refusal here is a fault. */
function readRecord(rules: GameRules, record: unknown) {
  const { initial, seed, actions } = (record ?? {}) as {
    initial?: unknown;
    seed?: unknown;
    actions?: unknown;
  };
  const setup = rules.readSetup(initial);
  if (!setup.ok) throw new Error(`the game's set-up could not be read: ${setup.problem}`);
  if (!Array.isArray(actions)) throw new Error('the game has no list of actions');
  const taken = actions.map((raw, i) => {
    const read = rules.readAction(raw);
    if (!read.ok) throw new Error(`action ${i + 1} could not be read: ${read.reason}`);
    return read.action;
  });
  return { setup: setup.setup, seed: seed as Seed, actions: taken };
}

/**
 * The game of `record` after each of `steps` actions, by step: replayed once, an action at a time,
 * yielding how far it has come, so a page replaying a long game stays responsive.
 */
export function* momentGameSteps(
  rules: GameRules,
  record: unknown,
  steps: readonly number[],
): Generator<{ readonly done: number; readonly of: number }, Map<number, Played>, void> {
  const { setup, seed, actions } = readRecord(rules, record);
  const wanted = [...new Set(steps)].filter((n) => n >= 0 && n <= actions.length).sort((a, b) => a - b);
  const replaying = replayKeepingSteps(rules, setup, seed, actions, wanted);
  for (;;) {
    const next = replaying.next();
    if (next.done !== true) {
      yield { done: next.value, of: actions.length };
      continue;
    }
    if (next.value === null) throw new Error('the game no longer replays from its seed and actions');
    const { kept } = next.value;
    // replayKeeping keeps one game a wanted step, in the order of the steps.
    return new Map(wanted.map((n, i) => [n, kept[i]!]));
  }
}

/** momentGameSteps all at once. */
export function momentGames(
  rules: GameRules,
  record: unknown,
  steps: readonly number[],
): Map<number, Played> {
  const replaying = momentGameSteps(rules, record, steps);
  for (;;) {
    const next = replaying.next();
    if (next.done === true) return next.value;
  }
}

/**
 * A table of its own showing `played`, with `aim` picked (the shooter selected and its target
 * targeted, as a player does to see a shot's line and its call). Nothing can be played on it.
 */
export function momentTable(
  rules: GameRules,
  played: Played,
  aim: { readonly pieceId: string; readonly targetId: string | null } | undefined,
): TableStore {
  // No set-up files are opened on it, so it needs no kinds to read them with.
  const store = createTableStore<TableGame>(played.initial, { kinds: {}, rules });
  store.setState({ play: played });
  if (aim !== undefined) store.getState().showShot(aim.pieceId, aim.targetId);
  return store;
}
