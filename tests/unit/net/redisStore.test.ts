import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoAction } from '../../../src/rules/paintball-mini/engine';
import type { GameState } from '../../../src/rules/paintball-mini/engine';
import { captureTheFlag } from '../../../src/rules/paintball-mini/setup';
import { paintballMini } from '../../../src/rules/paintball-mini/system';
import { TableMoved } from '../../../src/server/records';
import { redisStore } from '../../../src/server/redisStore';
import { SERVED } from '../../../src/server/systems';
import type { TableStore } from '../../../src/server/tableStore';
import { Tables } from '../../../src/server/tables';
import type { OwnRedis } from './support/redis';
import { startRedis } from './support/redis';

// The Redis store itself, two servers' Tables in one process: a table opened by one is read by the
// other on first use, and of two changes for the same moment Redis keeps exactly one; the other's
// server is told (TableMoved), keeps nothing of it, and reads the table again.

let redis: OwnRedis;
const stores: TableStore[] = [];
beforeAll(async () => {
  redis = await startRedis();
}, 20_000);
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await redis?.stop();
});

async function server(): Promise<Tables> {
  const { store } = await redisStore(redis.url);
  stores.push(store);
  return new Tables(SERVED, store, () => {});
}

describe('tables kept in Redis', () => {
  it('a table opened at one server is read at the other on first use, seats and status and all', async () => {
    const [a, b] = [await server(), await server()];
    const o = await a.open({ system: 'paintball-mini', setup: captureTheFlag() });
    if (!o.ok) throw new Error(o.reason);
    const atA = a.get(o.tableId)!;
    atA.record({ kind: 'seat', seat: 'red', token: 'r'.repeat(32), player: 'Ann' });
    atA.record({ kind: 'status', status: 'playing' });
    await atA.kept();
    expect(b.get(o.tableId)).toBeUndefined();
    const atB = (await b.fresh(o.tableId))!;
    expect([atB.status, atB.seats.byToken('r'.repeat(32)), atB.opened]).toEqual([
      'playing',
      'red',
      atA.opened,
    ]);
    expect(await b.fresh('nosuch')).toBeUndefined();
  });

  it('two servers take an action for the same moment: Redis keeps one, the other is told and reads it', async () => {
    const [a, b] = [await server(), await server()];
    const o = await a.open({ system: 'paintball-mini', setup: captureTheFlag() });
    if (!o.ok) throw new Error(o.reason);
    a.get(o.tableId)!.record({ kind: 'status', status: 'playing' });
    await a.get(o.tableId)!.kept();
    const [atA, atB] = [a.get(o.tableId)!, (await b.fresh(o.tableId))!];
    const [yesA, yesB] = [atA, atB].map((t) => t.check('red', 0, { type: 'rollCommand' }));
    if (!yesA!.ok || !yesB!.ok) throw new Error('both may roll the command dice');
    const [first, second] = await Promise.allSettled([
      a.commit(atA, 'red', yesA!),
      b.commit(atB, 'red', yesB!),
    ]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    const lost = [first, second].find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(TableMoved);
    // The loser's server reads the table again: one action, the winner's, at both.
    const [nowA, nowB] = [(await a.fresh(o.tableId))!, (await b.fresh(o.tableId))!];
    expect([nowA.seq, nowB.seq]).toEqual([1, 1]);
    expect(nowA.eventsFor('red', 0)).toEqual(nowB.eventsFor('red', 0));
    // And the table goes on at either: the next action is judged on the one kept.
    const seat = nowB.toAct() ?? 'red';
    expect(nowB.check(seat, 0, { type: 'rollCommand' })).toMatchObject({ ok: false, rule: 'stale' });
  });

  it("a server killed between a game's last action and the line saying it was over: the next reads it as over", async () => {
    const [a, b] = [await server(), await server()];
    const o = await a.open({ system: 'paintball-mini', setup: captureTheFlag() });
    if (!o.ok) throw new Error(o.reason);
    const atA = a.get(o.tableId)!;
    atA.record({ kind: 'status', status: 'playing' });
    const world = paintballMini.measure();
    // The table's own steps, not Tables.commit: no 'over' line follows the last action.
    for (let i = 0; i < 3000 && !atA.finished(); i++) {
      const state = atA.stateFor('red', 'now') as GameState;
      const checked = atA.check(atA.toAct() ?? 'red', atA.seq, autoAction(state, world));
      if (!checked.ok) throw new Error(checked.reason);
      atA.commit(atA.toAct() ?? 'red', checked);
    }
    await atA.kept();
    expect([atA.finished(), atA.status]).toEqual([true, 'playing']);
    const atB = (await b.fresh(o.tableId))!;
    expect(atB.status).toBe('over');
    await atB.kept();
    // Kept in Redis: a third server reads it as over too.
    expect((await (await server()).fresh(o.tableId))!.status).toBe('over');
  }, 30_000);
});
