import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex } from '../../src/geometry';
import { hexToPoint } from '../../src/geometry';
import { STANDARD_LAYOUT } from '../../src/rules/paintball-mini/board/standardBoard';
import type { TablePage } from './harness';
import {
  afterFrames,
  afterNotice,
  launch,
  openTable,
  settle,
  settleView,
  shot,
  SHOTS,
  setupNow,
} from './harness';

// The set-up editor as a player uses it: build by clicks, drag, turn, name, save, reload, reopen,
// share by link, and refuse a tampered link.

let browser: Browser;
let t: TablePage;

interface Piece {
  id: string;
  at: { x: number; y: number };
  name?: string;
  facing?: number;
  kind?: string;
}
interface SetupLike {
  name: string;
  figures: Piece[];
  terrain: Piece[];
}

async function clickAt(h: Hex, dx = 0, dy = 0) {
  await settleView(t.page);
  const c = hexToPoint(STANDARD_LAYOUT, h);
  const p = await t.page.evaluate(([x, y]) => window.__table!.project(x!, y!), [c.x + dx, c.y + dy]);
  await afterFrames(t.page, () => t.page.mouse.click(p!.x, p!.y));
  await settle(t.page);
}

let built: SetupLike;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1100, height: 700 });
  await settle(t.page);
  await afterFrames(t.page, () => t.page.keyboard.press('2'));
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the set-up editor', () => {
  it('builds a set-up by clicks: place a hill and a player, drag, turn, rename', async () => {
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await t.page.getByTestId('editor-panel').waitFor();
    const before = await setupNow<SetupLike>(t.page);
    await t.page.getByRole('button', { name: 'Hill' }).click();
    await clickAt({ q: 3, r: 0 });
    await t.page.getByRole('button', { name: 'Red player' }).click();
    await clickAt({ q: 1, r: 1 });
    await t.page.keyboard.press('Escape');
    let now = await setupNow<SetupLike>(t.page);
    expect(now.terrain.length).toBe(before.terrain.length + 1);
    expect(now.figures.length).toBe(before.figures.length + 1);
    const added = now.figures.find((f) => !before.figures.some((g) => g.id === f.id))!;
    // Select it and drag it one hex along (hex mode snaps it into a base slot there).
    const from = await t.page.evaluate(([x, y]) => window.__table!.project(x!, y!), [added.at.x, added.at.y]);
    const target = hexToPoint(STANDARD_LAYOUT, { q: 1, r: 0 });
    const to = await t.page.evaluate(([x, y]) => window.__table!.project(x!, y!), [target.x, target.y]);
    await t.page.mouse.move(from!.x, from!.y);
    await t.page.mouse.down();
    await t.page.mouse.move((from!.x + to!.x) / 2, (from!.y + to!.y) / 2, { steps: 3 });
    await afterFrames(t.page, () => t.page.mouse.move(to!.x, to!.y, { steps: 3 }));
    await afterFrames(t.page, () => t.page.mouse.up());
    await settle(t.page);
    now = await setupNow<SetupLike>(t.page);
    const moved = now.figures.find((f) => f.id === added.id)!;
    expect(Math.hypot(moved.at.x - target.x, moved.at.y - target.y)).toBeLessThan(3);
    await afterFrames(t.page, () => t.page.keyboard.press('r'));
    expect((await setupNow<SetupLike>(t.page)).figures.find((f) => f.id === added.id)!.facing).toBe(60);
    await t.page.getByTestId('properties').getByLabel('Name').fill('Scout');
    await t.page.getByTestId('properties').getByLabel('Name').press('Enter');
    built = await setupNow<SetupLike>(t.page);
    expect(built.figures.find((f) => f.id === added.id)!.name).toBe('Scout');
    // Enter leaves the field: the table's keys (R, Delete) reach the table again.
    expect(await t.page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
    await expect.poll(() => t.page.getByTestId('properties').locator('h3').textContent()).toBe('Scout');
    await shot(t.page, 'editor-built');
    // A warning names the piece as a player sees it, and hovering it lights that piece on the table.
    const warning = t.page.getByTestId('placement-warnings').locator('li', { hasText: 'Scout' }).first();
    expect(await warning.textContent()).not.toContain(added.id);
    const lit = () =>
      t.page.evaluate(
        () => (window.__table!.store as { getState(): { litPieces: string[] } }).getState().litPieces,
      );
    await afterFrames(t.page, () => warning.hover());
    expect(await lit()).toContain(added.id);
    await shot(t.page, 'editor-warning-lit');
    await afterFrames(t.page, () => t.page.getByTestId('properties').locator('h3').hover());
    expect(await lit()).toEqual([]);
  });

  it('saves it, keeps it across a reload, and opens the saved file back to the same table', async () => {
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      t.page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    const path = `${SHOTS}/editor-${download.suggestedFilename()}`;
    await download.saveAs(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(built);
    await t.page.waitForFunction(
      (name) => (localStorage.getItem('paintball-mini:last-table') ?? '').includes(name),
      'Scout',
    );
    await t.page.reload();
    await settle(t.page);
    expect(await setupNow<SetupLike>(t.page)).toEqual(built);
    await afterFrames(
      t.page,
      async () => void (await t.page.selectOption('select[aria-label="Load a table"]', 'single-flag')),
    );
    expect((await setupNow<SetupLike>(t.page)).name).toBe('Single Flag');
    // No Ctrl+Z on a phone: the notice's own button brings back the table the load replaced.
    const bringBack = t.page.getByTestId('notice-info').getByRole('button', { name: /^Bring back “/ });
    await shot(t.page, 'editor-load-bring-back');
    await afterFrames(t.page, () => bringBack.click());
    expect(await setupNow<SetupLike>(t.page)).toEqual(built);
    expect(await t.page.getByTestId('notice-info').count()).toBe(0);
    await afterNotice(
      t.page,
      () => t.page.getByTestId('open-file').setInputFiles(path),
      'info',
      'from editor-',
    );
    expect(await setupNow<SetupLike>(t.page)).toEqual(built);
  });

  it('shares it as a link that opens the same table, and refuses a tampered link leaving the table as it was', async () => {
    await t.page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(inject('baseUrl')).origin });
    // Copied, the notice says only that; where the clipboard is refused it shows the link to copy by hand.
    const notice = await afterNotice(
      t.page,
      () => t.page.getByRole('button', { name: 'Share link' }).click(),
      'info',
      /Link copied|#setup=/,
    );
    const url = notice.startsWith('Link copied')
      ? await t.page.evaluate(() => navigator.clipboard.readText())
      : notice.slice(notice.indexOf('http'));
    expect(notice.length).toBeLessThan(url.length + 40);
    expect(url).toMatch(/#setup=v1\./);
    await afterFrames(
      t.page,
      async () => void (await t.page.selectOption('select[aria-label="Load a table"]', 'reverse-flag')),
    );
    const reverse = await setupNow<SetupLike>(t.page);
    expect(reverse.name).toBe('Reverse Flag');
    await afterNotice(
      t.page,
      () => afterFrames(t.page, async () => void (await t.page.goto(url))),
      'info',
      'from a shared link',
    );
    expect(await setupNow<SetupLike>(t.page)).toEqual(built);
    // Change one character of the data: the link no longer checks out.
    const cut = url.length - 12;
    const tampered = url.slice(0, cut) + (url[cut] === 'A' ? 'B' : 'A') + url.slice(cut + 1);
    // Only the hash changes: the page stays, and with the table unchanged only the notice is new,
    // which draws no frame: wait for the notice, not for a frame.
    await t.page.goto(tampered);
    const refused = t.page.getByTestId('notice-error');
    await refused.waitFor();
    await settle(t.page);
    expect(await refused.textContent()).toMatch(
      /^The shared link could not be opened: \(link\): .+\. The table is unchanged\./,
    );
    expect(await setupNow<SetupLike>(t.page)).toEqual(built);
    await shot(t.page, 'editor-tampered-link');
    expect(t.errors).toEqual([]);
  });
});
