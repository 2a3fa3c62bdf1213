// The game's log: every die rolled, the rule that asked for it and what it did, in a player's words.

import type { Point } from '../geometry/point';
import type { Sides } from './dice';

/** The pieces and the place a line is about, by id, so the table can light them up; never shown as text. */
export interface LogRefs {
  readonly figures?: readonly string[];
  readonly terrain?: readonly string[];
  readonly markers?: readonly string[];
  readonly at?: Point;
}

/** What one die did: hit, missed, was discounted (PM-CHART), or another roll's result in words. */
export interface DieOutcome {
  readonly mark: 'hit' | 'miss' | 'discounted' | 'result';
  /** In a player's words: "hit", "miss", "discounted (goggles steamed up)", "saved". */
  readonly words: string;
}

/** One die as it was rolled: which die (a d6, a d20) and what it showed. */
export interface Rolled {
  readonly sides: Sides;
  readonly value: number;
}

/** The values of one line's dice, all of `sides` sides, as the log keeps them. */
export const rolled = (sides: Sides, values: readonly number[]): readonly Rolled[] =>
  values.map((value) => ({ sides, value }));

/**
 * A mark a line leaves on the table where it happened (PaintBall Mini: paint where a figure was
 * marked). The table draws it from this data, never from the line's words.
 */
export interface TableMark {
  /** The system's kind of mark, as its view draws it: 'splat'. */
  readonly kind: string;
  /** Whose mark it is (a team or a seat): its colour. */
  readonly side: string;
  /** The piece it was left on, by id. */
  readonly pieceId: string;
  /** Where it lies on the table, cm. */
  readonly at: Point;
}

export interface LogEntry {
  readonly turn: number;
  /** The rule that asked for the die or made the change (PM-…, HB-…, HP-…), or 'game' for bookkeeping. */
  readonly rule: string;
  readonly text: string;
  /** The piece that acts or is acted on: the line is grouped under it. */
  readonly pieceId?: string;
  /** The die or dice rolled for this line, if any, each with its sides. */
  readonly dice?: readonly Rolled[];
  /** What each die did, in the order of `dice`. */
  readonly outcomes?: readonly DieOutcome[];
  /** Everything the line names, for the table to light up. */
  readonly refs?: LogRefs;
  /** What the line leaves on the table (paint), where. */
  readonly leaves?: readonly TableMark[];
}

/** The parts of a line beyond its words. */
export interface LogExtra {
  readonly outcomes?: readonly DieOutcome[];
  readonly refs?: LogRefs;
  readonly leaves?: readonly TableMark[];
}

/** Where resolution writes its lines; null in fast simulations that keep no log. */
export type LogSink = LogEntry[] | null;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function note(
  sink: LogSink,
  turn: number,
  rule: string,
  text: string,
  pieceId?: string,
  dice?: readonly Rolled[],
  extra?: LogExtra,
): void {
  if (sink === null) return;
  const e: Mutable<LogEntry> = { turn, rule, text };
  if (pieceId !== undefined) e.pieceId = pieceId;
  if (dice !== undefined) e.dice = dice;
  if (extra?.outcomes !== undefined) e.outcomes = extra.outcomes;
  if (extra?.refs !== undefined) e.refs = extra.refs;
  if (extra?.leaves !== undefined) e.leaves = extra.leaves;
  sink.push(e);
}

/** A die that decided a yes or no: its result in words. */
export const result = (words: string): DieOutcome => ({ mark: 'result', words });

/** The log as plain lines, `[RULE] text`, for tests and a text view. */
export const logLines = (log: readonly LogEntry[]): string[] => log.map((e) => `[${e.rule}] ${e.text}`);
