import { afterAll, describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import type { ToyState } from '../../fixtures/toy/engine';
import { TOY_SERVED, carelessToy, toy } from '../../fixtures/toy/system';
import { legalActions } from '../../../src/game/legality';
import { TableMoved } from '../../../src/server/records';
import { redisStore } from '../../../src/server/redisStore';
import type { TableStore } from '../../../src/server/tableStore';
import type { TablesOptions } from '../../../src/server/tables';
import { Tables } from '../../../src/server/tables';
import { withRedis } from './support/withServer';

// The Redis store itself, two servers' Tables in one process: a table opened by one is read by the
// other on first use, and of two changes for the same moment Redis keeps exactly one; the other's
// server is told (TableMoved), keeps nothing of it, and reads the table again.

const redis = withRedis();
const stores: TableStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
});

async function server(options: TablesOptions = {}): Promise<Tables> {
  const { store } = await redisStore(redis.url);
  stores.push(store);
  return new Tables(TOY_SERVED, store, () => {}, options);
}

describe('tables kept in Redis', () => {
  it('a table opened at one server is read at the other on first use, seats and status and all', async () => {
    const [a, b] = [await server(), await server()];
    const o = await a.open({ system: TOY, setup: toyTable() });
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

  it('two servers take different actions for the same moment: Redis keeps one, the other is told and reads it', async () => {
    const [a, b] = [await server(), await server()];
    const o = await a.open({ system: TOY, setup: toyTable() });
    if (!o.ok) throw new Error(o.reason);
    const opened = a.get(o.tableId)!;
    opened.record({ kind: 'status', status: 'playing' });
    await opened.kept();
    // Red passes, so Blue is to act, with more than one action to choose from.
    const pass = opened.check('red', 0, { type: 'pass' });
    if (!pass.ok) throw new Error(pass.reason);
    await a.commit(opened, 'red', pass);
    const [atA, atB] = [(await a.fresh(o.tableId))!, (await b.fresh(o.tableId))!];
    const seat = atA.toAct()!;
    const [one, other] = legalActions(
      toy,
      { ...(atA.stateFor(seat, 'now') as ToyState), log: [] },
      toy.measure(),
    );
    const [yesA, yesB] = [atA.check(seat, 1, one), atB.check(seat, 1, other)];
    if (!yesA.ok || !yesB.ok) throw new Error('both moves are legal');
    const [first, second] = await Promise.allSettled([a.commit(atA, seat, yesA), b.commit(atB, seat, yesB)]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    const lost = [first, second].find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(TableMoved);
    // The loser's server reads the table again: two actions, the winner's second, at both.
    const [nowA, nowB] = [(await a.fresh(o.tableId))!, (await b.fresh(o.tableId))!];
    expect([nowA.seq, nowB.seq]).toEqual([2, 2]);
    expect(nowA.eventsFor(seat, 0)).toEqual(nowB.eventsFor(seat, 0));
    const won = first.status === 'fulfilled' ? one : other;
    expect(nowA.eventsFor(seat, 1)[0]!.action).toEqual(won);
    // And the table goes on at either: the next action is judged on the one kept.
    expect(nowB.check(nowB.toAct() ?? seat, 1, one)).toMatchObject({ ok: false, rule: 'stale' });
  });

  it('two servers take the very same action for the same moment: kept once, and neither is refused', async () => {
    const [a, b] = [await server(), await server()];
    const o = await a.open({ system: TOY, setup: toyTable() });
    if (!o.ok) throw new Error(o.reason);
    a.get(o.tableId)!.record({ kind: 'status', status: 'playing' });
    await a.get(o.tableId)!.kept();
    const [atA, atB] = [a.get(o.tableId)!, (await b.fresh(o.tableId))!];
    const roll = { type: 'roll', piece: 'red-1', target: 'blue-1' };
    const [yesA, yesB] = [atA, atB].map((t) => t.check('red', 0, roll));
    if (!yesA!.ok || !yesB!.ok) throw new Error('red may roll at both');
    // The same seat's same action at the same event, on the same seeded dice: one outcome, whoever keeps it.
    expect(await Promise.all([a.commit(atA, 'red', yesA!), b.commit(atB, 'red', yesB!)])).toEqual([1, 1]);
    const third = (await (await server()).fresh(o.tableId))!;
    expect(third.seq).toBe(1);
    expect(third.eventsFor('red', 0)).toEqual(atA.eventsFor('red', 0));
  });

  it("a server killed between a game's last action and the line saying it was over: the next reads it as over", async () => {
    const [a, b] = [await server(), await server()];
    const o = await a.open({ system: TOY, setup: toyTable() });
    if (!o.ok) throw new Error(o.reason);
    const atA = a.get(o.tableId)!;
    atA.record({ kind: 'status', status: 'playing' });
    // The table's own steps, not Tables.commit: no 'over' line follows the last action.
    for (let i = 0; i < 3000 && !atA.finished(); i++) {
      const checked = atA.check(atA.toAct() ?? 'red', atA.seq, carelessToy(atA.stateFor('red', 'now')));
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

  it('counts an opener’s open tables at every server: the next is refused at either, and a game over frees a place', async () => {
    const [a, b] = [await server({ mostPerOpener: 2 }), await server({ mostPerOpener: 2 })];
    const msg = { system: TOY, setup: toyTable() };
    const one = await a.open(msg, 'club-laptop');
    const two = await b.open(msg, 'club-laptop');
    if (!one.ok || !two.ok) throw new Error('the first two open');
    const full =
      "you have 2 tables open on this server: end one (the host's End the game) before opening another";
    for (const at of [a, b])
      expect(await at.open(msg, 'club-laptop')).toEqual({ ok: false, rule: 'table', reason: full });
    // Someone else opens as ever.
    expect((await a.open(msg, 'other-laptop')).ok).toBe(true);
    // The game at b ends: the place it held is free at a too.
    const atB = b.get(two.tableId)!;
    expect(await b.host(atB, { hostToken: two.hostToken, command: 'end' }, null)).toEqual({ ok: true });
    const three = await a.open(msg, 'club-laptop');
    expect(three.ok).toBe(true);
    expect(await b.open(msg, 'club-laptop')).toEqual({ ok: false, rule: 'table', reason: full });
  });
});
