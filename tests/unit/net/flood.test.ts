import { beforeEach, describe, expect, it } from 'vitest';
import { TOY } from '../../fixtures/toy/setup';
import { TOY_SERVED } from '../../fixtures/toy/system';
import { BUFFER_CAP, SETUP_CAP, sizeOf } from '../../../src/net/protocol';
import { DEFAULT_RATE } from '../../../src/server/rateLimit';
import type { Player } from './support/harness';
import { withServer } from './support/withServer';
import type { Served } from './support/harness';

// A client that sends without asking for an answer still pays for each message: it counts against
// the rate like any other. And socket.io reads no frame larger than the largest message a client
// may send, a create with the largest set-up, so an oversized one is never parsed.

const net = withServer();
let server: Served;
let player: Player;
beforeEach(async () => {
  server = await net.serve(TOY_SERVED, null, DEFAULT_RATE);
  player = await net.player(server.url);
});

/** A create whose JSON is exactly `bytes` long: a set-up padded out, which no system reads. */
function createOf(bytes: number) {
  const msg = { system: TOY, setup: { pad: '' } };
  return { ...msg, setup: { pad: 'x'.repeat(bytes - sizeOf(msg)) } };
}

describe('the rate and the frame', () => {
  it('counts messages that ask for no answer, of every kind: past the burst the next one is refused', async () => {
    for (let i = 0; i < DEFAULT_RATE.burst; i++)
      player.socket.emit(i % 2 === 0 ? 'intent' : 'nonsense', { expectedSeq: 0, action: null });
    expect(await player.ask('join', { tableId: 'abcdef', lastSeq: 0 })).toEqual({
      ok: false,
      rule: 'rate',
      reason: 'too many messages: slow down',
    });
  });

  it('a message that asks for an answer within the rate is still answered', async () => {
    for (let i = 0; i < DEFAULT_RATE.burst - 2; i++) player.socket.emit('intent', { expectedSeq: 0 });
    expect(await player.ask('join', { tableId: 'abcdef', lastSeq: 0 })).toEqual({
      ok: false,
      rule: 'table',
      reason: 'no table has the code abcdef',
    });
  });

  it('reads the largest create a host may send, and refuses one over it in words', async () => {
    expect(BUFFER_CAP - SETUP_CAP).toBeLessThanOrEqual(1024);
    const largest = await player.ask('create', createOf(SETUP_CAP));
    expect(largest).toMatchObject({ ok: false, rule: 'shape' });
    expect(largest.reason).toMatch(/^setup/);
    // Counted in bytes, as the frame is: a set-up of letters two bytes each is as large as it reads.
    const wide = { system: TOY, setup: { pad: 'é'.repeat(SETUP_CAP / 2) } };
    expect(await player.ask('create', wide)).toEqual({
      ok: false,
      rule: 'size',
      reason: 'the message is 257 kB, over the 256 kB a message may take',
    });
    expect(player.socket.connected).toBe(true);
  });

  it('closes the connection unread on a frame over the cap, answer asked or not', async () => {
    const gone = new Promise<string>((resolve) => player.socket.on('disconnect', resolve));
    player.socket.emit('intent', { expectedSeq: 0, action: { pad: 'x'.repeat(BUFFER_CAP - 30) } });
    expect(await gone).toBe('transport close');
    expect(server.server.tables.size).toBe(0);
  });
});
