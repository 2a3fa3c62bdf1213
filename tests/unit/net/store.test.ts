import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED } from '../../fixtures/toy/system';
import { serverLog } from '../../../src/server/log';
import { Tables } from '../../../src/server/tables';
import { fileSink, listTables, readTables } from '../../../src/server/store';
import type { TableRecord } from '../../../src/server/records';

// A table's file: one line per change; a line cut short by a kill is dropped and cut off, so the
// next line starts clean.

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const open: TableRecord = {
  kind: 'open',
  tableId: 'abc234',
  system: TOY,
  setup: {},
  seed: 7,
  nonce: 'ff',
  hostToken: 'h'.repeat(32),
};

describe('reading the tables back', () => {
  it('leaves out a table whose file no longer plays, and reads the others', async () => {
    dir = mkdtempSync(join(tmpdir(), 'store-'));
    const tables = new Tables(TOY_SERVED, dir, () => {});
    const good = await tables.open({ system: TOY, setup: toyTable() });
    const bad = await tables.open({ system: TOY, setup: toyTable() });
    if (!good.ok || !bad.ok) throw new Error('not opened');
    tables.close();
    appendFileSync(join(dir, `${bad.tableId}.jsonl`), '{"kind":"status","status":"playing"}\n');
    appendFileSync(
      join(dir, `${bad.tableId}.jsonl`),
      '{"kind":"action","seq":1,"seat":"red","action":{"type":"fly"}}\n',
    );
    const said: string[] = [];
    const log = serverLog('error', { write: (line: string) => void said.push(line) });
    const back = new Tables(TOY_SERVED, dir, () => {}, { log });
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

  it('lists each table from its first and last lines: who opened it and whether it is over, whatever lies between', () => {
    dir = mkdtempSync(join(tmpdir(), 'store-'));
    const line = (r: TableRecord) => `${JSON.stringify(r)}\n`;
    const action = (seq: number): TableRecord => ({
      kind: 'action',
      seq,
      seat: 'red',
      action: { type: 'x' },
    });
    const over: TableRecord = { kind: 'status', status: 'over' };
    // An opening longer than the first bite read of it (a big set-up), and a game over at its end.
    const big = { ...open, tableId: 'big234', by: 'club', setup: { note: 'x'.repeat(200_000) } };
    writeFileSync(join(dir, 'big234.jsonl'), line(big) + line(action(1)) + line(over));
    // Over, then a last line cut short by a kill: the last whole line counts.
    writeFileSync(
      join(dir, 'cut234.jsonl'),
      line({ ...open, tableId: 'cut234' }) + line(action(1)) + line(over) + '{"kind":"act',
    );
    // Still in play after many actions.
    writeFileSync(
      join(dir, 'run234.jsonl'),
      line({ ...open, tableId: 'run234', by: 'club' }) +
        Array.from({ length: 500 }, (_, i) => line(action(i + 1))).join(''),
    );
    // Only its opening.
    writeFileSync(join(dir, 'new234.jsonl'), line({ ...open, tableId: 'new234' }));
    // Not a table's file: its first line is no opening.
    writeFileSync(join(dir, 'bad234.jsonl'), line(action(1)));
    expect(Object.fromEntries(listTables(dir))).toEqual({
      big234: { by: 'club', over: true },
      cut234: { by: undefined, over: true },
      run234: { by: 'club', over: false },
      new234: { by: undefined, over: false },
    });
  });
});
