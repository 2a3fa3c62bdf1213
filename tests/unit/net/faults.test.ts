import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED, carelessToy } from '../../fixtures/toy/system';
import type { Player } from './support/harness';
import { openTable, until } from './support/harness';
import { killHard } from './support/child';
import { withServer } from './support/withServer';

// Faults: the server killed mid-game, a player cut off for a while, two players acting at once.

const net = withServer();
const next = (p: Player) => carelessToy(p.state);

/**
 * Two players at a started toy table of twenty pieces a side, so that no game ends in fewer than 39
 * actions; with the toss (TOY-FIRST), no one seat must act first.
 */
async function table(url: string, toss = false) {
  const red = await net.player(url);
  const blue = await net.player(url);
  const setup = toss ? { ...toyTable(20), toss: true as const } : toyTable(20);
  const { tableId, hostToken } = await openTable(red, TOY, setup);
  await red.join({ tableId, seat: 'red' });
  await blue.join({ tableId, seat: 'blue' });
  await red.ask('host', { hostToken, command: 'start' });
  return { red, blue, tableId, hostToken };
}

/** Plays `count` actions, each by the seat to act, each acknowledged. */
async function play(red: Player, blue: Player, count: number) {
  let last = red.seq >= blue.seq ? red : blue;
  for (let i = 0; i < count; i++) {
    const seq = last.seq;
    const actor = last.view!.toAct === 'blue' ? blue : red;
    await until('the actor at the latest event', () => actor.seq === seq);
    expect(await actor.intent(next(actor))).toEqual({ ok: true, seq: seq + 1 });
    last = actor;
  }
}

describe('faults', () => {
  it('a server killed with SIGKILL mid-game and started again has every action it acknowledged', async () => {
    const dir = net.tempDir();
    let proc = await net.serveApart(dir);
    const { red, blue, tableId } = await table(proc.url);
    await play(red, blue, 15);
    const acknowledged = red.lines.slice();
    const actions = red.events.map((e) => e.action);
    // One more intent on its way as the plug is pulled: it may or may not have been kept.
    const actor = red.view!.toAct === 'blue' ? blue : red;
    actor.socket.emit('intent', { expectedSeq: 15, action: next(actor) }, () => {});
    await killHard(proc);
    red.close();
    blue.close();

    proc = await net.serveApart(dir);
    const back = await net.player(proc.url);
    await back.join({ tableId, seatToken: red.seatToken!, lastSeq: 0 });
    expect(back.seq).toBeGreaterThanOrEqual(15);
    expect(back.events.slice(0, 15).map((e) => e.action)).toEqual(actions);
    expect(back.lines.slice(0, acknowledged.length)).toEqual(acknowledged);
    expect(back.view!.status).toBe('playing');
    // The game goes on where it was, seat tokens and all.
    const blueBack = await net.player(proc.url);
    await blueBack.join({ tableId, seatToken: blue.seatToken!, lastSeq: 0 });
    await play(back, blueBack, 3);
  }, 180_000); // two server processes started from source: slow on a loaded two-core machine

  it('a player cut off for a while is sent exactly what it missed, while the automatic player held its seat', async () => {
    const server = await net.serve(TOY_SERVED);
    const { red, blue, tableId, hostToken } = await table(server.url);
    await play(red, blue, 6);
    blue.close();
    await until('blue shown gone', () => red.view!.seats[1]!.connected === false);
    expect(await red.ask('host', { hostToken, command: 'auto', seat: 'blue', on: true })).toEqual({
      ok: true,
    });
    for (let i = 0; i < 400 && red.seq < 30; i++) {
      if (red.view!.toAct === 'blue') {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      const r = await red.intent(next(red));
      expect([true, 'stale', 'turn']).toContain(r.ok || r.rule);
    }
    expect(red.events.slice(6).some((e) => e.seat === 'blue')).toBe(true);
    expect(await red.ask('host', { hostToken, command: 'auto', seat: 'blue', on: false })).toEqual({
      ok: true,
    });
    const seq = server.server.tables.get(tableId)!.seq;
    await until('red at the last event', () => red.seq === seq);

    const back = await net.player(server.url);
    Object.assign(back, { lines: [...blue.lines], seq: blue.seq, state: blue.state, stateAt: blue.stateAt });
    const joined = await back.join({ tableId, seatToken: blue.seatToken! });
    expect(joined.events.map((e) => e.seq)).toEqual(red.events.slice(blue.seq).map((e) => e.seq));
    expect(back.lines).toEqual(red.lines);
    expect(back.state).toEqual(red.state);
    expect(back.view!.seats[1]).toMatchObject({ id: 'blue', connected: true, auto: false });
  });

  it('two players acting at once: one is accepted, the other refused as stale', async () => {
    const server = await net.serve(TOY_SERVED);
    const { red, blue } = await table(server.url, true);
    // Before the toss no one seat must act: both may make it.
    const [a, b] = await Promise.all([red.intent({ type: 'toss' }), blue.intent({ type: 'toss' })]);
    const answers = [a, b].sort((x, y) => Number(y.ok) - Number(x.ok));
    expect(answers).toEqual([
      { ok: true, seq: 1 },
      { ok: false, rule: 'stale', reason: 'the table has moved on: it is at event 1, the intent was for 0' },
    ]);
    await until('both at event 1', () => red.seq === 1 && blue.seq === 1);
    expect(red.events).toHaveLength(1);
  });
});
