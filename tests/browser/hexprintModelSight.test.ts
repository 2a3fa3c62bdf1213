import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, clickPlay, launch, leaveGame, openSetupFile, openTable, settle, shot } from './harness';
import { importModel } from '../../src/models';
import { shotView } from '../../src/rules/hexprint/engine/views';
import { hexPrint } from '../../src/rules/hexprint/system';
import { withModel } from '../../src/table/meshes';
import { hex, started, table, unit } from '../unit/rules/hexprint/engine/support';

// Issue #31, sight on the real shapes (HP-LOS): a North Heavy Gunner looks at a South Line Squad's
// model over a stack one level tall. The default body hides behind it; once the Models card gives
// Line Squads the sample figure at twice its fitted size, the shot card measures that model and
// part of it shows over the stack.

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1100, height: 700 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

const overTheStack = table(
  [
    unit('gunner', 'heavy-gunner', 'north', [hex(0, 0)]),
    unit('squad', 'line-squad', 'south', [hex(0, 3), hex(0, 4), hex(0, 5)]),
  ],
  [{ at: hex(0, 2), height: 1, tags: ['Land'] }],
);

/** Plays the table on the page, opens the shot card of North's Gunner at the Squad and reads it. */
async function shotCard(): Promise<{ none: string | null; percent: string | null }> {
  await clickPlay(t.page);
  await t.page.getByTestId('play-panel').waitFor();
  await afterFrames(t.page, () =>
    t.page.evaluate(() => {
      type S = { showShot(piece: string, target: string): void };
      (window.__table!.store as { getState(): S }).getState().showShot('gunner-1', 'squad-1');
    }),
  );
  const card = t.page.getByTestId('shot-card');
  await card.locator('[data-testid="shot-line"], [data-testid="shot-none"]').first().waitFor();
  await settle(t.page);
  const none = card.getByTestId('shot-none');
  const line = card.getByTestId('shot-line').first();
  return {
    none: (await none.count()) > 0 ? await none.textContent() : null,
    percent: (await line.count()) > 0 ? await line.getByTestId('shot-percent').textContent() : null,
  };
}

describe("HexPrint's % seen on an imported model", () => {
  it('HP-LOS: Line Squads given a tall model in the Models card show over the stack that hid them', async () => {
    await openSetupFile(t.page, overTheStack, 'over-the-stack.json');
    await settle(t.page);
    const hidden = await shotCard();
    expect(hidden.percent).toBeNull();
    expect(hidden.none).toMatch(/sees/);
    await shot(t.page, 'hexprint-model-sight-default');
    await leaveGame(t.page);

    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    const card = t.page.getByTestId('model-kind-squad');
    await card.getByTestId('model-file-squad').setInputFiles('assets/models/figure.stl');
    await card.getByTestId('model-fit-squad').waitFor();
    await card.getByLabel('Scale').selectOption('2');
    await expect(card.getByTestId('model-fit-squad').textContent()).resolves.toMatch(/^Stands 5\.1 cm tall/);
    await t.page.getByRole('button', { name: 'Done' }).click();
    await t.page.waitForFunction(
      () => (window.__table?.drawnTriangles('imported-squad') ?? 0) > 0,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const tall = await shotCard();
    expect(tall.none).toBeNull();
    // What the headless engine (the table server's measure) makes of the same table and model.
    const figure = await importModel(new Uint8Array(readFileSync('assets/models/figure.stl')), 'figure.stl');
    if (!figure.ok) throw new Error(figure.reason);
    const modelled = withModel(overTheStack, 'squad', figure.mesh, { scale: 2, turn: 0, lift: 0 });
    const [line] = shotView(started(modelled), hexPrint.measure(), {
      unit: 'gunner',
      target: 'squad',
      ability: 0,
    });
    expect(line!.percent).toBeGreaterThan(10);
    expect(tall.percent).toBe(`${Math.round(line!.percent)} % seen`);
    await shot(t.page, 'hexprint-model-sight-tall-squads');
    expect(t.errors).toEqual([]);
  }, 180_000);
});
