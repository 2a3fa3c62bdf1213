import { createServer as createHttpServer } from 'node:http';
import { createServer as freePort } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablePage } from './harness';
import { netPanel, sitAt } from './netSeat';
import { launch, openTable, settle, shot, waitForFrames } from './harness';
import { staticFiles } from '../../src/server/staticFiles';

// `npm start` is vite's dev server with the table server on its port, and React in development:
// StrictMode runs each effect, cleans it up and runs it again. A network panel that opened its
// session once at render and closed it in the cleanup was dead under `npm start` (a guest from the
// link saw only "Leave"), while the built app the other tests drive worked. Here the dev server is
// the README's own, and a host and a guest meet at a table through it.

let dev: ViteDevServer;
let browser: Browser;
let base: string;
const pages: TablePage[] = [];

const port = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = freePort();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

beforeAll(async () => {
  const p = await port();
  dev = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    server: { host: '127.0.0.1', port: p, strictPort: true, open: false },
  });
  await dev.listen();
  base = `http://127.0.0.1:${p}/`;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
});

describe('npm start hosts network play', () => {
  it('a double click on Host opens one table; a guest typing its code sits; the other seat’s buttons wait', async () => {
    const host = await openTable(browser, base, { width: 1100, height: 720 });
    pages.push(host);
    const a = host.page;
    await settle(a);
    await a.getByRole('button', { name: 'Host', exact: true }).dblclick();
    await a.waitForURL(/\?table=[a-z2-9]{6}$/, { timeout: 60_000 });
    const code = new URL(a.url()).searchParams.get('table')!;
    await sitAt(a, 'Red', 'Ann');

    // The guest was told the code, not sent the link: typed as read, a wrong one refused in words.
    const guest = await openTable(browser, base, { width: 1100, height: 720 });
    pages.push(guest);
    const b = guest.page;
    await settle(b);
    await b.getByRole('button', { name: 'Join…' }).click();
    await b.getByLabel('Table code').fill('0O1lI2');
    await b.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(b.getByRole('alert').textContent()).resolves.toBe(
      '“0O1lI2” is not a table code: a code is six letters and digits (never 0, 1, i, l or o).',
    );
    await b.getByLabel('Table code').fill(` ${code.slice(0, 3).toUpperCase()} ${code.slice(3)} `);
    await b.getByLabel('Table code').press('Enter');
    await b.waitForURL(new RegExp(`\\?table=${code}$`));
    await sitAt(b, 'Blue', 'Bo');
    await netPanel(a)
      .getByRole('listitem')
      .filter({ hasText: 'Blue · Bo' })
      .filter({ hasText: 'here' })
      .waitFor();
    await netPanel(a).getByRole('button', { name: 'Start the game' }).click();
    for (const p of [a, b]) await p.getByTestId('play-panel').waitFor();
    await Promise.all([settle(a), settle(b)]);

    // The command dice are either player's to roll; after them one seat is to act.
    await a.getByTestId('play-panel').getByRole('button', { name: 'Roll the command dice' }).click();
    for (const p of [a, b])
      await p.waitForFunction(
        () =>
          ((window.__table!.store as { getState(): { play: { actions: unknown[] } | null } }).getState().play
            ?.actions.length ?? 0) >= 1,
        undefined,
        { timeout: 60_000, polling: 100 },
      );
    await Promise.all([settle(a), settle(b)]);
    await shot(a, 'dev-start-host');
    await shot(b, 'dev-start-guest');
    // One screen's seat is to act: the other screen's panel says whose it is, and every button waits.
    const waiting = async (p: Page) => (await p.getByText('plays this on their own screen').count()) > 0;
    const [aWaits, bWaits] = [await waiting(a), await waiting(b)];
    expect(aWaits).not.toBe(bWaits);
    const idle = aWaits ? a : b;
    const buttons = idle.getByTestId('play-panel').getByRole('button', { name: /^End / });
    expect(await buttons.count()).toBeGreaterThan(0);
    expect(await buttons.evaluateAll((els) => els.every((e) => (e as HTMLButtonElement).disabled))).toBe(
      true,
    );
    await shot(a, 'dev-start-host');
    await shot(b, 'dev-start-guest');
    expect([...host.errors, ...guest.errors]).toEqual([]);
  });
});

describe('npm start keeps no service worker', () => {
  it('gives way where a build once served at its address left a worker, and registers none', async () => {
    // A worker a build once served at this address asks /sw.js for its next version: it gets this.
    const sw = await fetch(`${base}sw.js`);
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(await sw.text()).toContain('self.registration.unregister()');

    // The built app served at the dev server's address (as `npm run serve` would, on that port)
    // leaves its worker; then `npm start` again on the same port.
    const p = Number(new URL(base).port);
    await dev.close();
    const built = createHttpServer(staticFiles('dist'));
    await new Promise<void>((r) => built.listen(p, '127.0.0.1', r));
    const { page } = await openTable(browser, base, { width: 1100, height: 720 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
      polling: 250,
    });
    built.closeAllConnections();
    await new Promise<void>((r) => built.close(() => r()));
    dev = await createServer({
      configFile: 'vite.config.ts',
      logLevel: 'error',
      server: { host: '127.0.0.1', port: p, strictPort: true, open: false },
    });
    await dev.listen();

    // The old worker hands out the build once more; the browser finds the retiring worker, which
    // takes the old one away and reloads the page onto the dev server.
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('script[src="/@vite/client"]') !== null,
      undefined,
      {
        timeout: 120_000,
        polling: 250,
      },
    );
    await waitForFrames(page, 1);
    await expect(
      page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
    ).resolves.toBe(0);
    await page.context().close();
  });
});
