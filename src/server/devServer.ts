import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { announce } from './addresses';
import { storageFrom } from './storage';
import { SERVED } from './systems';
import type { TableServer } from './tableServer';
import { attachTableServer } from './tableServer';

// `npm start`: the table server rides on vite's own http server (vite.config.ts loads this file
// through vite, so the config itself stays small), and the address other machines open is printed.
// It keeps its tables as `npm run serve` does (storage.ts): REDIS_URL, else DATA_DIR.

/** Attaches the table server; resolves to it, or to null (said in the log) when its storage cannot be reached. */
export async function attachToVite(
  http: HttpServer | Http2SecureServer,
  host: string,
  log: (line: string) => void,
  dataDir = 'data/tables',
  env: { readonly REDIS_URL?: string; readonly DATA_DIR?: string } = process.env,
): Promise<TableServer | null> {
  const say = () => log(announce((http.address() as AddressInfo).port, host));
  try {
    const storage = await storageFrom(env, dataDir);
    const server = attachTableServer(http, {
      systems: SERVED,
      dataDir: storage.dataDir,
      ...(storage.shared === undefined ? {} : { shared: storage.shared }),
    });
    log(storage.says);
    if (http.listening) say();
    else http.once('listening', say);
    http.once('close', () => void server.close());
    return server;
  } catch (e) {
    log(`the table server could not start: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
}
