import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED, carelessToy } from '../../fixtures/toy/system';
import type { TablesOptions } from '../../../src/server/tables';
import { IDLE_MS, Tables } from '../../../src/server/tables';

// Issue 28, items 2, 3 and 11: a server holds in memory only the tables in play. A table nobody is
// at and nothing happened at for the idle time is put away (kept, read back whole on its next
// visit); a restart lists the kept tables without reading them; the limits count every table
// kept, in memory or not.

let dir: string;
const open: Tables[] = [];
afterEach(() => {
  for (const t of open.splice(0)) t.close();
  rmSync(dir, { recursive: true, force: true });
});

function tablesAt(where: string | null, options: TablesOptions = {}): Tables {
  const tables = new Tables(TOY_SERVED, where, () => {}, { autoPaceMs: 0, ...options });
  open.push(tables);
  return tables;
}

/** A toy table with both seats taken, started, and `moves` actions played (eight pieces a side: still on after 12). */
async function played(tables: Tables, moves: number, by?: string) {
  const o = await tables.open({ system: TOY, setup: toyTable(8) }, by);
  if (!o.ok) throw new Error(o.reason);
  const table = tables.get(o.tableId)!;
  table.record({ kind: 'seat', seat: 'red', token: 'r'.repeat(32), player: 'Ann' });
  table.record({ kind: 'seat', seat: 'blue', token: 'b'.repeat(32), player: 'Bo' });
  await tables.host(table, { hostToken: table.opened.hostToken, command: 'start' }, null);
  for (let i = 0; i < moves; i++) {
    const seat = table.toAct() ?? 'red';
    const checked = table.check(seat, table.seq, carelessToy(table.stateFor(seat, 'now')));
    if (!checked.ok) throw new Error(checked.reason);
    await tables.commit(table, seat, checked);
  }
  return table;
}

describe('tables held only while in play', () => {
  it('a table nobody is at is put away after the idle time, stays kept, and is read back whole on its next visit', async () => {
    dir = mkdtempSync(join(tmpdir(), 'idle-'));
    const tables = tablesAt(dir, { attended: () => false });
    const table = await played(tables, 12);
    const [seq, events] = [table.seq, table.eventsFor('red', 0)];

    tables.sweep(Date.now() + IDLE_MS - 60_000);
    expect(tables.get(table.id), 'not yet idle long enough').toBe(table);
    tables.sweep(Date.now() + IDLE_MS + 1);
    expect([tables.get(table.id), tables.size, tables.kept]).toEqual([undefined, 0, 1]);

    const back = (await tables.fresh(table.id))!;
    expect(back).not.toBe(table);
    expect([back.seq, back.status, back.seats.byToken('r'.repeat(32))]).toEqual([seq, 'playing', 'red']);
    expect(back.eventsFor('red', 0)).toEqual(events);
    // And it plays on from there.
    const seat = back.toAct() ?? 'red';
    const next = back.check(seat, seq, carelessToy(back.stateFor(seat, 'now')));
    if (!next.ok) throw new Error(next.reason);
    expect(await tables.commit(back, seat, next)).toBe(seq + 1);
  });

  it('a table someone is at, or one kept only in memory, is never put away', async () => {
    dir = mkdtempSync(join(tmpdir(), 'idle-'));
    const attended = tablesAt(dir, { attended: () => true });
    const inMemory = tablesAt(null, { attended: () => false });
    const [a, m] = [await played(attended, 2), await played(inMemory, 2)];
    const later = Date.now() + 10 * IDLE_MS;
    attended.sweep(later);
    inMemory.sweep(later);
    expect([attended.get(a.id), inMemory.get(m.id)]).toEqual([a, m]);
  });

  it('a restart lists the kept tables without reading them; the opener limit counts them until their game is over', async () => {
    dir = mkdtempSync(join(tmpdir(), 'idle-'));
    const first = tablesAt(dir, { mostPerOpener: 2 });
    const [one] = [await played(first, 3, 'opener-x'), await played(first, 0, 'opener-x')];
    first.close();

    const again = tablesAt(dir, { mostPerOpener: 2 });
    expect([again.size, again.kept]).toEqual([0, 2]);
    const refused = await again.open({ system: TOY, setup: toyTable() }, 'opener-x');
    expect(refused).toMatchObject({ ok: false, rule: 'table' });
    expect((await again.open({ system: TOY, setup: toyTable() }, 'opener-y')).ok).toBe(true);

    // One of x's games ends; after another restart it no longer counts.
    const back = (await again.fresh(one!.id))!;
    expect(await again.host(back, { hostToken: back.opened.hostToken, command: 'end' }, null)).toEqual({
      ok: true,
    });
    again.close();
    const third = tablesAt(dir, { mostPerOpener: 2 });
    expect([third.size, third.kept]).toEqual([0, 3]);
    expect((await third.open({ system: TOY, setup: toyTable() }, 'opener-x')).ok).toBe(true);
  });

  it('the most tables held counts tables in play: idle ones are put away to make room', async () => {
    dir = mkdtempSync(join(tmpdir(), 'idle-'));
    let someone = true;
    const tables = tablesAt(dir, { mostTables: 2, idleMs: 0, attended: () => someone });
    await played(tables, 0);
    await played(tables, 0);
    const full = await tables.open({ system: TOY, setup: toyTable() });
    expect(full).toMatchObject({ ok: false, rule: 'table' });
    someone = false;
    expect((await tables.open({ system: TOY, setup: toyTable() })).ok).toBe(true);
    expect([tables.size, tables.kept]).toEqual([1, 3]);
  });
});
