import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, launch, openTable, settleView, shot } from './harness';
import { hexLinesSeen } from './hexLines';

// Every rule of a hex table counts hexes, so the ground shows them: the lines between hexes are
// drawn for every system played on the hex grid (a set-up that names no mode is a hex table).

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1000, height: 640 });
});

afterAll(async () => {
  await browser?.close();
});

const TABLES = [
  { id: 'capture-the-flag', name: 'Capture the Flag', system: 'PaintBall Mini' },
  { id: 'hex-battle-wars-duel', name: 'Duel', system: 'Hex Battle Wars' },
  { id: 'hexprint-skirmish', name: 'Skirmish', system: 'HexPrint' },
] as const;

describe('the hex grid', () => {
  for (const table of TABLES)
    it(`${table.system}: the lines between hexes are drawn on the ground, top-down`, async () => {
      await afterFrames(t.page, async () => {
        await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption(table.id);
      });
      await t.page.getByTestId('setup-name').filter({ hasText: table.name }).waitFor();
      await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Top-down' }).click());
      await settleView(t.page);
      // Sides within a tile are lines, sides between two tiles seams (a board of single hexes has only seams).
      const drawn = await t.page.evaluate(
        () => window.__table!.drawnTriangles('hex-lines') + window.__table!.drawnTriangles('seams'),
      );
      expect(drawn).toBeGreaterThan(0);

      // Each side between two hexes, against the middles of the two hexes it parts: where nothing
      // stands on them, the side is a dark line across the grass.
      const { lined, probed } = await hexLinesSeen(t.page);
      await shot(t.page, `hex-grid-${table.id}`);
      // Pieces stand on some hexes and hide their sides: most sides still show.
      expect(probed).toBeGreaterThan(10);
      expect(lined / probed).toBeGreaterThan(0.6);
      expect(t.errors).toEqual([]);
    });
});
