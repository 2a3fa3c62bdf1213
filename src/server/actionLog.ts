import type { LogEntry } from '../game/log';
import type { AnyRuleSystem } from '../game/ruleSystem';
import type { TableEvent } from '../net/protocol';
import { SPECTATOR, audienceOf, projectAction, projectLines } from '../net/projection';
import type { KeptAction } from './snapshot';
import { jsonExact } from './snapshot';

// A table's append-only log of accepted actions, with what each audience (every seat, and the
// spectators) may see of each, worked out once when the action is accepted: a catch-up or a late
// joiner is then sent the same thing the seat was sent at the time.

/** What one audience sees of one accepted action. */
interface Seen {
  readonly action: unknown;
  readonly lines: readonly LogEntry[];
}

interface Accepted {
  readonly seat: string | null;
  /** By audience (a seat id, or SPECTATOR); one shared entry when the system hides nothing. */
  readonly seen: ReadonlyMap<string, Seen>;
}

export class ActionLog {
  /** Each action taken; one read back from a snapshot stays its JSON until an event is sent from it. */
  private readonly accepted: (Accepted | string)[] = [];

  constructor(
    private readonly system: AnyRuleSystem,
    private readonly seats: () => readonly string[],
  ) {}

  get length(): number {
    return this.accepted.length;
  }

  /** Adds an action taken by `seat` that wrote `lines` and left the game as `after`. */
  add(seat: string | null, action: unknown, after: unknown, lines: readonly LogEntry[]): void {
    const { system } = this;
    const seen = new Map<string, Seen>();
    for (const a of system.redact === undefined ? [SPECTATOR] : [...this.seats(), SPECTATOR])
      seen.set(a, {
        action: projectAction(system, action, seat, a),
        lines: projectLines(system, after, lines, a),
      });
    this.accepted.push({ seat, seen });
  }

  /**
   * Every action taken as each audience saw it, each as JSON (a snapshot's `accepted`,
   * snapshot.ts): written once an action, as the log only grows. Null when JSON cannot carry one
   * exactly, and from then on.
   */
  keptJson(): readonly string[] | null {
    for (let i = this.json.length; i < this.accepted.length && this.exact; i++) {
      const a = this.accepted[i]!;
      if (typeof a === 'string') {
        this.json.push(a);
        continue;
      }
      const kept: KeptAction = [a.seat, [...a.seen].map(([audience, s]) => [audience, s.action, s.lines])];
      this.exact = jsonExact(kept);
      this.json.push(JSON.stringify(kept));
    }
    return this.exact ? this.json : null;
  }
  private readonly json: string[] = [];
  private exact = true;

  /** Takes back the actions a snapshot kept (their JSON), in place of replaying them. */
  resume(kept: readonly string[]): void {
    for (const a of kept) this.accepted.push(a);
  }

  /** Action `i` as each audience saw it, read from its JSON the first time where a snapshot kept it. */
  private entry(i: number): Accepted {
    const a = this.accepted[i]!;
    if (typeof a !== 'string') return a;
    const [seat, seen] = JSON.parse(a) as KeptAction;
    const read: Accepted = {
      seat,
      seen: new Map(seen.map(([audience, action, lines]) => [audience, { action, lines }])),
    };
    this.accepted[i] = read;
    return read;
  }

  /**
   * Events `from` + 1 to `to` as `seat` sees them. Only the latest event carries the state (`now`,
   * as that seat sees it); an earlier one has null, and the client keeps its state until the latest.
   */
  eventsFor(seat: string | null, from: number, to: number, now: () => unknown): TableEvent[] {
    const audience = audienceOf(this.system, seat);
    const out: TableEvent[] = [];
    for (let i = Math.max(0, from); i < Math.min(to, this.accepted.length); i++) {
      const a = this.entry(i);
      const seen = a.seen.get(audience)!;
      const state = i === this.accepted.length - 1 ? now() : null;
      out.push({ seq: i + 1, seat: a.seat, action: seen.action, lines: seen.lines, state });
    }
    return out;
  }
}
