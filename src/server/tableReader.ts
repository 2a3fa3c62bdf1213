import type { RecordSink, TableRecord } from './records';
import type { ServedSystems } from './served';
import { servedFor } from './served';
import type { ServerLog } from './log';
import type { Shelf } from './shelf';
import type { TableStore } from './tableStore';
import type { Opened } from './table';
import { GameTable } from './table';
import type { KeptRecords } from './store';

// Reading a kept table back from the store: from its snapshot where one follows its records, once
// however many ask meanwhile, with its players carried over from the copy this server held.

export interface ReaderParts {
  readonly systems: ServedSystems;
  readonly store: TableStore;
  readonly tables: Shelf;
  readonly log: ServerLog;
  /** A table read back goes on (its automatic player, a game over by its rules). */
  readonly settle: (table: GameTable) => void;
  /** Its players catch up from the view: what this server had differs from what was kept. */
  readonly caughtUp: (table: GameTable) => void;
}

export class TableReader {
  private readonly reading = new Map<string, Promise<GameTable | undefined>>();

  constructor(private readonly parts: ReaderParts) {}

  /** Whether the table is being read now (it is not to be put away meanwhile). */
  isReading(tableId: string): boolean {
    return this.reading.has(tableId);
  }

  /** Reads the table from the store (once however many ask meanwhile); its players stay connected. */
  readAgain(tableId: string): Promise<GameTable | undefined> {
    const { tables } = this.parts;
    const reading =
      this.reading.get(tableId) ??
      this.keptOf(tableId)
        .then((kept) => {
          const old = tables.get(tableId);
          if (kept === null) return old;
          if (old !== undefined) {
            tables.putAway(old);
            old.close();
          }
          const table = this.restore(tableId, kept);
          if (table === null) return undefined;
          if (old !== undefined) table.seats.carry(old.seats);
          this.parts.settle(table);
          // What this server had differs from what was kept (a change it could not be sure of, or
          // one another server pushed while this one missed it).
          if (old !== undefined && (old.seq !== table.seq || old.status !== table.status))
            this.parts.caughtUp(table);
          return table;
        })
        // A store that did not answer is asked again by the next message.
        .finally(() => this.reading.delete(tableId));
    this.reading.set(tableId, reading);
    return reading;
  }

  /** The table's records as kept, with the snapshot to go on from where the store keeps one. */
  private async keptOf(tableId: string): Promise<KeptRecords | null> {
    const { store } = this.parts;
    if (store.readBack !== undefined) return store.readBack(tableId);
    const records = await store.read(tableId);
    return records === null ? null : { records, resume: null, whole: () => records };
  }

  /**
   * A kept table read back, from its snapshot where one follows its records, or null (said in the
   * log) when its file no longer plays: the others still load. A snapshot that does not fit its
   * records is said in the log and the table replayed whole.
   */
  private restore(id: string, kept: KeptRecords): GameTable | null {
    const { systems, store, tables, log } = this.parts;
    const { records, resume } = kept;
    const [open, ...rest] = records as [Opened, ...TableRecord[]];
    const system = servedFor(systems, open.system);
    if (system === undefined) return null;
    let sink: RecordSink | null = null;
    try {
      sink = store.sink(id, records.length);
      let table = new GameTable(open, system, sink);
      try {
        table.readBack(rest, resume);
      } catch (e) {
        if (resume === null) throw e;
        log.warn(
          { table: id, problem: e instanceof Error ? e.message : String(e) },
          'a kept table is replayed whole: its snapshot does not fit its log',
        );
        table = new GameTable(open, system, sink);
        table.readBack(kept.whole().slice(1), null);
      }
      tables.hold(table);
      return table;
    } catch (e) {
      sink?.close();
      log.error(
        { table: id, problem: e instanceof Error ? e.message : String(e) },
        'a kept table could not be read back and is left out',
      );
      return null;
    }
  }
}
