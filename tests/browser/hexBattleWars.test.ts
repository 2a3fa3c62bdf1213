import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, clickPlay, launch, openTable, settle, shot } from './harness';

// Hex Battle Wars at the table: a duel loads from "Load a table…", its obstacles, water and
// characters stand on the board, and a game begins with its character sheets and action bar.

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('Hex Battle Wars', () => {
  it('HB-BOARD: the duel opens on its board, and Play shows the sheets and the first choice', async () => {
    await afterFrames(t.page, async () => {
      await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hex-battle-wars-duel');
    });
    await settle(t.page);
    await expect(t.page.getByTestId('setup-name').textContent()).resolves.toMatch(/Duel/i);
    await shot(t.page, 'hbw-duel');
    await clickPlay(t.page);
    await t.page.getByTestId('character-sheets').waitFor();
    await settle(t.page);
    await shot(t.page, 'hbw-duel-play');
    const bar = t.page.getByTestId('action-bar');
    await bar.waitFor();
    expect(await bar.textContent()).toContain('Short game');
  });
});
