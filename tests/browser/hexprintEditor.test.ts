import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex } from '../../src/geometry';
import { hexKey, hexToPoint } from '../../src/geometry';
import type { TablePage } from './harness';
import {
  afterFrames,
  clickPlay,
  lastNotice,
  launch,
  openTable,
  settle,
  settleView,
  setupNow,
  shot,
  waitForNotice,
} from './harness';

// A HexPrint table edited as a player does, through the canvas: a hex raised twice, a forest
// tagged, the Scout dragged to a new hex and given a card of the player's own, the table kept across a reload and played as edited.

let browser: Browser;
let t: TablePage;

interface SetupLike {
  board: {
    across: number;
    origin: { x: number; y: number };
    stacks: { at: Hex; height: number; tags: string[] }[];
  };
  units: { id: string; models: { id: string; at: Hex }[] }[];
}

const stackAt = (s: SetupLike, h: Hex) => s.board.stacks.find((x) => hexKey(x.at) === hexKey(h));
const scoutAt = (s: SetupLike) => s.units.find((u) => u.id === 'north-scout')!.models[0]!.at;

/** Where a point `up` cm above the middle of a hex is on screen. */
async function onScreen(h: Hex, up: number) {
  const c = hexToPoint((await setupNow<SetupLike>(t.page)).board, h);
  const p = await t.page.evaluate(([x, y, z]) => window.__table!.project(x!, y!, z!), [c.x, c.y, up]);
  return p!;
}

/** Clicks the top of a hex `level` land levels (3 cm each) up. */
async function clickHex(h: Hex, level = 0) {
  await settleView(t.page);
  const p = await onScreen(h, level * 3);
  await afterFrames(t.page, () => t.page.mouse.click(p.x, p.y));
  await settle(t.page);
}

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=5`, { width: 1400, height: 860 });
  await settle(t.page);
  await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-skirmish');
  await t.page.getByTestId('setup-name').filter({ hasText: 'Skirmish' }).waitFor();
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the editor on a HexPrint table', () => {
  it('HP-HEIGHT / HP-TAGS / HP-PLACE / HP-CARD: raise a hex twice, tag a forest, drag the Scout, write it a card; kept and played', async () => {
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    const panel = t.page.getByTestId('editor-panel');
    await panel.waitFor();
    const rise: Hex = { q: 4, r: 6 };
    await panel.getByRole('button', { name: 'Raise', exact: true }).click();
    await clickHex(rise);
    await clickHex(rise, 1);
    expect(stackAt(await setupNow<SetupLike>(t.page), rise)).toEqual({ at: rise, height: 2, tags: [] });
    const wood: Hex = { q: 0, r: 6 };
    await panel.getByRole('button', { name: 'Forest', exact: true }).click();
    await clickHex(wood);
    expect(stackAt(await setupNow<SetupLike>(t.page), wood)).toEqual({
      at: wood,
      height: 0,
      tags: ['Forest'],
    });
    await t.page.keyboard.press('Escape');

    // HP-CARD: a card of your own, copied from the Scout and written to TAR 3, played by the Scout.
    const boardSection = t.page.getByTestId('hexprint-board');
    await boardSection.getByRole('button', { name: 'Copy Scout' }).click();
    await boardSection.getByRole('button', { name: 'Write Scout (mine 1)' }).click();
    const cardEditor = t.page.getByTestId('card-editor');
    await cardEditor.getByLabel('TAR', { exact: true }).selectOption('3');
    await cardEditor.getByLabel('Ability 2', { exact: true }).selectOption('pin');
    // Its name: Esc puts back what it was, Enter keeps what was typed.
    const cardName = cardEditor.getByLabel('Card name');
    const copied = await cardName.inputValue();
    await cardName.fill('Outrider');
    await cardName.press('Escape');
    expect(await cardName.inputValue()).toBe(copied);
    await cardName.fill('Outrider');
    await cardName.press('Enter');
    await cardEditor.getByRole('heading', { name: 'Outrider' }).waitFor();

    // The Scout (a one-level model) picked by its body and dragged two hexes on.
    const from = scoutAt(await setupNow<SetupLike>(t.page));
    const to: Hex = { q: from.q, r: from.r + 2 };
    const a = await onScreen(from, 1.5);
    const b = await onScreen(to, 1.5);
    await t.page.mouse.move(a.x, a.y);
    await t.page.mouse.down();
    await afterFrames(t.page, () => t.page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 }));
    await afterFrames(t.page, () => t.page.mouse.move(b.x, b.y, { steps: 4 }));
    await afterFrames(t.page, () => t.page.mouse.up());
    await settle(t.page);
    expect(scoutAt(await setupNow<SetupLike>(t.page))).toEqual(to);
    await t.page.getByTestId('properties').filter({ hasText: 'North Scout' }).waitFor();
    await t.page.getByTestId('properties').getByLabel('Card').selectOption('card-1');
    // The Scout stays picked across the edit: its properties show the card it now plays.
    await t.page.getByTestId('properties').filter({ hasText: 'TAR 3' }).waitFor();
    const unitName = t.page.getByTestId('properties').getByLabel('Unit name');
    await unitName.fill('North Outrider');
    await unitName.press('Enter');
    await t.page.getByTestId('properties').getByRole('heading', { name: 'North Outrider' }).waitFor();

    await shot(t.page, 'hexprint-editor');
    await t.page.getByRole('button', { name: 'Done' }).click();

    // A reload brings the edited table back, and Play plays it.
    await t.page.reload();
    await settle(t.page);
    const back = await setupNow<SetupLike>(t.page);
    expect(stackAt(back, rise)!.height).toBe(2);
    expect(stackAt(back, wood)!.tags).toEqual(['Forest']);
    expect(scoutAt(back)).toEqual(to);
    const card = await t.page.evaluate(() => {
      const s = (
        window.__table!.store as { getState(): { setup: { cards: unknown[]; units: unknown[] } } }
      ).getState();
      return JSON.parse(JSON.stringify(s.setup)) as {
        cards: { id: string; name: string; tar: number; abilities: { kind: string }[] }[];
        units: { id: string; name: string; card: string }[];
      };
    });
    expect(card.cards.find((c) => c.id === 'card-1')).toMatchObject({
      name: 'Outrider',
      tar: 3,
      abilities: [{ kind: 'shoot' }, { kind: 'pin' }],
    });
    expect(card.units.find((u) => u.id === 'north-scout')).toMatchObject({
      name: 'North Outrider',
      card: 'card-1',
    });
    await clickPlay(t.page);
    const game = await t.page.evaluate(() => {
      const s = (window.__table!.store as { getState(): { play: { game: unknown } | null } }).getState();
      return JSON.parse(JSON.stringify(s.play?.game ?? null)) as {
        terrain: { hexes: Record<string, { height: number; tags: string[] }> };
        units: { id: string; models: { at: Hex }[] }[];
      } | null;
    });
    expect(game?.terrain.hexes[hexKey(rise)]).toEqual({ height: 2, tags: [] });
    expect(game?.units.find((u) => u.id === 'north-scout')?.models[0]?.at).toEqual(to);
    await settle(t.page);
    await shot(t.page, 'hexprint-edited-played');
  });

  it('HP-SETUP: terrain to place given in the editor, each player its rows and batches; played as a placing', async () => {
    const p = await openTable(browser, `${inject('baseUrl')}?seed=5`, { width: 1400, height: 860 });
    await settle(p.page);
    await p.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-skirmish');
    await p.page.getByTestId('setup-name').filter({ hasText: 'Skirmish' }).waitFor();
    await afterFrames(p.page, () => p.page.getByRole('button', { name: 'Edit table' }).click());
    const batches = p.page.getByTestId('hexprint-batches');
    // No rows yet: the player is told what to do first, and no batch can be added.
    await expect
      .poll(() => batches.textContent())
      .toMatch(/Give North terrain rows to give them terrain to place/);
    expect(await batches.getByRole('button', { name: 'Add a forest for North' }).count()).toBe(0);
    await batches.getByLabel("North's terrain rows").selectOption({ label: 'Rows 1 to 4: the first half' });
    await batches.getByRole('button', { name: 'Add a forest for North' }).click();
    await batches.getByRole('button', { name: 'Add a rise for North' }).click();
    await batches.getByLabel("South's terrain rows").selectOption({ label: 'Rows 5 to 8: the last half' });
    await batches.getByRole('button', { name: 'Add a pond for South' }).click();
    await batches.getByRole('button', { name: 'Take away North Rise' }).click();
    // Rows with terrain still to place in them cannot go: the edit is refused, the rows kept.
    const before = await lastNotice(p.page);
    await batches.getByLabel("North's terrain rows").selectOption('');
    await waitForNotice(p.page, 'error', 'North has terrain to place', before);
    expect(await batches.getByLabel("North's terrain rows").inputValue()).toBe('1-4');
    const { mission } = await setupNow<{
      mission: { terrainZones: unknown; batches: { id: string; name: string }[] };
    }>(p.page);
    expect(mission.terrainZones).toEqual([
      { seat: 'north', rows: [1, 4] },
      { seat: 'south', rows: [5, 8] },
    ]);
    expect(mission.batches.map((b) => b.name)).toEqual(['North Forest', 'South Pond']);
    await shot(p.page, 'hexprint-editor-batches');
    await p.page.getByRole('button', { name: 'Done' }).click();

    // Played, the game opens on the placing: the player to place first has its batch's button.
    await clickPlay(p.page);
    await settle(p.page);
    const game = await p.page.evaluate(
      () =>
        JSON.parse(
          JSON.stringify(
            (window.__table!.store as { getState(): { play: { game: unknown } } }).getState().play.game,
          ),
        ) as { phase: string; placer: string },
    );
    expect(game.phase).toBe('deploy');
    const first = game.placer === 'north' ? 'Place North Forest' : 'Place South Pond';
    await expect
      .poll(() =>
        p.page
          .getByTestId('action-bar')
          .getByRole('button', { name: new RegExp(`^${first}`) })
          .count(),
      )
      .toBe(1);
    expect(p.errors).toEqual([]);
    await p.page.context().close();
  });
});
