import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announce } from './addresses';
import { DEFAULT_RATE } from './rateLimit';
import { storageFrom } from './storage';
import { staticFiles } from './staticFiles';
import { SERVED } from './systems';
import { attachTableServer } from './tableServer';

// `npm run serve`: the built app and the table server on one port, from plain Node.
//   PORT (8080), HOST (0.0.0.0: every network), DATA_DIR (data/tables: each table's log), DIST (dist),
//   REDIS_URL (unset: this server alone keeps its tables in DATA_DIR; set, e.g. redis://10.0.0.5:6379:
//   every server given the same URL shares every table through that Redis), RATE (20: messages a
//   second each connection may send, with bursts of twice that).

const env = process.env;
const perSecond = Number(env.RATE ?? DEFAULT_RATE.perSecond);

async function main(): Promise<void> {
  const { dataDir, shared, says } = await storageFrom(env);
  const http = createServer(staticFiles(env.DIST ?? 'dist'));
  const server = attachTableServer(http, {
    systems: SERVED,
    dataDir,
    rate: { perSecond, burst: 2 * perSecond },
    ...(shared === undefined ? {} : { shared }),
  });
  const host = env.HOST ?? '0.0.0.0';
  http.listen(Number(env.PORT ?? 8080), host, () => {
    console.log(announce((http.address() as AddressInfo).port, host));
    console.log(shared === undefined ? `${says} ${server.tables.size} table(s) read back.` : says);
  });
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error('the table server could not start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
