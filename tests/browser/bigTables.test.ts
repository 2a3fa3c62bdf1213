import { readFileSync } from 'node:fs';
import { strToU8, zlibSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Layout } from '../../src/geometry';
import { hexToPoint, pointToHex } from '../../src/geometry';
import { toBase64Url } from '../../src/table/share';
import { expectBadgesApart } from './badgesApart';
import type { TablePage } from './harness';
import { afterFrames, idleFrames, launch, openSetupFile, openTable, settle, shot } from './harness';

// Issue 13's huge table (242 hexes, 83 figures, 120 pieces, 16 smoke clouds among them) opens from
// a link and from a file, stays interactive, and a still table draws nothing, smoke and all.

let browser: Browser;
let t: TablePage;

const huge = (mode: 'hex' | 'hexless') => readFileSync(`bench/ladder/huge-${mode}.json`, 'utf8');

interface Shown {
  name: string;
  figures: number;
  smokes: number;
}

const shown = (page: Page): Promise<Shown> =>
  page.evaluate(() => {
    const { setup } = (
      window.__table!.store as {
        getState(): { setup: { name: string; figures: unknown[]; terrain: { kind: string }[] } };
      }
    ).getState();
    return {
      name: setup.name,
      figures: setup.figures.length,
      smokes: setup.terrain.filter((p) => p.kind === 'smoke').length,
    };
  });

/**
 * Frames drawn over a window of 40 animation frames once the table has come to rest: work a click
 * set going (the sight layer loading, its first badges) may still draw a frame or two on a slow
 * machine, so up to five windows are watched and the last one counted. A table that kept drawing
 * (drifting smoke asking for frames) never has a still window.
 */
async function stillWindow(page: Page): Promise<number> {
  let drawn = await idleFrames(page, 40);
  for (let i = 1; i < 5 && drawn > 0; i++) drawn = await idleFrames(page, 40);
  return drawn;
}

/**
 * Counts, from now on, the page's WebGL calls that link a GPU program or read one back (link
 * status, log, uniforms): each of these waits on the main thread for all the GPU's queued work.
 */
const watchLinks = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const w = window as unknown as { __links?: Record<string, number> };
    if (w.__links !== undefined) {
      w.__links = {};
      return;
    }
    w.__links = {};
    const gl = WebGL2RenderingContext.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
    for (const name of ['linkProgram', 'getProgramParameter', 'getProgramInfoLog', 'getShaderInfoLog']) {
      const call = gl[name]!;
      gl[name] = function (this: unknown, ...args: unknown[]) {
        w.__links![name] = (w.__links![name] ?? 0) + 1;
        return call.apply(this, args);
      };
    }
  });

const linksSeen = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(() => (window as unknown as { __links: Record<string, number> }).__links);

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('the huge table', () => {
  it('opens from a link with its 83 figures and 16 smoke clouds; a still table draws no frame while the smoke is on it', async () => {
    const data = toBase64Url(zlibSync(strToU8(JSON.stringify(JSON.parse(huge('hex')))), { level: 9 }));
    t = await openTable(browser, `${inject('baseUrl')}#setup=v1.${data}`);
    await settle(t.page);
    expect(await shown(t.page)).toEqual({ name: 'Bench: huge table (hex)', figures: 83, smokes: 16 });
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('smoke'))).toBeGreaterThan(0);
    await shot(t.page, 'big-tables-huge-from-link');
    expect(await stillWindow(t.page)).toBe(0);
    expect(t.errors).toEqual([]);
  });

  it('stays interactive: a click picks a figure (and the table is still again after it); the smoke drifts only in frames drawn for that', async () => {
    const figure = await t.page.evaluate(() => {
      const { setup } = (
        window.__table!.store as {
          getState(): { setup: { figures: { id: string; at: { x: number; y: number } }[] } };
        }
      ).getState();
      return setup.figures[0]!;
    });
    const p = await t.page.evaluate(
      ([x, y]) => window.__table!.project(x!, y!, 1.9),
      [figure.at.x, figure.at.y],
    );
    expect(p).not.toBeNull();
    // While the table was idle the sight layer worked out ahead what this click needs (the solids,
    // every figure's badges, the threat views), in steps a click may come between.
    await t.page.waitForFunction(() => window.__table!.stats.warmedMs !== null);
    const { warmed, ready } = await t.page.evaluate(() => ({
      warmed: window.__table!.stats.warmedMs!,
      ready: window.__table!.stats.overlaysReadyMs!,
    }));
    expect(warmed).toBeGreaterThanOrEqual(ready);
    await watchLinks(t.page);
    await afterFrames(t.page, () => t.page.mouse.click(p!.x, p!.y));
    await settle(t.page);
    // The ring and the enemies' badges are new kinds of drawing, yet their programs were linked
    // while the table opened: the click's frames link none and read none back.
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('selected-ring'))).toBeGreaterThan(0);
    // (Polled: one CI run read no badges straight after the settle, with the ring drawn; the cause
    // is not established, and the badges are what this asks for, not the frame they come in.)
    await expect
      .poll(() => t.page.evaluate(() => window.__table!.drawnTriangles('enemy-badge-labels')), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await settle(t.page);
    expect(await linksSeen(t.page)).toEqual({});
    const picked = await t.page.evaluate(
      () => (window.__table!.store as { getState(): { selectedId: string | null } }).getState().selectedId,
    );
    expect(picked).toBe(figure.id);
    expect(await stillWindow(t.page)).toBe(0);
    await shot(t.page, 'big-tables-huge-figure-picked');
    expect(t.errors).toEqual([]);
  });

  it('no two enemy badges overlap from any view preset; "no shot" badges out of all reach, or with no room, fold away', async () => {
    let folded = 0;
    let far = 0;
    // Every enemy on this board stands beyond a shot's reach of every figure (the lines are 130 cm
    // apart), so all their badges fold. Red 1 is put forward to midfield: some enemies within its
    // reach (a roll, or "no shot" for what is between), the rest beyond it.
    const board = await t.page.evaluate(
      () => (window.__table!.store as { getState(): { setup: { board: Layout } } }).getState().setup.board,
    );
    const forward = hexToPoint(board, pointToHex(board, { x: 18, y: 0 }));
    await afterFrames(t.page, () =>
      t.page.evaluate((at) => {
        type Figure = { id: string; at: { x: number; y: number } };
        const store = window.__table!.store as {
          getState(): {
            setup: { figures: Figure[] };
            loadSetup(setup: unknown): void;
            select(id: string): void;
          };
        };
        const { setup } = store.getState();
        store.getState().loadSetup({
          ...setup,
          figures: setup.figures.map((f) => (f.id === 'red-1' ? { ...f, at } : f)),
        });
        store.getState().select('red-1');
      }, forward),
    );
    await settle(t.page);
    for (const preset of ['Three-quarter', 'Red end', 'Blue end', 'Top-down']) {
      await afterFrames(t.page, () => t.page.getByRole('button', { name: preset, exact: true }).click());
      await settle(t.page);
      const seen = await expectBadgesApart(t.page, `huge table, ${preset}`);
      expect(seen.drawn).toBeGreaterThan(0);
      folded += seen.folded;
      far += seen.far;
      await shot(t.page, `big-tables-huge-badges-${preset.toLowerCase().replace(' ', '-')}`);
    }
    // 41 enemies on a board this deep: some stand beyond any shot's reach, and their badges fold.
    expect(far).toBeGreaterThan(0);
    expect(folded).toBeGreaterThanOrEqual(far);
    // A shooter of the other team, picked with the view left as it is: the new badges (over the red
    // team now) are laid out in their first frame, not at the next move of the camera.
    const before = await t.page.evaluate(() => window.__table!.camera()!.position);
    await afterFrames(t.page, () =>
      t.page.evaluate(() => {
        type Figure = { id: string; team: string; role: string };
        const store = window.__table!.store as {
          getState(): { setup: { figures: Figure[] }; select(id: string): void };
        };
        const blue = store
          .getState()
          .setup.figures.find((f) => f.team === 'blue' && f.role === 'paintballer')!;
        store.getState().select(blue.id);
      }),
    );
    await settle(t.page);
    expect(await t.page.evaluate(() => window.__table!.camera()!.position)).toEqual(before);
    const words = await t.page.getByTestId('enemy-badges').locator('li').allTextContents();
    const keys = await t.page.evaluate(() => window.__table!.labels('enemy-badge-labels').map((l) => l.key));
    expect(keys.length).toBe(words.length);
    expect(keys.every((k) => k.startsWith('red-'))).toBe(true);
    await expectBadgesApart(t.page, 'huge table, a blue shooter');
    await shot(t.page, 'big-tables-huge-badges-blue-shooter');
    expect(t.errors).toEqual([]);
  });

  it('turns the threat view on without linking a GPU program: its patches and numbers were made ready with the table', async () => {
    await watchLinks(t.page);
    await afterFrames(t.page, async () => {
      await t.page.selectOption('select[aria-label="Threat view (T)"]', 'red');
    });
    await settle(t.page);
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('threat-tiles'))).toBeGreaterThan(0);
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('threat-labels'))).toBeGreaterThan(0);
    expect(await linksSeen(t.page)).toEqual({});
    await shot(t.page, 'big-tables-huge-threat-view');
    await afterFrames(t.page, async () => {
      await t.page.selectOption('select[aria-label="Threat view (T)"]', '');
    });
    await settle(t.page);
    expect(t.errors).toEqual([]);
  });

  it('draws no frame once an orbit ends, or once a smoke cloud has cleared, with the badges and the threat view on', async () => {
    await afterFrames(t.page, async () => {
      await t.page.selectOption('select[aria-label="Threat view (T)"]', 'red');
    });
    await settle(t.page);
    const box = (await t.page.locator('canvas').boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height * 0.6 };
    const before = await t.page.evaluate(() => window.__table!.camera()!.position);
    await t.page.mouse.move(from.x, from.y);
    await t.page.mouse.down();
    for (let k = 1; k <= 12; k++) await t.page.mouse.move(from.x + k * 10, from.y - k * 2);
    await t.page.mouse.up();
    await settle(t.page);
    expect(await t.page.evaluate(() => window.__table!.camera()!.position)).not.toEqual(before);
    // The camera stopped with the pointer: nothing (a label, the smoke, an overlay) asks for more.
    expect(await idleFrames(t.page, 60)).toBe(0);
    await shot(t.page, 'big-tables-huge-after-orbit');
    // A cloud clearing, as a turn's start clears one: the rest of the smoke stays, the badges and
    // the threat view are worked out again, and the table is still after the one redraw.
    await afterFrames(t.page, () =>
      t.page.evaluate(() => {
        type Piece = { kind: string };
        const store = window.__table!.store as {
          getState(): { setup: { terrain: Piece[] } };
          setState(s: object): void;
        };
        const { setup } = store.getState();
        const smoke = setup.terrain.findIndex((p) => p.kind === 'smoke');
        store.setState({ setup: { ...setup, terrain: setup.terrain.filter((_, i) => i !== smoke) } });
      }),
    );
    // The badges and the threat view near the cloud wait for the sight worker's answers (a few
    // frames: "…", "being measured"); the table is still once they are drawn.
    await expect
      .poll(
        () =>
          t.page.evaluate(
            () =>
              [...document.querySelectorAll('[data-testid="enemy-badges"] li')].every(
                (li) => li.textContent !== 'measuring',
              ) &&
              !(
                document.querySelector('[data-testid="threat-words"]')?.getAttribute('aria-label') ?? ''
              ).includes('being measured'),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await settle(t.page);
    expect((await shown(t.page)).smokes).toBe(15);
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('smoke'))).toBeGreaterThan(0);
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('enemy-badge-labels'))).toBeGreaterThan(
      0,
    );
    expect(await t.page.evaluate(() => window.__table!.drawnTriangles('threat-tiles'))).toBeGreaterThan(0);
    expect(await idleFrames(t.page, 60)).toBe(0);
    await shot(t.page, 'big-tables-huge-smoke-cleared');
    await afterFrames(t.page, async () => {
      await t.page.selectOption('select[aria-label="Threat view (T)"]', '');
    });
    await settle(t.page);
    expect(t.errors).toEqual([]);
  });

  it('every view preset frames the whole huge board: each figure, to the farthest corner, is on the canvas', async () => {
    const spots = await t.page.evaluate(() => {
      const { setup } = (
        window.__table!.store as { getState(): { setup: { figures: { at: { x: number; y: number } }[] } } }
      ).getState();
      return setup.figures.map((f) => f.at);
    });
    for (const preset of ['Top-down', 'Red end', 'Blue end', 'Three-quarter']) {
      await afterFrames(t.page, () => t.page.getByRole('button', { name: preset, exact: true }).click());
      await settle(t.page);
      const off = await t.page.evaluate((at) => {
        const r = document.querySelector('canvas')!.getBoundingClientRect();
        return at.filter((p) => {
          const s = window.__table!.project(p.x, p.y, 1.9);
          return s === null || s.x < r.left || s.x > r.right || s.y < r.top || s.y > r.bottom;
        }).length;
      }, spots);
      expect(off, `${preset}: figures off the canvas`).toBe(0);
    }
    await shot(t.page, 'big-tables-huge-three-quarter');
    expect(t.errors).toEqual([]);
  });

  it('opens from a file (the hexless one), and is still once open', async () => {
    await openSetupFile(t.page, huge('hexless'), 'huge-hexless.json');
    await settle(t.page);
    expect(await shown(t.page)).toEqual({ name: 'Bench: huge table (hexless)', figures: 83, smokes: 16 });
    await shot(t.page, 'big-tables-huge-from-file');
    expect(await stillWindow(t.page)).toBe(0);
    expect(t.errors).toEqual([]);
  });
});
