import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, clickPlay, launch, openTable, settle, shot } from './harness';

// HexPrint at the table: King of the Hill loads from "Load a table…", its hill and terrain stand
// on the board, and a game begins with the Hex Timer, the unit cards and the action bar.

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=3`, { width: 1280, height: 800 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('HexPrint', () => {
  it('HP-TIMER: King of the Hill opens on its hill, and Play shows the Hex Timer, the cards and the bar', async () => {
    await afterFrames(t.page, async () => {
      await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-king-of-the-hill');
    });
    await t.page.getByTestId('setup-name').filter({ hasText: 'King of the Hill' }).waitFor();
    await settle(t.page);
    await shot(t.page, 'hexprint-hill');
    await clickPlay(t.page);
    await t.page.getByTestId('hex-timer').waitFor();
    await settle(t.page);
    await shot(t.page, 'hexprint-play');
    expect(await t.page.getByTestId('action-bar').textContent()).toContain('Segment 1');
    expect(t.errors).toEqual([]);
  });
});
