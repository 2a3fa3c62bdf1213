import { mkdtempSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { TableServer } from '../../../../src/server/tableServer';
import type { ServerProcess } from './child';
import { killHard, startServerProcess } from './child';
import type { Served } from './harness';
import { Player, closeBoth, serve } from './harness';
import type { OwnRedis } from './redis';
import { startRedis } from './redis';

// What a file's tests open, all of it closed after each test however the test ended: the players
// and sessions it connected, the table servers it served (in this process or as processes of their
// own) and the data dirs it made. A file calls withServer() once, at its top; a file of servers that
// share tables calls withRedis() too, before any hook that reads its url.

export interface ServerKit {
  /** A table server in this process (harness.ts: serve). */
  serve(...args: Parameters<typeof serve>): Promise<Served>;
  /** A table server the test attached to an http server of its own (as the dev server or an operator does). */
  attached(server: TableServer, http: HttpServer): void;
  /** A table server process of its own on `dataDir` (child.ts), killed after the test if it still runs. */
  serveApart(dataDir: string, env?: Record<string, string>): Promise<ServerProcess>;
  /** A player connected to `url`; `headers` go with its handshake. */
  player(url: string, headers?: Record<string, string>): Promise<Player>;
  /** An empty temp dir, named from `prefix`. */
  tempDir(prefix?: string): string;
  /** Anything else with a `close()` (a table session, a Tables): closed first, before the servers. */
  closeAfter<T extends { close(): unknown }>(thing: T): T;
}

export function withServer(): ServerKit {
  let players: Player[] = [];
  let served: Pick<Served, 'close'>[] = [];
  let apart: ServerProcess[] = [];
  let dirs: string[] = [];
  let others: { close(): unknown }[] = [];
  afterEach(async () => {
    for (const o of others) await o.close();
    for (const p of players) p.close();
    for (const s of served) await s.close();
    for (const p of apart) await killHard(p);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    [others, players, served, apart, dirs] = [[], [], [], [], []];
  });
  return {
    serve: async (...args) => {
      const s = await serve(...args);
      served.push(s);
      return s;
    },
    attached: (server, http) => void served.push({ close: () => closeBoth(server, http) }),
    serveApart: async (dataDir, env) => {
      const p = await startServerProcess(dataDir, env);
      apart.push(p);
      return p;
    },
    player: async (url, headers) => {
      const p = await Player.at(url, headers);
      players.push(p);
      return p;
    },
    tempDir: (prefix = 'tables-') => {
      const d = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(d);
      return d;
    },
    closeAfter: (thing) => {
      others.push(thing);
      return thing;
    },
  };
}

/**
 * A Redis of the file's own (redis.ts), started before its first test and stopped after its last;
 * its `url` may be read from then on. Call it before the file's own hooks: they run after its start
 * and, hooks after tests running in reverse, before its stop.
 */
export function withRedis(): { readonly url: string } {
  let own: OwnRedis | null = null;
  beforeAll(async () => void (own = await startRedis()), 30_000);
  afterAll(async () => await own?.stop());
  return {
    get url() {
      if (own === null) throw new Error('the Redis of this file has not started');
      return own.url;
    },
  };
}
