import type { CreateMessage, HostMessage, NetRefusal } from '../net/protocol';
import { refuse } from '../net/protocol';
import { secretSeed, tableCode, token } from './ids';
import { TableMoved } from './records';
import type { AnyRuleSystem } from '../game/ruleSystem';
import type { ServedSystems } from './served';
import { servedFor } from './served';
import { MOST_TABLES_PER_ADDRESS } from './addressLimits';
import type { ServerLog } from './log';
import type { Rate } from './rateLimit';
import { TableAllowances } from './tableAllowance';
import { errorsOnly } from './log';
import { AutoPace } from './autoPace';
import { Shelf } from './shelf';
import type { TableStore } from './tableStore';
import { storeOf, timed } from './tableStore';
import type { Checked } from './table';
import { TableReader } from './tableReader';
import { GameTable } from './table';
import { hostCommand } from './hostCommands';

// Every table one server holds: opened by a host, kept on disk as it changes and read back on a
// restart. The automatic player's pace is kept here and the host's commands are taken through
// hostCommands.ts; the sockets live in tableServer.ts, which is told of every change to pass on.

/** The tables one server holds unless told otherwise. */
export const MOST_TABLES = 2000;

/** How long the automatic player takes over each action: a person's pace, so a table of automatic seats is watchable. */
export const AUTO_PACE_MS = 600;

/** A table nobody is at and nothing happened at for this long is let go of (kept, read back on its next join). */
export const IDLE_MS = 15 * 60_000;
/** How often the tables are looked over for idle ones. */
const SWEEP_MS = 60_000;

export { TABLE_RATE } from './tableAllowance';

/** What changed: an action taken, the game started, or only who sits where and how it stands. */
export type Change = 'event' | 'start' | 'view';

/** Told of a change once it is on disk; `seq` is the event an 'event' change pushes. */
export type Changed = (table: GameTable, change: Change, seq: number) => void;

export interface TablesOptions {
  /** How many tables this server holds in memory at most (idle ones are let go of, and kept). */
  readonly mostTables?: number;
  /** How long a table nobody is at stays in memory after its last change or visit (IDLE_MS unless told). */
  readonly idleMs?: number;
  readonly log?: ServerLog;
  /** Told how long each change took to be kept, in seconds. */
  readonly storeSeconds?: (seconds: number) => void;
  /** How long the automatic player takes over each action (AUTO_PACE_MS unless told). */
  readonly autoPaceMs?: number;
  /** How many tables not yet over one opener may hold (MOST_TABLES_PER_ADDRESS unless told). */
  readonly mostPerOpener?: number;
  /** How many actions a table takes (TABLE_RATE unless told). */
  readonly tableRate?: Rate;
  /**
   * Whether a person (a player or a spectator) is at the table: the automatic player plays only
   * for someone. Seats connected are counted here; the table server adds its spectators.
   */
  readonly attended?: (table: GameTable) => boolean;
}

export class Tables {
  private readonly tables: Shelf;
  private readonly reader: TableReader;
  private readonly store: TableStore;
  private readonly mostTables: number;
  private readonly log: ServerLog;
  private readonly mostPerOpener: number;
  private readonly allowances: TableAllowances;
  private readonly attended: (table: GameTable) => boolean;
  private readonly pace: AutoPace;
  private readonly idleMs: number;
  private readonly sweeper: ReturnType<typeof setInterval> | null;

  constructor(
    private readonly systems: ServedSystems,
    /** Where tables are kept: a store, a data dir (a file per table) or null (in memory only). */
    store: TableStore | string | null,
    private readonly changed: Changed,
    options: TablesOptions = {},
  ) {
    const kept = storeOf(store);
    this.store = options.storeSeconds === undefined ? kept : timed(kept, options.storeSeconds);
    this.mostTables = options.mostTables ?? MOST_TABLES;
    this.log = options.log ?? errorsOnly();
    this.pace = new AutoPace(
      {
        attended: (table) => this.attended(table),
        holds: (table) => this.tables.get(table.id) === table,
        allowance: (table) => this.allowance(table),
        commit: (table, seat, checked) => this.commit(table, seat, checked),
        fresh: (tableId) => this.fresh(tableId),
        log: this.log,
      },
      options.autoPaceMs ?? AUTO_PACE_MS,
    );
    this.mostPerOpener = options.mostPerOpener ?? MOST_TABLES_PER_ADDRESS;
    this.allowances = new TableAllowances(options.tableRate);
    this.attended =
      options.attended ?? ((table) => table.seats.ids().some((seat) => table.seats.isConnected(seat)));
    this.idleMs = options.idleMs ?? IDLE_MS;
    // Kept tables are listed, not read: each is read back when someone first comes to it.
    this.tables = new Shelf(this.store.listing());
    this.reader = new TableReader({
      systems,
      store: this.store,
      tables: this.tables,
      log: this.log,
      settle: (table) => this.settle(table),
      caughtUp: (table) => this.changed(table, 'view', table.seq),
    });
    this.sweeper = this.store.keeps ? setInterval(() => this.sweep(), SWEEP_MS) : null;
    this.sweeper?.unref();
  }

  /** How many tables are kept (held in memory or not). */
  get kept(): number {
    return this.tables.keptCount;
  }

  /**
   * Lets go of every table nobody is at and nothing happened at for the idle time: it stays kept,
   * and is read back when someone next comes. A store that keeps nothing holds on to every table.
   */
  sweep(now = Date.now()): void {
    if (!this.store.keeps) return;
    for (const table of this.tables.idle(now, this.idleMs)) {
      if (this.reader.isReading(table.id) || this.attended(table)) continue;
      this.tables.putAway(table);
      table.close();
    }
  }

  /** A table read back goes on: the automatic player plays on, and a game over by its rules is over. */
  private settle(table: GameTable): void {
    // Killed between its last action and the line saying the game was over.
    if (table.status === 'playing' && table.finished()) {
      table.record({ kind: 'status', status: 'over' });
      // Kept by this server or by another reading it meanwhile: either way the table is over.
      table.kept().catch(() => {});
    }
    this.pace.soon(table);
  }

  get(tableId: string): GameTable | undefined {
    return this.tables.get(tableId);
  }
  get size(): number {
    return this.tables.size;
  }
  /** Resolves when the store can keep a change now; rejects saying why not. */
  ready(): Promise<void> {
    return this.store.ready();
  }
  /** Whether other servers share these tables (through Redis). */
  get shared(): boolean {
    return this.store.shared;
  }

  /**
   * The table as kept now, before a message is judged: with changes other servers kept taken in,
   * read from the shared store on its first use here, or read again whole when another server kept
   * a change first. Undefined: no table has this code.
   */
  async fresh(tableId: string): Promise<GameTable | undefined> {
    const table = this.tables.get(tableId);
    if (table === undefined) return this.reader.readAgain(tableId);
    this.tables.touch(tableId);
    try {
      for (const r of await table.fresh()) table.take(r);
      return table;
    } catch (e) {
      if (e instanceof TableMoved) return this.reader.readAgain(tableId);
      throw e;
    }
  }

  /**
   * A new table for `msg`'s set-up; the host gets the code and the token that proves them host.
   * `by` is who opens it (a digest of their address): one opener holds only so many tables.
   */
  async open(
    msg: CreateMessage,
    by?: string,
  ): Promise<{ ok: true; tableId: string; hostToken: string } | NetRefusal> {
    const system = servedFor(this.systems, msg.system);
    if (system === undefined)
      return refuse('table', `this server does not play "${msg.system.slice(0, 40)}"`);
    if (this.tables.size >= this.mostTables) this.sweep();
    if (this.tables.size >= this.mostTables)
      return refuse(
        'table',
        `this server holds as many tables in play as it can (${this.mostTables}): try again in a few minutes, as idle tables are put away, or ask whoever runs it`,
      );
    const read = system.readSetup(msg.setup);
    if (!read.ok) {
      const p = read.problems[0];
      return refuse(
        'shape',
        p === undefined ? 'the set-up cannot be read' : `setup.${p.field}: ${p.problem}`,
      );
    }
    let tableId = tableCode();
    // A code kept but not held now is taken too: its file must never be written by another table.
    while (this.tables.has(tableId)) tableId = tableCode();
    // Counted here without a wait where this server counts alone: two opens at once cannot both slip in.
    const room =
      by === undefined ||
      (this.store.claim === undefined
        ? this.tables.openBy(by) < this.mostPerOpener
        : await this.store.claim(by, tableId, this.mostPerOpener));
    if (!room)
      return refuse(
        'table',
        `you have ${this.mostPerOpener} tables open on this server: end one (the host's End the game) before opening another`,
      );
    try {
      return await this.openAs(tableId, msg, system, read.setup, by);
    } catch (e) {
      if (by !== undefined) await this.store.release?.(by, tableId).catch(() => {});
      if (!(e instanceof TableMoved)) throw e;
      // Another server took this code first (one in two billion): the next one is free.
      this.tables.forget(tableId);
      const next = tableCode();
      if (by !== undefined) await this.store.claim?.(by, next, this.mostPerOpener);
      return this.openAs(next, msg, system, read.setup, by);
    }
  }

  private async openAs(
    tableId: string,
    msg: CreateMessage,
    system: AnyRuleSystem,
    setup: unknown,
    by?: string,
  ) {
    const opened = {
      kind: 'open',
      tableId,
      system: msg.system,
      setup,
      hostToken: token(),
      ...secretSeed(),
      ...(by === undefined ? {} : { by }),
    } as const;
    const sink = this.store.sink(tableId, 0);
    sink.append(opened);
    this.tables.hold(new GameTable(opened, system, sink));
    await sink.kept();
    return { ok: true, tableId, hostToken: opened.hostToken } as const;
  }

  /**
   * Takes a checked action for `seat` at once (the next intent is judged after it), keeps it on
   * disk, and only then passes it on and answers: no one hears of an action a crash could lose.
   */
  async commit(table: GameTable, seat: string, checked: Checked): Promise<number> {
    const seq = table.commit(seat, checked);
    this.tables.touch(table.id);
    this.allowances.take(table.id);
    const over = table.finished();
    if (over) table.record({ kind: 'status', status: 'over' });
    await table.kept();
    this.changed(table, 'event', seq);
    if (!over) this.pace.soon(table);
    return seq;
  }

  /** The host's command; `from` is the seat of the host's own connection (null: the host only watches). */
  host(
    table: GameTable,
    msg: HostMessage,
    from: string | null,
  ): Promise<{ ok: true; invitation?: string | null } | NetRefusal> {
    return hostCommand({ changed: this.changed, soon: (t) => this.pace.soon(t) }, table, msg, from);
  }

  /**
   * Whether the table may take another action now (TABLE_RATE): a refusal's words when not. Each
   * action taken counts (commit); asking does not.
   */
  allowance(table: GameTable): string | null {
    return this.allowances.refusal(table.id);
  }

  /** Someone came to the table: an automatic seat to act plays on. */
  wake(table: GameTable): void {
    this.pace.soon(table);
  }

  /** Closes every table's sink; the store itself is its owner's to close. */
  close(): void {
    if (this.sweeper !== null) clearInterval(this.sweeper);
    this.pace.close();
    for (const t of this.tables.values()) t.close();
  }
}
