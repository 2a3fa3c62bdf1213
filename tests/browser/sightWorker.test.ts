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
    expect(t.errors).toEqual([]);
    await t.page.close();
  });
});
