import type { Seed } from '../game/dice';
import type { TableStatus } from '../net/protocol';

// A table as it is kept on disk: one JSON line per change, in order. The first line opens the
// table (its set-up, its secret seed); every later line is a seat taken, a status changed, a seat
// handed to the automatic player, invitations asked for or not, or an action accepted. Replaying the lines rebuilds the table.

export type TableRecord =
  | {
      readonly kind: 'open';
      readonly tableId: string;
      readonly system: string;
      readonly setup: unknown;
      readonly seed: Seed;
      readonly nonce: string;
      readonly hostToken: string;
      /** Who opened it (a digest of their address, addressLimits.ts): an address holds only so many tables. */
      readonly by?: string;
    }
  | { readonly kind: 'seat'; readonly seat: string; readonly token: string; readonly player: string }
  | { readonly kind: 'status'; readonly status: TableStatus }
  | { readonly kind: 'auto'; readonly seat: string; readonly on: boolean }
  /** The host seats newcomers by invitation only (the link's second secret), or by the code again. */
  | { readonly kind: 'invitation'; readonly on: boolean }
  | { readonly kind: 'action'; readonly seq: number; readonly seat: string | null; readonly action: unknown };

/** Where a table's changes go: a file under the data dir, Redis, or nowhere (a table kept in memory only). */
export interface RecordSink {
  /** Writes the record (not yet kept). */
  append(record: TableRecord): void;
  /**
   * Resolves once every record appended so far is kept (on disk, or in Redis): only then is a
   * change acknowledged. Rejects with TableMoved when another server kept a change first.
   */
  kept(): Promise<void>;
  /** The records other servers kept since this one last looked (none where no other server writes). */
  fresh(): Promise<readonly TableRecord[]>;
  /**
   * Keeps the snapshot `make` writes (snapshot.ts's snapshotBody; null: none to keep) as following
   * every record appended so far, to be read back from. Absent: the store replays each table whole.
   */
  snapshot?(make: () => string | null): void;
  close(): void;
}

/**
 * Another server sharing the table kept a change first: this server's copy took one that was
 * never kept, and must be read again from the shared store. Nothing of it was acknowledged.
 */
export class TableMoved extends Error {
  constructor(tableId: string) {
    super(`table ${tableId} was changed by another server first`);
  }
}

/**
 * The store did not say whether a change was kept, though asked again (a network blip longer than
 * its retries). Nothing of it was acknowledged; this server's copy of the table is no longer
 * trusted and is read again from the store before it judges anything more.
 */
export class KeepUnsure extends Error {
  constructor(tableId: string, cause: unknown) {
    super(
      `table ${tableId}: the store did not say whether the change was kept (${cause instanceof Error ? cause.message : String(cause)})`,
    );
  }
}

const none: readonly TableRecord[] = [];
export const noneFresh = () => Promise.resolve(none);

export const nowhere: RecordSink = {
  append() {},
  kept: () => Promise.resolve(),
  fresh: noneFresh,
  close() {},
};
