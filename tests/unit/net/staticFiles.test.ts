import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { announce } from '../../../src/server/addresses';
import { staticFiles } from '../../../src/server/staticFiles';

// `npm run serve` serves the built app from plain Node: a file when one is asked for, else the
// app's page, and never a file outside the build.

let dir: string;
let http: Server;
afterEach(async () => {
  http.closeAllConnections();
  await new Promise<void>((r) => http.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

async function serveDir(folder: string): Promise<number> {
  http = createServer(staticFiles(folder));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  return (http.address() as AddressInfo).port;
}

/** A GET with the path sent exactly as written (no client-side tidying of `..`). */
const get = (port: number, path: string) =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('serving the built app', () => {
  it('serves a file, the page for any other address, and nothing outside the build', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>table</title>');
    writeFileSync(join(dir, 'dist', 'assets', 'app.js'), 'export {};');
    writeFileSync(join(dir, 'secret.txt'), 'not for the web');
    const port = await serveDir(join(dir, 'dist'));
    expect(await get(port, '/assets/app.js')).toEqual({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: 'export {};',
    });
    expect(await get(port, '/?table=abc234')).toMatchObject({
      status: 200,
      body: '<!doctype html><title>table</title>',
    });
    expect((await get(port, '/../secret.txt')).body).not.toContain('not for the web');
    expect((await get(port, '/%2e%2e/secret.txt')).body).not.toContain('not for the web');
    // An escaped slash survives the URL's own tidying and reaches the folder check.
    expect((await get(port, '/..%2fsecret.txt')).body).toBe('<!doctype html><title>table</title>');
    expect((await get(port, '/%E0%A4%A')).status).toBe(200);
  });

  it('says to build first when there is no build', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dist-'));
    const port = await serveDir(join(dir, 'none'));
    expect(await get(port, '/')).toEqual({
      status: 404,
      type: 'text/plain',
      body: 'Build the app first: npm run build',
    });
  });
});

describe('the address it prints', () => {
  it('names this machine, and the other machines’ address only when it listens on every network', () => {
    expect(announce(8080, '127.0.0.1')).toBe(
      'Table server on http://127.0.0.1:8080/\nNo network address: other machines cannot reach this one.',
    );
    expect(announce(8080, '0.0.0.0')).toMatch(/^Table server on http:\/\/127\.0\.0\.1:8080\/\n/);
  });
});
