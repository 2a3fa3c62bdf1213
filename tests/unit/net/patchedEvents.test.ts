import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED, carelessToy } from '../../fixtures/toy/system';
import type { TableEvent } from '../../../src/net/protocol';
import { openTable, until } from './support/harness';
import { withServer } from './support/withServer';
import { seatedSessions } from './support/sessions';
import type { Served } from './support/harness';

// Pushed events carry a patch of the game, not the game: on the wire, and at a session that is
// sent a broken one, which says so, asks for a catch-up and ends with the server's game, never a
// broken board.

const net = withServer();
let server: Served;

/** A table of two sessions, started and one action in (six pieces a side: the game stays on). */
async function started() {
  server = await net.serve(TOY_SERVED);
  const { red, blue, tableId, hostToken } = await seatedSessions(net, server.url, toyTable(6));
  expect(await red.host({ command: 'start' }, hostToken)).toEqual({ ok: true });
  await until('both told of the start', () => red.current.state !== null && blue.current.state !== null);
  expect(await red.act({ type: 'pass' })).toEqual({ ok: true, seq: 1 });
  await until('both at event 1', () => red.current.seq === 1 && blue.current.seq === 1);
  return { red, blue, table: server.server.tables.get(tableId)! };
}

describe('patched events', () => {
  it('a pushed event carries what changed, not the game, and the players keep the server’s game', async () => {
    const server = await net.serve(TOY_SERVED);
    const [red, blue] = await Promise.all([net.player(server.url), net.player(server.url)]);
    // Twenty pieces a side: a game state many times the size of what one action changes.
    const { tableId, hostToken } = await openTable(red!, TOY, toyTable(20));
    await red!.join({ tableId, seat: 'red' });
    await blue!.join({ tableId, seat: 'blue' });
    await red!.ask('host', { hostToken, command: 'start' });
    await until('both told of the start', () => red!.state !== null && blue!.state !== null);
    for (let i = 0; i < 6; i++) {
      const table = server.server.tables.get(tableId)!;
      const actor = table.toAct() === 'blue' ? blue! : red!;
      await until('the actor at the latest event', () => actor.seq === table.seq);
      expect(await actor.intent(carelessToy(actor.state))).toMatchObject({ ok: true });
    }
    const table = server.server.tables.get(tableId)!;
    await until('both at event 6', () => red!.seq === 6 && blue!.seq === 6);
    for (const p of [red!, blue!]) {
      expect(p.events.every((e: TableEvent) => e.state === null && e.patch?.from === e.seq - 1)).toBe(true);
      expect(p.state).toEqual(table.stateFor(p.seat, 'now'));
    }
    // Each event's bytes are a fraction of the game's.
    const whole = JSON.stringify(table.stateFor('red', 'now')).length;
    for (const e of red!.events) expect(JSON.stringify(e).length).toBeLessThan(whole / 2);
  });

  for (const [what, patch, problem] of [
    [
      'a step into a prototype',
      { from: 1, steps: [[['__proto__', 'polluted'], true]] },
      'event 2: step 0\'s path names "__proto__", which no game state has',
    ],
    [
      'a step through a field the game has not',
      { from: 1, steps: [[['nowhere', 'at', 0], 1]] },
      'event 2: step 0 (nowhere.at.0) goes through nowhere, which is not there',
    ],
    [
      'a patch from another event than the one this screen has',
      { from: 0, steps: [] },
      'event 2 changes the game as it was at event 0, and this screen has it at event 1',
    ],
  ] as const)
    it(`a broken patch (${what}) is said, and a catch-up brings the server’s game`, async () => {
      const { red, blue, table } = await started();
      const held = blue.current.state;
      // An action kept at the server, its push replaced by a broken one.
      const seat = table.toAct()!;
      const checked = table.check(seat, 1, carelessToy(table.stateFor(seat, 'now')));
      if (!checked.ok) throw new Error(checked.reason);
      table.commit(seat, checked);
      await table.kept();
      const problems: (string | null)[] = [];
      blue.subscribe((v) => problems.push(v.problem));
      const [e] = table.eventsFor('blue', 1, 2);
      server.server.io.to(table.id).emit('event', { ...e, state: null, patch });
      await until('both caught up', () => red.current.seq === 2 && blue.current.seq === 2);
      expect(problems[0]).toBe(`An update from the table could not be read (${problem}): catching up.`);
      expect(blue.current.problem).toBeNull();
      expect(blue.current.state).toEqual(table.stateFor('blue', 'now'));
      expect(blue.current.state).not.toEqual(held);
      expect(blue.current.events.map((x) => x.seq)).toEqual([1, 2]);
      expect(blue.current.lines).toEqual(red.current.lines);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
});
