import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecordSink, TableRecord } from './records';
import { nowhere } from './records';
import type { KeptRecords, KeptTable } from './store';
import { fileSink, listTables, readKept, readTable } from './store';

// Where a server keeps its tables, behind one small interface: in memory only, in a file per table
// (the embedded default: one server, nothing installed), or in Redis (several servers sharing every
// table: see redisStore.ts). Tables asks it for what was kept and for a sink per table; it never
// asks which kind it has.

export interface TableStore {
  /** Whether other servers write the same tables (each event then goes to every audience's room). */
  readonly shared: boolean;
  /**
   * Whether a table let go of can be read back (a file, Redis): a store that keeps nothing (memory
   * only) holds every table for as long as the server runs.
   */
  readonly keeps: boolean;
  /** The tables kept when the server starts, without reading them (each is read when first used). */
  listing(): Map<string, KeptTable>;
  /** One table's records as kept now, or null when it has none. */
  read(tableId: string): Promise<TableRecord[] | null>;
  /**
   * The same with a snapshot to go on from, where the store keeps one that follows the records
   * (snapshot.ts). Absent: `read`, and every table is replayed whole.
   */
  readBack?(tableId: string): Promise<KeptRecords | null>;
  /** Where a table's next changes go; `kept` records of it are kept already. */
  sink(tableId: string, kept: number): RecordSink;
  /**
   * Where the store is shared, the tables each opener has open are counted there, for every server
   * at once: counts `tableId` among `by`'s, unless they already have `most` (false then). A game
   * over (its status kept) leaves the count by itself. Absent: the server counts its own (Shelf).
   */
  claim?(by: string, tableId: string, most: number): Promise<boolean>;
  /** Takes `tableId` out of `by`'s count again (a table that was never opened after all). */
  release?(by: string, tableId: string): Promise<void>;
  /** Resolves when the store can keep a change now (its disk writable, its Redis answering); rejects saying why not. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const noTable = () => Promise.resolve(null);

/** Tables kept in memory only: gone when the server stops. */
export const memoryStore: TableStore = {
  shared: false,
  keeps: false,
  listing: () => new Map(),
  read: noTable,
  sink: () => nowhere,
  ready: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/** Each table in a file of its own under `dir`, every change fsync'd before it is acknowledged. */
export function fileStore(dir: string): TableStore {
  return {
    shared: false,
    keeps: true,
    listing: () => listTables(dir),
    read: (tableId) => Promise.resolve(readTable(dir, tableId)),
    readBack: (tableId) => Promise.resolve(readKept(dir, tableId)),
    sink: (tableId) => fileSink(dir, tableId),
    async ready() {
      const probe = join(dir, '.ready');
      await mkdir(dir, { recursive: true });
      await writeFile(probe, 'ready');
      await rm(probe);
    },
    close: () => Promise.resolve(),
  };
}

/** The store a server was given: a store, a data dir (a file per table) or null (memory only). */
export function storeOf(given: TableStore | string | null): TableStore {
  if (given === null) return memoryStore;
  return typeof given === 'string' ? fileStore(given) : given;
}

/** The same store, telling `took` how many seconds each change took to be kept. */
export function timed(store: TableStore, took: (seconds: number) => void): TableStore {
  return {
    ...store,
    listing: () => store.listing(),
    read: (tableId) => store.read(tableId),
    ...(store.readBack === undefined ? {} : { readBack: (tableId: string) => store.readBack!(tableId) }),
    sink(tableId, kept) {
      const sink = store.sink(tableId, kept);
      return {
        append: (record) => sink.append(record),
        fresh: () => sink.fresh(),
        close: () => sink.close(),
        ...(sink.snapshot === undefined
          ? {}
          : { snapshot: (make: () => string | null) => sink.snapshot!(make) }),
        async kept() {
          const start = performance.now();
          await sink.kept();
          took((performance.now() - start) / 1000);
        },
      };
    },
    ready: () => store.ready(),
    close: () => store.close(),
  };
}
