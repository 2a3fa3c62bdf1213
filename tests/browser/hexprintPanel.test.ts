import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { skirmish } from '../../src/rules/hexprint/setup/scenarios';
import { activating, started } from '../unit/rules/hexprint/engine/support';
import type { TablePage } from './harness';
import { hexToPoint } from '../../src/geometry';
import {
  SHOTS,
  afterFrames,
  clickPlay,
  launch,
  openSetupFile,
  openTable,
  settle,
  settleView,
  shot,
} from './harness';

// HexPrint's panel at 1280 × 800 and on a phone (issue 24, item 6): the Hex Timer's dial is big
// enough to read its segments and markers, every unit card is whole in the panel's own scroll (none
// cut off in a short box of its own), and the activated unit's models wear a dashed ring in their
// seat's colour on the table until the activation ends.

let browser: Browser;

const setup = skirmish();
/** North's Line Squad activated, as a game resumed at the table. */
const game = activating(started(setup), 'north-squad');

async function openGame(viewport: { width: number; height: number }): Promise<TablePage> {
  const t = await openTable(browser, `${inject('baseUrl')}?seed=5`, viewport);
  await settle(t.page);
  await openSetupFile(t.page, setup);
  await t.page.getByTestId('setup-name').filter({ hasText: 'Skirmish' }).waitFor();
  await settle(t.page);
  await clickPlay(t.page);
  await settle(t.page);
  await resume(t, game);
  await settleView(t.page);
  await t.page.getByTestId('hex-timer').waitFor();
  return t;
}

async function resume(t: TablePage, g: HexPrintState) {
  await afterFrames(t.page, () =>
    t.page.evaluate(
      (x) => {
        const s = (window.__table!.store as { getState(): { resumeGame(p: unknown): void } }).getState();
        s.resumeGame({
          initial: x.initial,
          seed: 1,
          actions: [],
          game: x.g,
          lastEvents: [],
          marks: [0],
          splats: [],
        });
      },
      JSON.parse(JSON.stringify({ initial: setup, g })),
    ),
  );
  await settle(t.page);
}

/** Each unit card scrolled into the panel's view: true for a card seen whole inside the panel. */
async function cardsWhole(t: TablePage): Promise<boolean[]> {
  const panel = (await t.page.getByTestId('play-panel').boundingBox())!;
  const cards = t.page.getByTestId('unit-cards').locator('.hexprint-card');
  const whole: boolean[] = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    whole.push(
      box.y >= panel.y - 0.5 && box.y + box.height <= panel.y + panel.height + 0.5 && box.height > 40,
    );
  }
  return whole;
}

/** A close look at the activated Line Squad on the table. */
async function closeUp(t: TablePage, name: string) {
  const squad = game.units.find((u) => u.id === 'north-squad')!.models[1]!.at;
  const c = hexToPoint(setup.board, squad);
  const p = (await t.page.evaluate(([x, y]) => window.__table!.project(x!, y!, 0), [c.x, c.y]))!;
  await t.page.screenshot({
    path: `${SHOTS}/${name}.png`,
    clip: { x: p.x - 200, y: p.y - 110, width: 400, height: 220 },
  });
}

/** Whether the controls scroll in a box of their own (its content taller than the box). */
const ownScroll = (t: TablePage): Promise<boolean> =>
  t.page.evaluate(() => {
    const box = document.querySelector('.play-controls')!;
    return box.scrollHeight > box.clientHeight + 1;
  });

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe("HexPrint's panel and the activated unit", () => {
  it('HP-TIMER, HP-ACTIVATE at 1280 × 800: a dial to read, whole cards, the activated unit ringed', async () => {
    const t = await openGame({ width: 1280, height: 800 });
    await shot(t.page, 'hexprint-panel-1280');
    const dial = (await t.page.getByTestId('hex-timer').locator('svg').first().boundingBox())!;
    expect(Math.min(dial.width, dial.height)).toBeGreaterThanOrEqual(140);
    expect(await ownScroll(t)).toBe(false);
    const whole = await cardsWhole(t);
    expect(whole).toHaveLength(game.units.length);
    expect(whole.every(Boolean)).toBe(true);
    await shot(t.page, 'hexprint-panel-1280-last-card');

    // The Line Squad's three models are ringed while it is activated, and no longer once it ends.
    const ring = () => t.page.evaluate(() => window.__table!.drawnTriangles('activation-ring'));
    expect(await ring()).toBeGreaterThan(0);
    await closeUp(t, 'hexprint-activation-ring');
    await t.page.getByTestId('play-panel').evaluate((p) => p.scrollTo(0, 0));
    const end = t.page.getByTestId('action-bar').getByRole('button', { name: /End activation/ });
    await afterFrames(t.page, () => end.click());
    await settle(t.page);
    await expect.poll(ring).toBe(0);
    expect(t.errors).toEqual([]);
  });

  it('HP-TIMER on a phone: the dial still fits the panel, and the cards are whole', async () => {
    const t = await openGame({ width: 390, height: 844 });
    await shot(t.page, 'hexprint-panel-phone');
    const panel = (await t.page.getByTestId('play-panel').boundingBox())!;
    const dial = (await t.page.getByTestId('hex-timer').locator('svg').first().boundingBox())!;
    expect(Math.min(dial.width, dial.height)).toBeGreaterThanOrEqual(140);
    expect(dial.x).toBeGreaterThanOrEqual(panel.x);
    expect(dial.x + dial.width).toBeLessThanOrEqual(panel.x + panel.width);
    expect((await cardsWhole(t)).every(Boolean)).toBe(true);
    expect(t.errors).toEqual([]);
  });
});
