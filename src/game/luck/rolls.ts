// A roll as the luck ledger weighs it (docs/battle-report.md): who rolled, for what, the chances the
// engine's own odds function gave every outcome before the dice fell, and what fell. Each system
// states its rolls through one optional member of its rule system, `rollsOf` (ruleSystem.ts); the
// ledger (ledger.ts) never works out a chance of its own.

import type { LogEntry } from '../log';

/** What an outcome counts, singular and plural: "hit" / "hits", "damage point" / "damage points". */
export interface Counted {
  readonly one: string;
  readonly many: string;
}

/** One roll an action made, with the odds the engine gave before it. */
export interface WeighedRoll {
  /** The seat whose roll it was (its luck): the shooter, the attacker. */
  readonly side: string;
  /** What it was rolled for, with the pieces' names: "Red 1 fires 2 dice at Blue 3". */
  readonly what: string;
  /** The rule that asked for it (PM-RANGE, HB-ATTACK, HP-COVER). */
  readonly rule: string;
  /** What the outcome counts. */
  readonly counts: Counted;
  /**
   * The engine's chances before the roll: odds[k] is the chance of an outcome of k (hits, damage
   * points, 1 for a hit and 0 for a miss). Outcomes are whole numbers from 0, so sums stay exact.
   */
  readonly odds: readonly number[];
  /** What happened: an index of `odds`. */
  readonly outcome: number;
  /** The line of the action's own log lines (its `events`) that shows the roll. */
  readonly event: number;
}

/** What a system is shown of one action when asked for its rolls. */
export interface RolledStep<S, A, W> {
  /** The game before the action: the odds are read here. */
  readonly before: S;
  readonly action: A;
  readonly after: S;
  /** The log lines the action wrote, in order. */
  readonly events: readonly LogEntry[];
  /** The table's measure the game is played with (sight lines), as `apply` had it. */
  readonly world: W;
}

/** The outcome a roll expects: the sum of each outcome by its chance. */
export function expectation(odds: readonly number[]): number {
  let sum = 0;
  for (let k = 1; k < odds.length; k++) sum += k * odds[k]!;
  return sum;
}
