import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SHOTS } from './harness';

// A saved web page opened as whoever it was sent to would open it: a fresh browser with nothing of
// the app's, here with the network blocked, every request the page tries kept to be checked.

export interface OfflinePage {
  readonly page: Page;
  /** Every address the page asked for beyond its own file (blocked). */
  readonly requests: string[];
  /** Console errors and page errors (a request the page's policy refused is one). */
  readonly errors: string[];
  close(): Promise<void>;
}

/** Opens the file at `path` at a phone's size, in a context of its own with every request blocked. */
export async function openOffline(browser: Browser, path: string): Promise<OfflinePage> {
  const url = `file://${resolve(path)}`;
  const context = await browser.newContext({
    viewport: { width: 390, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    offline: true,
  });
  const requests: string[] = [];
  const errors: string[] = [];
  await context.route('**', (route) => {
    if (route.request().url() === url) return route.continue();
    requests.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  page.on('request', (r) => {
    if (r.url() !== url && !requests.includes(r.url())) requests.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForLoadState('load');
  return { page, requests, errors, close: () => context.close() };
}

/** A screenshot of the whole saved page (or its first `height` pixels, for a long one). */
export async function pageShot(page: Page, name: string, height = 2400): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path: `${SHOTS}/${name}.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width: 390, height: Math.min(full, height) },
  });
}
