import { beforeEach, describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED } from '../../fixtures/toy/system';
import { BUFFER_CAP } from '../../../src/net/protocol';
import { DEFAULT_RATE } from '../../../src/server/rateLimit';
import type { Player } from './support/harness';
import { openTable, until } from './support/harness';
import { withServer } from './support/withServer';
import type { Served } from './support/harness';

// A client that breaks the rules of the wire: every such message is refused with a reason, and the
// table is exactly as it was (no event sent to anyone, the sequence unmoved).

const net = withServer();
let server: Served;
let red: Player;
let blue: Player;
let tableId: string;
let hostToken: string;

beforeEach(async () => {
  server = await net.serve(TOY_SERVED, null, DEFAULT_RATE);
  red = await net.player(server.url);
  blue = await net.player(server.url);
  ({ tableId, hostToken } = await openTable(red, TOY, toyTable()));
  await red.join({ tableId, seat: 'red' });
  await blue.join({ tableId, seat: 'blue' });
  await red.ask('host', { hostToken, command: 'start' });
  // Red passes: then Blue is to act.
  expect(await red.intent({ type: 'pass' })).toEqual({ ok: true, seq: 1 });
  await until('blue at event 1', () => blue.seq === 1);
});

/** Nothing changed: the table is at the same event and nobody was sent one. */
function unchanged(seq: number) {
  expect(server.server.tables.get(tableId)!.seq).toBe(seq);
  expect([red.seq, blue.seq]).toEqual([seq, seq]);
}

const toAct = () => (red.view!.toAct === 'red' ? [red, blue] : [blue, red]);

describe('the server refuses', () => {
  it('an intent that carries dice, or an action that does', async () => {
    const [mover] = toAct();
    expect(await mover!.ask('intent', { expectedSeq: 1, action: { type: 'pass' }, dice: [6] })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'the message: Unrecognized key: "dice"',
    });
    expect(await mover!.intent({ type: 'pass', dice: [6, 6] })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'not a toy action: Unrecognized key: "dice"',
    });
    unchanged(1);
  });

  it('a seat acting out of turn, and a watcher acting at all', async () => {
    const [, waiting] = toAct();
    const name = waiting === red ? 'Red' : 'Blue';
    const other = waiting === red ? 'Blue' : 'Red';
    expect(await waiting!.intent({ type: 'pass' })).toEqual({
      ok: false,
      rule: 'turn',
      reason: `it is ${other}'s turn, not ${name}'s`,
    });
    const watcher = await net.player(server.url);
    await watcher.join({ tableId });
    expect(await watcher.intent({ type: 'pass' })).toEqual({
      ok: false,
      rule: 'seat',
      reason: 'a spectator watches: take a seat to play',
    });
    watcher.close();
    unchanged(1);
  });

  it('acting for another seat: a seat taken, or a token that is not the seat’s', async () => {
    const thief = await net.player(server.url);
    expect(await thief.ask('join', { tableId, seat: 'red', lastSeq: 0 })).toEqual({
      ok: false,
      rule: 'seat',
      reason: 'Red is taken',
    });
    expect(await thief.ask('join', { tableId, seatToken: 'x'.repeat(32), lastSeq: 0 })).toEqual({
      ok: false,
      rule: 'seat',
      reason: 'this seat token is not one of this table’s',
    });
    expect(await thief.intent({ type: 'pass' }, 1)).toEqual({
      ok: false,
      rule: 'table',
      reason: 'join a table first',
    });
    thief.close();
    unchanged(1);
  });

  it('an old intent sent again: the table has moved on', async () => {
    const [mover] = toAct();
    const again = { expectedSeq: 1, action: { type: 'pass' } };
    expect(await mover!.ask('intent', again)).toEqual({ ok: true, seq: 2 });
    await until('both at event 2', () => red.seq === 2 && blue.seq === 2);
    const [next] = toAct();
    expect(await next!.ask('intent', again)).toEqual({
      ok: false,
      rule: 'stale',
      reason: 'the table has moved on: it is at event 2, the intent was for 1',
    });
    unchanged(2);
  });

  it('an action the rules refuse, with the rule’s own reason', async () => {
    const [mover] = toAct();
    expect(await mover!.intent({ type: 'move', piece: 'nobody', to: { q: 0, r: 0 } })).toEqual({
      ok: false,
      rule: 'TOY-SEAT',
      reason: 'no piece nobody on the table',
    });
    unchanged(1);
  });

  it('a malformed message, and one over the size cap with its size', async () => {
    const [mover] = toAct();
    expect(await mover!.ask('intent', { expectedSeq: 'one', action: null })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'expectedSeq: Invalid input: expected number, received string',
    });
    expect(await mover!.intent({ type: 'pass', pad: 'x'.repeat(20_000) })).toEqual({
      ok: false,
      rule: 'size',
      reason: 'the message is 20 kB, over the 16 kB a message may take',
    });
    unchanged(1);
  });

  it('a message larger than socket.io reads at all: the connection is closed unread', async () => {
    const [mover, other] = toAct();
    const gone = new Promise<string>((resolve) => mover!.socket.on('disconnect', resolve));
    mover!.socket.emit('intent', { expectedSeq: 1, action: { pad: 'x'.repeat(BUFFER_CAP) } }, () => {});
    expect(await gone).toBe('transport close');
    await until('the seat shown gone', () => other!.view!.seats.some((s) => !s.connected));
    unchanged(1);
  });

  it('a flood: past the burst every message is refused as too many, and the table is untouched', async () => {
    const [, waiting] = toAct();
    const answers = await Promise.all(
      Array.from({ length: DEFAULT_RATE.burst + 20 }, () => waiting!.intent({ type: 'pass' })),
    );
    const rules = answers.map((a) => a.rule);
    // The bucket held `burst` messages less the few this player already sent (join, perhaps create and start).
    const turns = rules.filter((r) => r === 'turn').length;
    expect(turns).toBeGreaterThanOrEqual(DEFAULT_RATE.burst - 5);
    expect(turns).toBeLessThanOrEqual(DEFAULT_RATE.burst);
    expect(rules.filter((r) => r === 'rate')).toHaveLength(answers.length - turns);
    expect(answers.find((a) => a.rule === 'rate')).toEqual({
      ok: false,
      rule: 'rate',
      reason: 'too many messages: slow down',
    });
    unchanged(1);
  });
});
