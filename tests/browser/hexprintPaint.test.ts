import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex } from '../../src/geometry';
import { hexKey, hexToPoint } from '../../src/geometry';
import type { TablePage } from './harness';
import { afterFrames, launch, openTable, settle, settleView, shot, setupNow } from './harness';

// Terrain painted by drag on a HexPrint table: Raise pressed on one hex and dragged across a row of
// three raises each by one level, the camera holding still; one undo takes the whole stroke back.
// Then Turn and Copy on the Walker: it turns about its hex, and a second Walker stands beside it.

let browser: Browser;
let t: TablePage;

interface SetupLike {
  board: { across: number; origin: { x: number; y: number }; stacks: { at: Hex; height: number }[] };
}

const heights = (s: SetupLike, hexes: readonly Hex[]) =>
  hexes.map((h) => s.board.stacks.find((x) => hexKey(x.at) === hexKey(h))?.height ?? 0);

/** Where the middle of a hex's ground is on screen. */
async function onScreen(h: Hex) {
  const c = hexToPoint((await setupNow<SetupLike>(t.page)).board, h);
  return (await t.page.evaluate(([x, y]) => window.__table!.project(x!, y!, 0), [c.x, c.y]))!;
}

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=5`, { width: 1400, height: 860 });
  await settle(t.page);
  await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-skirmish');
  await t.page.getByTestId('setup-name').filter({ hasText: 'Skirmish' }).waitFor();
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('painting terrain by drag', () => {
  it('HP-HEIGHT: a Raise dragged across three hexes raises each once, and one undo takes it back', async () => {
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    const panel = t.page.getByTestId('editor-panel');
    await panel.waitFor();
    const row: Hex[] = [
      { q: 1, r: 6 },
      { q: 2, r: 6 },
      { q: 3, r: 6 },
    ];
    const before = heights(await setupNow<SetupLike>(t.page), row);
    await panel.getByRole('button', { name: 'Raise', exact: true }).click();
    // The editor panel and its hint refit the view a moment after they open: measure after that.
    await settleView(t.page);
    const [a, , c] = await Promise.all(row.map(onScreen));
    await t.page.mouse.move(a!.x, a!.y);
    await t.page.mouse.down();
    // Across the row and back to its middle: each hex is raised once, not each time it is entered.
    // (A move that paints nothing new draws no frame: only settle, not wait for one.)
    await t.page.mouse.move(c!.x, c!.y, { steps: 12 });
    await settle(t.page);
    await t.page.mouse.move((a!.x + c!.x) / 2, (a!.y + c!.y) / 2, { steps: 6 });
    await settle(t.page);
    // The camera held still while painting: the row's first hex is where it was on screen.
    expect(await onScreen(row[0]!)).toEqual(a);
    // The stroke is shown live, before the release: the preview has the row raised, the table not yet.
    const preview = await t.page.evaluate(
      () =>
        JSON.parse(
          JSON.stringify(
            (window.__table!.store as { getState(): { dragPreview: unknown } }).getState().dragPreview,
          ),
        ) as SetupLike | null,
    );
    expect(preview === null ? null : heights(preview, row)).toEqual(before.map((h) => h + 1));
    expect(heights(await setupNow<SetupLike>(t.page), row)).toEqual(before);
    await afterFrames(t.page, () => t.page.mouse.up());
    await settle(t.page);
    expect(heights(await setupNow<SetupLike>(t.page), row)).toEqual(before.map((h) => h + 1));
    await shot(t.page, 'hexprint-paint-raised');

    await afterFrames(t.page, () => t.page.keyboard.press('Control+z'));
    await settle(t.page);
    expect(heights(await setupNow<SetupLike>(t.page), row)).toEqual(before);
    await shot(t.page, 'hexprint-paint-undone');
  });

  it('HP-MULTIHEX / HP-CARD: Turn swings the Walker about its hex; Copy stands a second Walker beside it', async () => {
    const panel = t.page.getByTestId('editor-panel');
    await afterFrames(t.page, () => t.page.keyboard.press('Escape')); // the palette put down
    await afterFrames(t.page, () =>
      t.page.evaluate(() =>
        (window.__table!.store as { getState(): { editSelect(ids: string[]): void } })
          .getState()
          .editSelect(['north-walker-1']),
      ),
    );
    type Units = { units: { id: string; name: string; models: { at: Hex; facing: number }[] }[] };
    const units = async () => ((await setupNow<SetupLike>(t.page)) as unknown as Units).units;
    const walker = async (id: string) => (await units()).find((u) => u.id === id)?.models[0];
    expect(await walker('north-walker')).toMatchObject({ at: { q: 1, r: 0 }, facing: 0 });
    await afterFrames(t.page, () => panel.getByRole('button', { name: 'Turn ⟲' }).click());
    await settle(t.page);
    expect(await walker('north-walker')).toMatchObject({ at: { q: 1, r: 0 }, facing: 1 });
    const count = (await units()).length;
    await afterFrames(t.page, () => panel.getByRole('button', { name: 'Copy', exact: true }).click());
    await settle(t.page);
    expect((await units()).length).toBe(count + 1);
    expect((await units()).at(-1)!.name).toBe('North Walker 2');
    await shot(t.page, 'hexprint-turn-copy');
  });
});
