import {
  closeSync,
  existsSync,
  fstatSync,
  fsync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
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
      if (closed) return;
      closed = true;
      fsyncSync(fd);
      closeSync(fd);
      for (const w of waiting) w.done();
      waiting = [];
    },
  };
}

const TABLE_FILE = /^[a-z0-9]{6}\.jsonl$/;

/** One kept table's records, in order, or null when it has none (or its file is not a table's). */
export function readTable(dir: string, tableId: string): TableRecord[] | null {
  const file = fileOf(dir, tableId);
  if (!/^[a-z0-9]{6}$/.test(tableId) || !existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
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
  if (kept < text.length) truncateSync(file, Buffer.byteLength(text.slice(0, kept)));
  return records[0]?.kind === 'open' ? records : null;
}

/** Every kept table's records, in order, by table id. */
export function readTables(dir: string): Map<string, TableRecord[]> {
  const out = new Map<string, TableRecord[]>();
  for (const id of tableIds(dir)) {
    const records = readTable(dir, id);
    if (records !== null) out.set(id, records);
  }
  return out;
}

const tableIds = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => TABLE_FILE.test(f))
        .sort()
        .map((f) => f.slice(0, 6))
    : [];

/** What is known of a kept table without reading it whole: who opened it, and whether its game is over. */
export interface KeptTable {
  readonly by?: string | undefined;
  readonly over: boolean;
}

/** The most of a file's end read to find its last line (a status line is short). */
const TAIL_BYTES = 4096;

/**
 * Every kept table, from its first line (who opened it) and its last (a game over says so last),
 * without reading the actions between: a restart lists thousands of long tables at once, and reads
 * each only when someone comes to it.
 */
export function listTables(dir: string): Map<string, KeptTable> {
  const out = new Map<string, KeptTable>();
  for (const id of tableIds(dir)) {
    const fd = openSync(fileOf(dir, id), 'r');
    try {
      const size = fstatSync(fd).size;
      const first = firstLine(fd, size);
      const last = lastLine(fd, size);
      const open = parsed(first);
      if (open?.kind !== 'open') continue;
      const end = parsed(last);
      out.set(id, { by: open.by, over: end?.kind === 'status' && end.status === 'over' });
    } finally {
      closeSync(fd);
    }
  }
  return out;
}

/** The most a first line (the opening, with its set-up) may take, and the first bite read of it. */
const FIRST_LINE_MOST = 1 << 20;
const FIRST_BITE = 1 << 16;

/** The file's first line: read in growing bites, so a short opening costs one small read. */
function firstLine(fd: number, size: number): string {
  for (let length = Math.min(size, FIRST_BITE); ; length = Math.min(size, length * 4, FIRST_LINE_MOST)) {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, 0);
    const end = buffer.indexOf(10);
    if (end >= 0) return buffer.toString('utf8', 0, end);
    if (read >= size || length >= FIRST_LINE_MOST) return buffer.toString('utf8', 0, read);
  }
}

/** The file's last whole line, from its last `TAIL_BYTES` (the text after the last newline was cut short, never kept). */
function lastLine(fd: number, size: number): string {
  const length = Math.min(size, TAIL_BYTES);
  const buffer = Buffer.alloc(length);
  const read = readSync(fd, buffer, 0, length, size - length);
  const end = buffer.lastIndexOf(10, read - 1);
  if (end < 0) return '';
  const start = buffer.lastIndexOf(10, end - 1);
  return buffer.toString('utf8', start + 1, end);
}

function parsed(line: string): TableRecord | null {
  try {
    return JSON.parse(line) as TableRecord;
  } catch {
    return null;
  }
}
