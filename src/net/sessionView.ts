import type { HostMessage, NetRefusal, TableEvent, TableView } from './protocol';

// What a player's session at a table shows and how it joins: the shapes the app's views and the
// session (client.ts) share.

export type Connection = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** What the session shows: the app renders this, and nothing else, of a network game. */
export interface SessionView {
  readonly connection: Connection;
  readonly table: TableView | null;
  readonly seat: string | null;
  readonly setup: unknown;
  readonly seq: number;
  readonly lines: readonly unknown[];
  readonly state: unknown;
  /** The game at its start as this seat sees it (null before the host starts it), and the lines the start wrote. */
  readonly start: unknown;
  readonly startLines: readonly unknown[];
  /** Every action taken since the start, in order, as this seat may know it (the table rebuilds from these). */
  readonly events: readonly Followed[];
  /** The last refusal, in the server's words, until the next accepted action. */
  readonly refused: NetRefusal | null;
  /** An event this screen could not read, in words, while it catches up; null once it has. */
  readonly problem: string | null;
  /** The origins other machines can open the server at, as it said when this screen joined. */
  readonly reachAt: readonly string[];
  /**
   * Why this screen is not at the table yet although connected (the join went unanswered), in
   * words, while it tries again or once it has given up (`retry` starts again); null otherwise.
   */
  readonly joinTrouble: { readonly said: string; readonly givenUp: boolean } | null;
}

/** How a session joins: how long it waits for an answer, and how long between tries, doubling. */
export interface Patience {
  readonly answerMs: number;
  readonly firstGapMs: number;
  readonly tries: number;
}

/** A join unanswered in 5 s is asked again after 1, 2, 4 and 8 s: about 45 s in all before the screen asks the player. */
export const PATIENCE: Patience = { answerMs: 5000, firstGapMs: 1000, tries: 5 };

/** One accepted action as the session keeps it: who acted, what (when this seat may know), the lines it wrote. */
export type Followed = Pick<TableEvent, 'seq' | 'seat' | 'action' | 'lines'>;

export interface Seating {
  readonly tableId: string;
  /** Coming back to a seat. */
  readonly seatToken?: string;
  /** Taking a free seat, with the player's name. */
  readonly seat?: string;
  readonly name?: string;
  /** The host's invitation, from the link: a table seated by invitation only asks a newcomer for it. */
  readonly invitation?: string;
}

export type Answer<T> = T | NetRefusal;

/** A host command as the session sends it (the session adds the host's token). */
export type HostCommand = HostMessage extends infer M
  ? M extends unknown
    ? Omit<M, 'hostToken'>
    : never
  : never;

/** The server's yes to a host command; the invitation command's carries the invitation (null: none asked). */
export interface HostAnswer {
  readonly ok: true;
  readonly invitation?: string | null;
}
