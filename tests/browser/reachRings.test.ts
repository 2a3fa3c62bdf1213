import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Point } from '../../src/geometry';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { afterFrames, launch, openTable, settle, shot, openSetupFile, clickPlay } from './harness';

// Tape-measure play: the move rings around the selected figure are the engine's reach (PM-AP:
// AP left × 10 cm, at most 20 cm a turn), and the status bar's words (the mode, the selected figure,
// the tape's reading) come from PaintBall Mini.

let browser: Browser;
let t: TablePage;

interface Store {
  getState(): {
    play: unknown;
    select(id: string): void;
    moveAlong(id: string, to: Point): boolean;
    layTape(tape: { from: Point; to: Point }): void;
  };
}
const ringLabels = () => t.page.locator('.ring-label').allTextContents();
const blueAt = (): Promise<Point> =>
  t.page.evaluate(() => {
    const p = (window.__table!.store as Store).getState().play as {
      game: { table: { figures: { id: string; at: Point }[] } };
    };
    return p.game.table.figures.find((f) => f.id === 'blue-1')!.at;
  });

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1000, height: 640 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('move rings', () => {
  it('PM-AP: a fresh figure shows 10 and 20 cm rings; after a 7 cm step one 10 cm ring is left', async () => {
    const setup = { ...duel(), name: 'Hexless rings duel', mode: 'hexless' as const };
    await openSetupFile(t.page, serialiseSetup(setup), 'rings.json');
    await expect(t.page.getByTestId('mode-readout').textContent()).resolves.toBe(
      'Tape measure: range in cm, bands of 10 cm',
    );
    await clickPlay(t.page);
    await t.page.getByRole('button', { name: 'Roll the command dice' }).click();
    await settle(t.page);
    await afterFrames(t.page, () =>
      t.page.evaluate(() => {
        (window.__table!.store as Store).getState().select('blue-1');
      }),
    );
    await settle(t.page);
    expect((await ringLabels()).sort()).toEqual(['10 cm', '20 cm']);
    await expect(t.page.getByTestId('selected-figure').textContent()).resolves.toBe('Blue 1 · active');
    await shot(t.page, 'reach-rings-fresh');

    const from = await blueAt();
    await afterFrames(t.page, () =>
      t.page.evaluate(
        (to) => {
          (window.__table!.store as Store).getState().moveAlong('blue-1', to);
        },
        { x: from.x - 7, y: from.y },
      ),
    );
    await settle(t.page);
    expect((await blueAt()).x).toBeCloseTo(from.x - 7, 6);
    expect(await ringLabels()).toEqual(['10 cm']);
    await shot(t.page, 'reach-rings-after-7cm');

    // A tape laid on the table reads in PaintBall Mini's words in the status bar (G-BAND, PM-RANGE).
    await afterFrames(t.page, () =>
      t.page.evaluate(() => {
        (window.__table!.store as Store).getState().layTape({ from: { x: 0, y: 0 }, to: { x: 25, y: 0 } });
      }),
    );
    await expect(t.page.getByTestId('tape-reading').textContent()).resolves.toBe(
      'Tape: 25.0 cm · range 3 · hits on 4+ (aimed 3+)',
    );
    await shot(t.page, 'reach-rings-tape');
    expect(t.errors).toEqual([]);
  });
});
