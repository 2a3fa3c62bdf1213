import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { rollCommandIfAsked } from './paintballStart';
import { afterFrames, launch, openTable, settle, shot, waitForFrames, clickPlay } from './harness';

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

  it('the editor selects all with Ctrl+A and by a Shift-drawn box, renames the table, and clears it one undo away', async () => {
    const state = () =>
      t.page.evaluate(() => {
        const s = (window.__table!.store as Store).getState() as unknown as {
          editSelection: string[];
          setup: { name: string; figures: Piece[]; terrain: Piece[]; markers: Piece[] };
        };
        return {
          selection: s.editSelection,
          name: s.setup.name,
          figures: s.setup.figures,
          pieces: s.setup.figures.length + s.setup.terrain.length + s.setup.markers.length,
        };
      });
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await t.page.getByTestId('editor-panel').waitFor();
    await afterFrames(t.page, () => t.page.keyboard.press('Control+a'));
    const all = await state();
    expect(all.selection).toHaveLength(all.pieces); // every piece (the flags are on the ground)
    expect(await t.page.evaluate(() => String(window.getSelection()))).toBe(''); // not the page's text
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    expect((await state()).selection).toEqual([]);
    // A box round blue's home stockade, pressed and let go on bare table beyond its walls.
    const [x0, y0, x1, y1] = [26, -2.2, 39, 10.8];
    const blues = all.figures.filter((f) => f.at.x > x0 && f.at.x < x1 && f.at.y > y0 && f.at.y < y1);
    expect(blues.length).toBeGreaterThanOrEqual(2);
    const [a, b] = await t.page.evaluate(
      ([ax, ay, bx, by]) => [window.__table!.project(ax!, ay!), window.__table!.project(bx!, by!)],
      [x0, y0, x1, y1],
    );
    await t.page.keyboard.down('Shift');
    await t.page.mouse.move(a!.x, a!.y);
    await t.page.mouse.down();
    await t.page.mouse.move((a!.x + b!.x) / 2, (a!.y + b!.y) / 2, { steps: 3 });
    await t.page.mouse.move(b!.x, b!.y, { steps: 3 });
    await shot(t.page, 'editor-box-select');
    await afterFrames(t.page, () => t.page.mouse.up());
    await t.page.keyboard.up('Shift');
    const boxed = (await state()).selection;
    for (const f of blues) expect(boxed).toContain(f.id);
    expect(boxed).toContain('stockade-blue');
    expect(boxed.some((id) => id.startsWith('red-'))).toBe(false);
    // A piece from the palette stands under the pointer before the click; Esc takes it away.
    await t.page.getByRole('button', { name: 'Soft cover' }).click();
    const spot = await t.page.evaluate(() => window.__table!.project(0, 20));
    await afterFrames(t.page, () => t.page.mouse.move(spot!.x, spot!.y, { steps: 2 }));
    const ghost = () =>
      t.page.evaluate(() => {
        const p = (
          (window.__table!.store as Store).getState() as unknown as {
            dragPreview: { terrain: Piece[] } | null;
          }
        ).dragPreview;
        return p === null ? null : p.terrain.length;
      });
    expect(await ghost()).toBe(all.pieces - all.figures.length - 2 + 1); // the table's terrain and one more (2 flags)
    await shot(t.page, 'editor-place-ghost');
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    expect(await ghost()).toBeNull();
    // The tile list lights the tile a row means on the table.
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Remove single hex 2' }).hover());
    expect(await t.page.evaluate(() => (window.__table!.store as Store).getState().litTile)).toBe(
      'home-blue',
    );
    await shot(t.page, 'editor-tile-lit');
    await afterFrames(t.page, () => t.page.getByLabel('Table name').hover());
    expect(await t.page.evaluate(() => (window.__table!.store as Store).getState().litTile)).toBeNull();
    // Rename, then a new empty table, and Ctrl+Z brings the pieces back.
    await t.page.getByLabel('Table name').fill('Sunday league');
    await t.page.getByLabel('Table name').press('Enter');
    expect((await state()).name).toBe('Sunday league');
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'New empty table' }).click());
    expect(await state()).toMatchObject({ name: 'New table', pieces: 0 });
    await t.page.locator('canvas').focus();
    await afterFrames(t.page, () => t.page.keyboard.press('Control+z'));
    expect(await state()).toMatchObject({ name: 'Sunday league', pieces: all.pieces });
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    expect(t.errors).toEqual([]);
  });

  it('Key & shortcuts opens during a game, beside the game panel', async () => {
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    await t.page.getByRole('button', { name: 'Key & shortcuts' }).click(); // the page changes, not the table
    await t.page.getByText('Sentry: silver base').waitFor();
    const key = await t.page.locator('.legend').boundingBox();
    const panel = await t.page.getByTestId('play-panel').boundingBox();
    expect(key!.x).toBeGreaterThanOrEqual(panel!.x + panel!.width); // never under the game panel
    await shot(t.page, 'key-during-play');
    expect(t.errors).toEqual([]);
  });

  it('hot seat: when the side to act changes, the view turns to its end and a card waits for that player', async () => {
    await t.page.evaluate(() => localStorage.setItem('pbm.handover', 'on'));
    await t.page.reload();
    await waitForFrames(t.page, 1);
    await settle(t.page);
    if ((await t.page.getByTestId('play-panel').count()) === 0) {
      await clickPlay(t.page);
    }
    await t.page.getByTestId('play-panel').waitFor();
    const card = t.page.getByTestId('handover');
    await rollCommandIfAsked(t.page);
    await card.waitFor();
    const first = (await card.getByRole('heading').textContent())!.split(' ')[0]!;
    expect(['Red', 'Blue']).toContain(first);
    await settle(t.page);
    const camera = await t.page.evaluate(() => window.__table!.camera()!.position);
    expect(Math.sign(camera[0])).toBe(first === 'Red' ? -1 : 1); // looking from that side's end
    await shot(t.page, 'handover-card');
    // Nothing under the card takes a click until the player says they are here.
    await card.getByRole('button', { name: `${first} is here` }).click(); // the DOM changes, not the table
    expect(await card.count()).toBe(0);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: `End ${first}'s turn` }).click());
    const second = first === 'Red' ? 'Blue' : 'Red';
    await card.getByRole('heading', { name: `${second} to play` }).waitFor();
    await settle(t.page);
    const turned = await t.page.evaluate(() => window.__table!.camera()!.position);
    expect(Math.sign(turned[0])).toBe(second === 'Red' ? -1 : 1);
    await card.getByRole('button', { name: `${second} is here` }).click();
    expect(await card.count()).toBe(0);
    expect(t.errors).toEqual([]);
  });
});
