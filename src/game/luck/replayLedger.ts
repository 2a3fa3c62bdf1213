import { WIDE_SEED } from '../chacha';
import type { Seed } from '../dice';
import type { LogEntry } from '../log';
import type { Logged } from '../playedGame';
import type { RuleSystem } from '../ruleSystem';
import { startWith } from '../ruleSystem';
import type { Ledger, LedgerRoll } from './ledger';
import { ledgerRoll, sideLuck, swingsOf } from './ledger';
import type { WeighedRoll } from './rolls';
import { withRoll } from './spread';

// The ledger of a recorded game, worked out in steps: the game is replayed from its set-up, seed and
// actions an action at a time, each action's rolls weighed by the system (`rollsOf`), then each
// side's spread of totals built a roll at a time. A generator, so a page or a worker takes as many
// steps as a frame allows and shows the progress: a 3,000-action game never freezes the tab. A
// record that is not this system's, or that its rules refuse, gets a refusal naming what is wrong,
// never a ledger of some other game.

/** A game as it is written down (a saved game, a replay link's, Recent games'): read here, trusted nowhere. */
export interface GameRecord {
  readonly initial: unknown;
  readonly seed: unknown;
  readonly actions: unknown;
  /** The log as it was played, where the record keeps it: the replay must write the same lines. */
  readonly log?: unknown;
}

/** How far the ledger has come: replaying the actions (0 once the record is read), then weighing each side's rolls. */
export interface LedgerProgress {
  readonly stage: 'replay' | 'odds';
  readonly done: number;
  readonly of: number;
}

export type LedgerOutcome =
  { readonly ok: true; readonly ledger: Ledger } | { readonly ok: false; readonly reason: string };

const refuse = (reason: string): LedgerOutcome => ({ ok: false, reason });

/** "[HB-ATTACK] Ada attacks …": a line as the record and the replay are compared. */
const lineOf = (e: unknown): string => {
  if (typeof e === 'string') return e;
  const { rule, text } = (e ?? {}) as Partial<LogEntry>;
  return `[${String(rule)}] ${String(text)}`;
};

/**
 * What is wrong with a roll's odds as a system stated them, or null: a ledger of odds that are not
 * chances, or of an outcome they give no place, would be a wrong report, so it is refused instead.
 */
function oddsProblem(r: WeighedRoll): string | null {
  if (r.odds.length === 0 || r.odds.some((p) => !Number.isFinite(p) || p < 0)) return 'are not chances';
  const sum = r.odds.reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 1) > 1e-9) return `sum to ${sum}, not 1`;
  if (!Number.isInteger(r.outcome) || r.outcome < 0 || r.outcome >= r.odds.length)
    return `have no place for what fell (${r.outcome})`;
  return null;
}

/** The seats' names by id, from the set-up's seats (every system's set-up has them). */
function seatNames(setup: unknown): Map<string, string> {
  const seats = (setup as { seats?: unknown }).seats;
  const names = new Map<string, string>();
  if (Array.isArray(seats))
    for (const s of seats as { id?: unknown; name?: unknown }[])
      if (typeof s.id === 'string') names.set(s.id, typeof s.name === 'string' ? s.name : s.id);
  return names;
}

/** The ledger of `record` by `system`'s rules on the table measured by `world`, a step at a time. */
export function* ledgerSteps<S extends Logged, A, T, W>(
  system: RuleSystem<S, A, T, W>,
  record: unknown,
  world: W,
): Generator<LedgerProgress, LedgerOutcome, void> {
  const rollsOf = system.rollsOf;
  if (rollsOf === undefined)
    return refuse(`${system.name} keeps no luck ledger: its rules do not say their rolls`);
  if (typeof record !== 'object' || record === null) return refuse('it is not a recorded game');
  const { initial, seed, actions, log } = record as GameRecord;
  const other = (initial as { system?: unknown } | null)?.system;
  if (typeof other === 'string' && other !== system.id)
    return refuse(`it is a game of "${other.slice(0, 40)}", not of ${system.name}`);
  const setup = system.readSetup(initial);
  if (!setup.ok) {
    const first = setup.problems[0];
    return refuse(
      `its set-up is broken (${first === undefined ? 'not a set-up' : `${first.field}: ${first.problem}`})`,
    );
  }
  const wide = typeof seed === 'string' && WIDE_SEED.test(seed);
  if (!wide && !(typeof seed === 'number' && Number.isSafeInteger(seed)))
    return refuse('its seed is neither a whole number nor 32 hex digits');
  if (!Array.isArray(actions)) return refuse('it has no list of actions');
  if (log !== undefined && !Array.isArray(log)) return refuse('its log is not a list of lines');

  const taken: A[] = [];
  for (const [i, raw] of (actions as unknown[]).entries()) {
    const read = system.readAction(raw);
    if (!read.ok) return refuse(`action ${i + 1}: ${read.reason}`);
    taken.push(read.action);
  }

  let game: S;
  try {
    game = startWith(system, setup.setup, seed as Seed);
  } catch (e) {
    return refuse(`its game could not be started (${e instanceof Error ? e.message : String(e)})`);
  }
  // As replayKeeping does: each action is applied with an empty log and its lines appended here, so
  // a long game costs time in its length, not its square. The rules write the log, never read it.
  const lines: LogEntry[] = [...game.log];
  const rolls: LedgerRoll[] = [];
  // Reading the record and starting the game are a step of their own: a long record's shape checks are not nothing.
  yield { stage: 'replay', done: 0, of: taken.length };
  for (const [i, action] of taken.entries()) {
    const before = { ...game, log: [] };
    let out;
    try {
      out = system.apply(before, action, world);
    } catch (e) {
      return refuse(`action ${i + 1} could not be replayed (${e instanceof Error ? e.message : String(e)})`);
    }
    if (!out.ok) return refuse(`action ${i + 1} is refused by the rules: ${out.reason} (${out.rule})`);
    const at = lines.length;
    for (const r of rollsOf({ before, action, after: out.state, events: out.events, world })) {
      const wrong =
        oddsProblem(r) ??
        (Number.isInteger(r.event) && r.event >= 0 && r.event < out.events.length
          ? null
          : `point to its line ${r.event}, and it wrote ${out.events.length} line${out.events.length === 1 ? '' : 's'}`);
      if (wrong !== null) return refuse(`action ${i + 1}: the odds of "${r.what}" ${wrong}`);
      rolls.push(ledgerRoll(r, i, at + r.event));
    }
    for (const e of out.events) lines.push(e);
    game = out.state;
    yield { stage: 'replay', done: i + 1, of: taken.length };
  }
  if (Array.isArray(log)) {
    const wrong = lines.findIndex((e, k) => k >= log.length || lineOf(e) !== lineOf(log[k]));
    if (wrong >= 0 || log.length !== lines.length) {
      const k = wrong >= 0 ? wrong : lines.length;
      const kept = k < log.length ? `"${lineOf(log[k]).slice(0, 120)}"` : 'nothing';
      const made = k < lines.length ? `"${lineOf(lines[k]).slice(0, 120)}"` : 'nothing';
      return refuse(
        `its log does not match its seed and actions: line ${k + 1} is ${kept} in the record, ${made} in the replay`,
      );
    }
  }

  const names = seatNames(setup.setup);
  const sides = [...new Set([...names.keys(), ...rolls.map((r) => r.side)])].filter((s) =>
    rolls.some((r) => r.side === s),
  );
  const spreads = new Map(sides.map((s) => [s, [1]]));
  for (const [i, r] of rolls.entries()) {
    spreads.set(r.side, withRoll(spreads.get(r.side)!, r.odds));
    yield { stage: 'odds', done: i + 1, of: rolls.length };
  }
  return {
    ok: true,
    ledger: {
      rolls,
      sides: sides.map((s) => sideLuck(s, names.get(s) ?? s, rolls, spreads.get(s)!)),
      swings: swingsOf(rolls),
    },
  };
}

/** The whole ledger at once, for a test or a worker that need not show progress. */
export function ledgerOf<S extends Logged, A, T, W>(
  system: RuleSystem<S, A, T, W>,
  record: unknown,
  world: W,
): LedgerOutcome {
  const steps = ledgerSteps(system, record, world);
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}

/** A ledger being worked out away from the page (a worker): its rules' name and outcome, or a failure. */
export interface LedgerJob {
  readonly result: Promise<{ readonly name: string; readonly outcome: LedgerOutcome }>;
  /** Stops the work (the report was closed); the result then never settles. */
  stop(): void;
}

/** Works out the ledger of `record` by `system`'s rules off the page, saying how far it has come. */
export type LedgerWork = (
  system: string,
  record: unknown,
  progress: (p: LedgerProgress) => void,
) => LedgerJob;
