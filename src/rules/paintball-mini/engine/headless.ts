import type { Setup } from '../setup/types';
import { describeProblems } from '../setup/problems';
import { parseSetup, validateSetup } from '../setup/load';
import type { ApplyResult } from './actions';
import type { Choice } from './decisions';
import { apply } from './apply';
import type { NewGameOptions } from './game';
import { newGame } from './game';
import type { GameState } from './gameState';
import type { LogEntry } from '../../../game/log';
import type { Env } from './apply';

// Thin conveniences for a headless caller: a set-up file's text in, a game out.

/**
 * Reads a set-up: a file's text, or an object (as parsed, or built in code), through the same
 * checks. Throws with the problems in plain words, each naming its field, when it is not a valid set-up.
 */
export function loadSetup(input: string | Setup): Setup {
  const r = typeof input === 'string' ? parseSetup(input) : validateSetup(input);
  if (!r.ok) throw new Error(`not a playable set-up: ${describeProblems(r.problems)}`);
  return r.setup;
}

/** A new game on a set-up (text or object, validated alike); throws naming the fields that are wrong. */
export function startGame(setup: Setup | string, seed: number, options: NewGameOptions = {}): GameState {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed: ${String(seed)} is not a whole number`);
  return newGame(loadSetup(setup), seed, options);
}

/** Answers the decision waiting in `state`. */
export function decide(state: GameState, choice: Choice, env: Env): ApplyResult {
  if (state.pending === null) return { ok: false, reason: 'no decision is waiting', rule: 'game' };
  return apply(state, { type: 'decide', decisionId: state.pending.id, choice }, env);
}

/** The log from entry `from` on. */
export const readLog = (state: GameState, from = 0): readonly LogEntry[] => state.log.slice(from);
