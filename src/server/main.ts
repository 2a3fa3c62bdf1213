import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import { announce } from './addresses';
import { ADDRESS_RATE, MOST_TABLES_PER_ADDRESS } from './addressLimits';
import { serverLog } from './log';
import { operatorRoutes } from './operatorRoutes';
import { DEFAULT_RATE } from './rateLimit';
import { storageFrom } from './storage';
import { staticFiles } from './staticFiles';
import { SERVED } from './systems';
import type { TableServer } from './tableServer';
import { attachTableServer } from './tableServer';
import { AUTO_PACE_MS, IDLE_MS, MOST_TABLES, TABLE_RATE } from './tables';

// `npm run serve`: the built app and the table server on one port, from plain Node, configured by
// its environment (or a .env file beside it): every setting is in docs/server.md and .env.example.

if (existsSync('.env')) process.loadEnvFile('.env');
const env = process.env;
const perSecond = Number(env.RATE ?? DEFAULT_RATE.perSecond);
const tablePerSecond = Number(env.TABLE_RATE ?? TABLE_RATE.perSecond);
const log = serverLog(env.LOG_LEVEL ?? 'info');

async function main(): Promise<void> {
  const { dataDir, shared, says } = await storageFrom(env, undefined, log);
  // The routes are bound before socket.io attaches, so its own requests never reach them.
  let server: TableServer | null = null;
  const app = staticFiles(env.DIST ?? 'dist');
  const routes = operatorRoutes(
    {
      ready: () => server?.tables.ready() ?? Promise.reject(new Error('starting')),
      get registry() {
        return server!.metrics.registry;
      },
    },
    app,
  );
  const http = createServer((req, res) => routes(req, res));
  server = attachTableServer(http, {
    systems: SERVED,
    dataDir,
    rate: { perSecond, burst: 2 * perSecond },
    mostTables: Number(env.MOST_TABLES ?? MOST_TABLES),
    tableRate: {
      perSecond: tablePerSecond,
      burst: (TABLE_RATE.burst / TABLE_RATE.perSecond) * tablePerSecond,
    },
    autoPaceMs: Number(env.AUTO_PACE_MS ?? AUTO_PACE_MS),
    idleMs: env.IDLE_MINUTES === undefined ? IDLE_MS : Number(env.IDLE_MINUTES) * 60_000,
    addressRate: {
      perSecond: Number(env.ADDRESS_RATE ?? ADDRESS_RATE.perSecond),
      burst: 10 * Number(env.ADDRESS_RATE ?? ADDRESS_RATE.perSecond),
    },
    mostPerAddress: Number(env.MOST_TABLES_PER_ADDRESS ?? MOST_TABLES_PER_ADDRESS),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    log,
    ...(shared === undefined ? {} : { shared }),
  });
  collectDefaultMetrics({ register: server.metrics.registry, prefix: 'hex_table_process_' });
  const host = env.HOST ?? '0.0.0.0';
  const tables = server.tables.kept;
  http.listen(Number(env.PORT ?? 8080), host, () => {
    for (const line of announce((http.address() as AddressInfo).port, host).split('\n')) log.info(line);
    log.info(
      shared === undefined
        ? `${says} ${tables} table(s) kept, each read back when someone comes to it.`
        : says,
    );
  });
  const stop = () => void server?.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  log.fatal({ problem: e instanceof Error ? e.message : String(e) }, 'the table server could not start');
  process.exit(1);
});
