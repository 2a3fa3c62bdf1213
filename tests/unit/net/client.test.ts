import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED, carelessToy } from '../../fixtures/toy/system';
import type { SessionView } from '../../../src/net/sessionView';
import { TableSession, tableLink } from '../../../src/net/client';
import { viewOf } from '../../../src/server/tableView';
import { until } from './support/harness';
import { withServer } from './support/withServer';
import { seatedSessions } from './support/sessions';

// The app's side: a session takes a seat, plays, shows "reconnecting…" when its connection drops,
// and catches up exactly when it comes back.

const net = withServer();

describe('a table session', () => {
  it('hosts, seats two players, plays, rides out a dropped connection and catches up exactly', async () => {
    const server = await net.serve(TOY_SERVED);
    // Six pieces a side: no game of careless rolls is over in the ten events this test plays.
    const { red, blue, tableId, hostToken } = await seatedSessions(net, server.url, toyTable(6));
    expect(tableLink('http://10.0.0.5:5173', tableId)).toBe(`http://10.0.0.5:5173/?table=${tableId}`);
    expect(red.seatToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await red.host({ command: 'start' }, hostToken)).toEqual({ ok: true });
    expect(await red.act({ type: 'pass' })).toEqual({ ok: true, seq: 1 });
    await until('blue at event 1', () => blue.current.seq === 1);

    // Blue's connection drops (the transport closes under it); the other side plays on.
    const seen: SessionView['connection'][] = [];
    blue.subscribe((v) => {
      if (seen.at(-1) !== v.connection) seen.push(v.connection);
    });
    const blueSocket = [...server.server.io.sockets.sockets.values()].find(
      (s) => (s.data as { seat?: string }).seat === 'blue',
    )!;
    blueSocket.conn.close();
    await until('blue reconnecting', () => blue.current.connection === 'reconnecting');
    // While Blue is away the automatic player holds its seat, so the game goes on without it.
    expect(await red.host({ command: 'auto', seat: 'blue', on: true }, hostToken)).toEqual({
      ok: true,
    });
    for (let i = 0; i < 500 && red.current.seq < 10; i++) {
      if (red.current.table!.toAct === 'blue') {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      const r = await red.act(carelessToy(red.current.state));
      expect(r.ok || r.rule).not.toBe('turn');
    }
    expect(await red.host({ command: 'auto', seat: 'blue', on: false }, hostToken)).toEqual({
      ok: true,
    });
    expect(red.current.seq).toBeGreaterThanOrEqual(10);
    expect(blue.current.seq).toBe(1);
    await until(
      'blue back and caught up',
      () => blue.current.connection === 'connected' && blue.current.seq === red.current.seq,
      10_000,
    );
    expect(seen).toEqual(['reconnecting', 'connected']);
    expect(blue.current.lines).toEqual(red.current.lines);
    expect(blue.current.state).toEqual(red.current.state);
    expect(red.current.table!.seats.map((s) => [s.player, s.connected])).toEqual([
      ['Ann', true],
      ['Bo', true],
    ]);
  });

  it('catches up when the table is further on than its events (a server stopped before passing one on)', async () => {
    const server = await net.serve(TOY_SERVED);
    const { red, blue, tableId, hostToken } = await seatedSessions(net, server.url, toyTable());
    expect(await red.host({ command: 'start' }, hostToken)).toEqual({ ok: true });
    expect(await red.act({ type: 'pass' })).toEqual({ ok: true, seq: 1 });
    await until('both at event 1', () => red.current.seq === 1 && blue.current.seq === 1);
    // An action kept and never passed on, as by a server sharing the table killed between the two.
    const table = server.server.tables.get(tableId)!;
    const seat = table.toAct()!;
    const checked = table.check(seat, 1, carelessToy(table.stateFor(seat, 'now')));
    if (!checked.ok) throw new Error(checked.reason);
    table.commit(seat, checked);
    await table.kept();
    expect([red.current.seq, blue.current.seq]).toEqual([1, 1]);
    // Another server's view of the table says it is at event 2: each session asks for what it missed.
    server.server.io.to(tableId).emit('table', viewOf(table));
    await until('both at event 2', () => red.current.seq === 2 && blue.current.seq === 2);
    expect(blue.current.lines).toEqual(red.current.lines);
    expect(blue.current.state).toEqual(red.current.state);
    expect(blue.current.events.map((e) => e.seq)).toEqual([1, 2]);
  });

  it('shows the refusal in the server’s words and keeps its place', async () => {
    const server = await net.serve(TOY_SERVED);
    const opened = await TableSession.open(server.url, TOY, toyTable());
    if (!opened.ok) throw new Error(opened.reason);
    const watcher = net.closeAfter(new TableSession(server.url, { tableId: opened.tableId }));
    await until('watching', () => watcher.current.connection === 'connected');
    expect(watcher.current.seat).toBeNull();
    const r = await watcher.act({ type: 'pass' });
    expect(r).toEqual({ ok: false, rule: 'table', reason: 'the game is not on (lobby)' });
    expect(watcher.current.refused).toEqual(r);
    expect(watcher.current.seq).toBe(0);
  });
});
