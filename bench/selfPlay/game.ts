import { isDeepStrictEqual } from 'node:util';
import type { Logged } from '../../src/game/playedGame';
import { playAction, playRulesOf, replay, startPlay } from '../../src/game/playedGame';
import type { RuleSystem } from '../../src/game/ruleSystem';
import { autoAction } from './auto';

// One game with the automatic player in every seat, as the table server plays it (a step in which
// nothing can happen is taken by itself, every other action is the automatic player's), checked
// action by action, then replayed from its seed and kept actions.

/** What a system's own rules must keep, in words: an empty list when nothing broke. */
export interface Invariants<S, A> {
  /** What one action broke, going from `before` to `after`. */
  step(before: S, action: A, after: S): string[];
  /** What the finished game broke. */
  end(final: S): string[];
}

/** One built-in table or mission as self-play plays it. */
export interface SelfPlayTable<S extends Logged, A, T, W> {
  readonly system: RuleSystem<S, A, T, W>;
  /** The scenario's id among the system's `scenarios`. */
  readonly scenario: string;
  /** The set-up to play instead of the scenario's own (a mission the app does not ship yet). */
  readonly setup?: () => T;
  /** A game still going at this turn (round) is stopped and counted as one that hit the cap. */
  readonly turnCap: number;
  /** A game that takes this many actions is stopped and counted as one that hit the cap. */
  readonly actionCap: number;
  readonly invariants: Invariants<S, A>;
  /** Each seat's score to tally wins by (Hex Battle Wars' invisibility score), where the table keeps one. */
  readonly traits?: (final: S) => Readonly<Record<string, number>>;
}

export interface GameResult {
  readonly seed: number;
  readonly actions: number;
  readonly turns: number;
  /** Why the game was stopped before its end, or null when it ended by its rules. */
  readonly capped: string | null;
  readonly violations: readonly string[];
  readonly replayExact: boolean;
  /** The winning seat, 'draw', or null (stopped, or over with no winner). */
  readonly winner: string | null;
  readonly traits: Readonly<Record<string, number>> | null;
}

/** Plays `table`'s game from `seed` to its end or its cap. */
export function playGame<S extends Logged, A, T, W>(
  table: SelfPlayTable<S, A, T, W>,
  seed: number,
): GameResult {
  const { system, invariants } = table;
  const setup = (table.setup ?? system.scenarios.find((x) => x.id === table.scenario)!.setup)();
  const world = system.measure();
  const rules = playRulesOf(system, world);
  let played = startPlay(rules, setup, seed);
  const violations: string[] = [];
  let capped: string | null = null;
  for (;;) {
    const before = played.game;
    const now = system.progress(before);
    if (now.over) break;
    if (now.turn > table.turnCap) capped = `turn ${now.turn}`;
    else if (played.actions.length >= table.actionCap) capped = `${played.actions.length} actions`;
    if (capped !== null) break;
    const empty = system.seatToAct(before) === null ? null : (system.emptyStep?.(before) ?? null);
    const action = (empty ?? autoAction(system.id, before, world)) as A | undefined;
    if (action === undefined) {
      violations.push(`turn ${now.turn}: the automatic player had no action in a game still going`);
      break;
    }
    const r = playAction(rules, played, action);
    if (!r.ok) {
      violations.push(`turn ${now.turn}: its action was refused: [${r.rule}] ${r.reason}`);
      break;
    }
    const after = r.played.game;
    const next = system.progress(after).turn;
    if (next < now.turn) violations.push(`the turn went back from ${now.turn} to ${next}`);
    for (const v of invariants.step(before, action, after)) violations.push(`turn ${now.turn}: ${v}`);
    played = r.played;
  }
  const final = played.game;
  const end = system.progress(final);
  if (end.over) violations.push(...invariants.end(final));
  const again = replay(rules, setup, seed, played.actions);
  return {
    seed,
    actions: played.actions.length,
    turns: end.turn,
    capped,
    violations,
    replayExact: again !== null && isDeepStrictEqual(again.game, final),
    winner: end.over ? end.winner : null,
    traits: end.over && table.traits !== undefined ? table.traits(final) : null,
  };
}
