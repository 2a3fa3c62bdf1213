import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { announce } from './addresses';
import { SERVED } from './systems';
import { attachTableServer } from './tableServer';

// `npm start`: the table server rides on vite's own http server (vite.config.ts loads this file
// through vite, so the config itself stays small), and the address other machines open is printed.

export function attachToVite(
  http: HttpServer | Http2SecureServer,
  host: string,
  log: (line: string) => void,
  dataDir = 'data/tables',
): void {
  const server = attachTableServer(http, { systems: SERVED, dataDir });
  http.once('listening', () => log(announce((http.address() as AddressInfo).port, host)));
  http.once('close', () => void server.close());
}
