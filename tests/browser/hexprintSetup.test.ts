import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex } from '../../src/geometry';
import { hexToPoint } from '../../src/geometry';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { skirmishToPlace } from '../../src/rules/hexprint/setup/scenarios';
import type { TablePage } from './harness';
import { fingersOn } from './touch';
import {
  afterFrames,
  clickPlay,
  launch,
  leaveGame,
  openSetupFile,
  openTable,
  settle,
  settleView,
  shot,
} from './harness';

// HP-SETUP at the table: Skirmish dealt to place (skirmishToPlace, opened as a file, North
// defending so that it places first without a roll-off). A person places terrain batches and
// units from the action bar: a button, then a lit hex clicked; and one batch by the keys: its
// button, then the table's arrows from a picked unit and Enter.

let browser: Browser;
let t: TablePage;

const dealt = skirmishToPlace();
const setup = { ...dealt, mission: { ...dealt.mission, defender: 'north' } };

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=5`, { width: 1280, height: 800 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

type Probe = { getState(): { play: { game: HexPrintState } | null } };
const gameNow = (on: TablePage = t): Promise<HexPrintState> =>
  on.page.evaluate(() => JSON.parse(JSON.stringify((window.__table!.store as Probe).getState().play!.game)));

/** The hexes of the table tagged Forest, as sorted keys. */
const forestOf = (g: HexPrintState): string[] =>
  Object.entries(g.terrain.hexes)
    .filter(([, x]) => x.tags.includes('Forest'))
    .map(([k]) => k)
    .sort();

/** Rows of 12 hexes, odd rows shifted half a hex, as scenarios.ts lays Skirmish out. */
const cell = (col: number, row: number): Hex => ({ q: col - Math.floor(row / 2), r: row });

async function onScreen(h: Hex, on: TablePage = t): Promise<{ x: number; y: number }> {
  await settleView(on.page); // the bar's hint refits the view a moment later
  const c = hexToPoint(setup.board, h);
  return (await on.page.evaluate(([x, y]) => window.__table!.project(x!, y!, 0), [c.x, c.y]))!;
}

async function clickHex(h: Hex) {
  const p = await onScreen(h);
  await afterFrames(t.page, () => t.page.mouse.click(p.x, p.y));
  await settle(t.page);
}

/** The pass-and-play card between seats, answered by the player it names, when there is one. */
async function handOver() {
  await settle(t.page);
  const card = t.page.getByTestId('handover');
  if ((await card.count()) === 0) return;
  const who = (await card.getByRole('heading').innerText()).split(' ')[0]!;
  await afterFrames(t.page, () => card.getByRole('button', { name: `${who} is here` }).click());
}

/** The action bar's button whose name starts with `label` (its cost follows in the name). */
const button = (label: string) =>
  t.page.getByTestId('action-bar').getByRole('button', { name: new RegExp(`^${label}`) });

async function press(label: string) {
  await handOver();
  await afterFrames(t.page, () => button(label).click());
}

describe('HexPrint: placing the set-up at the table', () => {
  it('HP-SETUP by the keys alone, before either side has anything on the table: a batch, then a unit, from the bar and the arrows', async () => {
    await openSetupFile(t.page, setup, 'skirmish-to-place.json');
    await clickPlay(t.page);
    await settle(t.page);
    const byKeys = async (label: string, arrow: string) => {
      await handOver();
      await button(label).focus();
      await afterFrames(t.page, () => t.page.keyboard.press('Enter'));
      await t.page.locator('.table-canvas').focus();
      await afterFrames(t.page, () => t.page.keyboard.press(arrow));
      // Nothing of this seat stands on the table: the pointer starts in the rows it places into.
      await expect
        .poll(() => t.page.getByTestId('table-keys-said').textContent())
        .toMatch(/^Pointer, .+\. Enter takes this spot\.$/);
      await afterFrames(t.page, () => t.page.keyboard.press('Enter'));
      await settle(t.page);
    };
    await byKeys('Place North Forest', 'ArrowDown');
    let g = await gameNow();
    expect(g.placedBatches).toEqual(['north-forest']);
    expect(g.placer).toBe('south');
    await byKeys('Deploy', 'ArrowUp');
    g = await gameNow();
    const squad = g.units.find((u) => u.seat === 'south' && u.models.every((m) => m.gone === null));
    expect(squad?.name).toBe('South Line Squad');
    expect(squad!.models.every((m) => m.at.r >= 7)).toBe(true);
    await shot(t.page, 'hexprint-setup-keys-first');
    await leaveGame(t.page);
    expect(t.errors).toEqual([]);
  });

  it('HP-SETUP: a batch turned with R and Shift+R goes down as its shape showed under the pointer', async () => {
    await openSetupFile(t.page, setup, 'skirmish-to-place.json');
    await clickPlay(t.page);
    await settle(t.page);
    await press('Place North Forest');
    const bar = t.page.getByTestId('batch-turn');
    await expect.poll(() => bar.textContent()).toMatch(/goes down the first way it fits/);
    // The pointer over a hex of North's rows shows the batch there; R turns it from the way shown.
    const p = await onScreen(cell(5, 3));
    await afterFrames(t.page, () => t.page.mouse.move(p.x, p.y));
    for (const key of ['r', 'r', 'r', 'Shift+R']) await afterFrames(t.page, () => t.page.keyboard.press(key));
    await expect.poll(() => bar.textContent()).toMatch(/is turned 120°: it goes down as shown/);
    await settle(t.page);
    await shot(t.page, 'hexprint-setup-batch-turned');
    await clickHex(cell(5, 3));
    const g = await gameNow();
    expect(g.placedBatches).toEqual(['north-forest']);
    // The forest's three hexes, turned two sixths about its first (engine: batchHexes(…, 2)).
    expect(forestOf(g)).toEqual(['3,4', '4,2', '4,3']);
    expect(await bar.count()).toBe(0);
    await leaveGame(t.page);
    expect(t.errors).toEqual([]);
  });

  it('HP-SETUP: a batch and a unit placed by clicks, a batch by keys; the table draws the terrain', async () => {
    await openSetupFile(t.page, setup, 'skirmish-to-place.json');
    await clickPlay(t.page);
    await settle(t.page);
    expect((await gameNow()).phase).toBe('deploy');

    // North: its forest, by its button and a lit hex of its terrain rows.
    await press('Place North Forest');
    await clickHex(cell(5, 3));
    let g = await gameNow();
    expect(g.placedBatches).toEqual(['north-forest']);
    expect(g.terrain.hexes['4,3']).toEqual({ height: 0, tags: ['Forest'] });
    expect(g.placer).toBe('south');

    // South: its Line Squad, by Deploy and a hex of its zone.
    await press('Deploy');
    await clickHex(cell(5, 8));
    g = await gameNow();
    expect(g.units.find((u) => u.id === 'south-squad')!.models.map((m) => m.gone)).toEqual([
      null,
      null,
      null,
    ]);
    expect(g.units.find((u) => u.id === 'south-squad')!.models[0]!.at).toEqual(cell(5, 8));

    // North: its Line Squad; South: its forest.
    await press('Deploy');
    await clickHex(cell(4, 1));
    await press('Place South Forest');
    await clickHex(cell(6, 6));
    g = await gameNow();
    expect(g.placedBatches).toEqual(['north-forest', 'south-forest']);
    await shot(t.page, 'hexprint-setup-clicks');

    // North by the keys: its squad picked (N steps to it, Enter picks it), the Ruins' button, then
    // the arrows from the squad two hexes south and Enter.
    await handOver();
    await t.page.locator('.table-canvas').focus();
    await afterFrames(t.page, () => t.page.keyboard.press('n'));
    await afterFrames(t.page, () => t.page.keyboard.press('Enter'));
    await button('Place North Ruins').focus();
    await afterFrames(t.page, () => t.page.keyboard.press('Enter'));
    await t.page.locator('.table-canvas').focus();
    await afterFrames(t.page, () => t.page.keyboard.press('ArrowDown'));
    await afterFrames(t.page, () => t.page.keyboard.press('ArrowDown'));
    const said = await t.page.getByTestId('table-keys-said').textContent();
    await afterFrames(t.page, () => t.page.keyboard.press('Enter'));
    await settle(t.page);
    g = await gameNow();
    expect(said).toMatch(/Enter takes this spot/);
    expect(g.placedBatches).toEqual(['north-forest', 'south-forest', 'north-ruins']);
    expect(Object.values(g.terrain.hexes).filter((x) => x.tags.includes('Ruins'))).toHaveLength(2);
    await shot(t.page, 'hexprint-setup-keys');
  });
});

describe('HexPrint: placing a terrain batch by touch', () => {
  let f: TablePage;

  beforeAll(async () => {
    f = await openTable(
      browser,
      `${inject('baseUrl')}?seed=5`,
      { width: 1024, height: 768 },
      {
        hasTouch: true,
        isMobile: true,
      },
    );
    await settle(f.page);
  });

  afterAll(async () => {
    await f?.page.context().close();
  });

  const bar = () => f.page.getByTestId('batch-turn');
  const tapButton = async (name: RegExp) => {
    await afterFrames(f.page, () => f.page.getByRole('button', { name }).tap());
    await settle(f.page);
  };

  it("HP-SETUP: a finger's first tap shows the batch on the hex, a second tap there (or Put it here) puts it down", async () => {
    const fingers = await fingersOn(f.page);
    await openSetupFile(f.page, setup, 'skirmish-to-place.json');
    await clickPlay(f.page);
    await settle(f.page);
    await tapButton(/^Place North Forest/);
    await expect.poll(() => bar().textContent()).toMatch(/Tap a hex to see it there/);
    // The bar's prompt speaks to a finger.
    expect(await f.page.getByTestId('action-bar').textContent()).toMatch(
      /Tap a lit hex of your terrain rows/,
    );

    // The first tap only shows it: nothing is placed, and the bar offers to put it there.
    await fingers.tap(await onScreen(cell(5, 3), f));
    expect((await gameNow(f)).placedBatches).toEqual([]);
    await expect.poll(() => bar().getByRole('button', { name: 'Put it here' }).count()).toBe(1);
    // Turned twice by the bar's button, it shows (and will go down) a third of a turn round.
    await tapButton(/^Turn$/);
    await tapButton(/^Turn$/);
    await expect.poll(() => bar().textContent()).toMatch(/is turned 120°: it goes down as shown/);
    expect((await gameNow(f)).placedBatches).toEqual([]);
    await shot(f.page, 'hexprint-setup-touch-shown');

    // The second tap on the same hex puts it down as shown: the mouse test's hexes, turned the same.
    await fingers.tap(await onScreen(cell(5, 3), f));
    let g = await gameNow(f);
    expect(g.placedBatches).toEqual(['north-forest']);
    expect(forestOf(g)).toEqual(['3,4', '4,2', '4,3']);

    // South's forest: tapped on one hex, then on another (which moves it), then Put it here.
    await tapButton(/^Place South Forest/);
    await fingers.tap(await onScreen(cell(3, 6), f));
    await fingers.tap(await onScreen(cell(6, 6), f));
    expect((await gameNow(f)).placedBatches).toEqual(['north-forest']);
    await tapButton(/^Put it here$/);
    g = await gameNow(f);
    expect(g.placedBatches).toEqual(['north-forest', 'south-forest']);
    expect(g.terrain.hexes['3,6']?.tags).toContain('Forest');
    expect(g.terrain.hexes['0,6']?.tags ?? []).not.toContain('Forest');
    expect(await bar().count()).toBe(0);
    await shot(f.page, 'hexprint-setup-touch-placed');
    await leaveGame(f.page);
    expect(f.errors).toEqual([]);
  });
});
