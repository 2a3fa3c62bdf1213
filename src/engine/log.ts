// The game's log: every die rolled, the rule that asked for it and what it did, in a player's words.

export interface LogEntry {
  readonly turn: number;
  /** The rule that asked for the die or made the change (PM-…), or 'game' for bookkeeping. */
  readonly rule: string;
  readonly text: string;
  readonly figureId?: string;
  /** The die or dice rolled for this line, if any. */
  readonly dice?: readonly number[];
}

/** Where resolution writes its lines; null in fast simulations that keep no log. */
export type LogSink = LogEntry[] | null;

export function note(
  sink: LogSink,
  turn: number,
  rule: string,
  text: string,
  figureId?: string,
  dice?: readonly number[],
): void {
  if (sink === null) return;
  const e: { turn: number; rule: string; text: string; figureId?: string; dice?: readonly number[] } = {
    turn,
    rule,
    text,
  };
  if (figureId !== undefined) e.figureId = figureId;
  if (dice !== undefined) e.dice = dice;
  sink.push(e);
}

/** The log as plain lines, `[PM-RULE] text`, for tests and a text view. */
export const logLines = (log: readonly LogEntry[]): string[] => log.map((e) => `[${e.rule}] ${e.text}`);
