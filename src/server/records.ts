import type { Seed } from '../game/dice';
import type { TableStatus } from '../net/protocol';

// A table as it is kept on disk: one JSON line per change, in order. The first line opens the
// table (its set-up, its secret seed); every later line is a seat taken, a status changed, a seat
// handed to the automatic player, or an action accepted. Replaying the lines rebuilds the table.

export type TableRecord =
  | {
      readonly kind: 'open';
      readonly tableId: string;
      readonly system: string;
      readonly setup: unknown;
      readonly seed: Seed;
      readonly nonce: string;
      readonly hostToken: string;
    }
  | { readonly kind: 'seat'; readonly seat: string; readonly token: string; readonly player: string }
  | { readonly kind: 'status'; readonly status: TableStatus }
  | { readonly kind: 'auto'; readonly seat: string; readonly on: boolean }
  | { readonly kind: 'action'; readonly seq: number; readonly seat: string | null; readonly action: unknown };

/** Where a table's changes go: a file under the data dir, or nowhere (a table kept in memory only). */
export interface RecordSink {
  /** Writes the record (not yet flushed to disk). */
  append(record: TableRecord): void;
  /** Resolves once every record appended so far is on disk: only then is a change acknowledged. */
  kept(): Promise<void>;
  close(): void;
}

export const nowhere: RecordSink = { append() {}, kept: () => Promise.resolve(), close() {} };
