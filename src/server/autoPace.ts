import type { ServerLog } from './log';
import type { Checked, GameTable } from './table';

// What a table takes by itself, at a person's pace: the steps in which nothing can happen, and the
// automatic player's actions for the seats it plays. One action at a time per table, only while
// someone is at the table (a table of automatic seats left alone waits for its next visitor), and
// within the table's allowance of actions.

/** What the pacing asks of the tables it plays at. */
export interface PacedTables {
  /** Whether a person (a player or a spectator) is at the table. */
  attended(table: GameTable): boolean;
  /** Whether this table object is still the one held (not put away or read again meanwhile). */
  holds(table: GameTable): boolean;
  /** Why the table may take no action now (its allowance spent), or null. */
  allowance(table: GameTable): string | null;
  commit(table: GameTable, seat: string, checked: Checked): Promise<number>;
  /** Reads the table again (another server may have played first). */
  fresh(tableId: string): Promise<unknown>;
  readonly log: ServerLog;
}

export class AutoPace {
  private readonly busy = new Set<string>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(
    private readonly tables: PacedTables,
    private readonly paceMs: number,
  ) {}

  /** Takes the table's next step by itself, a pace from now, if it has one then. */
  soon(table: GameTable): void {
    const { tables } = this;
    if (this.busy.has(table.id) || this.closed || !tables.attended(table)) return;
    this.busy.add(table.id);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.busy.delete(table.id);
      // A table put away (or read again) meanwhile is another object now: this one plays nothing.
      if (this.closed || !tables.holds(table) || !tables.attended(table)) return;
      if (tables.allowance(table) !== null) return this.soon(table);
      try {
        const turn = table.autoTurn();
        if (turn === null) return;
        const checked = table.check(turn.seat, table.seq, turn.action);
        // Another server played it first: read the table again (its player pushed that move).
        if (checked.ok)
          void tables
            .commit(table, turn.seat, checked)
            .catch(() => tables.fresh(table.id))
            // The store did not answer: the next visitor's message reads the table again.
            .catch(() => {});
      } catch (e) {
        // A bug in a system's automatic player stops it at this table, never the server.
        tables.log.error({ table: table.id, err: e }, 'the automatic player failed at this table');
      }
    }, this.paceMs);
    this.timers.add(timer);
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
