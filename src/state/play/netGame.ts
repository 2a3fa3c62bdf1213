import type { Seed } from '../../game/dice';
import type { LogEntry } from '../../game/log';
import type { Logged, Played, PlayRules } from '../../game/playedGame';
import { replay } from '../../game/playedGame';

// A game played at a network table, as this screen is sent it: the server holds the seed and rolls
// every die, and each seat is sent its own view of the game (src/net/projection.ts). The table
// rebuilds the played game from the public set-up, the start and the actions it was sent, in order,
// and never needs the seed: each event's game is the server's, its lines are the log.

/** The seat this screen plays at a network table, and how its actions reach the table server. */
export interface NetSeat {
  /** The seat this screen plays; null while it only watches. */
  readonly seat: string | null;
  /** Sends an action as an intent; the server's refusal names why (its rule), and nothing changed. */
  send(action: unknown): Promise<{ readonly ok: true } | NetRefused>;
}

export interface NetRefused {
  readonly ok: false;
  readonly reason: string;
  readonly rule: string;
}

/** One action the server took, as this seat may know it (the action itself is null when hidden from it). */
export interface NetAction {
  readonly seat: string | null;
  readonly action: unknown;
  readonly lines: readonly unknown[];
}

/** The game as the server has sent it so far. */
export interface NetGame {
  /** The table's public set-up. */
  readonly setup: unknown;
  /** The game at its start, as this seat sees it; null before the host starts it. */
  readonly start: unknown;
  readonly startLines: readonly unknown[];
  readonly events: readonly NetAction[];
  /** The game after the last event, as this seat sees it. */
  readonly state: unknown;
  /** The seed, once the server has revealed it at the end; null until then. */
  readonly revealed: Seed | null;
  /** What the host holds the game at: paused, or ended (by the host or by the rules); null while it is on. */
  readonly held: NetHeld;
}

export type NetHeld = 'paused' | 'over' | null;

/** The seed a network game is shown with until the server reveals its own at the end (no seed it deals). */
export const UNKNOWN_SEED = -1;

/**
 * The played game the table shows for what the server sent, built on `before` when that is the
 * same game with fewer actions (so each new action is one step, animated as a local one would be),
 * else from the start. Null before the game starts. The lines and states are the server's: this
 * screen rolls no die and replays nothing.
 */
export function followed<T, S extends Logged, A, M>(
  rules: Pick<PlayRules<T, S, A, M>, 'left' | 'setupFields'>,
  initial: T,
  before: Played<T, S, A, M> | null,
  sent: NetGame,
): Played<T, S, A, M> | null {
  if (sent.start === null) return null;
  const from =
    before !== null && before.initial === initial && before.actions.length <= sent.events.length
      ? before
      : null;
  const log: LogEntry[] = from === null ? [...(sent.startLines as LogEntry[])] : [...from.game.log];
  const marks = from === null ? [log.length] : [...from.marks];
  const actions = from === null ? [] : [...from.actions];
  const splats = from === null ? [] : [...from.splats];
  const fresh = sent.events.slice(actions.length);
  if (from !== null && fresh.length === 0) return from;
  const game = { ...(sent.state as S), ...fromSetup(initial, rules.setupFields), log };
  let lastEvents: readonly LogEntry[] = from?.lastEvents ?? [];
  for (const e of fresh) {
    const lines = e.lines as LogEntry[];
    log.push(...lines);
    marks.push(log.length);
    actions.push(e.action as A);
    splats.push(...(rules.left?.(game, lines) ?? []));
    lastEvents = lines;
  }
  return { initial, seed: UNKNOWN_SEED, actions, game, lastEvents, marks, splats };
}

/** What the server leaves out of the game it sends because this screen has it in the set-up (projection.ts). */
function fromSetup(initial: unknown, fields: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const setup = initial as Record<string, unknown>;
  for (const k of fields) if (setup[k] !== undefined) out[k] = setup[k];
  return out;
}

/**
 * The game replayed here from the seed the server revealed, when it writes every line the server
 * sent (after the start's, which named the seed only here): from then on it is a game of this
 * screen's, with its replay and its replay link. A game whose replay differs is refused: its dice
 * were not the seed's.
 */
export function replayedFromSeed<T, S extends Logged, A, M>(
  rules: PlayRules<T, S, A, M>,
  sent: Played<T, S, A, M>,
  seed: Seed,
):
  | { readonly ok: true; readonly played: Played<T, S, A, M> }
  | { readonly ok: false; readonly problem: string } {
  if (sent.actions.some((a) => a === null))
    return { ok: false, problem: 'some actions were hidden from this seat, so it cannot replay them' };
  const here = replay(rules, sent.initial, seed, sent.actions);
  if (here === null) return { ok: false, problem: 'an action the server took does not replay from its seed' };
  const after = (p: Played<T, S, A, M>) =>
    JSON.stringify([p.game.log.slice(p.marks[0]), p.marks.map((m) => m - p.marks[0]!)]);
  return after(here) === after(sent)
    ? { ok: true, played: here }
    : { ok: false, problem: 'the dice the server rolled are not the revealed seed’s' };
}
