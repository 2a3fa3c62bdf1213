import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Point } from '../../src/geometry';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { playFromFile } from './paintballStart';
import { afterFrames, launch, openTable, settle, settleView, shot } from './harness';

// The tape measure in hand during a game: a drag that starts on a figure lays a tape from its
// base's centre; it never picks the figure up, moves it or spends its AP, in either mode, and a
// plain click on a figure selects nobody.

let browser: Browser;
let t: TablePage;

interface View {
  actions: number;
  blue1: Point;
  tape: { from: Point; to: Point } | null;
  selectedId: string | null;
  grabbed: string | null;
  tool: string;
}

const view = (): Promise<View> =>
  t.page.evaluate(() => {
    const s = (window.__table!.store as { getState(): Record<string, unknown> }).getState() as {
      play: { actions: unknown[]; game: { table: { figures: { id: string; at: Point }[] } } };
      tape: View['tape'];
      selectedId: string | null;
      grabbed: string | null;
      tool: string;
    };
    return JSON.parse(
      JSON.stringify({
        actions: s.play.actions.length,
        blue1: s.play.game.table.figures.find((f) => f.id === 'blue-1')!.at,
        tape: s.tape,
        selectedId: s.selectedId,
        grabbed: s.grabbed,
        tool: s.tool,
      }),
    ) as View;
  });

/** Selects Blue 1 and takes up the tape measure from the toolbar. */
async function selectAndMeasure(): Promise<void> {
  await afterFrames(t.page, () =>
    t.page.evaluate(() => {
      (window.__table!.store as { getState(): { select(id: string): void } }).getState().select('blue-1');
    }),
  );
  await t.page.getByRole('button', { name: 'Measure', exact: true }).click();
  await expect.poll(async () => (await view()).tool).toBe('measure');
  await settleView(t.page); // the figure's card opened: the view refits before anything is projected
}

/** Presses on the head of the figure standing at `from` and lets go over the table at `to`. */
async function drag(from: Point, to: Point): Promise<void> {
  const [grip, drop] = await t.page.evaluate(
    ([a, b]) => [window.__table!.project(a.x, a.y, 1.9), window.__table!.project(b.x, b.y, 0)],
    [from, to] as const,
  );
  await t.page.mouse.move(grip!.x, grip!.y);
  await t.page.mouse.down();
  await t.page.mouse.move((grip!.x + drop!.x) / 2, (grip!.y + drop!.y) / 2, { steps: 4 });
  await afterFrames(t.page, () => t.page.mouse.move(drop!.x, drop!.y, { steps: 4 }), 2);
  await afterFrames(t.page, () => t.page.mouse.up());
  await settle(t.page);
}

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1100, height: 700 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the tape measure in a game', () => {
  it('without hexes, a 15 cm drag from the selected Blue 1 lays a tape from its centre and moves nobody', async () => {
    await playFromFile(t.page, { ...duel(), name: 'Hexless measuring duel', mode: 'hexless' });
    await selectAndMeasure();
    const before = await view();
    const to = { x: before.blue1.x + 9, y: before.blue1.y + 12 };
    await drag(before.blue1, to);
    const after = await view();
    expect(after.tape!.from).toEqual(before.blue1); // snapped to the base's centre, not the ground behind the head
    // The end is where the pointer let go, within a pixel or two of the table (about a centimetre).
    expect(Math.hypot(after.tape!.to.x - to.x, after.tape!.to.y - to.y)).toBeLessThan(1);
    expect({ actions: after.actions, blue1: after.blue1, grabbed: after.grabbed }).toEqual({
      actions: before.actions,
      blue1: before.blue1,
      grabbed: null,
    });
    expect(await t.page.getByTestId('notice-error').count()).toBe(0);
    const cm = Math.hypot(after.tape!.to.x - after.tape!.from.x, after.tape!.to.y - after.tape!.from.y);
    expect(cm).toBeGreaterThan(14);
    expect(cm).toBeLessThan(16);
    expect(await t.page.getByTestId('tape-label').textContent()).toContain(`${cm.toFixed(1)} cm`);
    await shot(t.page, 'measure-drag-hexless');

    // A plain click on the figure with the tape in hand selects nobody, and moves nobody.
    await afterFrames(t.page, () =>
      t.page.evaluate(() => {
        (window.__table!.store as { getState(): { select(id: null): void } }).getState().select(null);
      }),
    );
    const grip = await t.page.evaluate((a) => window.__table!.project(a.x, a.y, 1.9), before.blue1);
    await afterFrames(t.page, () => t.page.mouse.click(grip!.x, grip!.y));
    await settle(t.page);
    const clicked = await view();
    expect({ selected: clicked.selectedId, actions: clicked.actions, blue1: clicked.blue1 }).toEqual({
      selected: null,
      actions: before.actions,
      blue1: before.blue1,
    });
    expect(await t.page.getByTestId('notice-error').count()).toBe(0);
  });

  it('with hexes, a drag from the selected Blue 1 lays a tape from its centre and moves nobody', async () => {
    await playFromFile(t.page, { ...duel(), name: 'Hex measuring duel', mode: 'hex' });
    await selectAndMeasure();
    const before = await view();
    await drag(before.blue1, { x: before.blue1.x + 9, y: before.blue1.y + 12 });
    const after = await view();
    expect(after.tape!.from).toEqual(before.blue1);
    expect({ actions: after.actions, blue1: after.blue1 }).toEqual({
      actions: before.actions,
      blue1: before.blue1,
    });
    expect(await t.page.getByTestId('notice-error').count()).toBe(0);
    await shot(t.page, 'measure-drag-hex');
  });
});
