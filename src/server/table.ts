import type { LogEntry } from '../game/log';
import type { AnyRuleSystem, Applied } from '../game/ruleSystem';
import { startWith } from '../game/ruleSystem';
import type { NetRefusal, TableEvent, TableStatus } from '../net/protocol';
import { MOST_ACTIONS, refuse } from '../net/protocol';
import { SPECTATOR, projectLines, projectSetup, projectState } from '../net/projection';
import { ActionLog } from './actionLog';
import { invitationOf, seedHashOf } from './ids';
import { withoutSeed } from './hiddenSeed';
import type { RecordSink, TableRecord } from './records';
import { Seats } from './seats';
import type { Resume } from './snapshot';
import { SNAPSHOT_EVERY, snapshotBody } from './snapshot';

// One table the server holds: its set-up, its secret seed, the append-only log of accepted actions
// and who sits where. An intent is checked for its seat, the table's sequence (an intent sent before
// the last event was judged on an old table), the turn and the rules, in that order; any refusal
// names why and changes nothing. Accepted actions go to the table's ActionLog. Every
// SNAPSHOT_EVERY actions, and when it is let go of, the table hands its store a snapshot of the
// game (snapshot.ts), which a store that keeps them reads it back from.

/** An action the table would take now, with what the rules made of it. */
export interface Checked {
  readonly ok: true;
  readonly action: unknown;
  readonly outcome: Applied<unknown>;
}

export type Opened = Extract<TableRecord, { kind: 'open' }>;

export class GameTable {
  readonly seats: Seats;
  status: TableStatus = 'lobby';
  /** Whether a newcomer needs the host's invitation (the link), not only the table's code. */
  byInvitation = false;
  private readonly world: unknown;
  private readonly setupRead: unknown;
  private start: unknown = null;
  private startLines: readonly LogEntry[] = [];
  private state: unknown = null;
  private readonly log: ActionLog;

  constructor(
    readonly opened: Opened,
    readonly system: AnyRuleSystem,
    private readonly sink: RecordSink,
  ) {
    const read = system.readSetup(opened.setup);
    if (!read.ok)
      throw new Error(`the set-up cannot be played: ${read.problems[0]?.problem ?? 'unreadable'}`);
    this.setupRead = read.setup;
    this.world = system.measure();
    this.seats = new Seats((read.setup as { seats: { id: string; name: string }[] }).seats);
    this.log = new ActionLog(system, () => this.seats.ids());
  }

  /** What a newcomer shows to sit or watch while the table is by invitation only. */
  get invitation(): string {
    return (this.invited ??= invitationOf(this.opened.hostToken));
  }
  private invited: string | undefined;

  /** The seed's published hash (worked out once). */
  get seedHash(): string {
    return (this.hash ??= seedHashOf(this.opened.seed, this.opened.nonce));
  }
  private hash: string | undefined;

  get id(): string {
    return this.opened.tableId;
  }
  get seq(): number {
    return this.log.length;
  }
  get setup(): unknown {
    return this.setupRead;
  }

  /**
   * Lets go of the sink, keeping a last snapshot first where actions were taken since the last one
   * (where the store keeps them); a game shorter than SNAPSHOT_EVERY actions replays quickly, and a
   * server stopping with many tables held writes none for them.
   */
  close(): void {
    if (this.seq >= SNAPSHOT_EVERY && this.seq > this.snapped) this.keepSnapshot();
    this.sink.close();
  }

  /** How many actions the table was read back from a snapshot with, not replayed (0: none). */
  get resumedAt(): number {
    return this.resumed;
  }
  private resumed = 0;
  /** The actions the last snapshot kept or read back held. */
  private snapped = 0;

  /** The game as it stands, for the store to keep beside the log (snapshot.ts). */
  private keepSnapshot(): void {
    this.snapped = this.seq;
    this.sink.snapshot?.(() => {
      const accepted = this.log.keptJson();
      return this.state === null || accepted === null ? null : snapshotBody(this.seq, this.state, accepted);
    });
  }

  /**
   * Takes the records kept after the opening, in order. From `resume`, a snapshot following the
   * first `resume.lines` lines (the opening is line 1), the actions among them are not played
   * again: their game and what each audience saw of them come from the snapshot. Throws when the
   * snapshot does not fit the records (the caller then replays them whole on a fresh table).
   */
  readBack(records: readonly TableRecord[], resume: Resume | null): void {
    let i = 0;
    if (resume !== null) {
      let actions = 0;
      for (; i < resume.lines - 1; i++) {
        const r = records[i]!;
        if (r.kind === 'action') actions++;
        else this.take(r);
      }
      const { snapshot } = resume;
      if (snapshot.actions !== actions || snapshot.accepted.length !== actions || this.start === null)
        throw new Error(
          `its snapshot does not follow its log (${snapshot.actions} actions, the log ${actions})`,
        );
      this.state = snapshot.state;
      this.log.resume(snapshot.accepted);
      this.resumed = this.snapped = actions;
    }
    for (; i < records.length; i++) this.take(records[i]!);
  }

  /** Resolves once every change so far is on disk. */
  kept(): Promise<void> {
    return this.sink.kept();
  }

  /** Changes other servers kept since this one last looked (to take, in order). */
  fresh(): Promise<readonly TableRecord[]> {
    return this.sink.fresh();
  }

  /** The seat that must act now, or null when no one seat must (or no game is on). */
  toAct(): string | null {
    return this.state === null ? null : this.system.seatToAct(this.state);
  }

  /** Writes a change to disk, then makes it: a change is acknowledged only once it is kept. */
  record(r: TableRecord): void {
    this.sink.append(r);
    this.take(r);
  }

  /** Makes a kept change (also while replaying the file on a restart). */
  take(r: TableRecord): void {
    if (r.kind === 'seat') this.seats.take(r.seat, r.token, r.player);
    else if (r.kind === 'auto') this.seats.setAuto(r.seat, r.on);
    else if (r.kind === 'invitation') this.byInvitation = r.on;
    else if (r.kind === 'status') this.setStatus(r.status);
    else if (r.kind === 'action') this.accept(r.seat, r.action);
  }

  private setStatus(status: TableStatus): void {
    if (this.start === null && status !== 'lobby') {
      const game = startWith(this.system, this.setupRead, this.opened.seed) as { log?: readonly LogEntry[] };
      this.startLines = withoutSeed(game.log ?? [], this.opened.seed);
      this.start = { ...game, log: [] };
      this.state = this.start;
    }
    this.status = status;
  }

  /** Why `seat` may not take `raw` now (null: it may); the action, read, comes back with a yes. */
  check(seat: string | null, expectedSeq: number, raw: unknown): NetRefusal | Checked {
    if (this.status !== 'playing')
      return refuse(
        'table',
        this.status === 'paused' ? 'the game is paused' : `the game is not on (${this.status})`,
      );
    if (seat === null) return refuse('seat', 'a spectator watches: take a seat to play');
    if (expectedSeq !== this.seq)
      return refuse(
        'stale',
        `the table has moved on: it is at event ${this.seq}, the intent was for ${expectedSeq}`,
      );
    const toAct = this.toAct();
    if (toAct !== null && toAct !== seat)
      return refuse('turn', `it is ${this.seats.nameOf(toAct)}'s turn, not ${this.seats.nameOf(seat)}'s`);
    if (this.seq >= MOST_ACTIONS) return refuse('table', 'the game has reached its most actions');
    const read = this.system.readAction(raw);
    if (!read.ok) return refuse(read.rule, read.reason);
    const offline = this.system.offline(read.action);
    if (offline !== null) return refuse('table', offline);
    const tried = this.system.apply(this.state, read.action, this.world);
    return tried.ok ? { ok: true, action: read.action, outcome: tried } : refuse(tried.rule, tried.reason);
  }

  /** Keeps a checked action (on disk first), then takes it with the outcome the check already worked out. */
  commit(seat: string, checked: Checked): number {
    this.sink.append({ kind: 'action', seq: this.seq + 1, seat, action: checked.action });
    this.accept(seat, checked.action, checked.outcome);
    if (this.seq % SNAPSHOT_EVERY === 0) this.keepSnapshot();
    return this.seq;
  }

  private accept(seat: string | null, action: unknown, outcome?: Applied<unknown>): void {
    const r = outcome ?? this.system.apply(this.state, action, this.world);
    if (!r.ok) throw new Error(`a kept action no longer applies: ${r.reason}`);
    this.state = { ...(r.state as object), log: [] };
    this.log.add(seat, action, r.state, r.events);
  }

  /** Whether the game has ended by its rules: no seat must act and no action is left. */
  finished(): boolean {
    // The rules say when their game is over (RuleSystem.progress).
    return this.state !== null && this.system.progress(this.state).over;
  }

  /**
   * What the table takes by itself now: a step in which nothing can happen, for the seat to act (no
   * player clicks through it: src/game/emptySteps.ts), else the automatic player's action for the
   * seat it plays now; null when there is neither.
   */
  autoTurn(): { seat: string; action: unknown } | null {
    if (this.status !== 'playing') return null;
    const toAct = this.toAct();
    const empty = toAct === null ? null : this.system.emptyStep(this.state);
    if (toAct !== null && empty !== null) return { seat: toAct, action: empty };
    const seat = toAct ?? this.seats.ids().find((s) => this.seats.isAuto(s)) ?? null;
    if (seat === null || !this.seats.isAuto(seat)) return null;
    // The system's own automatic player, or the first legal action where it has none.
    const action = this.system.auto(this.state, this.world) ?? null;
    return action === null ? null : { seat, action };
  }

  /** The set-up as `seat` (null: a spectator) may see it: whole once the game is over, as the seed is. */
  setupFor(seat: string | null): unknown {
    return this.status === 'over'
      ? this.setupRead
      : projectSetup(this.system, this.setupRead, seat ?? SPECTATOR);
  }

  /** The game's start and now, as `seat` (null: a spectator) may see them. */
  stateFor(seat: string | null, which: 'start' | 'now'): unknown {
    const s = which === 'start' ? this.start : this.state;
    return s === null ? null : projectState(this.system, s, seat ?? SPECTATOR);
  }

  /** The lines the game's start wrote, as `seat` (null: a spectator) may read them. */
  startLinesFor(seat: string | null): readonly LogEntry[] {
    return this.start === null
      ? []
      : projectLines(this.system, this.start, this.startLines, seat ?? SPECTATOR);
  }

  /** Events `from` + 1 to `to` as `seat` sees them; the latest carries the game as it sees it now. */
  eventsFor(seat: string | null, from: number, to = this.seq): TableEvent[] {
    return this.log.eventsFor(seat, from, to, () => this.stateFor(seat, 'now'));
  }
}
