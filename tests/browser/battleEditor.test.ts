import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex } from '../../src/geometry';
import { hexKey, hexToPoint } from '../../src/geometry';
import { cell } from '../../src/rules/hex-battle-wars/setup';
import type { TablePage } from './harness';
import { afterFrames, clickPlay, launch, openTable, settle, settleView, shot, setupNow } from './harness';

// Hex Battle Wars' tables edited as a player does: obstacles raised by clicks, water laid, a
// character's sheet set, a move the rules refuse said so, and the table kept across a reload and
// played as edited.

let browser: Browser;
let t: TablePage;
const board = (
  JSON.parse(readFileSync('assets/setups/hex-battle-wars-duel.json', 'utf8')) as {
    board: { across: number; origin: { x: number; y: number } };
  }
).board;

interface BattleSetupLike {
  name: string;
  board: { stacks: { at: Hex; height: number; tags: string[] }[] };
  characters: { seat: string; at: Hex | null; ac: number | null }[];
}

const stackAt = (s: BattleSetupLike, h: Hex) => s.board.stacks.find((x) => hexKey(x.at) === hexKey(h));

/**
 * Clicks the middle of a hex of the duel's board, `level` blocks up. A refused click changes
 * nothing on the table (its notice is the page's), so no frame is waited for after it.
 */
async function clickHex(h: Hex, level = 0, refused = false) {
  await settleView(t.page);
  const c = hexToPoint(board, h);
  const p = await t.page.evaluate(([x, y, z]) => window.__table!.project(x!, y!, z!), [c.x, c.y, level * 4]);
  if (refused) await t.page.mouse.click(p!.x, p!.y);
  else await afterFrames(t.page, () => t.page.mouse.click(p!.x, p!.y));
  await settle(t.page);
}

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=5`, { width: 1200, height: 760 });
  await settle(t.page);
  await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hex-battle-wars-duel');
  await t.page.getByTestId('setup-name').filter({ hasText: 'Duel' }).waitFor();
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the editor on a Hex Battle Wars table', () => {
  it('HB-LEVEL / HB-HAZARD / HB-PLACE: raise, lay water, set a sheet; a refused move says why; kept and played', async () => {
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    const panel = t.page.getByTestId('editor-panel');
    await panel.waitFor();
    // Raise a ground hex twice: the second is refused (a 2-level block needs a 1-level neighbour).
    await panel.getByRole('button', { name: 'Raise', exact: true }).click();
    const lone = cell(0, 5);
    await clickHex(lone);
    expect(stackAt(await setupNow<BattleSetupLike>(t.page), lone)).toEqual({ at: lone, height: 1, tags: [] });
    await clickHex(lone, 1, true);
    await t.page.getByTestId('notice-error').filter({ hasText: 'must touch a hex of level 1' }).waitFor();
    expect(stackAt(await setupNow<BattleSetupLike>(t.page), lone)!.height).toBe(1);
    // Water beside it.
    await panel.getByRole('button', { name: 'Water', exact: true }).click();
    await clickHex(cell(1, 5));
    expect(stackAt(await setupNow<BattleSetupLike>(t.page), cell(1, 5))).toEqual({
      at: cell(1, 5),
      height: 0,
      tags: ['water'],
    });
    // Blue's character onto a hex 5 from Red's is refused, in the rules' words.
    await panel.getByRole('button', { name: "Blue's character" }).click();
    await clickHex(cell(3, 2), 0, true);
    await t.page.getByTestId('notice-error').filter({ hasText: 'at least 10 hexes apart' }).waitFor();
    expect((await setupNow<BattleSetupLike>(t.page)).characters[1]!.at).toEqual(cell(11, 9));
    await shot(t.page, 'hbw-editor');
    // Put the palette down, pick Red's character on the table and set its armour class.
    await t.page.keyboard.press('Escape');
    const red = hexToPoint(board, cell(0, 0));
    const p = await t.page.evaluate(([x, y]) => window.__table!.project(x!, y!, 3), [red.x, red.y]);
    await afterFrames(t.page, () => t.page.mouse.click(p!.x, p!.y));
    await t.page.getByTestId('properties').waitFor();
    await t.page.getByLabel('Armour class').selectOption('14');
    expect((await setupNow<BattleSetupLike>(t.page)).characters[0]!.ac).toBe(14);
    await t.page.getByRole('button', { name: 'Done' }).click();

    // A reload brings the edited table back, and Play plays it: Red's sheet shows AC 14.
    await t.page.reload();
    await settle(t.page);
    const back = await setupNow<BattleSetupLike>(t.page);
    expect(stackAt(back, lone)!.height).toBe(1);
    expect(back.characters[0]!.ac).toBe(14);
    await clickPlay(t.page);
    await t.page.getByRole('button', { name: /Short game/ }).click();
    await expect
      .poll(() => t.page.getByTestId('character-sheets').textContent(), { timeout: 30_000 })
      .toMatch(/AC\s*14/);
    await settle(t.page);
    await shot(t.page, 'hbw-edited-played');
  });
});
