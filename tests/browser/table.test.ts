import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, launch, openTable, settle, shot, SHOTS } from './harness';
import { pixelStats, pngSize } from './pixels';

// The table issue, as a newcomer uses it: the default table opens in 3D, the modes switch, the
// tape measures, the camera obeys its limits, a figure can be double-clicked, a screenshot saves.

let browser: Browser;
let t: TablePage;

const state = () =>
  t.page.evaluate(() => {
    const s = (window.__table!.store as { getState(): Record<string, unknown> }).getState();
    return JSON.parse(
      JSON.stringify({ setup: s.setup, tool: s.tool, tape: s.tape, selectedId: s.selectedId }),
    );
  });

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'));
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the table in 3D', () => {
  it('opens onto Capture the Flag in 3D: board, figures and a real picture', async () => {
    const s = await state();
    expect(s.setup.name).toBe('Capture the Flag');
    expect(s.setup.figures).toHaveLength(14);
    await expect(t.page.getByTestId('setup-name').textContent()).resolves.toBe('Capture the Flag');
    const stats = await pixelStats(t.page, await t.page.evaluate(() => window.__table!.capture()));
    await shot(t.page, 'table-hex-mode');
    expect(stats.width).toBeGreaterThan(500);
    expect(stats.grass).toBeGreaterThan(0.08); // the board is on screen
    expect(stats.colours).toBeGreaterThan(300); // lit, shaded, textured: not a flat fill
    expect(stats.background).toBeLessThan(0.6);
    const frame = await t.page.evaluate(() => window.__table!.stats);
    expect(frame.drawCalls).toBeGreaterThan(5);
    expect(frame.drawCalls).toBeLessThanOrEqual(60);
  });

  it('switches to tape-measure play and back, by button and by the H key, keeping every position', async () => {
    const before = await state();
    const hexPicture = await t.page.evaluate(() => window.__table!.capture());
    await afterFrames(t.page, () => t.page.getByRole('radio', { name: 'Tape measure' }).click());
    await settle(t.page);
    const after = await state();
    expect(after.setup.mode).toBe('hexless');
    expect(after.setup.figures).toEqual(before.setup.figures);
    await expect(t.page.getByTestId('mode-readout').textContent()).resolves.toMatch(/range in cm/);
    await shot(t.page, 'table-hexless-mode');
    const hexless = await pixelStats(t.page, await t.page.evaluate(() => window.__table!.capture()));
    const hex = await pixelStats(t.page, hexPicture);
    // The hex lines are gone, so more of the board reads as plain grass.
    expect(hexless.grass).toBeGreaterThan(hex.grass);
    await afterFrames(t.page, () => t.page.keyboard.press('h'));
    expect((await state()).setup.mode).toBe('hex');
  });

  it('G-BAND: the tape counts hexes in hex mode and reads cm and the band in hexless mode', async () => {
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Top-down' }).click());
    await settle(t.page);
    await t.page.keyboard.press('m');
    expect((await state()).tool).toBe('measure');
    // From red's home hex centre to 29 cm east, inside the hex three steps east of it: a tape laid
    // by the pointer is a pixel or so off, so it ends clear of the 30 cm edge between ranges 3 and 4.
    const from = await t.page.evaluate(() => window.__table!.project(-32.5, -4.33));
    const to = await t.page.evaluate(() => window.__table!.project(-3.5, -4.33));
    expect(from).not.toBeNull();
    await t.page.mouse.move(from!.x, from!.y);
    await t.page.mouse.down();
    await t.page.mouse.move((from!.x + to!.x) / 2, from!.y, { steps: 3 });
    await afterFrames(t.page, () => t.page.mouse.move(to!.x, to!.y, { steps: 3 }));
    await afterFrames(t.page, () => t.page.mouse.up());
    await settle(t.page);
    const laid = (await state()).tape;
    expect(laid.from.x).toBeCloseTo(-32.5, 0);
    expect(laid.to.x).toBeCloseTo(-3.5, 0);
    await expect(t.page.getByTestId('tape-label').textContent()).resolves.toMatch(
      /^3 hexes \((28\.9|29\.\d) cm\) · hits on 4\+ \(aimed 3\+\)$/,
    );
    await shot(t.page, 'table-tape-hex');
    await afterFrames(t.page, () => t.page.keyboard.press('h'));
    await settle(t.page);
    await expect(t.page.getByTestId('tape-label').textContent()).resolves.toMatch(
      /^(28\.9|29\.\d) cm · range 3 · hits on 4\+ \(aimed 3\+\)$/,
    );
    await shot(t.page, 'table-tape-hexless');
    // The tape stays until cleared.
    await t.page.getByRole('button', { name: 'Clear tape' }).click();
    expect((await state()).tape).toBeNull();
    await t.page.keyboard.press('Escape');
    await afterFrames(t.page, () => t.page.keyboard.press('h'));
    expect((await state()).tool).toBe('look');
  });

  it('keeps the camera above the table and within reach however far it is pushed', async () => {
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Three-quarter' }).click());
    await settle(t.page);
    const box = (await t.page.locator('canvas').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await t.page.mouse.move(cx, cy);
    for (let i = 0; i < 12; i++) await t.page.mouse.wheel(0, 800);
    await t.page.mouse.down();
    await t.page.mouse.move(cx, cy - 600, { steps: 4 });
    await t.page.mouse.up();
    await settle(t.page);
    const cam = (await t.page.evaluate(() => window.__table!.camera()))!;
    const [x, y, z] = cam.position;
    const [tx, ty, tz] = cam.target;
    const dist = Math.hypot(x - tx, y - ty, z - tz);
    expect(y).toBeGreaterThan(ty); // never under the table
    expect(dist).toBeLessThanOrEqual(240.01); // never lost in space
    await afterFrames(t.page, () => t.page.keyboard.press('1'));
    await settle(t.page);
  });

  it('double-clicking a figure selects it and brings the camera to it', async () => {
    const s = await state();
    const blue3 = s.setup.figures.find((f: { id: string }) => f.id === 'blue-3');
    const p = await t.page.evaluate(
      ([x, y]) => window.__table!.project(x!, y!, 1.8),
      [blue3.at.x, blue3.at.y],
    );
    await afterFrames(t.page, () => t.page.mouse.dblclick(p!.x, p!.y));
    await settle(t.page);
    expect((await state()).selectedId).toBe('blue-3');
    await expect(t.page.getByTestId('selected-figure').textContent()).resolves.toMatch(/^Blue 3 · active$/);
    const cam = (await t.page.evaluate(() => window.__table!.camera()))!;
    expect(cam.target[0]).toBeCloseTo(blue3.at.x, 0);
    expect(cam.target[2]).toBeCloseTo(blue3.at.y, 0);
    await shot(t.page, 'table-focus-figure');
  });

  it('a figure under a pointer that turns the table is not hovered; once the turn ends it is', async () => {
    // Blue 3 was double-clicked: the orbit turns round it, so it stays where it is on screen
    // while the camera swings, and the pointer ends the turn right over it.
    const hovered = () =>
      t.page.evaluate(
        () => (window.__table!.store as { getState(): { hoverId: string | null } }).getState().hoverId,
      );
    const blue3 = (await state()).setup.figures.find((f: { id: string }) => f.id === 'blue-3');
    const on = async () =>
      (await t.page.evaluate(([x, y]) => window.__table!.project(x!, y!, 2.2), [blue3.at.x, blue3.at.y]))!;
    const start = await on();
    await t.page.mouse.move(start.x - 260, start.y);
    await settle(t.page);
    expect(await hovered()).toBeNull();
    const before = (await t.page.evaluate(() => window.__table!.camera()))!.position;
    await t.page.mouse.down();
    for (let k = 1; k <= 6; k++) await t.page.mouse.move(start.x - 260 + (260 * k) / 6, start.y);
    await settle(t.page);
    expect((await t.page.evaluate(() => window.__table!.camera()))!.position).not.toEqual(before);
    const still = await on();
    expect(Math.hypot(still.x - start.x, still.y - start.y)).toBeLessThan(3);
    expect(await hovered()).toBeNull();
    await afterFrames(t.page, () => t.page.mouse.up());
    await afterFrames(t.page, () => t.page.mouse.move(start.x + 1, start.y));
    await settle(t.page);
    expect(await hovered()).toBe('blue-3');
    await t.page.mouse.move(start.x - 260, start.y);
    await settle(t.page);
  });

  it('saves a screenshot named after the set-up and the time, at least the canvas size', async () => {
    const canvas = (await t.page.locator('canvas').boundingBox())!;
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      t.page.getByRole('button', { name: 'Screenshot', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^capture-the-flag-\d{4}-\d{2}-\d{2}-\d{6}\.png$/);
    const path = `${SHOTS}/download-${download.suggestedFilename()}`;
    await download.saveAs(path);
    const size = pngSize(readFileSync(path));
    expect(size.width).toBeGreaterThanOrEqual(Math.floor(canvas.width));
    expect(size.height).toBeGreaterThanOrEqual(Math.floor(canvas.height));
  });

  it('refuses a broken set-up file, names the field, and leaves the table exactly as it was', async () => {
    const before = await state();
    const broken = JSON.parse(JSON.stringify(before.setup));
    broken.figures[2].at = { x: 'left', y: 3 };
    await t.page.getByTestId('open-file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    const alert = t.page.getByTestId('notice-error');
    await expect(alert.textContent()).resolves.toMatch(
      /broken\.json was not opened: figures\[2\]\.at\.x: expected number, got "left"\. The table is unchanged\./,
    );
    expect((await state()).setup).toEqual(before.setup);
    await shot(t.page, 'table-bad-file');
    await t.page.getByRole('button', { name: 'Dismiss' }).click();
  });

  it('shows every piece and state of the showcase without a console error', async () => {
    await afterFrames(
      t.page,
      async () => void (await t.page.selectOption('select[aria-label="Load a table"]', 'showcase')),
    );
    await afterFrames(t.page, () => t.page.keyboard.press('1'), 3);
    expect((await state()).setup.name).toBe('Showcase: every piece');
    await shot(t.page, 'table-showcase');
    expect(t.errors).toEqual([]);
  });
});
