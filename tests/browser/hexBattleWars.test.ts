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
    // Its file loads when it is chosen: the table's name says when it is on the table.
    await t.page.getByTestId('setup-name').filter({ hasText: 'Duel' }).waitFor();
    await settle(t.page);
    await shot(t.page, 'hbw-duel');
    await clickPlay(t.page);
    await t.page.getByTestId('character-sheets').waitFor();
    await settle(t.page);
    await shot(t.page, 'hbw-duel-play');
    const bar = t.page.getByTestId('action-bar');
    await bar.waitFor();
    expect(await bar.textContent()).toContain('Short game');
    await afterFrames(t.page, () => bar.getByRole('button', { name: /Short game/ }).click());
    await t.page.getByTestId('sheet-red').getByText('25 / 25').waitFor();
    // Both seats to the app's automatic player: it rolls the stats and the order and plays on.
    await t.page.getByTestId('sheet-red').getByLabel('Automatic').check();
    await t.page.getByTestId('sheet-blue').getByLabel('Automatic').check();
    await t.page.getByLabel('Quick automatic moves').check();
    await t.page.waitForFunction(
      () => {
        const s = (
          window.__table!.store as { getState(): { play: { game: { phase: string; turn: number } } | null } }
        ).getState();
        return s.play !== null && s.play.game.phase === 'play' && s.play.game.turn >= 2;
      },
      undefined,
      { timeout: 120_000 },
    );
    await settle(t.page);
    await shot(t.page, 'hbw-duel-automatic');
    // The log shows no secret of either seat on the shared screen.
    const log = await t.page.getByTestId('dice-log').textContent();
    expect(log).not.toMatch(/is the real one|real tile/i);
  });
});

describe('Hex Battle Wars from an empty board', () => {
  it('HB-OBSTACLES: with an obstacle in hand the hexes it may go on are lit, and a click on one places it', async () => {
    // A fresh page: the duel above is still being played by the app.
    await t.page.close();
    t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1200, height: 760 });
    await settle(t.page);
    await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hex-battle-wars-full-game');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Full game' }).waitFor();
    await settle(t.page);
    await clickPlay(t.page);
    const bar = t.page.getByTestId('action-bar');
    await bar.getByRole('button', { name: /Short game/ }).click();
    // Each player rolls their stats (bounded: three seats).
    for (let i = 0; i < 3 && (await bar.getByRole('button', { name: /Roll stats/ }).count()) > 0; i++)
      await bar.getByRole('button', { name: /Roll stats/ }).click();
    // One frame: lighting the hexes is one change, and the demand loop draws once for it.
    await afterFrames(t.page, () => bar.getByRole('button', { name: /1-level obstacle/ }).click());
    await settle(t.page);
    await shot(t.page, 'hbw-obstacle-lit');
    const lit = await t.page.evaluate(() => {
      type S = {
        play: { game: { table: { hexes: { q: number; r: number }[]; levels: Record<string, number> } } };
      };
      const s = (window.__table!.store as { getState(): S }).getState();
      return { free: s.play.game.table.hexes.length, levels: Object.keys(s.play.game.table.levels).length };
    });
    // The first hex of the board's middle row is empty ground on this table: click its centre.
    const at = await t.page.evaluate(() => {
      type S = { play: { initial: { board: { origin: { x: number; y: number } } } } };
      const { origin } = (window.__table!.store as { getState(): S }).getState().play.initial.board;
      return window.__table!.project(origin.x + 20, origin.y + 17.32, 0);
    });
    await afterFrames(t.page, () => t.page.mouse.click(at!.x, at!.y));
    await settle(t.page);
    const after = await t.page.evaluate(() => {
      type S = { play: { game: { table: { levels: Record<string, number> } } } };
      return Object.keys((window.__table!.store as { getState(): S }).getState().play.game.table.levels)
        .length;
    });
    expect(lit.free).toBeGreaterThan(50);
    expect(after).toBe(lit.levels + 1);
    await shot(t.page, 'hbw-obstacle-placed');
  });
});
