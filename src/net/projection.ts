import type { LogEntry } from '../game/log';
import type { AnyRuleSystem } from '../game/ruleSystem';

// What one seat is sent of the game: the system's own redact (Hex Battle Wars' invisible figures)
// and never the dice. The kit keeps a game's dice in its state as `seed` and `rng` (dice.ts), so a
// client holding either could foretell every roll: both are taken off before anything is sent.
// A client rebuilds its view from the set-up and these projections, and never needs the seed.

/** The seat spectators are projected as: no seat's, so a system's redact hides every secret. */
export const SPECTATOR = '';

/** Whose projection `seat` (null: a spectator) is sent: its own where the system hides things, else everyone's. */
export const audienceOf = (system: AnyRuleSystem, seat: string | null): string =>
  system.redact === undefined || seat === null ? SPECTATOR : seat;

/** The fields of a game state that hold its dice, by the kit's convention. */
const DICE_FIELDS = new Set(['seed', 'rng']);

type Logged = { readonly log?: readonly LogEntry[] };

/**
 * A state without its dice, without its log (the log travels as lines, once) and without what the
 * seat has in its set-up already (`setupFields`: HexPrint's models, megabytes sent once, not twice).
 */
export function sealed(state: unknown, setupFields: readonly string[] = []): unknown {
  if (typeof state !== 'object' || state === null) return state;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(state))
    if (!DICE_FIELDS.has(k) && k !== 'log' && !setupFields.includes(k)) out[k] = v;
  return out;
}

/** The game as `seat` may see it (SPECTATOR: as anyone may). */
export function projectState(system: AnyRuleSystem, state: unknown, seat: string): unknown {
  return sealed(system.redact === undefined ? state : system.redact(state, seat), system.setupFields);
}

/** The set-up as `seat` may see it (SPECTATOR: as anyone may), where the set-up holds a secret. */
export function projectSetup(system: AnyRuleSystem, setup: unknown, seat: string): unknown {
  return system.redactSetup === undefined ? setup : system.redactSetup(setup, seat);
}

/**
 * The lines an action wrote as `seat` may read them: the system's redact is asked of the game after
 * the action with only these lines in its log, so a system that hides a line hides it here too.
 */
export function projectLines(
  system: AnyRuleSystem,
  after: unknown,
  lines: readonly LogEntry[],
  seat: string,
): readonly LogEntry[] {
  if (system.redact === undefined) return lines;
  const seen = system.redact({ ...(after as object), log: lines }, seat) as Logged;
  return seen.log ?? [];
}

/**
 * The action as `seat` may know it. A system with nothing hidden shows every action to everyone; a
 * system with secrets shows an action whole only to the seat that took it, and to the others what
 * it says they may see of it (`showAction`: nothing, unless it says), since an action may carry
 * the secret itself (which of two tiles is the real figure).
 */
export function projectAction(
  system: AnyRuleSystem,
  action: unknown,
  actor: string | null,
  seat: string,
): unknown {
  if (system.redact === undefined || actor === seat) return action;
  return system.showAction(action, seat);
}
