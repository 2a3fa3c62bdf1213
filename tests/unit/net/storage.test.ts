import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachToVite } from '../../../src/server/devServer';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { openTable, until } from './support/harness';
import { withRedis, withServer } from './support/withServer';

// `npm start` keeps its tables where `npm run serve` does: with REDIS_URL set, in that Redis, so a
// dev server and another server share one table; else in DATA_DIR. Both read the environment
// through one function (src/server/storage.ts). The dev server serves the toy here.

vi.mock('../../../src/server/systems', () => import('./support/toyServed'));

const redis = withRedis();
const net = withServer();
let dir: string;
beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'dev-storage-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A dev server as `npm start` runs it (vite's http server stood in for), with `env`; its url and what it said. */
async function devServer(env: { REDIS_URL?: string; DATA_DIR?: string }) {
  const http = createServer();
  const said: string[] = [];
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const server = await attachToVite(http, '127.0.0.1', (line) => said.push(line), join(dir, 'unused'), env);
  if (server === null) throw new Error(said.join('\n'));
  net.attached(server, http);
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, said, server };
}

describe('where npm start keeps its tables', () => {
  it('with REDIS_URL, two dev servers share one table through that Redis', async () => {
    const a = await devServer({ REDIS_URL: redis.url });
    const b = await devServer({ REDIS_URL: redis.url });
    expect(a.said).toContain('Tables shared through Redis: every server with the same REDIS_URL plays them.');
    expect(a.server.tables.shared).toBe(true);
    const red = await net.player(a.url);
    const blue = await net.player(b.url);
    const { tableId, hostToken } = await openTable(red, TOY, toyTable());
    await red.join({ tableId, seat: 'red', name: 'Ann' });
    const joined = await blue.join({ tableId, seat: 'blue', name: 'Bo' });
    expect(joined.table.seats.map((s) => s.player)).toEqual(['Ann', 'Bo']);
    expect(await red.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
    await until('blue at the other server told of the start', () => blue.view?.status === 'playing');
  });

  it('without REDIS_URL, in DATA_DIR', async () => {
    const dataDir = join(dir, 'tables');
    const dev = await devServer({ DATA_DIR: dataDir });
    expect(dev.said).toContain(`Tables are kept in ${dataDir}.`);
    expect(dev.server.tables.shared).toBe(false);
  });

  it('a REDIS_URL that names no Redis is said, and the dev server goes on without a table server', async () => {
    const http = createServer();
    const said: string[] = [];
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const server = await attachToVite(http, '127.0.0.1', (l) => said.push(l), dir, {
        REDIS_URL: 'not a url',
      });
      expect(server).toBeNull();
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^the table server could not start: /);
    } finally {
      http.close();
    }
  });
});
