import type { WeighedRoll } from './rolls';
import { expectation } from './rolls';
import type { Standing } from './spread';
import { standing, withRoll } from './spread';
import { standingWords, swingWords } from './words';

// The luck ledger of a finished (or unfinished) game: every roll with the odds the engine gave
// before it and what fell; per side, its luck over the game as a running line (outcome less
// expectation, summed) and where its total stands among all games with the same decisions; and the
// biggest swings, the least likely outcomes, in words with their odds. The rolls come from the
// system (its `rollsOf`), so every chance here is the engine's own.

/** A roll in the ledger: where it was made, what it expected and how lucky it was. */
export interface LedgerRoll extends WeighedRoll {
  /** Which action made it, from 0. */
  readonly action: number;
  /** Its line in the game's whole log. */
  readonly line: number;
  readonly expected: number;
  /** What fell less what was expected: above 0, better than expected for `side`. */
  readonly luck: number;
  /** The chance of exactly what fell. */
  readonly chance: number;
  /** The chance of what fell or anything further from the expected on the same side (1 when luck is 0). */
  readonly tail: number;
}

/** A point of a side's luck line: its luck summed up to and with one of its rolls. */
export interface LuckPoint {
  /** The roll, by its place in the ledger's rolls. */
  readonly roll: number;
  readonly action: number;
  readonly luck: number;
}

export interface SideLuck {
  readonly side: string;
  /** The seat's name at the table. */
  readonly name: string;
  readonly rolls: number;
  /** Its luck over the game: what fell less what it expected, summed. */
  readonly luck: number;
  readonly line: readonly LuckPoint[];
  /** Its total among every game with the same decisions. */
  readonly standing: Standing;
  /** "Red rolled better than 84 % of possible games with the same decisions, …" */
  readonly words: string;
}

/** One of the least likely outcomes of the game. */
export interface Swing {
  readonly roll: number;
  readonly words: string;
}

export interface Ledger {
  readonly rolls: readonly LedgerRoll[];
  readonly sides: readonly SideLuck[];
  /** The least likely outcomes first; only those rarer than even in their own direction. */
  readonly swings: readonly Swing[];
}

/** How far the report reads back: swings listed. */
export const SWINGS = 5;

/** A weighed roll as the ledger keeps it: its expectation, its luck and how rare it was. */
export function ledgerRoll(r: WeighedRoll, action: number, line: number): LedgerRoll {
  const expected = expectation(r.odds);
  const luck = r.outcome - expected;
  const chance = r.odds[r.outcome] ?? 0;
  // Summed apart from the rest, as standing() does, so a rare outcome keeps its small chance.
  let tail = 0;
  if (luck > 0) for (let k = r.odds.length - 1; k >= r.outcome; k--) tail += r.odds[k]!;
  else if (luck < 0) for (let k = 0; k <= r.outcome; k++) tail += r.odds[k]!;
  else tail = 1;
  return { ...r, action, line, expected, luck, chance, tail: Math.min(1, tail) };
}

/** The least likely outcomes, rarest first, then the biggest luck, then the earliest. */
export function swingsOf(rolls: readonly LedgerRoll[], count = SWINGS): Swing[] {
  return rolls
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.luck !== 0 && r.tail < 0.5)
    .sort((a, b) => a.r.tail - b.r.tail || Math.abs(b.r.luck) - Math.abs(a.r.luck) || a.i - b.i)
    .slice(0, count)
    .map(({ r, i }) => ({ roll: i, words: swingWords(r.what, r.outcome, r.expected, r.tail, r.counts) }));
}

/**
 * A side's luck: its line, and its total among every game with the same decisions. `spread` is
 * the chances of each total of its outcomes (withRoll over its rolls, which the stepped ledger
 * builds a roll at a time).
 */
export function sideLuck(
  side: string,
  name: string,
  rolls: readonly LedgerRoll[],
  spread: readonly number[],
): SideLuck {
  const line: LuckPoint[] = [];
  let luck = 0;
  let total = 0;
  rolls.forEach((r, i) => {
    if (r.side !== side) return;
    luck += r.luck;
    total += r.outcome;
    line.push({ roll: i, action: r.action, luck });
  });
  const where = standing(spread, total);
  return { side, name, rolls: line.length, luck, line, standing: where, words: standingWords(name, where) };
}

/** The chances of each total of one side's outcomes, all at once (the stepped ledger does it a roll at a time). */
export const spreadOf = (rolls: readonly LedgerRoll[], side: string): number[] =>
  rolls.filter((r) => r.side === side).reduce<number[]>((t, r) => withRoll(t, r.odds), [1]);
