import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../src/server/precompress';
import { staticFiles } from '../../src/server/staticFiles';
import { OFFLINE_WORDS } from '../../src/ui/net/online';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { clickFigure } from './clicks';
import { frameCount, launch, openTable, settle, shot, waitForFrames } from './harness';
import { playFromFile } from './paintballStart';

// The installable app: a tablet opens the built app once (served as `npm run serve` serves it, from
// a copy of the build, precompressed), its service worker keeps every built file, a new version
// waits for the player's Reload, and with the network and the server gone the app reloads and plays
// a PaintBall Mini game from its own copy, while Host and Join say there is no network.

let browser: Browser;
let folder: string;
let server: Server;
let port = 0;
let t: TablePage;

async function serve(): Promise<void> {
  server = createServer(staticFiles(folder));
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
}

async function stopServing(): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
}

/** Every file of the build a page may ask for: not the worker's own scripts, nor the compressed copies. */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => `/${relative(dir, join(dir, f)).replaceAll('\\', '/')}`)
    .filter((f) => !/\.(br|gz)$/.test(f) && f !== '/sw.js' && !/^\/workbox-[\w-]+\.js$/.test(f));
}

/** The paths the worker holds, read from the page's caches (a revision in the query is left off). */
const heldPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

const waitForWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
    polling: 250,
  });

type GameView = { phase: string; active: string; pending: unknown; log: { rule: string }[] };
type Figure = { id: string; team: string; role: string; at: { x: number; y: number } };

const gameNow = (page: Page) =>
  page.evaluate(() => {
    type S = {
      play: { game: GameView & { table: { figures: Figure[] } } } | null;
      selectedId: string | null;
    };
    const s = (window.__table!.store as { getState(): S }).getState();
    const g = s.play!.game;
    return JSON.parse(
      JSON.stringify({ ...g, figures: g.table.figures, selectedId: s.selectedId, table: undefined }),
    ) as GameView & { figures: Figure[]; selectedId: string | null };
  });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'offline-'));
  // The build the global set-up made, as `npm run build` leaves it.
  cpSync('dist', folder, { recursive: true });
  await precompress(folder);
  await serve();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (server?.listening) await stopServing();
  rmSync(folder, { recursive: true, force: true });
});

describe('the app installed on a tablet', () => {
  it('keeps every built file, offers a new version, and plays a game with no network and no server', async () => {
    const url = `http://127.0.0.1:${port}/?seed=8`;
    t = await openTable(browser, url, { width: 1024, height: 768 });
    const page = t.page;
    await waitForWorker(page);

    // Installable: the manifest the page names, as the server sends it.
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')!.getAttribute('href')!;
      const answer = await fetch(href);
      return { type: answer.headers.get('content-type'), body: await answer.json() };
    });
    expect(manifest.type).toBe('application/manifest+json');
    expect(manifest.body).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'Hex table' });
    expect(
      manifest.body.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    // Every file of the build is held, the chunks the table loads later (the rules, the panels,
    // the sight layer, the network code) included: a chunk workbox skipped would be missing offline.
    const held = new Set(await heldPaths(page));
    const missing = builtFiles(folder).filter((f) => !held.has(f));
    expect(missing).toEqual([]);
    expect([...held].filter((p) => p.startsWith('/assets/') && p.endsWith('.js')).length).toBeGreaterThan(40);

    // A new version deployed: it installs beside this one and waits for the player's Reload. This
    // page was opened before any worker, the case where workbox-window's own reload stays still.
    writeFileSync(join(folder, 'sw.js'), `${readFileSync(join(folder, 'sw.js'), 'utf8')}\n// next\n`);
    rmSync(join(folder, 'sw.js.br'), { force: true });
    rmSync(join(folder, 'sw.js.gz'), { force: true });
    await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())!.update()));
    const toast = page.getByTestId('update-toast');
    await toast.waitFor({ timeout: 120_000 });
    await expect(toast.textContent()).resolves.toContain('A new version is ready');
    expect(await page.evaluate(() => document.querySelectorAll('.update-toast').length)).toBe(1);
    await shot(page, 'offline-update-toast');
    await Promise.all([
      page.waitForEvent('load', { timeout: 120_000 }),
      toast.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await waitForFrames(page, 1);
    await waitForWorker(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();

    // No network, and no server either: whatever the worker does not hold cannot come from anywhere.
    await page.context().setOffline(true);
    await stopServing();
    await page.reload();
    await waitForFrames(page, 1);
    await settle(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    // Network play says plainly that it cannot be had, where it waited on the server before.
    const netPlay = page.locator('.net-play');
    await netPlay.getByRole('button', { name: 'Host', exact: true }).click();
    await expect(netPlay.locator('.net-problem').textContent()).resolves.toBe(OFFLINE_WORDS);
    await netPlay.getByRole('button', { name: 'Join…' }).click();
    await page.getByLabel('Table code').fill('abc234');
    await page.getByLabel('Table code').press('Enter');
    await expect(netPlay.locator('.net-problem').textContent()).resolves.toBe(OFFLINE_WORDS);
    expect(new URL(page.url()).searchParams.get('table')).toBeNull();

    // Hot-seat play from the app's own copy: a duel, a figure picked on the table, a shot at the enemy.
    await playFromFile(page, duel());
    const framesAtStart = await frameCount(page);
    for (let i = 0; i < 12; i++) {
      const g = await gameNow(page);
      if (g.log.some((e) => e.rule === 'PM-RANGE' || e.rule === 'PM-ONE')) break;
      const panel = page.getByTestId('play-panel');
      if (g.pending !== null) await panel.getByTestId('decision').getByRole('button').first().click();
      else if (g.phase === 'command')
        await panel.getByRole('button', { name: 'Roll the command dice' }).click();
      else {
        const me = g.figures.find((f) => f.team === g.active && f.role === 'paintballer')!;
        const foe = g.figures.find((f) => f.team !== g.active && f.role === 'paintballer')!;
        if (g.selectedId !== me.id) await clickFigure(page, me.at);
        await clickFigure(page, foe.at);
        await panel.getByRole('button', { name: /^Shoot .+ ×1/ }).click();
      }
      await settle(page);
    }
    const after = await gameNow(page);
    expect(after.log.some((e) => e.rule === 'PM-RANGE' || e.rule === 'PM-ONE')).toBe(true);
    expect(await frameCount(page)).toBeGreaterThan(framesAtStart);
    await shot(page, 'offline-play');
    // The network back: the note goes, and Host would reach the server again.
    await page.context().setOffline(false);
    await netPlay.locator('.net-problem').waitFor({ state: 'detached' });
    expect(t.errors).toEqual([]);
  });
});
