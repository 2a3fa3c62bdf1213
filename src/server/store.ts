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
  renameSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import type { Hash } from 'node:crypto';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { RecordSink, TableRecord } from './records';
import { noneFresh } from './records';
import type { Resume } from './snapshot';
import { COVERED, decodeSnapshot, isActionLine, snapshotFile } from './snapshot';
import { rulesStamp } from './rulesStamp';

// Each table's changes on disk: one file per table under the data dir, one JSON line per change.
// A change is written at once and acknowledged only once an fsync has covered it. The fsync runs
// off the event loop and covers every line written before it began (a group commit), so one slow
// disk flush holds up no other table and a busy table pays for one flush per batch, not per line.
// A last line cut short by a kill was never acknowledged: it is dropped when the file is read back.
// Beside it, `<table>.snap` keeps the game as it stood after one of its lines (snapshot.ts), so a
// long table is read back from there; it is written whole to a new file and renamed over the old,
// never fsync'd: one lost or cut short by a crash no longer follows the log and is ignored.

const fileOf = (dir: string, tableId: string) => join(dir, `${tableId}.jsonl`);
const snapOf = (dir: string, tableId: string) => join(dir, `${tableId}.snap`);

/** A sink appending to the table's file (created with its first record). */
export function fileSink(dir: string, tableId: string): RecordSink {
  mkdirSync(dir, { recursive: true });
  const fd = openSync(fileOf(dir, tableId), 'a');
  let written = 0;
  let synced = 0;
  let syncing = false;
  let closed = false;
  let waiting: { upTo: number; done: (error?: Error) => void }[] = [];
  // The hash of every line in the file and how many there are, for a snapshot to name the lines it
  // follows: read from the file at the first snapshot, then kept up as lines are appended.
  let log: { hash: Hash; lines: number } | null = null;
  let snapped = -1;

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
      const line = `${JSON.stringify(record)}\n`;
      writeSync(fd, line);
      written++;
      if (log !== null) {
        log.hash.update(line);
        log.lines++;
      }
    },
    snapshot(make: () => string | null) {
      if (log === null) {
        const text = readFileSync(fileOf(dir, tableId), 'utf8');
        log = { hash: createHash('sha256').update(text), lines: text.split('\n').length - 1 };
      }
      if (log.lines === snapped) return;
      const body = make();
      if (body === null) return;
      const temporary = `${snapOf(dir, tableId)}.new`;
      writeFileSync(temporary, snapshotFile(log.lines, log.hash.copy().digest('hex'), body, rulesStamp()));
      renameSync(temporary, snapOf(dir, tableId));
      snapped = log.lines;
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
  return readLines(file, readFileSync(file, 'utf8'))?.records ?? null;
}

/** A kept table: its records, and the snapshot to go on from where one follows them (else null). */
export interface KeptRecords {
  /** Its records; with a snapshot, each action the snapshot follows is only COVERED, not read. */
  readonly records: readonly TableRecord[];
  readonly resume: Resume | null;
  /** Every record read whole, for replaying the table when its snapshot does not fit them. */
  readonly whole: () => readonly TableRecord[];
}

/** One kept table's records and its snapshot where that follows them; null when it has no records. */
export function readKept(dir: string, tableId: string): KeptRecords | null {
  const file = fileOf(dir, tableId);
  if (!/^[a-z0-9]{6}$/.test(tableId) || !existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const snap = snapOf(dir, tableId);
  const resume = existsSync(snap)
    ? decodeSnapshot(readFileSync(snap, 'utf8'), text, lineEnds(text), rulesStamp())
    : null;
  const read = readLines(file, text, resume?.lines ?? 0);
  if (read === null) return null;
  const whole = () => (resume === null ? read.records : readLines(file, text)!.records);
  return { records: read.records, resume, whole };
}

/** Where each line of `text` ends, after its newline (text after the last newline is no line). */
function lineEnds(text: string): number[] {
  const ends: number[] = [];
  for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', end + 1)) ends.push(end + 1);
  return ends;
}

/**
 * The table file's whole lines as records, cutting off a last line cut short; null when it is not
 * a table's. The first `covered` lines are followed by a snapshot: an action among them is not
 * parsed (only counted, as COVERED).
 */
function readLines(file: string, text: string, covered = 0): { records: TableRecord[] } | null {
  const records: TableRecord[] = [];
  let kept = 0;
  for (let at = 0, end = text.indexOf('\n'); end >= 0; at = end + 1, end = text.indexOf('\n', at)) {
    if (records.length < covered && isActionLine(text.slice(at, at + 16))) records.push(COVERED);
    else
      try {
        records.push(JSON.parse(text.slice(at, end)) as TableRecord);
      } catch {
        break;
      }
    kept = end + 1;
  }
  // A line cut short by a kill was never acknowledged: cut it off so the next line starts clean.
  if (kept < text.length) truncateSync(file, Buffer.byteLength(text.slice(0, kept)));
  return records[0]?.kind === 'open' ? { records } : null;
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
