import { createServer as freePort } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablePage } from './harness';
import { netPanel, sitAt } from './netSeat';
import { launch, openTable, settle, shot } from './harness';

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
