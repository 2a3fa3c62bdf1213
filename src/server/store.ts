import {
  closeSync,
  existsSync,
  fsync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { RecordSink, TableRecord } from './records';
import { noneFresh } from './records';

// Each table's changes on disk: one file per table under the data dir, one JSON line per change.
// A change is written at once and acknowledged only once an fsync has covered it. The fsync runs
// off the event loop and covers every line written before it began (a group commit), so one slow
// disk flush holds up no other table and a busy table pays for one flush per batch, not per line.
// A last line cut short by a kill was never acknowledged: it is dropped when the file is read back.

const fileOf = (dir: string, tableId: string) => join(dir, `${tableId}.jsonl`);

/** A sink appending to the table's file (created with its first record). */
export function fileSink(dir: string, tableId: string): RecordSink {
  mkdirSync(dir, { recursive: true });
  const fd = openSync(fileOf(dir, tableId), 'a');
  let written = 0;
  let synced = 0;
  let syncing = false;
  let closed = false;
  let waiting: { upTo: number; done: (error?: Error) => void }[] = [];

  function sync(): void {
    const upTo = written;
    syncing = true;
    fsync(fd, (error) => {
      syncing = false;
      if (error === null) synced = upTo;
      const [now, later] = [waiting.filter((w) => w.upTo <= upTo), waiting.filter((w) => w.upTo > upTo)];
      waiting = later;
      for (const w of now) w.done(error ?? undefined);
      if (waiting.length > 0 && !closed) sync();
    });
  }

  return {
    append(record: TableRecord) {
      writeSync(fd, `${JSON.stringify(record)}\n`);
      written++;
    },
    kept() {
      if (synced >= written) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiting.push({ upTo: written, done: (e) => (e === undefined ? resolve() : reject(e)) });
        if (!syncing) sync();
      });
    },
    // This server is the table's only writer: no one else keeps its changes.
    fresh: noneFresh,
    close() {
      closed = true;
      fsyncSync(fd);
      closeSync(fd);
      for (const w of waiting) w.done();
      waiting = [];
    },
  };
}

/** Every kept table's records, in order, by table id. */
export function readTables(dir: string): Map<string, TableRecord[]> {
  const out = new Map<string, TableRecord[]>();
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir)
    .filter((f) => /^[a-z0-9]{6}\.jsonl$/.test(f))
    .sort()) {
    const text = readFileSync(join(dir, file), 'utf8');
    const records: TableRecord[] = [];
    let kept = 0;
    for (let at = 0, end = text.indexOf('\n'); end >= 0; at = end + 1, end = text.indexOf('\n', at)) {
      try {
        records.push(JSON.parse(text.slice(at, end)) as TableRecord);
      } catch {
        break;
      }
      kept = end + 1;
    }
    // A line cut short by a kill was never acknowledged: cut it off so the next line starts clean.
    if (kept < text.length) truncateSync(join(dir, file), Buffer.byteLength(text.slice(0, kept)));
    if (records[0]?.kind === 'open') out.set(file.slice(0, 6), records);
  }
  return out;
}
