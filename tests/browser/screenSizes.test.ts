import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import {
  afterFrames,
  afterNotice,
  clickPlay,
  launch,
  leaveGame,
  openTable,
  openToolbarMenu,
  settle,
  settleView,
  shot,
} from './harness';

// Any window from a 390 × 844 phone to a 2560 × 1440 screen (issue 27): the page is never wider
// than the window, every toolbar command can be reached (on the bar, or in the toolbar's menu), the
// table gets most of the screen, and on a phone a game's panel is a sheet from the bottom, at a peek
// that leaves the table most of the room, raised and lowered by its handle.

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };

/** The toolbar's commands (and Host and Join, in the table's corner), by role and name. */
const COMMANDS: readonly { role: 'button' | 'combobox' | 'radio'; name: string }[] = [
  { role: 'combobox', name: 'Load a table' },
  { role: 'button', name: 'Open…' },
  { role: 'button', name: 'Save' },
  { role: 'button', name: 'Share link' },
  { role: 'button', name: 'Play' },
  { role: 'button', name: 'Recent games' },
  { role: 'button', name: 'Edit table' },
  { role: 'radio', name: 'Hex grid' },
  { role: 'radio', name: 'Tape measure' },
  { role: 'button', name: 'Measure' },
  { role: 'button', name: 'Clear tape' },
  { role: 'combobox', name: 'Threat view (T)' },
  { role: 'button', name: 'Three-quarter' },
  { role: 'button', name: 'Top-down' },
  { role: 'button', name: 'Red end' },
  { role: 'button', name: 'Blue end' },
  { role: 'button', name: 'Screenshot' },
  { role: 'button', name: 'Screenshot options' },
  { role: 'button', name: 'Print…' },
  { role: 'button', name: 'Host' },
  { role: 'button', name: 'Join…' },
];

const command = (page: Page, c: (typeof COMMANDS)[number]): Locator =>
  page.getByRole(c.role, { name: c.name, exact: true });

/** Whether the element is drawn whole inside the window. */
async function inWindow(page: Page, el: Locator): Promise<boolean> {
  if (!(await el.isVisible())) return false;
  const b = await el.boundingBox();
  const { width, height } = page.viewportSize()!;
  return b !== null && b.x >= 0 && b.y >= 0 && b.x + b.width <= width + 0.5 && b.y + b.height <= height + 0.5;
}

/** The page's width as laid out, against the window's. */
const widths = (page: Page) =>
  page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));

/**
 * Every command on the bar, or in the menu once it is opened; returns those found in the menu.
 * The menu closes on Esc and gives focus back to its button.
 */
async function everyCommandReachable(t: TablePage): Promise<string[]> {
  const folded: (typeof COMMANDS)[number][] = [];
  for (const c of COMMANDS) if (!(await inWindow(t.page, command(t.page, c)))) folded.push(c);
  if (folded.length === 0) return [];
  await openToolbarMenu(t.page);
  const menu = t.page.getByTestId('toolbar-menu');
  for (const c of folded) {
    const el = menu.getByRole(c.role, { name: c.name, exact: true });
    expect(await inWindow(t.page, el), `${c.name} in the open menu, inside the window`).toBe(true);
    // A finger can hit it.
    expect((await el.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  // Esc on a button in the menu closes it (the table's own Esc waits).
  await menu.getByRole('button', { name: 'Close menu' }).focus();
  await t.page.keyboard.press('Escape');
  await expect.poll(() => menu.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
  expect(await t.page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('☰ Menu');
  return folded.map((c) => c.name);
}

/** The element's box once it has stopped moving (the sheet slides to a new height). */
async function restingBox(el: Locator): Promise<Box> {
  let last = JSON.stringify(await box(el));
  for (let i = 0; i < 50; i++) {
    await el.page().evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const now = JSON.stringify(await box(el));
    if (now === last) return JSON.parse(now) as Box;
    last = now;
  }
  throw new Error('never came to rest');
}

async function box(el: Locator): Promise<Box> {
  const b = await el.boundingBox();
  if (b === null) throw new Error('not drawn');
  return b;
}

/**
 * Every box in the sheet cut by the sheet's height, at an edge that does not fade into the panel:
 * there a line of text would show sliced. A box with more below (or above) fades at that edge;
 * one scrolled to its end shows its last line clear.
 */
const unfadedCuts = (sheet: Locator): Promise<string[]> =>
  sheet.evaluate((el) => {
    const out: string[] = [];
    for (const box of el.querySelectorAll<HTMLElement>('*')) {
      if (!/auto|scroll/.test(getComputedStyle(box).overflowY)) continue;
      const fades = (edge: '::before' | '::after') => Number(getComputedStyle(box, edge).opacity) > 0;
      const below = box.scrollHeight - box.scrollTop - box.clientHeight;
      const name = `${box.className} (${box.scrollTop}/${box.scrollHeight - box.clientHeight})`;
      if (below > 4 && !fades('::after')) out.push(`${name}: cut below, no fade`);
      if (below < 1 && fades('::after')) out.push(`${name}: at its end, its last line faded`);
      if (box.scrollTop > 4 && !fades('::before')) out.push(`${name}: cut above, no fade`);
    }
    return out;
  });

/** Whether the toolbar shows the game's name whole, not cut short. */
const titleWhole = (page: Page): Promise<boolean> =>
  page.locator('.brand .title').evaluate((e) => e.scrollWidth <= e.clientWidth);

const camera = (page: Page) => page.evaluate(() => JSON.stringify(window.__table!.camera()));

/** Loads a built-in table through the toolbar (its menu, on a phone); `named` is the set-up's name. */
async function loadTable(t: TablePage, id: string, named: string) {
  await afterNotice(
    t.page,
    async () => {
      await openToolbarMenu(t.page);
      await t.page.selectOption('select[aria-label="Load a table"]', id);
    },
    'info',
    `Loaded “${named}”`,
  );
  await settle(t.page);
}

describe('every window size', () => {
  for (const size of [
    { width: 800, height: 600, folds: true },
    { width: 1024, height: 768, folds: false },
    { width: 2560, height: 1440, folds: false },
  ]) {
    it(`${size.width} × ${size.height}: no sideways scroll, every command reachable, the table most of the screen`, async () => {
      const t = await openTable(browser, inject('baseUrl'), size);
      await settle(t.page);
      await shot(t.page, `screen-${size.width}x${size.height}`);
      const w = await widths(t.page);
      expect(w.page).toBeLessThanOrEqual(w.window);
      const folded = await everyCommandReachable(t);
      expect(folded.length > 0).toBe(size.folds);
      const bar = await box(t.page.getByRole('banner', { name: 'Table controls' }));
      const canvas = await box(t.page.locator('.table-canvas canvas'));
      // The toolbar keeps to one row at 800 × 600, and at most two on a wider window.
      expect(bar.height).toBeLessThanOrEqual(size.folds ? 48 : 80);
      expect(canvas.height).toBeGreaterThanOrEqual(size.height * 0.8);
      expect(canvas.width).toBe(size.width);
      expect(await titleWhole(t.page)).toBe(true);
      if (size.width === 1024) {
        // Up to 1280 px the bar keeps to two rows, and its brand folds the table's name under the game's.
        await t.page.setViewportSize({ width: 1280, height: 800 });
        await settle(t.page);
        await shot(t.page, 'screen-1280x800');
        expect(await titleWhole(t.page)).toBe(true);
        expect(
          (await box(t.page.getByRole('banner', { name: 'Table controls' }))).height,
        ).toBeLessThanOrEqual(80);
      }
      expect(t.errors).toEqual([]);
      await t.page.context().close();
    });
  }
});

describe('a phone, 390 × 844 by touch', () => {
  it('folds the toolbar, and a game in each system shows its panel as a sheet over a table that refits', async () => {
    const t = await openTable(
      browser,
      `${inject('baseUrl')}?seed=8`,
      { width: 390, height: 844 },
      {
        hasTouch: true,
        isMobile: true,
      },
    );
    await settle(t.page);
    await shot(t.page, 'screen-390x844');
    const w = await widths(t.page);
    expect(w).toEqual({ page: 390, window: 390 });
    const folded = await everyCommandReachable(t);
    expect(folded).toContain('Edit table');
    expect(folded).not.toContain('Play');
    await openToolbarMenu(t.page);
    await shot(t.page, 'screen-390x844-menu');
    // A press outside the menu closes it.
    await t.page.mouse.click(195, 800);
    await expect
      .poll(() => t.page.getByTestId('toolbar-menu').evaluate((d: HTMLDialogElement) => d.open))
      .toBe(false);

    for (const system of [
      { id: 'capture-the-flag', named: 'Capture the Flag', name: 'paintball' },
      { id: 'hex-battle-wars-duel', named: 'Duel', name: 'hex-battle-wars' },
      { id: 'hexprint-skirmish', named: 'Skirmish', name: 'hexprint' },
    ]) {
      await loadTable(t, system.id, system.named);
      await clickPlay(t.page);
      const sheet = t.page.getByTestId('panel-sheet');
      await sheet.getByTestId('play-panel').waitFor();
      await settleView(t.page);
      await shot(t.page, `screen-390x844-${system.name}-game`);
      expect(await widths(t.page)).toEqual({ page: 390, window: 390 });
      expect(await sheet.getAttribute('data-level')).toBe('peek');
      expect(await unfadedCuts(sheet)).toEqual([]);
      const stage = await box(t.page.locator('main.stage'));
      const canvas = await box(t.page.locator('.table-canvas canvas'));
      const peek = await box(sheet);
      // The sheet spans the window at the bottom of the table; the table keeps most of the room above it.
      expect(peek.width).toBe(390);
      expect(peek.y + peek.height).toBeCloseTo(stage.y + stage.height, 0);
      expect(peek.y - canvas.y).toBeGreaterThanOrEqual(0.65 * stage.height);
      // Its handle raises it a height at a tap, and the view refits into the room left above it.
      const before = await camera(t.page);
      const handle = sheet.getByRole('button', { name: /^Panels at/ });
      await afterFrames(t.page, () => handle.tap());
      await expect.poll(() => sheet.getAttribute('data-level')).toBe('half');
      await settleView(t.page);
      const half = await restingBox(sheet);
      expect(half.height).toBeGreaterThan(peek.height + 100);
      expect(await unfadedCuts(sheet)).toEqual([]);
      expect(await camera(t.page)).not.toBe(before);
      // Its buttons and the arrow keys on the handle change it too.
      await afterFrames(t.page, () => sheet.getByRole('button', { name: 'Raise the panels' }).tap());
      await expect.poll(() => sheet.getAttribute('data-level')).toBe('full');
      expect((await restingBox(sheet)).height).toBeGreaterThan(half.height + 100);
      await handle.focus();
      await afterFrames(t.page, () => t.page.keyboard.press('ArrowDown'));
      await expect.poll(() => sheet.getAttribute('data-level')).toBe('half');
      await restingBox(sheet);
      // Dragged down by its handle, it settles at a peek again.
      const h = await box(handle);
      await t.page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
      await t.page.mouse.down();
      await t.page.mouse.move(h.x + h.width / 2, h.y + 200, { steps: 5 });
      await t.page.mouse.up();
      await expect.poll(() => sheet.getAttribute('data-level')).toBe('peek');
      await settleView(t.page);
      if (system.name === 'paintball') {
        // A figure picked puts its card at the top of the sheet, and a peeking sheet rises to half.
        await afterFrames(t.page, () =>
          t.page.evaluate(() => {
            type S = { play: { game: { table: { figures: { id: string }[] } } }; select(id: string): void };
            const s = (window.__table!.store as { getState(): S }).getState();
            s.select(s.play.game.table.figures[0]!.id);
          }),
        );
        await sheet.locator('.sight-panel').waitFor();
        await expect.poll(() => sheet.getAttribute('data-level')).toBe('half');
        await settleView(t.page);
        await shot(t.page, 'screen-390x844-paintball-picked');
      }
      await leaveGame(t.page);
      await settle(t.page);
    }

    // The editor and its palette are in the sheet too, from the menu's Edit table.
    await openToolbarMenu(t.page);
    await afterFrames(t.page, () =>
      t.page.getByTestId('toolbar-menu').getByRole('button', { name: 'Edit table' }).click(),
    );
    const sheet = t.page.getByTestId('panel-sheet');
    const palette = sheet.getByTestId('editor-panel').getByRole('group', { name: 'Palette' });
    await palette.waitFor();
    // It rises to half by itself: a peek would show the palette's first row and little else.
    await expect.poll(() => sheet.getAttribute('data-level')).toBe('half');
    await restingBox(sheet);
    const first = palette.getByRole('button').first();
    await first.scrollIntoViewIfNeeded();
    expect(await inWindow(t.page, first)).toBe(true);
    expect((await box(first)).y).toBeGreaterThanOrEqual((await box(sheet)).y);
    await settleView(t.page);
    expect(await unfadedCuts(sheet)).toEqual([]);
    await shot(t.page, 'screen-390x844-editor');
    expect(t.errors).toEqual([]);
  });
});
