import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { announce } from '../../../src/server/addresses';
import { precompress } from '../../../src/server/precompress';
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

/** A GET with request headers; the answer's headers and its bytes as sent. */
const fetchRaw = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('compressed files and caching', () => {
  it('sends the build’s brotli or gzip copy to a browser that takes it, the plain file otherwise, with cache headers', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const table = "a table";\n'.repeat(200);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>table</title>${' '.repeat(2000)}`);
    writeFileSync(join(dir, 'assets', 'app-Ab12.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-Cd34.js'), 'export {};');
    expect(await precompress(dir)).toBe(4); // the page and the big script, twice each; not the tiny one
    const port = await serveDir(dir);

    const br = await fetchRaw(port, '/assets/app-Ab12.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');

    const gz = await fetchRaw(port, '/assets/app-Ab12.js', { 'accept-encoding': 'gzip;q=1.0, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(script);

    const plain = await fetchRaw(port, '/assets/app-Ab12.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);

    const tiny = await fetchRaw(port, '/assets/tiny-Cd34.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.bytes.toString()).toBe('export {};');

    // The page names the newest assets: checked on every visit, and compressed too.
    const page = await fetchRaw(port, '/?table=abc234', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.bytes).toString()).toMatch(/^<!doctype html><title>table<\/title>/);
    // An unknown address under assets/ is the page, never cached for a year.
    const lost = await fetchRaw(port, '/assets/gone-Zz99.js', {});
    expect(lost.headers['cache-control']).toBe('no-cache');
  });
});

describe('the installable app’s files', () => {
  it('sends the service worker as a script checked on every visit, and the manifest as a manifest, compressed like the rest', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dist-'));
    const worker = `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 120 }, (_, i) => `assets/c${i}.js`))};`;
    const manifest = JSON.stringify({ name: 'Hex tabletop', display: 'standalone', icons: [] }).padEnd(1500);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>table</title>');
    writeFileSync(join(dir, 'sw.js'), worker);
    writeFileSync(join(dir, 'manifest.webmanifest'), manifest);
    await precompress(dir);
    const port = await serveDir(dir);

    // A worker cached for a year would keep an installed app on its old version for that year.
    const sw = await fetchRaw(port, '/sw.js', { 'accept-encoding': 'br' });
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sw.bytes).toString()).toBe(worker);

    const app = await fetchRaw(port, '/manifest.webmanifest', { 'accept-encoding': 'gzip' });
    expect(app.headers['content-type']).toBe('application/manifest+json');
    expect(app.headers['cache-control']).toBe('no-cache');
    expect(app.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(app.bytes).toString()).toBe(manifest);
    const plain = await get(port, '/manifest.webmanifest');
    expect(JSON.parse(plain.body)).toMatchObject({ display: 'standalone' });
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
