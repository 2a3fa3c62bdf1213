import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BattleState } from '../../src/rules/hex-battle-wars/engine';
import type { Setup } from '../../src/rules/hex-battle-wars/setup/schema';
import { cell, duel } from '../../src/rules/hex-battle-wars/setup/scenarios';
import type { TablePage } from './harness';
import { clickPlay, launch, openSetupFile, openTable, settle, shot } from './harness';

// A duel the rules cannot finish: both characters have an invisibility score of 1 and no passes,
// so each must roll on its first turn, turns invisible on any roll, stays so on every roll after,
// and may never attack. The app plays both seats; the panel says the game has no end.

let browser: Browser;
let t: TablePage;

function stalemate(): Setup {
  const base = duel();
  const stats = { ac: 12, invisibility: 1, passes: 0, hidden: null };
  return {
    ...base,
    name: 'Both at score 1',
    characters: [
      { seat: base.seats[0]!.id, at: cell(0, 0), ...stats },
      { seat: base.seats[1]!.id, at: cell(11, 9), ...stats },
    ],
    health: 25,
  };
}

type Store = {
  getState(): { play: { game: BattleState } | null; setAutomatic(seat: string, on: boolean): void };
};

const automatic = (on: boolean) =>
  t.page.evaluate((o) => {
    const s = (window.__table!.store as Store).getState();
    for (const c of s.play!.game.characters) s.setAutomatic(c.seat, o);
  }, on);

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=3`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('a Hex Battle Wars game the rules cannot end', () => {
  it('HB-INVIS-KEEP / HB-INVIS-NOATTACK: every character standing invisible at score 1: the panel says so', async () => {
    await openSetupFile(t.page, stalemate(), 'stalemate.json');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Both at score 1' }).waitFor();
    await settle(t.page);
    await clickPlay(t.page);
    await t.page.getByTestId('character-sheets').waitFor();
    expect(await t.page.getByTestId('never-ends').count()).toBe(0);
    await automatic(true);
    await t.page.getByTestId('never-ends').waitFor({ timeout: 120_000 });
    await automatic(false);
    await settle(t.page);
    const game = await t.page.evaluate(() => (window.__table!.store as Store).getState().play!.game);
    expect(game.phase).toBe('play');
    expect(game.characters.map((c) => [c.invisible, c.invisibility])).toEqual([
      [true, 1],
      [true, 1],
    ]);
    await expect
      .poll(() => t.page.getByTestId('never-ends').textContent())
      .toContain('The rules give this game no end');
    await shot(t.page, 'hbw-never-ends');
  });
});
