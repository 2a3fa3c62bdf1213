import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, launch, openTable, settle, shot } from './harness';

// The table's hands as a careless player uses them: a click on a figure standing in front of a hill
// in the three-quarter view, menus that close on Esc or a click elsewhere, the key during a game.

let browser: Browser;
let t: TablePage;

interface Piece {
  id: string;
  at: { x: number; y: number };
}
type Store = {
  getState(): Record<string, unknown> & {
    setup: { figures: Piece[]; terrain: unknown[] };
    loadSetup(s: unknown): void;
  };
};

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1000, height: 640 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('picking and menus', () => {
  it('the editor picks the figure drawn under the pointer, not the hill on the table behind it', async () => {
    // A hill where the camera's ray through Red 3's chest meets the table: the old table-point pick took it.
    const figure = await t.page.evaluate(() => {
      const store = window.__table!.store as Store;
      const setup = store.getState().setup;
      const f = setup.figures.find((x) => x.id === 'red-3')!;
      const cam = window.__table!.camera()!.position;
      const chest = [f.at.x, 2.6, f.at.y];
      const k = cam[1] / (cam[1] - chest[1]!);
      const behind = { x: cam[0] + (chest[0]! - cam[0]) * k, y: cam[2] + (chest[2]! - cam[2]) * k };
      const hill = {
        id: 'hill-behind',
        kind: 'hill',
        at: { x: Math.round(behind.x * 1000) / 1000, y: Math.round(behind.y * 1000) / 1000 },
        rotation: 0,
        radiusX: 2.5,
        radiusY: 2.5,
        height: 1.5,
      };
      store.getState().loadSetup({ ...setup, terrain: [...setup.terrain, hill] });
      return { at: f.at, behind, distance: Math.hypot(behind.x - f.at.x, behind.y - f.at.y) };
    });
    expect(figure.distance).toBeGreaterThan(4); // the hill stands clear of the figure's own ground
    await settle(t.page);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await t.page.getByTestId('editor-panel').waitFor();
    await settle(t.page);
    const chest = await t.page.evaluate(
      ([x, y]) => window.__table!.project(x!, y!, 1.9),
      [figure.at.x, figure.at.y],
    );
    await afterFrames(t.page, () => t.page.mouse.click(chest!.x, chest!.y));
    await settle(t.page);
    expect(await t.page.evaluate(() => (window.__table!.store as Store).getState().editSelection)).toEqual([
      'red-3',
    ]);
    await shot(t.page, 'pick-figure-before-hill');
    // The hill itself is still picked where the pointer is on it.
    const top = await t.page.evaluate(
      ([x, y]) => window.__table!.project(x!, y!, 2),
      [figure.behind.x, figure.behind.y],
    );
    await afterFrames(t.page, () => t.page.mouse.click(top!.x, top!.y));
    await settle(t.page);
    expect(await t.page.evaluate(() => (window.__table!.store as Store).getState().editSelection)).toEqual([
      'hill-behind',
    ]);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await settle(t.page);
  });

  it('the screenshot options close on Esc and on a click elsewhere', async () => {
    const options = t.page.getByRole('dialog', { name: 'Screenshot options' });
    await t.page.getByRole('button', { name: 'Screenshot options' }).click();
    await options.waitFor();
    await t.page.keyboard.press('Escape');
    await options.waitFor({ state: 'detached' });
    await t.page.getByRole('button', { name: 'Screenshot options' }).click();
    await options.waitFor();
    await t.page.getByLabel('2× the view').check(); // a click inside keeps it open
    expect(await options.count()).toBe(1);
    await t.page.mouse.click(500, 600);
    await options.waitFor({ state: 'detached' });
    expect(t.errors).toEqual([]);
  });

  it('Key & shortcuts opens during a game, beside the game panel', async () => {
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Play', exact: true }).click());
    await t.page.getByTestId('play-panel').waitFor();
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Key & shortcuts' }).click());
    await t.page.getByText('Sentry: silver base').waitFor();
    const key = await t.page.locator('.legend').boundingBox();
    const panel = await t.page.getByTestId('play-panel').boundingBox();
    expect(key!.x).toBeGreaterThanOrEqual(panel!.x + panel!.width); // never under the game panel
    await shot(t.page, 'key-during-play');
    expect(t.errors).toEqual([]);
  });
});
