import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex } from '../../src/geometry';
import { hexDistance, hexToPoint } from '../../src/geometry';
import type { Arrow } from '../../src/scene/keys/steps';
import { hexToward } from '../../src/scene/keys/steps';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { activating, hex, run, started, table, unit } from '../unit/rules/hexprint/engine/support';
import type { TablePage } from './harness';
import {
  afterFrames,
  clickPlay,
  launch,
  openSetupFile,
  openTable,
  settle,
  settleView,
  shot,
} from './harness';

// HP-FORCED through the canvas: the Walker stomps the Rival next to it and its player chooses where
// the Rival goes, hex by hex: a sideways step (lit blue), Esc to take it back, the step again, then
// the hex beyond (lit yellow) ends the bent path. Then the Gunner's Pin: a hex for each model of
// the Line it hit, in turn (the first by the table's keys), Esc back a model, and a push that is
// not the straight default.

let browser: Browser;
let t: TablePage;

const setup = table([
  unit('walker', 'walker', 'north', [hex(4, 3)]),
  unit('rival', 'scout', 'south', [hex(3, 3)]),
]);
/** The Walker's activation under way, as a game resumed at the table. */
const game = activating(started(setup), 'walker');
/** The Gunner has hit the Line (forced dice): its Pin waits, on a board like the one above. */
const pinSetup = table([
  unit('gunner', 'heavy-gunner', 'north', [hex(6, 0)]),
  unit('line', 'line-squad', 'south', [hex(3, 4), hex(4, 4), hex(5, 4)]),
]);
const pinGame = run(
  activating(started(pinSetup), 'gunner'),
  { type: 'shoot', ability: 0, target: 'line' },
  [5, 1, 1, 2],
).state;

type Probe = { getState(): { play: { game: HexPrintState } | null } };
const gameNow = (): Promise<HexPrintState> =>
  t.page.evaluate(() => JSON.parse(JSON.stringify((window.__table!.store as Probe).getState().play!.game)));

/** Where a point `up` cm above the middle of a hex is on screen (the test board is flat). */
async function onScreen(h: Hex, up = 0) {
  const c = hexToPoint(setup.board, h);
  return (await t.page.evaluate(([x, y, z]) => window.__table!.project(x!, y!, z!), [c.x, c.y, up]))!;
}
/** The arrows from one hex to another, a hex at a time as the table's pointer goes from a one-hex model. */
function arrowsTo(from: Hex, to: Hex): Arrow[] {
  const keel = hexToPoint(setup.board, from);
  const out: Arrow[] = [];
  for (let at = from; hexDistance(at, to) > 0 && out.length < 20;) {
    const best = (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const)
      .map((a) => ({ a, h: hexToward(setup.board, at, a, keel) }))
      .sort((x, y) => hexDistance(x.h, to) - hexDistance(y.h, to))[0]!;
    out.push(best.a);
    at = best.h;
  }
  return out;
}

/** Where the focus is: in the forced path's card, on the table, or elsewhere. */
const focusIn = () =>
  t.page.evaluate(() => {
    const el = document.activeElement;
    if (el?.closest('[data-testid="forced-path"]')) return 'card';
    return el?.classList.contains('table-canvas') === true ? 'table' : (el?.tagName ?? 'none');
  });
async function clickAt(h: Hex, up = 0) {
  await settleView(t.page); // the Stomp's hint or the path's card refits the view a moment later
  const p = await onScreen(h, up);
  await afterFrames(t.page, () => t.page.mouse.click(p.x, p.y));
  await settle(t.page);
}

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=5`, { width: 1400, height: 860 });
  await settle(t.page);
  await openSetupFile(t.page, setup);
  await t.page.getByTestId('setup-name').filter({ hasText: 'Test table' }).waitFor();
  await settle(t.page);
  // Play loads the rules; the game is then resumed at the Walker's activation.
  await clickPlay(t.page);
  await settle(t.page);
  await resume(setup, game);
});

async function resume(initial: unknown, g: HexPrintState) {
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
      JSON.parse(JSON.stringify({ initial, g })),
    ),
  );
  await settle(t.page);
}

afterAll(async () => {
  await browser?.close();
});

describe('choosing where a stomped or pinned model goes', () => {
  it('HP-FORCED: Stomp, the Rival clicked, a sideways step, Esc, the step again and the hex beyond', async () => {
    const bar = t.page.getByTestId('action-bar');
    await afterFrames(t.page, () => bar.getByRole('button', { name: /Stomp/ }).click());
    await clickAt(hex(3, 3), 1.5); // the Rival's body
    const path = t.page.getByTestId('forced-path');
    await path.filter({ hasText: 'Where does South Rival go?' }).waitFor();
    await expect.poll(() => path.getByTestId('forced-path-so-far').textContent()).toBe('No hex chosen yet.');
    await shot(t.page, 'hexprint-forced-choose');

    // The card holds the keys: Tab goes round its Back and the table (whose arrows and Enter choose
    // the hexes), never elsewhere; Esc from its Back takes it away, and the table has the focus again.
    await t.page.locator('[data-testid="forced-path"][data-holds-keys]').waitFor();
    expect(await focusIn()).toBe('table'); // the Rival was clicked there
    const round = new Set<string>();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await t.page.keyboard.press(key);
      round.add(await focusIn());
    }
    expect([...round].sort()).toEqual(['card', 'table']);
    if ((await focusIn()) !== 'card') await t.page.keyboard.press('Tab');
    expect(await focusIn()).toBe('card');
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    await expect.poll(() => path.count()).toBe(0);
    expect(await focusIn()).toBe('table');
    await clickAt(hex(3, 3), 1.5); // the Rival again: the Stomp still waits for it
    await path.filter({ hasText: 'Where does South Rival go?' }).waitFor();

    await clickAt(hex(3, 4)); // sideways: no farther from the Walker, so a step, not an end
    await expect
      .poll(() => path.getByTestId('forced-path-so-far').textContent())
      .toBe('So far: beside North Walker → in the middle of the board');
    expect(await path.getByRole('button', { name: 'Stop here' }).isDisabled()).toBe(true);
    await shot(t.page, 'hexprint-forced-step');
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    await expect.poll(() => path.getByTestId('forced-path-so-far').textContent()).toBe('No hex chosen yet.');
    expect((await gameNow()).units[1]!.models[0]!.at).toEqual(hex(3, 3));

    await clickAt(hex(3, 4));
    await clickAt(hex(2, 4));
    const after = await gameNow();
    expect(after.units[1]!.models[0]!.at).toEqual(hex(2, 4));
    expect(after.log.map((e) => `[${e.rule}] ${e.text}`)).toContain(
      '[HP-FORCED] South Rival is pushed from beside North Walker to the middle of the board.',
    );
    await expect.poll(() => path.count()).toBe(0);
    await shot(t.page, 'hexprint-forced-done');
  });

  it('HP-FORCED: Pin asks for each model of the hit Line in turn; Esc steps back a model', async () => {
    await resume(pinSetup, pinGame);
    const bar = t.page.getByTestId('action-bar');
    await afterFrames(t.page, () => bar.getByRole('button', { name: /Pin/ }).click());
    await clickAt(hex(4, 4), 1.5); // a model of the Line
    const path = t.page.getByTestId('forced-path');
    const asks = (name: string) => path.filter({ hasText: `Where does South Line (${name}) go?` }).waitFor();
    await asks('model 1');
    // Model 1 straight away, by the table's keys (it has the focus from the click): the arrows take
    // the pointer from the Gunner to the hex, and Enter chooses it as a click would.
    expect(await focusIn()).toBe('table');
    for (const arrow of arrowsTo(hex(6, 0), hex(3, 5))) await t.page.keyboard.press(arrow);
    await t.page.waitForFunction(() =>
      /^Pointer 5 hexes .+ Enter takes this spot\.$/.test(
        document.querySelector('[data-testid="table-keys-said"]')?.textContent ?? '',
      ),
    );
    await afterFrames(t.page, () => t.page.keyboard.press('Enter'));
    await asks('model 2');
    await expect
      .poll(() => path.getByTestId('forced-path-before').textContent())
      .toBe('Chosen: South Line (model 1) to the middle of the board');
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    await asks('model 1');
    await clickAt(hex(2, 5)); // model 1 the other way: (3, 5) is free for model 2
    await clickAt(hex(3, 5));
    await asks('model 3');
    await shot(t.page, 'hexprint-pin-choose');
    await clickAt(hex(4, 5));
    const after = await gameNow();
    expect(after.units[1]!.models.map((m) => m.at)).toEqual([hex(2, 5), hex(3, 5), hex(4, 5)]);
    expect(after.log.map((e) => `[${e.rule}] ${e.text}`)).toEqual(
      expect.arrayContaining([
        '[HP-FORCED] South Line (model 1) is pushed from the middle of the board a hex further south-west.',
        '[HP-FORCED] South Line (model 2) is pushed from the middle of the board a hex further south-west.',
        '[HP-FORCED] South Line (model 3) is pushed from the middle of the board a hex further south-west.',
      ]),
    );
    await expect.poll(() => path.count()).toBe(0);
    await shot(t.page, 'hexprint-pin-done');
  });
});
