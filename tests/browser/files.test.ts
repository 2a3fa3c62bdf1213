import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import {
  afterFrames,
  afterNotice,
  launch,
  openTable,
  settle,
  shot,
  SHOTS,
  waitForFrames,
  setupNow,
} from './harness';
import { pictureDifference, pixelStats, pngSize } from './pixels';

// Saving a table, keeping it across a reload, undoing, and large pictures.

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 800, height: 560 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('files, history and pictures', () => {
  it('saves the table as a set-up file that reads back as the same table', async () => {
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      t.page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('capture-the-flag.json');
    const path = `${SHOTS}/saved-${download.suggestedFilename()}`;
    await download.saveAs(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(await setupNow(t.page));
  });

  it('keeps the last table across a reload, and Ctrl+Z undoes a change', async () => {
    await afterFrames(t.page, () => t.page.keyboard.press('h'));
    expect((await setupNow(t.page)).mode).toBe('hexless');
    // The table is kept a moment after a change; wait until it is on the shelf.
    await t.page.waitForFunction(() =>
      (localStorage.getItem('paintball-mini:last-table') ?? '').includes('"mode": "hexless"'),
    );
    await t.page.reload();
    await settle(t.page);
    expect((await setupNow(t.page)).mode).toBe('hexless');
    await expect(t.page.getByTestId('mode-readout').textContent()).resolves.toMatch(/Tape measure/);
    await afterFrames(t.page, () => t.page.keyboard.press('h'));
    expect((await setupNow(t.page)).mode).toBe('hex');
    await afterFrames(t.page, () => t.page.keyboard.press('Control+z'));
    expect((await setupNow(t.page)).mode).toBe('hexless');
    await afterFrames(t.page, () => t.page.keyboard.press('Control+Shift+z'));
    expect((await setupNow(t.page)).mode).toBe('hex');
  });

  it('takes a 4× picture: a valid PNG four times the view whose pixels show the table', async () => {
    await t.page.getByRole('button', { name: 'Screenshot options' }).click();
    await t.page.getByLabel('4× the view').check();
    await t.page.getByLabel('Overlays (lines, tapes, labels, hex grid)').uncheck();
    const canvas = await t.page.evaluate(() => {
      const c = document.querySelector('canvas')!;
      return { width: c.width, height: c.height };
    });
    const [download] = await Promise.all([
      t.page.waitForEvent('download', { timeout: 180_000 }),
      t.page.getByRole('button', { name: 'Screenshot 4×', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^capture-the-flag-\d{4}-\d{2}-\d{2}-\d{6}-4x\.png$/);
    const path = `${SHOTS}/picture-4x.png`;
    await download.saveAs(path);
    const bytes = readFileSync(path);
    expect(pngSize(bytes)).toEqual({ width: canvas.width * 4, height: canvas.height * 4 });
    const stats = await pixelStats(t.page, `data:image/png;base64,${bytes.toString('base64')}`);
    expect(stats.grass).toBeGreaterThan(0.08);
    expect(stats.colours).toBeGreaterThan(300);
    expect(await t.page.getByTestId('busy').count()).toBe(0);
    expect(t.errors).toEqual([]);
  });

  it('a saved picture, drawn off screen tile by tile, is the view as the screen shows it, the same colours and tone, with the tape’s label painted on', async () => {
    // A tape across the board: its line is in the scene, its label in the page.
    await t.page.keyboard.press('m');
    const from = (await t.page.evaluate(() => window.__table!.project(-32.5, -4.33)))!;
    const to = (await t.page.evaluate(() => window.__table!.project(-3.5, -4.33)))!;
    await t.page.mouse.move(from.x, from.y);
    await t.page.mouse.down();
    await afterFrames(t.page, () => t.page.mouse.move(to.x, to.y, { steps: 4 }));
    await afterFrames(t.page, () => t.page.mouse.up());
    await settle(t.page);
    const label = await t.page.evaluate(() => {
      const canvas = document.querySelector('canvas')!;
      const c = canvas.getBoundingClientRect();
      const r = document.querySelector('[data-testid="tape-label"]')!.getBoundingClientRect();
      const k = canvas.width / c.width;
      return { x: (r.left - c.left) * k, y: (r.top - c.top) * k, width: r.width * k, height: r.height * k };
    });
    const options = t.page.getByRole('dialog', { name: 'Screenshot options' });
    if (!(await options.isVisible()))
      await t.page.getByRole('button', { name: 'Screenshot options' }).click();
    await t.page.getByLabel('1× the view').check();
    await t.page.getByLabel('Overlays (lines, tapes, labels, hex grid)').check();
    await t.page.keyboard.press('Escape');
    const [download] = await Promise.all([
      t.page.waitForEvent('download', { timeout: 120_000 }),
      t.page.getByRole('button', { name: 'Screenshot', exact: true }).click(),
    ]);
    const path = `${SHOTS}/picture-1x.png`;
    await download.saveAs(path);
    const saved = `data:image/png;base64,${readFileSync(path).toString('base64')}`;
    const screen = await t.page.evaluate(() => window.__table!.capture());
    await shot(t.page, 'picture-1x-screen');
    // Edges differ by a shade where the two are antialiased apart; a target drawn in linear colour
    // or without the tone mapping would be off everywhere (a mean of tens). The canvas alone has no
    // label: the picture has it painted where the page shows it.
    const apart = await pictureDifference(t.page, saved, screen, label);
    expect(apart.mean).toBeLessThan(3);
    expect(apart.offPixels).toBeLessThan(0.02);
    expect(apart.boxMean).toBeGreaterThan(20);
    await t.page.getByRole('button', { name: 'Clear tape' }).click();
    await t.page.keyboard.press('Escape');
    expect(t.errors).toEqual([]);
    if (!(await options.isVisible()))
      await t.page.getByRole('button', { name: 'Screenshot options' }).click();
    await t.page.getByLabel('4× the view').check();
    await t.page.keyboard.press('Escape');
  });

  it('a 4× picture shows its progress tile by tile, and Esc on its Cancel stops it: nothing is saved, the table is as it was', async () => {
    let downloads = 0;
    const counted = () => downloads++;
    t.page.on('download', counted);
    // The page runs twenty times slower, so the picture is still being drawn when Esc comes.
    const cdp = await t.page.context().newCDPSession(t.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    try {
      await t.page.getByRole('button', { name: 'Screenshot 4×', exact: true }).click();
      const progress = t.page.getByTestId('busy').locator('progress');
      // The page answers between tiles: the bar moves on while the picture is drawn.
      await t.page.waitForFunction(
        () => Number(document.querySelector<HTMLProgressElement>('[data-testid="busy"] progress')?.value) > 0,
        undefined,
        { timeout: 120_000, polling: 50 },
      );
      const done = Number(await progress.getAttribute('value'));
      expect(done).toBeGreaterThan(0);
      expect(done).toBeLessThan(1);
      await shot(t.page, 'picture-4x-progress');
      // Cancel has the focus, so Esc (or Enter) reaches it from the keyboard alone.
      await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      const cancelled = await afterNotice(t.page, () => t.page.keyboard.press('Escape'), 'info', /cancelled/);
      expect(cancelled).toBe('Screenshot cancelled: nothing was saved.');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await t.page.getByTestId('busy').waitFor({ state: 'detached' });
      await waitForFrames(t.page, 2);
      expect(downloads).toBe(0);
      // The focus went back where it was, and the table still draws its view.
      await expect
        .poll(() =>
          t.page.evaluate(
            () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
          ),
        )
        .toMatch(/Screenshot 4×/);
      const view = await pixelStats(t.page, await t.page.evaluate(() => window.__table!.capture()));
      expect(view.grass).toBeGreaterThan(0.08);
      expect(t.errors).toEqual([]);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      t.page.off('download', counted);
    }
  });
});
