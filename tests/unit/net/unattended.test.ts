import { afterEach, describe, expect, it, vi } from 'vitest';
import { toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED, carelessToy, toy } from '../../fixtures/toy/system';
import type { GameTable } from '../../../src/server/table';
import type { TablesOptions } from '../../../src/server/tables';
import { AUTO_PACE_MS, Tables } from '../../../src/server/tables';
import { openTable, until } from './support/harness';
import { withServer } from './support/withServer';

// A table of automatic seats plays only while a person is there to watch it, at a person's pace,
// and within the table's allowance of actions: one left alone (or read back after a restart with
// nobody connected) waits, so endless games cannot spin the server.

const net = withServer();
// Registered after withServer's: run before it, so what it closes closes in real time.
afterEach(() => void vi.useRealTimers());

const FAKED: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance', 'Date'],
};

/**
 * Lets `ms` of fake time pass in small steps: each action's keeping settles in promises before the
 * automatic player asks for its next timer, and one long jump would pass that timer's moment by.
 */
async function pass(ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 50) await vi.advanceTimersByTimeAsync(Math.min(50, ms - t));
}

/**
 * The toy, twenty pieces a side (a game takes twenty hits at least), with both seats handed to the
 * automatic player and the game started.
 */
async function autoGame(
  options: TablesOptions,
  store: string | null = null,
): Promise<{ tables: Tables; table: GameTable }> {
  const held = net.closeAfter(new Tables(TOY_SERVED, store, () => {}, options));
  const opened = await held.open({ system: toy.id, setup: toyTable(20) });
  if (!opened.ok) throw new Error('not opened');
  const table = held.get(opened.tableId)!;
  for (const seat of table.seats.ids())
    expect(
      await held.host(table, { hostToken: opened.hostToken, command: 'auto', seat, on: true }, null),
    ).toEqual({
      ok: true,
    });
  expect(await held.host(table, { hostToken: opened.hostToken, command: 'start' }, null)).toEqual({
    ok: true,
  });
  return { tables: held, table };
}

describe('automatic seats and the people at the table', () => {
  it('plays nothing while nobody is there, one action a pace while someone is, and stops when they go', async () => {
    vi.useFakeTimers(FAKED);
    let someone = false;
    const made = await autoGame({ attended: () => someone });
    const { tables, table } = made;
    const start = table.seq;
    await pass(60_000);
    expect(table.seq).toBe(start);

    someone = true;
    tables.wake(table);
    await pass(AUTO_PACE_MS - 1);
    expect(table.seq).toBe(start);
    await pass(1);
    expect(table.seq).toBe(start + 1);
    await pass(4 * AUTO_PACE_MS);
    expect(table.seq).toBe(start + 5);

    someone = false;
    await pass(60_000);
    expect(table.seq).toBe(start + 5);
  });

  it('takes no more actions than the table’s allowance, and goes on as it fills again', async () => {
    vi.useFakeTimers(FAKED);
    // Few enough actions that no game is over before them (it takes twenty hits).
    const made = await autoGame({
      attended: () => true,
      autoPaceMs: 0,
      tableRate: { perSecond: 1, burst: 3 },
    });
    const { tables, table } = made;
    const start = table.seq;
    tables.wake(table);
    await pass(20);
    expect(table.seq).toBe(start + 3);
    expect(tables.allowance(table)).toBe(
      'this table has taken as many actions as it may for now (1 a second): wait a moment',
    );
    // One a second as it fills again (the automatic player looks again each pace, here at once).
    await pass(5000);
    expect(table.finished()).toBe(false);
    expect(table.seq).toBeGreaterThanOrEqual(start + 3 + 4);
    expect(table.seq).toBeLessThanOrEqual(start + 3 + 5);
  });

  it('a table read back after a restart with nobody connected plays nothing until someone comes', async () => {
    const dir = net.tempDir('unattended-');
    const made = await autoGame({ attended: () => false }, dir);
    const id = made.table.id;
    const seq = made.table.seq;
    made.tables.close();
    vi.useFakeTimers(FAKED);
    let someone = false;
    const tables = net.closeAfter(new Tables(TOY_SERVED, dir, () => {}, { attended: () => someone }));
    const back = (await tables.fresh(id))!;
    expect(back.status).toBe('playing');
    await pass(60_000);
    expect(back.seq).toBe(seq);
    someone = true;
    tables.wake(back);
    await pass(AUTO_PACE_MS);
    expect(back.seq).toBe(seq + 1);
  });

  it('through the server: the automatic seats play while the host watches, until the table’s allowance is spent', async () => {
    const server = await net.serve(TOY_SERVED, null, undefined, {
      tableRate: { perSecond: 0.001, burst: 3 },
    });
    const host = await net.player(server.url);
    const { tableId, hostToken } = await openTable(host, toy.id, toyTable(20));
    await host.join({ tableId });
    const table = server.server.tables.get(tableId)!;
    for (const seat of table.seats.ids())
      expect(await host.ask('host', { hostToken, command: 'auto', seat, on: true })).toEqual({ ok: true });
    expect(await host.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
    // The host watches: the automatic seats play until the table's allowance of three is spent.
    await until('three automatic actions', () => table.seq === 3);
    expect(server.server.tables.allowance(table)).toMatch(/^this table has taken as many actions/);
  });

  it('a player past the table’s allowance is refused in words, and nothing is taken', async () => {
    const server = await net.serve(TOY_SERVED, null, undefined, {
      tableRate: { perSecond: 0.001, burst: 2 },
    });
    const [red, blue] = [await net.player(server.url), await net.player(server.url)];
    const { tableId, hostToken } = await openTable(red!, toy.id, toyTable());
    await red!.join({ tableId, seat: 'red' });
    await blue!.join({ tableId, seat: 'blue' });
    expect(await red!.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
    const table = server.server.tables.get(tableId)!;
    for (let i = 0; i < 3; i++) {
      const actor = [red!, blue!].find((p) => p.seat === red!.view!.toAct) ?? red!;
      const seq = table.seq;
      await until(`${actor.seat} at event ${seq}`, () => actor.seq === seq && actor.state !== null);
      const answer = await actor.intent(carelessToy(actor.state));
      if (i < 2) expect(answer).toEqual({ ok: true, seq: seq + 1 });
      else {
        expect(answer).toEqual({
          ok: false,
          rule: 'rate',
          reason: 'this table has taken as many actions as it may for now (0.001 a second): wait a moment',
        });
        expect(table.seq).toBe(seq);
      }
    }
  });
});
