import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { launch, openTable, settle, shot, SHOTS } from './harness';

// The table out to print, as a player finds it: Print… in the toolbar, the parts list on screen,
// and files that hold one body a part (the unit tests read those bodies back in full).

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1280, height: 800 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

const card = () => t.page.getByRole('dialog', { name: 'Print the table' });

/** Opens the card and reads its parts list, line by line. */
async function partsOnScreen(): Promise<string[]> {
  await t.page.getByRole('button', { name: 'Print…' }).click();
  await card().getByTestId('parts-list').waitFor();
  return card().getByRole('listitem').allInnerTexts();
}

/** How many parts a list's lines count: "12 × …" each. */
const counted = (lines: readonly string[]) => lines.reduce((n, l) => n + Number(l.split(' × ')[0]), 0);

describe('print the table', () => {
  it('PaintBall Mini: the Hexon bases and the stockades and crates of Capture the Flag as STL, the list on screen; Esc closes the card', async () => {
    const lines = await partsOnScreen();
    const tiles = lines.filter((l) => /Hexon base|Single hex/.test(l));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((l) => /^\d+ × (Hexon base, 6 hexes|Single hex), 8 mm$/.test(l))).toBe(true);
    // Its terrain pieces as the sight layer measures them; its soft cover (trees) prints nothing.
    expect(lines.filter((l) => !tiles.includes(l))).toEqual([
      '2 × Log stockade, 24 mm',
      '2 × Hard cover, 18 mm, crates',
    ]);
    // The first button saves: the keyboard reaches it at once.
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe('Save STL');
    const [download] = await Promise.all([t.page.waitForEvent('download'), t.page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('capture-the-flag-print.stl');
    const path = `${SHOTS}/print-capture-the-flag.stl`;
    await download.saveAs(path);
    const bytes = readFileSync(path);
    const triangles = bytes.readUInt32LE(80);
    expect(bytes.length).toBe(84 + 50 * triangles);
    // A base's outline has 18 sides and a single hex 6: each part is 2 × (corners − 2) cap triangles and 2
    // a side. A stockade's ring is four bands of 48 quads; a crate is a box of 12 triangles.
    const pieces = 2 * 4 * 2 * 48 + 2 * 12;
    const want = tiles.reduce((n, l) => {
      const [count, what] = l.split(' × ') as [string, string];
      const sides = what.startsWith('Hexon base') ? 18 : 6;
      return n + Number(count) * (2 * (sides - 2) + 2 * sides);
    }, pieces);
    expect(triangles).toBe(want);
    await t.page.keyboard.press('Escape');
    await card().waitFor({ state: 'detached' });
    expect(t.errors).toEqual([]);
  });

  it('HexPrint: King of the Hill’s tiles and each level of its hill, by terrain, as 3MF with the list inside', async () => {
    await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-king-of-the-hill');
    await t.page.getByTestId('setup-name').filter({ hasText: 'King of the Hill' }).waitFor();
    await settle(t.page);
    const lines = await partsOnScreen();
    expect(lines[0]).toBe('127 × Single hex, 8 mm');
    expect(lines.some((l) => /^\d+ × Hex tile, 30 mm, Land$/.test(l))).toBe(true);
    await shot(t.page, 'print-king-of-the-hill');
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      card().getByRole('button', { name: 'Save 3MF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('king-of-the-hill-print.3mf');
    const path = `${SHOTS}/print-king-of-the-hill.3mf`;
    await download.saveAs(path);
    const files = unzipSync(readFileSync(path));
    const model = strFromU8(files['3D/3dmodel.model']!);
    expect([...model.matchAll(/<object /g)]).toHaveLength(counted(lines));
    expect(strFromU8(files['Metadata/parts.txt']!)).toContain(lines.join('\n'));
    await card().getByRole('button', { name: 'Close' }).click();
    expect(await card().count()).toBe(0);
  });

  it('Hex Battle Wars: the duel’s bases and stone levels', async () => {
    await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hex-battle-wars-duel');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Duel' }).waitFor();
    await settle(t.page);
    const lines = await partsOnScreen();
    expect(lines.some((l) => /^\d+ × Hex tile, 40 mm, Stone$/.test(l))).toBe(true);
    await shot(t.page, 'print-duel');
    await t.page.keyboard.press('Escape');
    await card().waitFor({ state: 'detached' });
    expect(t.errors).toEqual([]);
  });
});
