import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/game/log';
import { startWith } from '../../../src/game/ruleSystem';
import { sealed } from '../../../src/net/projection';
import { seedKept } from '../../../src/net/seedHash';
import { withoutSeed } from '../../../src/server/hiddenSeed';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { carelessToy, toy } from '../../fixtures/toy/system';
import type { ServerProcess } from './support/child';
import { killHard, startServerProcess } from './support/child';
import { playWhole, replayHere } from './support/game';
import type { Player } from './support/harness';
import { openTable, until } from './support/harness';
import { withRedis, withServer } from './support/withServer';

// Two table servers (processes of their own, as on two machines) sharing tables through a Redis of
// the test's own: players at either server play one table, two acting at once through different
// servers get one yes, and a server killed with SIGKILL loses no acknowledged action while its
// players carry on at the other.

const redis = withRedis();
const net = withServer();
let dir: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shared-'));
  // Scripted players act far faster than people: the rate cap is the flood test's, not this one's.
  const env = { REDIS_URL: redis.url, RATE: '100000' };
  [a, b] = await Promise.all([
    startServerProcess(join(dir, 'a'), env),
    startServerProcess(join(dir, 'b'), env),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([a, b].filter((p) => p !== undefined).map(killHard));
  rmSync(dir, { recursive: true, force: true });
});

const next = (p: Player) => carelessToy(p.state);

/** Twenty pieces a side, so that no game ends in fewer than 39 actions, and a toss that either seat may make (TOY-FIRST). */
const setup = () => ({ ...toyTable(20), toss: true as const });

const at = net.player;

/** Red at server A opens a toy table and sits; blue sits at server B; red starts it. */
async function acrossServers() {
  const red = await at(a.url);
  const blue = await at(b.url);
  const { tableId, hostToken } = await openTable(red, TOY, setup());
  await red.join({ tableId, seat: 'red', name: 'Ann' });
  await blue.join({ tableId, seat: 'blue', name: 'Bo' });
  expect(await red.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
  await until('blue told the game started', () => blue.view?.status === 'playing' && blue.state !== null);
  return { red, blue, tableId, hostToken };
}

describe('several table servers sharing tables through Redis', () => {
  it('a table opened at one server is joined at the other: the seat taken there is taken here too', async () => {
    const host = await at(a.url);
    const { tableId } = await openTable(host, TOY, setup());
    await host.join({ tableId, seat: 'red', name: 'Ann' });
    const other = await at(b.url);
    expect(await other.ask('join', { tableId, seat: 'red', lastSeq: 0 })).toEqual({
      ok: false,
      rule: 'seat',
      reason: 'Red is taken',
    });
    const joined = await other.join({ tableId, seat: 'blue', name: 'Bo' });
    expect(joined.table.seats.map((s) => [s.id, s.player])).toEqual([
      ['red', 'Ann'],
      ['blue', 'Bo'],
    ]);
    // The host at server A is told of the seat taken at server B.
    await until('the host told of Bo', () => host.view?.seats[1]?.player === 'Bo');
  });

  it('players at two servers play a whole game; each log equals a local replay from the revealed seed', async () => {
    const { red, blue } = await acrossServers();
    const hash = red.view!.seedHash!;
    const actions = await playWhole([red, blue], next);
    expect(actions.length).toBeGreaterThan(20);
    const revealed = red.view!.seed!;
    expect(blue.view!.seed).toEqual(revealed);
    expect(await seedKept(hash, revealed.seed, revealed.nonce)).toBe(true);
    const here = replayHere(toy, setup(), revealed.seed, actions);
    const started = startWith(toy, setup(), revealed.seed).log.length;
    for (const p of [red, blue]) {
      expect(p.lines.slice(0, started)).toEqual(withoutSeed(here.log.slice(0, started), revealed.seed));
      expect(p.lines.slice(started)).toEqual((here.log as readonly LogEntry[]).slice(started));
      expect(p.state).toEqual(sealed(here));
      expect(p.events.map((e) => e.action)).toEqual(actions);
    }
  }, 120_000);

  it('two players at two servers acting at once: one is accepted, the other refused as stale', async () => {
    const { red, blue } = await acrossServers();
    // Before the toss no one seat must act: both may make it, each at its own server.
    const answers = (await Promise.all([red.intent({ type: 'toss' }), blue.intent({ type: 'toss' })])).sort(
      (x, y) => Number(y.ok) - Number(x.ok),
    );
    expect(answers).toEqual([
      { ok: true, seq: 1 },
      { ok: false, rule: 'stale', reason: 'the table has moved on: it is at event 1, the intent was for 0' },
    ]);
    await until('both at event 1', () => red.seq === 1 && blue.seq === 1);
    expect(red.events).toEqual(blue.events);
    // The one refused goes on from the event it was sent: the table is one table at both servers.
    const actor = red.view!.toAct === 'blue' ? blue : red;
    expect(await actor.intent(next(actor))).toEqual({ ok: true, seq: 2 });
  });

  it('a server killed with SIGKILL: its player comes back at the other with every acknowledged action', async () => {
    const { red, blue, tableId } = await acrossServers();
    let last = red;
    for (let i = 0; i < 12; i++) {
      const actor = last.view!.toAct === 'blue' ? blue : red;
      const seq = last.seq;
      await until('the actor at the latest event', () => actor.seq === seq);
      expect(await actor.intent(next(actor))).toEqual({ ok: true, seq: seq + 1 });
      last = actor;
    }
    await until('both at event 12', () => red.seq === 12 && blue.seq === 12);
    const acknowledged = red.events.slice();
    // One more intent on its way as server A is killed: it may or may not have been kept, never twice.
    const actor = red.view!.toAct === 'blue' ? blue : red;
    if (actor === red) red.socket.emit('intent', { expectedSeq: 12, action: next(red) }, () => {});
    await killHard(a);
    await until('red cut off', () => !red.socket.connected);

    // Red reconnects to the server left standing, with its seat token and the last event it saw.
    const back = await at(b.url);
    Object.assign(back, { lines: [...red.lines], seq: red.seq, state: red.state, stateAt: red.stateAt });
    const joined = await back.join({ tableId, seatToken: red.seatToken! });
    expect(joined.seat).toBe('red');
    // Killed between keeping that intent and passing it on, server A told no one of it: the table's
    // view (pushed as red came back) says how far the table is, and blue asks for what it missed.
    await until('blue told where the table is', () => blue.view!.seq === back.seq);
    if (blue.seq < back.seq) await blue.join({ tableId, seatToken: blue.seatToken! });
    expect(blue.seq).toBe(back.seq);
    expect(back.seq).toBeGreaterThanOrEqual(12);
    expect(back.lines).toEqual(blue.lines);
    expect(back.state).toEqual(blue.state);
    // The game goes on at server B: nothing acknowledged at A was lost, nothing doubled.
    const from = blue.seq;
    for (let i = 0; i < 6; i++) {
      const seq = blue.seq;
      await until('both told of the latest event', () => back.seq === seq && blue.view!.seq === seq);
      const mover = blue.view!.toAct === 'blue' ? blue : back;
      expect(await mover.intent(next(mover))).toEqual({ ok: true, seq: seq + 1 });
      await until('blue at the next event', () => blue.seq === seq + 1);
    }
    await until('both at the last event', () => blue.seq === from + 6 && back.seq === from + 6);
    expect(blue.events.slice(0, 12)).toEqual(acknowledged);
    expect(blue.events.map((e) => e.seq)).toEqual(Array.from({ length: from + 6 }, (_, i) => i + 1));
    expect(back.lines).toEqual(blue.lines);
  }, 60_000);
});
