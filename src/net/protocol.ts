import { z } from '../table/zod';
import type { Seed } from '../game/dice';
import type { StatePatch } from './statePatch';

// What travels between a table's players and the table server, as zod schemas, so both ends read
// the same words. Clients only ever say what they intend ("this action, after event N"); the dice,
// the outcomes and the state always come from the server. Every message has a size cap: a hostile
// client cannot make the server parse or keep more than these.

/** Bytes one intent, join or host command may take (JSON): an action is small data. */
export const MESSAGE_CAP = 16_384;
/** Bytes a table's set-up may take when a host opens it (the share link's own cap is larger, but packed). */
export const SETUP_CAP = 262_144;
/** Room in one frame round its message: the message's kind, its acknowledgement number and brackets. */
const FRAME_ROOM = 1024;
/**
 * What socket.io reads of one frame at all: the largest message a client may send (a create with
 * the largest set-up) and its framing. Anything larger closes the connection before it is parsed.
 */
export const BUFFER_CAP = SETUP_CAP + FRAME_ROOM;
/** A table's log never grows past this many actions. */
export const MOST_ACTIONS = 100_000;

/** A table's short code, which is also its link: six letters and digits a player can read out. */
export const tableIdSchema = z
  .string()
  .check(z.regex(/^[a-hj-km-np-z2-9]{6}$/, 'a table code is six letters and digits'));
/** A secret handed to one seat (or to the host) that proves who is speaking. */
export const tokenSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{32}$/, 'a token is 32 letters and digits'));
const seq = z.int().check(z.minimum(0), z.maximum(MOST_ACTIONS));
const seatId = z.string().check(z.minLength(1), z.maxLength(40));

/** Opening a table: the system it plays and its set-up (read by the system's own readSetup). */
export const createSchema = z.strictObject({
  system: z.string().check(z.minLength(1), z.maxLength(40)),
  setup: z.unknown(),
});

/**
 * Joining or coming back: with a seat token, as that seat; with `seat` (and a name), taking a free
 * seat; with neither, watching. `lastSeq` is the last event the client has, so it is sent only what
 * it missed (0: everything).
 */
export const joinSchema = z.strictObject({
  tableId: tableIdSchema,
  seatToken: z.optional(tokenSchema),
  seat: z.optional(seatId),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(24))),
  /** The host's invitation, from the link: a table seated by invitation only asks a newcomer for it. */
  invitation: z.optional(tokenSchema),
  lastSeq: seq,
});

/** An intent: the action a seat wants taken, valid only if the table is still at event `expectedSeq`. */
export const intentSchema = z.strictObject({ expectedSeq: seq, action: z.unknown() });

/**
 * What the host may do: start, pause, resume and end the game, hand a seat to the automatic player,
 * or seat newcomers by invitation only (the answer carries the invitation for the host's link).
 */
export const hostSchema = z.discriminatedUnion('command', [
  z.strictObject({ hostToken: tokenSchema, command: z.enum(['start', 'pause', 'resume', 'end']) }),
  z.strictObject({ hostToken: tokenSchema, command: z.literal('auto'), seat: seatId, on: z.boolean() }),
  z.strictObject({ hostToken: tokenSchema, command: z.literal('invitation'), on: z.boolean() }),
]);

export type CreateMessage = z.infer<typeof createSchema>;
export type JoinMessage = z.infer<typeof joinSchema>;
export type IntentMessage = z.infer<typeof intentSchema>;
export type HostMessage = z.infer<typeof hostSchema>;

/** Why the server said no, naming the check or the rule (as the engine's refusals do); nothing changed. */
export interface NetRefusal {
  readonly ok: false;
  readonly reason: string;
  /** 'shape', 'size', 'rate', 'table', 'seat', 'turn', 'stale', 'host', or the rule the engine named. */
  readonly rule: string;
}

export const refuse = (rule: string, reason: string): NetRefusal => ({ ok: false, rule, reason });

/** One accepted action as one seat sees it: who acted, what (if that seat may know), its lines and the state. */
export interface TableEvent {
  readonly seq: number;
  /** The seat that acted; null for the automatic player acting for nobody's seat (never today). */
  readonly seat: string | null;
  /** The action, or null where the acting seat's choice is hidden from this one. */
  readonly action: unknown;
  /** The log lines the action wrote, as this seat may read them. */
  readonly lines: readonly unknown[];
  /**
   * The game after it, as this seat may see it, without its dice and without its log; null when a
   * later event follows at once (a catch-up, or a batch kept to disk together): the last one has it,
   * or when `patch` carries what changed instead.
   */
  readonly state: unknown;
  /**
   * What the action changed, from the game this audience was sent at event `patch.from` (the one
   * before): a pushed event carries this instead of the whole game, which a join sends whole.
   */
  readonly patch?: StatePatch;
  /** How the table stands after it, on a pushed event (one message, not an event and a view). */
  readonly table?: TableView;
}

export type TableStatus = 'lobby' | 'playing' | 'paused' | 'over';

/** One seat round the table as every client sees it. */
export interface SeatView {
  readonly id: string;
  /** The seat's name in the set-up ("Red"), and the player's name once taken. */
  readonly name: string;
  readonly player: string | null;
  readonly connected: boolean;
  readonly auto: boolean;
}

/** Who sits where and how the game stands; sent on every change. */
export interface TableView {
  readonly tableId: string;
  readonly system: string;
  readonly status: TableStatus;
  readonly seats: readonly SeatView[];
  readonly toAct: string | null;
  readonly seq: number;
  /** Whether a newcomer needs the host's link (its invitation), not only the table's code. */
  readonly byInvitation: boolean;
  /** sha256 of the seed (with its nonce), published when the game starts. */
  readonly seedHash: string | null;
  /**
   * The seed and its nonce, revealed when the game ends, so anyone can replay and check every die;
   * with the whole set-up where the system hid some of it from a seat (the replay starts from it).
   */
  readonly seed: { readonly seed: Seed; readonly nonce: string; readonly setup?: unknown } | null;
}

/** The game's start as one seat sees it, pushed to everyone at the table when the host starts it. */
export interface Started {
  readonly state: unknown;
  readonly lines: readonly unknown[];
}

/** The answer to a join: the table, the set-up as this seat may see it, the seat's own token, and the events missed. */
export interface Joined {
  readonly ok: true;
  readonly seat: string | null;
  readonly seatToken: string | null;
  readonly setup: unknown;
  readonly table: TableView;
  /** The game's state at the start, as this seat sees it (null before the start). */
  readonly start: unknown;
  /** The lines the game's start wrote, as this seat may read them. */
  readonly startLines: readonly unknown[];
  /** Every event after `lastSeq`, in order. */
  readonly events: readonly TableEvent[];
  /** The origins other machines can open this server at (`http://192.168.1.20:5173`); none when it listens on this machine alone. */
  readonly reachAt?: readonly string[];
}

const utf8 = new TextEncoder();

/** The size of a message as JSON in bytes (as socket.io counts a frame), or Infinity for one that is not plain data. */
export function sizeOf(raw: unknown): number {
  try {
    const json = JSON.stringify(raw);
    return json === undefined ? 0 : utf8.encode(json).length;
  } catch {
    return Infinity;
  }
}

/** Reads a message: its size first, then its shape; a refusal names the first thing wrong. */
export function readMessage<T>(
  schema: z.ZodMiniType<T>,
  raw: unknown,
  cap = MESSAGE_CAP,
): { ok: true; message: T } | NetRefusal {
  const size = sizeOf(raw);
  if (size > cap) return refuse('size', `the message is ${kb(size)}, over the ${kb(cap)} a message may take`);
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true, message: r.data };
  const issue = r.error.issues[0]!;
  const where = issue.path.length === 0 ? 'the message' : issue.path.join('.');
  return refuse('shape', `${where}: ${issue.message}`);
}

const kb = (bytes: number) => (bytes === Infinity ? 'not plain data' : `${Math.ceil(bytes / 1024)} kB`);
