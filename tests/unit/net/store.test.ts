import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { captureTheFlag } from '../../../src/rules/paintball-mini/setup';
import { SERVED } from '../../../src/server/systems';
import { serverLog } from '../../../src/server/log';
import { Tables } from '../../../src/server/tables';
import { fileSink, readTables } from '../../../src/server/store';
import type { TableRecord } from '../../../src/server/records';

// A table's file: one line per change; a line cut short by a kill is dropped and cut off, so the
// next line starts clean.

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const open: TableRecord = {
  kind: 'open',
  tableId: 'abc234',
  system: 'paintball-mini',
  setup: {},
  seed: 7,
  nonce: 'ff',
  hostToken: 'h'.repeat(32),
};

describe('reading the tables back', () => {
  it('leaves out a table whose file no longer plays, and reads the others', async () => {
    dir = mkdtempSync(join(tmpdir(), 'store-'));
    const tables = new Tables(SERVED, dir, () => {});
    const good = await tables.open({ system: 'paintball-mini', setup: captureTheFlag() });
    const bad = await tables.open({ system: 'paintball-mini', setup: captureTheFlag() });
    if (!good.ok || !bad.ok) throw new Error('not opened');
    tables.close();
    appendFileSync(join(dir, `${bad.tableId}.jsonl`), '{"kind":"status","status":"playing"}\n');
    appendFileSync(
      join(dir, `${bad.tableId}.jsonl`),
      '{"kind":"action","seq":1,"seat":"red","action":{"type":"fly"}}\n',
    );
    const said: string[] = [];
    const log = serverLog('error', { write: (line: string) => void said.push(line) });
    const back = new Tables(SERVED, dir, () => {}, { log });
    // Listed at once, read when someone comes to each.
    expect(back.kept).toBe(2);
    expect([(await back.fresh(good.tableId)) !== undefined, await back.fresh(bad.tableId)]).toEqual([
      true,
      undefined,
    ]);
    expect(said.map((l) => JSON.parse(l) as unknown)).toEqual([
      expect.objectContaining({
        msg: 'a kept table could not be read back and is left out',
        table: bad.tableId,
        problem: expect.stringMatching(/\S/),
      }),
    ]);
    back.close();
  });
});

describe('the table files', () => {
  it('reads back every whole line, drops one cut short, and appends cleanly after it', () => {
    dir = mkdtempSync(join(tmpdir(), 'store-'));
    const sink = fileSink(dir, 'abc234');
    sink.append(open);
    sink.append({ kind: 'status', status: 'playing' });
    sink.close();
    appendFileSync(join(dir, 'abc234.jsonl'), '{"kind":"action","seq":1,"se');
    expect(readTables(dir).get('abc234')).toEqual([open, { kind: 'status', status: 'playing' }]);
    const again = fileSink(dir, 'abc234');
    again.append({ kind: 'status', status: 'paused' });
    again.close();
    expect(readFileSync(join(dir, 'abc234.jsonl'), 'utf8').split('\n')).toHaveLength(4);
    expect(
      readTables(dir)
        .get('abc234')!
        .map((r) => r.kind),
    ).toEqual(['open', 'status', 'status']);
  });

  it('reads nothing from a data dir that is not there yet, and skips files that are not tables', () => {
    dir = mkdtempSync(join(tmpdir(), 'store-'));
    expect(readTables(join(dir, 'none')).size).toBe(0);
    appendFileSync(join(dir, 'notes.txt'), 'hello\n');
    appendFileSync(join(dir, 'zzz999.jsonl'), '{"kind":"status","status":"over"}\n');
    expect(readTables(dir).size).toBe(0);
  });
});
