import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableRecord } from '../../../src/server/records';
import { KeepUnsure } from '../../../src/server/records';
import { redisStore } from '../../../src/server/redisStore';
import type { GameTable } from '../../../src/server/table';
import type { TableStore } from '../../../src/server/tableStore';
import { Tables } from '../../../src/server/tables';
import { toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED, carelessToy, toy } from '../../fixtures/toy/system';
import type { Blip, BlipProxy } from './support/blipProxy';
import { blipProxy } from './support/blipProxy';
import { withRedis } from './support/withServer';

// Issue 28, item 1: a Redis blip must not split a game between servers. Server A reaches Redis
// through a proxy that loses one request, then one answer, at every step of a whole game (the
// table opened, seats taken, the start, every action); server B reaches it directly. After each
// step A, B and Redis hold the same log, and nothing A told its players was left unkept.

const redis = withRedis();
let proxy: BlipProxy;
const stores: TableStore[] = [];
beforeAll(async () => {
  proxy = await blipProxy(redis.url);
}, 20_000);
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await proxy?.close();
});

/** What a server told its players of a table: each event's seq and the action kept at it. */
type Told = { seq: number; seat: string | null; action: unknown }[];

async function server(url: string): Promise<{ tables: Tables; told: Told }> {
  const { store } = await redisStore(url);
  stores.push(store);
  const told: Told = [];
  const tables = new Tables(TOY_SERVED, store, (table, change, seq) => {
    if (change === 'event') {
      const e = table.eventsFor(null, seq - 1, seq)[0]!;
      told.push({ seq, seat: e.seat, action: e.action });
    }
  });
  return { tables, told };
}

const kept = async (store: TableStore, tableId: string) => (await store.read(tableId)) ?? [];
const actionsOf = (records: readonly TableRecord[]) =>
  records.flatMap((r) => (r.kind === 'action' ? [{ seq: r.seq, seat: r.seat, action: r.action }] : []));

describe('a Redis blip between a table server and its Redis', () => {
  it('a lost request or a lost answer at every step of a game: A, B and Redis keep one log, nothing told unkept', async () => {
    const a = await server(proxy.url);
    const b = await server(redis.url);
    const direct = stores[1]!;
    let blips = 0;
    /** Runs one step of A's with its next EVAL blipped, the kind of blip alternating. */
    async function blipped<T>(step: () => Promise<T>): Promise<T> {
      const blip: Blip = blips++ % 2 === 0 ? 'request' : 'answer';
      proxy.arm(blip, 'EVAL');
      const out = await step();
      expect(proxy.spent, `the ${blip} blip of step ${blips} happened`).toBe(true);
      return out;
    }

    const o = await blipped(() => a.tables.open({ system: toy.id, setup: toyTable(20) }));
    if (!o.ok) throw new Error(o.reason);
    const { tableId } = o;
    const atA = () => a.tables.get(tableId)!;
    for (const [seat, player] of [
      ['red', 'Ann'],
      ['blue', 'Bo'],
    ] as const) {
      atA().record({ kind: 'seat', seat, token: seat.repeat(16).slice(0, 32), player });
      await blipped(() => atA().kept());
    }
    await blipped(() => a.tables.host(atA(), { hostToken: atA().opened.hostToken, command: 'start' }, null));

    /** The same log everywhere: A's table, B's reading of it, and Redis's list. */
    async function agree(table: GameTable) {
      const records = await kept(direct, tableId);
      const atB = (await b.tables.fresh(tableId))!;
      expect([table.seq, atB.seq, actionsOf(records).length]).toEqual([table.seq, table.seq, table.seq]);
      expect(atB.eventsFor(null, 0)).toEqual(table.eventsFor(null, 0));
      expect(atB.status).toBe(table.status);
    }

    let steps = 0;
    while (atA().status === 'playing' && steps < 400) {
      const table = (await a.tables.fresh(tableId))!;
      const seat = table.toAct() ?? 'red';
      const checked = table.check(seat, table.seq, carelessToy(table.stateFor(seat, 'now')));
      if (!checked.ok) throw new Error(checked.reason);
      const seq = await blipped(() => a.tables.commit(table, seat, checked));
      expect(seq).toBe(table.seq);
      await agree(table);
      steps++;
    }
    expect(atA().status, 'the game was played to its end').toBe('over');
    expect(steps).toBeGreaterThan(20);

    // Nothing A told was left unkept, and A told every action once, in order.
    const keptActions = actionsOf(await kept(direct, tableId));
    expect(a.told).toEqual(keptActions);
    expect(blips).toBe(steps + 4);
  }, 120_000);

  it('Redis out of reach past the retries: nothing is acknowledged, and the table is read again once it answers', async () => {
    const a = await server(proxy.url);
    const o = await a.tables.open({ system: toy.id, setup: toyTable(20) });
    if (!o.ok) throw new Error(o.reason);
    const table = a.tables.get(o.tableId)!;
    table.record({ kind: 'status', status: 'playing' });
    await table.kept();
    const checked = table.check('red', 0, { type: 'roll', piece: 'red-1', target: 'blue-1' });
    if (!checked.ok) throw new Error(checked.reason);
    // Every try of this action's EVAL loses its request: five tries, then the outcome is left unknown.
    proxy.arm('request', 'EVAL', Infinity);
    const unsure = await a.tables.commit(table, 'red', checked).then(
      () => null,
      (e: unknown) => e,
    );
    proxy.disarm();
    expect(unsure).toBeInstanceOf(KeepUnsure);
    expect(a.told).toEqual([]);
    // A no longer trusts its copy (which took the action in memory): it reads Redis, which kept nothing.
    const again = (await a.tables.fresh(o.tableId))!;
    expect(again).not.toBe(table);
    expect([again.seq, again.status]).toEqual([0, 'playing']);
  }, 30_000);
});
