import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announce } from './addresses';
import { staticFiles } from './staticFiles';
import { SERVED } from './systems';
import { attachTableServer } from './tableServer';

// `npm run serve`: the built app and the table server on one port, from plain Node.
//   PORT (8080), HOST (0.0.0.0: every network), DATA_DIR (data/tables: each table's log), DIST (dist).

const env = process.env;
const http = createServer(staticFiles(env.DIST ?? 'dist'));
const server = attachTableServer(http, { systems: SERVED, dataDir: env.DATA_DIR ?? 'data/tables' });
const host = env.HOST ?? '0.0.0.0';
http.listen(Number(env.PORT ?? 8080), host, () => {
  console.log(announce((http.address() as AddressInfo).port, host));
  console.log(`${server.tables.size} table(s) read back from the data dir.`);
});
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
