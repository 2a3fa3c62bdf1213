import type { KeptTable } from './store';
import type { GameTable } from './table';

// Which tables a server holds in memory, and which it only keeps. A table in play is held; one
// nobody used for a while is put away (its store still keeps it, and it is read back on its next
// visit); a restart lists every kept table without reading it. The limits count from here: how
// many are held, and how many not yet over each opener has, held or kept.

export class Shelf {
  private readonly held = new Map<string, GameTable>();
  /** When each held table was last used (Date.now()). */
  private readonly used = new Map<string, number>();
  /** Every table kept, held or not: who opened it and whether its game is over. */
  private readonly kept: Map<string, KeptTable>;

  constructor(listing: Map<string, KeptTable>) {
    this.kept = listing;
  }

  get(tableId: string): GameTable | undefined {
    return this.held.get(tableId);
  }
  /** Whether a table with this code is held or kept: a new table must never take its code. */
  has(tableId: string): boolean {
    return this.held.has(tableId) || this.kept.has(tableId);
  }
  /** How many tables are held in memory. */
  get size(): number {
    return this.held.size;
  }
  /** How many tables are kept, held or not. */
  get keptCount(): number {
    return this.kept.size;
  }
  values(): IterableIterator<GameTable> {
    return this.held.values();
  }

  /** Holds a table opened or read back. */
  hold(table: GameTable): void {
    this.held.set(table.id, table);
    this.kept.set(table.id, { by: table.opened.by, over: table.status === 'over' });
    this.touch(table.id);
  }
  touch(tableId: string): void {
    this.used.set(tableId, Date.now());
  }

  /** Lets go of a held table: it stays kept, as it stands now. */
  putAway(table: GameTable): void {
    this.kept.set(table.id, { by: table.opened.by, over: table.status === 'over' });
    this.held.delete(table.id);
    this.used.delete(table.id);
  }
  /** Forgets a table that was never kept (its code was taken by another server first). */
  forget(tableId: string): void {
    this.held.delete(tableId);
    this.used.delete(tableId);
    this.kept.delete(tableId);
  }

  /** The held tables not used for `idleMs` by `now`. */
  idle(now: number, idleMs: number): GameTable[] {
    return [...this.held.values()].filter((t) => now - (this.used.get(t.id) ?? 0) >= idleMs);
  }

  /** How many tables not yet over `by` opened, held or kept only. */
  openBy(by: string): number {
    let n = 0;
    for (const [id, kept] of this.kept) {
      const held = this.held.get(id);
      if (kept.by === by && !(held === undefined ? kept.over : held.status === 'over')) n++;
    }
    return n;
  }
}
