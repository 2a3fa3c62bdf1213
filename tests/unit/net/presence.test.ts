import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED } from '../../fixtures/toy/system';
import { redisStore } from '../../../src/server/redisStore';
import { attachTableServer } from '../../../src/server/tableServer';
import type { Player } from './support/harness';
import { openTable, until } from './support/harness';
import { withRedis, withServer } from './support/withServer';

// Who is connected, at a table two servers share through Redis: a player at the other server is
// connected too, every server says so, and one who leaves either server is away at both.

const redis = withRedis();
const net = withServer();

/** A table server sharing tables through the test's Redis; its url. */
async function sharing(): Promise<string> {
  const http = createServer();
  const server = attachTableServer(http, {
    systems: TOY_SERVED,
    dataDir: null,
    shared: await redisStore(redis.url),
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  net.attached(server, http);
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

const connected = (p: Player) => p.view?.seats.map((s) => [s.id, s.connected]);

describe('who is connected at a table shared by two servers', () => {
  it('counts the players at every server, and each server says the same', async () => {
    const [a, b] = await Promise.all([sharing(), sharing()]);
    const red = await net.player(a);
    const blue = await net.player(b);
    const watcher = await net.player(a);
    const { tableId, hostToken } = await openTable(red, TOY, toyTable());
    await red.join({ tableId, seat: 'red', name: 'Ann' });
    const joined = await blue.join({ tableId, seat: 'blue', name: 'Bo' });
    // Blue, at server B, is told red at server A is here, in the very answer to its join.
    expect(joined.table.seats.map((s) => [s.id, s.connected])).toEqual([
      ['red', true],
      ['blue', true],
    ]);
    await until('red told blue is here', () => connected(red)?.[1]?.[1] === true);
    await watcher.join({ tableId });
    expect(connected(watcher)).toEqual([
      ['red', true],
      ['blue', true],
    ]);
    // A view server A pushes after a change of its own still has blue, who is at server B.
    expect(await red.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
    await until('the watcher told of the start', () => watcher.view?.status === 'playing');
    expect(connected(watcher)).toEqual([
      ['red', true],
      ['blue', true],
    ]);

    blue.close();
    await until('the watcher at server A told blue is away', () => connected(watcher)?.[1]?.[1] === false);
    expect(connected(red)).toEqual([
      ['red', true],
      ['blue', false],
    ]);
  });
});
