import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Point } from '../../src/geometry';
import { hexToPoint } from '../../src/geometry';
import { SEATS, cell, duel } from '../../src/rules/hex-battle-wars/setup/scenarios';
import type { Setup as BattleSetup } from '../../src/rules/hex-battle-wars/setup/schema';
import type { TablePage } from './harness';
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

// Pieces look like what they are: HexPrint's Line Squad three small soldiers on a base, the Scout
// slim and light, the Heavy Gunner behind its gun, the Walker a body on three legs over its three
// hexes; a Hex Battle Wars character a warrior and its invisibility tiles flat tiles with their
// numbers; every piece carries its seat's mark as well as its colour. A model takes a click on its
// base as well as on its figures. Close-ups are in test-results/screenshots/models-*.

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1280, height: 800 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

type Probe = { getState(): Record<string, unknown> };
const boardOf = () =>
  t.page.evaluate(
    () =>
      ((window.__table!.store as Probe).getState().setup as { board: { across: number; origin: Point } })
        .board,
  );
const selected = () => t.page.evaluate(() => (window.__table!.store as Probe).getState().selectedId);

const drawn = (name: string) => t.page.evaluate((n) => window.__table!.drawnTriangles(n), name);

/** The camera `back` cm from `at` towards `from`'s side and `up` cm above the ground, looking at `at`. */
async function lookAt(at: Point, towards: Point, back: number, up: number) {
  const d = Math.hypot(towards.x - at.x, towards.y - at.y);
  const from: [number, number, number] = [
    at.x + ((towards.x - at.x) / d) * back,
    up,
    at.y + ((towards.y - at.y) / d) * back,
  ];
  await afterFrames(t.page, () =>
    t.page.evaluate(
      ([f, a]) =>
        (
          (window.__table!.store as Probe).getState() as unknown as {
            shooterEye(f: number[], a: number[]): void;
          }
        ).shooterEye(f!, a!),
      [from, [at.x, 1.5, at.y]],
    ),
  );
  await settleView(t.page);
}

describe('HexPrint models', () => {
  it('each starter card has its own model, in its seat colour and with its seat mark, within the draw budget', async () => {
    await afterFrames(t.page, async () => {
      await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-skirmish');
    });
    await t.page.getByTestId('setup-name').filter({ hasText: 'Skirmish' }).waitFor();
    await settle(t.page);
    for (const look of ['squad', 'scout', 'gunner', 'walker'])
      expect(await drawn(`models-${look}`)).toBeGreaterThan(0);
    // North's marks (the first seat: discs) and South's (triangles).
    expect(await drawn('seat-marks-1')).toBeGreaterThan(0);
    expect(await drawn('seat-marks-2')).toBeGreaterThan(0);
    const calls = await t.page.evaluate(() => window.__table!.stats.drawCalls);
    console.log(`HexPrint Skirmish: ${calls} draw calls a frame`);
    expect(calls).toBeLessThanOrEqual(60);
    await shot(t.page, 'models-hexprint-table');
    // The key says which mark is whose, so no one needs the colours to tell the sides apart.
    await t.page.getByText('Key & shortcuts').click();
    await expect(t.page.getByTestId('seat-marks').textContent()).resolves.toMatch(/● North, ▲ South\./);
    await shot(t.page, 'models-hexprint-key');
    await t.page.getByText('Key & shortcuts').click();

    const board = await boardOf();
    const hex = (col: number, row: number) => hexToPoint(board, { q: col - Math.floor(row / 2), r: row });
    // North's army (rows 0 and 1) from the middle of the table, then South's from the other side.
    await lookAt(hex(4, 1), hex(5, 6), 26, 16);
    await shot(t.page, 'models-hexprint-north');
    await lookAt(hex(7, 8), hex(6, 3), 26, 16);
    await shot(t.page, 'models-hexprint-south');
    // North's Walker and its Scout, nearer.
    await lookAt(hex(1, 0), hex(2, 5), 24, 16);
    await shot(t.page, 'models-hexprint-walker');
    await lookAt(hex(8, 1), hex(7, 5), 16, 10);
    await shot(t.page, 'models-hexprint-scout');
  });

  it('a click on a Line Squad’s base, between its soldiers, picks the model', async () => {
    await clickPlay(t.page);
    await settle(t.page);
    const board = await boardOf();
    const squad = hexToPoint(board, { q: 4, r: 1 });
    await lookAt(squad, hexToPoint(board, { q: 3, r: 6 }), 30, 22);
    // On the base's top between the front soldier and the right-hand one: no figure there.
    const at = await t.page.evaluate(
      ([x, y]) => window.__table!.project(x!, y!, 0.5),
      [squad.x + 0.4, squad.y - 1.9],
    );
    await t.page.mouse.click(at!.x, at!.y);
    await settle(t.page);
    expect(await selected()).toBe('north-squad-2');
  });
});

/** Six seats on the Duel's board: Red and Orange stand, the four between stand as their tiles round Red. */
function sixSeats(): BattleSetup {
  const base = duel();
  const tiles = (hexes: [number, number][], real: number) => ({
    tiles: hexes.map(([c, r]) => cell(c, r)),
    real,
  });
  const hidden = (seat: string, hexes: [number, number][]) => ({
    seat,
    at: null,
    ac: null,
    invisibility: null,
    passes: 3,
    hidden: tiles(hexes, 1),
  });
  return {
    ...base,
    name: 'Six seats',
    seats: SEATS,
    characters: [
      { ...base.characters[0]!, seat: 'red', at: cell(3, 3) },
      hidden('blue', [
        [2, 2],
        [4, 2],
        [5, 3],
      ]),
      hidden('green', [
        [2, 4],
        [3, 5],
        [4, 4],
      ]),
      hidden('yellow', [
        [1, 3],
        [2, 3],
        [1, 5],
      ]),
      hidden('purple', [
        [4, 3],
        [3, 2],
        [5, 2],
      ]),
      { ...base.characters[1]!, seat: 'orange', at: cell(11, 9) },
    ],
  };
}

describe('Hex Battle Wars pieces', () => {
  it('a character is a warrior, its tiles flat numbered tiles, each with its seat mark', async () => {
    await leaveGame(t.page);
    await openSetupFile(t.page, sixSeats(), 'six-seats.json');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Six seats' }).waitFor();
    await settle(t.page);
    expect(await drawn('characters')).toBeGreaterThan(0);
    expect(await drawn('invisibility-tiles')).toBeGreaterThan(0);
    expect(await drawn('tile-numbers')).toBeGreaterThan(0);
    for (let seat = 1; seat <= 6; seat++)
      expect([seat, (await drawn(`seat-marks-${seat}`)) > 0]).toEqual([seat, true]);
    const calls = await t.page.evaluate(() => window.__table!.stats.drawCalls);
    console.log(`Hex Battle Wars, six seats: ${calls} draw calls a frame`);
    expect(calls).toBeLessThanOrEqual(60);
    await shot(t.page, 'models-hbw-table');
    await t.page.getByText('Key & shortcuts').click();
    await expect(t.page.getByTestId('seat-marks').textContent()).resolves.toMatch(
      /● Red, ▲ Blue, ■ Green, ◆ Yellow, ✚ Purple, ★ Orange\./,
    );
    await t.page.getByText('Key & shortcuts').click();
    const board = await boardOf();
    const red = hexToPoint(board, cell(3, 3));
    await lookAt(red, hexToPoint(board, cell(6, 8)), 30, 24);
    await shot(t.page, 'models-hbw-red-and-tiles');
    const orange = hexToPoint(board, cell(11, 9));
    await lookAt(orange, hexToPoint(board, cell(6, 5)), 16, 10);
    await shot(t.page, 'models-hbw-orange');
  });
});
