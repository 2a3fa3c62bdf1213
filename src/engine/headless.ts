import type { Setup } from '../setup/types';
import { describeProblems } from '../setup/problems';
import { parseSetup } from '../setup/load';
import type { ApplyResult } from './actions';
import type { Choice } from './decisions';
import { apply } from './apply';
import type { NewGameOptions } from './game';
import { newGame } from './game';
import type { GameState } from './gameState';
import type { LogEntry } from './log';
import type { Env } from './step';

// Thin conveniences for a headless caller: a set-up file's text in, a game out.

/** Reads a set-up file's text; throws with the problems in plain words when it is not a valid set-up. */
export function loadSetup(text: string): Setup {
  const r = parseSetup(text);
  if (!r.ok) throw new Error(`not a playable set-up: ${describeProblems(r.problems)}`);
  return r.setup;
}

export function startGame(setup: Setup | string, seed: number, options: NewGameOptions = {}): GameState {
  return newGame(typeof setup === 'string' ? loadSetup(setup) : setup, seed, options);
}

/** Answers the decision waiting in `state`. */
export function decide(state: GameState, choice: Choice, env: Env): ApplyResult {
  if (state.pending === null) return { ok: false, reason: 'no decision is waiting', rule: 'game' };
  return apply(state, { type: 'decide', decisionId: state.pending.id, choice }, env);
}

/** The log from entry `from` on. */
export const readLog = (state: GameState, from = 0): readonly LogEntry[] => state.log.slice(from);
