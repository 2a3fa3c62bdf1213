import { createHash } from 'node:crypto';
import type { LogEntry } from '../game/log';
import type { TableRecord } from './records';

// A table's game as it stood after one line of its log, kept beside the log so that reading a long
// table back does not play every action again. The log stays the truth. A snapshot names how many
// of the log's lines it follows and their hash, and carries a hash of its own text: one that does
// not follow the log as it is now (another table's, an older log, a file cut short or changed) is
// ignored and the table is replayed whole. So is one played by other code (rulesStamp.ts): the same
// log may make another game after a rules change. Since the log only grows, a snapshot stays true
// of its lines however many follow them: those are played on top of it.

/** Actions between two snapshots a table keeps while it is played: at most this many are replayed after a kill. */
export const SNAPSHOT_EVERY = 100;

/** One accepted action as each audience saw it (actionLog.ts): its seat, then audience, action, lines. */
export type KeptAction = readonly [
  seat: string | null,
  seen: readonly (readonly [audience: string, action: unknown, lines: readonly LogEntry[]])[],
];

/** What a table needs to go on from a snapshot instead of replaying its actions. */
export interface GameSnapshot {
  /** How many actions the game had taken. */
  readonly actions: number;
  /** The game then, with its log emptied, as the table holds it. */
  readonly state: unknown;
  /**
   * Every action taken as each audience saw it (a KeptAction's JSON each), for catch-ups and late
   * joiners: read as text, each parsed only when an event is first sent from it.
   */
  readonly accepted: readonly string[];
}

/** A snapshot read back: it follows the log's first `lines` lines (the opening is line 1). */
export interface Resume {
  readonly lines: number;
  readonly snapshot: GameSnapshot;
}

interface Header {
  readonly v: 2;
  readonly lines: number;
  readonly logHash: string;
  readonly bodyHash: string;
  /** The code the game was played by (rulesStamp). */
  readonly rules: string;
}

/** sha256 of a text's UTF-8 bytes, in hex: a log's lines, a snapshot's own text. */
export const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Whether JSON carries `value` exactly: plain objects and dense arrays of strings, booleans, null
 * and finite numbers (not −0), with no undefined anywhere. JSON would quietly drop an undefined
 * field, turn Infinity into null and −0 into 0, and a game read back so would not be the game.
 */
export function jsonExact(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !jsonExact(value[i])) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      for (const k in value) if (!jsonExact((value as Record<string, unknown>)[k])) return false;
      return true;
    }
    default:
      return false;
  }
}

/**
 * A snapshot's text after its header: a line with the game, `{"actions":…,"state":…}`, then a line
 * for each kept action, its JSON written once (the log only grows); null when JSON cannot carry the
 * game exactly.
 */
export function snapshotBody(actions: number, state: unknown, accepted: readonly string[]): string | null {
  if (!jsonExact(state)) return null;
  let body = `${JSON.stringify({ actions, state })}\n`;
  for (const a of accepted) body += `${a}\n`;
  return body;
}

/**
 * The snapshot file's text for `body` following a log's first `lines` lines, whose hash is
 * `logHash`, played by the code stamped `rules`.
 */
export function snapshotFile(lines: number, logHash: string, body: string, rules: string): string {
  const header: Header = { v: 2, lines, logHash, bodyHash: digest(body), rules };
  return `${JSON.stringify(header)}\n${body}`;
}

/**
 * The snapshot in `text` if it follows `log`, whose lines end (after their newline) at `ends`, and
 * was played by the code stamped `rules`; else null, and the table is replayed whole.
 */
export function decodeSnapshot(
  text: string,
  log: string,
  ends: readonly number[],
  rules: string,
): Resume | null {
  const cut = text.indexOf('\n');
  if (cut < 0 || !text.endsWith('\n')) return null;
  try {
    const header = JSON.parse(text.slice(0, cut)) as Partial<Header>;
    const body = text.slice(cut + 1);
    const { lines } = header;
    if (header.v !== 2 || header.rules !== rules) return null;
    if (typeof lines !== 'number' || !Number.isInteger(lines)) return null;
    if (lines < 1 || lines > ends.length) return null;
    if (header.logHash !== digest(log.slice(0, ends[lines - 1]))) return null;
    if (header.bodyHash !== digest(body)) return null;
    const game = body.indexOf('\n');
    const { actions, state } = JSON.parse(body.slice(0, game)) as { actions?: unknown; state?: unknown };
    if (typeof actions !== 'number') return null;
    const accepted = game + 1 === body.length ? [] : body.slice(game + 1, -1).split('\n');
    return { lines, snapshot: { actions, state, accepted } };
  } catch {
    return null;
  }
}

/** What an action a snapshot follows is read back as: the snapshot holds its game and its events. */
export const COVERED: TableRecord = { kind: 'action', seq: 0, seat: null, action: null };

/** Whether a kept line is an action's (one a snapshot following it need not parse). */
export const isActionLine = (line: string): boolean => line.startsWith('{"kind":"action"');
