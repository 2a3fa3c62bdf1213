import { readFileSync } from 'node:fs';
import { strToU8, zlibSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toBase64Url } from '../../src/table/share';
import { clickFigure } from './clicks';
import { afterFrames, launch, openTable, settle, shot } from './harness';

// Issue 29: PaintBall's sight warm-up measures in a worker. On the huge bench table, once the worker
// has answered the table, a click on a figure shows its badges from what the worker measured: the
// page measures no line itself (window.__sight counts who measured what). A click on an enemy then
// opens the shot card and draws the line from what the worker measured for the selected figure:
// the page never builds the table's sight model (its solids and BVH).

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

interface Work {
  lines: number;
  columns: number;
  adoptedLines: number;
  adoptedColumns: number;
  models: number;
  adoptedDrawings: number;
}

describe('the sight worker', () => {
  it('answers the huge table: a click on a figure shows its badges, one on an enemy its card and line, and the page measured no line and built no model', async () => {
    const huge = readFileSync('bench/ladder/huge-hex.json', 'utf8');
    const data = toBase64Url(zlibSync(strToU8(JSON.stringify(JSON.parse(huge))), { level: 9 }));
    const t = await openTable(browser, `${inject('baseUrl')}#setup=v1.${data}`);
    const warnings: string[] = [];
    t.page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await settle(t.page);
    // The warm-up ends only once the worker has answered this table and the page has adopted it.
    await t.page.waitForFunction(
      () =>
        window.__table!.stats.warmedMs !== null &&
        window.__sight !== undefined &&
        window.__sight.feed.revision > 0 &&
        window.__sight.feed.answered === window.__sight.feed.revision,
      undefined,
      { timeout: 200_000, polling: 250 },
    );
    const before = await t.page.evaluate((): Work => ({ ...window.__sight!.work }));
    const figure = await t.page.evaluate(() => {
      type Figure = { id: string; team: string; role: string; status: string; at: { x: number; y: number } };
      const { setup } = (
        window.__table!.store as { getState(): { setup: { figures: Figure[] } } }
      ).getState();
      const f = setup.figures.find((g) => g.role === 'paintballer')!;
      const foes = setup.figures.filter(
        (g) => g.team !== f.team && g.role === 'paintballer' && g.status !== 'eliminated',
      );
      // Nearest first: the likeliest to stand clear of the crowd on screen.
      const far = (g: Figure) => Math.hypot(g.at.x - f.at.x, g.at.y - f.at.y);
      foes.sort((a, b) => far(a) - far(b));
      return { ...f, enemies: foes.length, foes: foes.map((g) => ({ id: g.id, at: g.at })) };
    });
    // Every line of every shooter to every enemy came from the worker (83 figures: 42 red, 41 blue).
    expect(before.adoptedLines).toBeGreaterThanOrEqual(2 * 40 * 40);
    expect(before.adoptedColumns).toBeGreaterThanOrEqual(80);
    expect(before.models).toBe(0);
    const p = await t.page.evaluate(
      ([x, y]) => window.__table!.project(x!, y!, 1.9),
      [figure.at.x, figure.at.y],
    );
    expect(p).not.toBeNull();
    await afterFrames(t.page, () => t.page.mouse.click(p!.x, p!.y));
    await settle(t.page);
    await expect
      .poll(() => t.page.evaluate(() => window.__table!.drawnTriangles('enemy-badge-labels')), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const picked = await t.page.evaluate(
      () => (window.__table!.store as { getState(): { selectedId: string | null } }).getState().selectedId,
    );
    expect(picked).toBe(figure.id);
    expect(await t.page.getByTestId('enemy-badges').locator('li').count()).toBe(figure.enemies);
    const after = await t.page.evaluate((): Work => ({ ...window.__sight!.work }));
    expect(after.lines).toBe(before.lines);
    expect(after.columns).toBe(before.columns);
    expect(warnings.filter((w) => w.includes('sight worker'))).toEqual([]);
    await shot(t.page, 'sight-worker-huge-badges');

    // A click on an enemy: on a crowded table the nearest may stand behind another figure on
    // screen, so the next is tried, with the figure selected again, until one is targeted.
    const targeted = () =>
      t.page.evaluate(() =>
        (
          window.__table!.store as { getState(): { selectedId: string | null; targetId: string | null } }
        ).getState(),
      );
    let target: string | null = null;
    for (const foe of figure.foes.slice(0, 6)) {
      const picked = await targeted();
      if (picked.selectedId !== figure.id)
        await t.page.evaluate(
          (id) =>
            (window.__table!.store as { getState(): { select(id: string): void } }).getState().select(id),
          figure.id,
        );
      await clickFigure(t.page, foe.at);
      if ((await targeted()).targetId === foe.id) {
        target = foe.id;
        break;
      }
    }
    expect(target).not.toBeNull();
    const card = t.page.getByTestId('sight-panel');
    await expect
      .poll(() => card.getByTestId('sight-verdict').textContent(), { timeout: 20_000 })
      .toMatch(/shot/i);
    // The share seen and the line come with the worker's drawing, a frame or so after the click.
    await expect
      .poll(() => card.getByTestId('sight-seen').textContent(), { timeout: 20_000 })
      .toMatch(/% of .* shows from /);
    await expect
      .poll(() => t.page.evaluate(() => window.__table!.drawnTriangles('sight-bars')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const drawn = await t.page.evaluate((): Work => ({ ...window.__sight!.work }));
    expect(drawn.adoptedDrawings).toBeGreaterThan(0);
    expect(drawn.models).toBe(0);
    expect(drawn.lines).toBe(before.lines);
    await shot(t.page, 'sight-worker-huge-card');

    // After a change the views wait for the worker rather than build the model on the page: with
    // the figure selected and red's threat view on, a smoke cloud clears, then the figure moves.
    await t.page.locator('select[aria-label="Threat view (T)"]').selectOption('red');
    await expect
      .poll(() => t.page.evaluate(() => window.__table!.drawnTriangles('threat-tiles')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const change = (what: 'smoke' | 'move') =>
      t.page.evaluate(
        ([what, id]) => {
          type Piece = { kind: string };
          type Figure = { id: string; at: { x: number; y: number } };
          const store = window.__table!.store as {
            getState(): {
              setup: { terrain: Piece[]; figures: Figure[] };
              selectedId: string | null;
              select(id: string): void;
            };
            setState(s: object): void;
          };
          const { setup } = store.getState();
          if (what === 'smoke') {
            const cloud = setup.terrain.findIndex((p) => p.kind === 'smoke');
            store.setState({ setup: { ...setup, terrain: setup.terrain.filter((_, i) => i !== cloud) } });
          } else {
            const figures = setup.figures.map((f) =>
              f.id === id ? { ...f, at: { x: f.at.x + 3, y: f.at.y } } : f,
            );
            store.setState({ setup: { ...setup, figures } });
          }
          // The figure stays selected (a table set in the store may drop the selection).
          if (store.getState().selectedId !== id) store.getState().select(id!);
        },
        [what, figure.id] as const,
      );
    const badgesRolled = () =>
      t.page
        .getByTestId('enemy-badges')
        .locator('li')
        .allTextContents()
        .then(
          (texts) =>
            texts.length === figure.enemies && texts.every((x) => /^(\d\+|aim \d\+|no shot)$/.test(x)),
        );
    for (const what of ['smoke', 'move'] as const) {
      await change(what);
      await expect.poll(badgesRolled, { timeout: 30_000 }).toBe(true);
      await expect
        .poll(() => t.page.evaluate(() => window.__table!.drawnTriangles('threat-tiles')), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      const now = await t.page.evaluate((): Work => ({ ...window.__sight!.work }));
      expect(now.models).toBe(0);
    }
    await shot(t.page, 'sight-worker-huge-changed');
    expect(t.errors).toEqual([]);
    await t.page.close();
  });
});
