import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

// Drives the built app in Debian's headless Chromium with WebGL2 on SwiftShader. Slow (a few
// frames a second), so tests wait for rendered frames, never for fixed sleeps.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = 'test-results/screenshots';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface TablePage {
  readonly page: Page;
  /** Console errors and page errors seen so far: a test fails if any appear. */
  readonly errors: string[];
}

export async function openTable(
  browser: Browser,
  url: string,
  viewport = { width: 1024, height: 640 },
): Promise<TablePage> {
  const context = await browser.newContext({ viewport, acceptDownloads: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // Tests play both sides from one script: the hot-seat handover card is off unless a test turns it on.
  await context.addInitScript(() => {
    if (localStorage.getItem('pbm.handover') === null) localStorage.setItem('pbm.handover', 'off');
  });
  await page.goto(url);
  await waitForFrames(page, 1);
  return { page, errors };
}

export const frameCount = (page: Page): Promise<number> =>
  page.evaluate(() => window.__table?.stats.frames ?? 0);

/** Waits until at least `n` frames have been rendered since the page loaded. */
export async function waitForFrames(page: Page, n: number, timeout = 120_000): Promise<void> {
  await page.waitForFunction((k) => (window.__table?.stats.frames ?? 0) >= k, n, { timeout, polling: 100 });
}

/** Runs `act`, then waits for the table to render at least one new frame (and any flight to settle). */
export async function afterFrames(page: Page, act: () => Promise<void>, frames = 1): Promise<void> {
  const before = await frameCount(page);
  await act();
  await waitForFrames(page, before + frames);
}

/**
 * Waits until the table is still: no camera flight, no frame waiting to be drawn (r3f's demand
 * loop), and the React work that follows an input done, seen on two checks a frame apart.
 */
export async function settle(page: Page, timeout = 120_000): Promise<void> {
  const still = () =>
    page.waitForFunction(() => window.__table?.still() === true, undefined, { timeout, polling: 100 });
  await still();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await still();
}

/**
 * Settles, and goes on settling until the camera stands where it stood a few animation frames
 * before: a panel that opens after a click (a shot card, a hint) refits the view a moment later,
 * and a point projected before that refit would be clicked in the wrong place.
 */
export async function settleView(page: Page, timeout = 120_000): Promise<void> {
  const pose = () => page.evaluate(() => JSON.stringify(window.__table?.camera() ?? null));
  for (let i = 0; i < 20; i++) {
    await settle(page, timeout);
    const before = await pose();
    await page.evaluate(
      () =>
        new Promise((r) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r))),
        ),
    );
    await settle(page, timeout);
    if ((await pose()) === before) return;
  }
  throw new Error('the camera never came to rest');
}

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${name}.png`;
  await page.screenshot({ path });
  return path;
}

/** Opens a set-up file through the toolbar's file input, as a player choosing one would. */
export async function openSetupFile(page: Page, setup: unknown, name = 'table.json'): Promise<void> {
  await afterFrames(page, () =>
    page.getByTestId('open-file').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(typeof setup === 'string' ? setup : JSON.stringify(setup, null, 2)),
    }),
  );
}

/** Clicks Play on the open table and waits for the game's first frame. */
export async function clickPlay(page: Page): Promise<void> {
  await afterFrames(page, () => page.getByRole('button', { name: 'Play', exact: true }).click());
}
