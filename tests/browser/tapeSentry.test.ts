import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Point } from '../../src/geometry';
import type { Terrain } from '../../src/rules/paintball-mini/setup';
import { groundHeightAt } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { playFromFile } from './paintballStart';
import { afterFrames, launch, openTable, settle, shot } from './harness';

// Tape-measure play at the table: a dragged move that an enemy sentry watches stops at the step it
// watches, the sentry's owner answers in the play panel, and the move goes on to the drop point
// (PM-SENTRY, EN-SENTRY-MOVE); a figure dragged onto a hill lands where the pointer meets the hill
// (PM-HILL), not on the table plane under it.

let browser: Browser;
let t: TablePage;

interface View {
  actions: number;
  pending: { kind: string; player: string; question: string } | null;
  move: unknown;
  log: string[];
  figures: { id: string; at: Point }[];
  terrain: Terrain[];
}

const view = (): Promise<View> =>
  t.page.evaluate(() => {
    const p = (
      window.__table!.store as {
        getState(): { play: { actions: unknown[]; game: Record<string, unknown> } | null };
      }
    ).getState().play!;
    const g = p.game as unknown as {
      pending: View['pending'];
      move: unknown;
      log: { text: string }[];
      table: { figures: View['figures']; terrain: Terrain[] };
    };
    return JSON.parse(
      JSON.stringify({
        actions: p.actions.length,
        pending: g.pending,
        move: g.move,
        log: g.log.map((e) => e.text),
        figures: g.table.figures,
        terrain: g.table.terrain,
      }),
    ) as View;
  });
const at = (v: View, id: string) => v.figures.find((f) => f.id === id)!.at;

/** Presses on the figure standing at `from` and lets go over the ground at `to` (its height `h`). */
async function drag(from: Point, fromH: number, to: Point, h: number): Promise<void> {
  const [grip, drop] = await t.page.evaluate(
    ([a, b, ah, bh]) => [window.__table!.project(a.x, a.y, ah + 1.9), window.__table!.project(b.x, b.y, bh)],
    [from, to, fromH, h] as const,
  );
  await t.page.mouse.move(grip!.x, grip!.y);
  await t.page.mouse.down();
  await t.page.mouse.move((grip!.x + drop!.x) / 2, (grip!.y + drop!.y) / 2, { steps: 4 });
  await afterFrames(t.page, () => t.page.mouse.move(drop!.x, drop!.y, { steps: 4 }), 2);
  await t.page.mouse.up();
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

describe('tape-measure play', () => {
  it('PM-SENTRY: a dragged 15 cm move stops where Red 1 on sentry watches, Red answers in the panel, and Blue 1 goes on to the drop point', async () => {
    const base = duel();
    await playFromFile(t.page, {
      ...base,
      name: 'Hexless sentry duel',
      mode: 'hexless',
      figures: base.figures.map((f) => (f.id === 'red-1' ? { ...f, status: 'sentry' as const } : f)),
    });
    const from = at(await view(), 'blue-1');
    const to = { x: from.x + 9, y: from.y + 12 };
    await drag(from, 0, to, 0);

    // Paused after the first 10 cm: the question is Red's, in the panel, and the rest of the move waits.
    const paused = await view();
    expect(paused.pending).toMatchObject({
      kind: 'sentryShot',
      player: 'red',
      question:
        'Red 1 on sentry can fire at Blue 1 as it moves: fire, or let it pass? One unaimed die at range 3 needs 4+',
    });
    // 10 cm along the line to the drop point, which the pointer finds to a pixel's width: (6, 8) cm on.
    const stopped = at(paused, 'blue-1');
    expect(Math.hypot(stopped.x - (from.x + 6), stopped.y - (from.y + 8))).toBeLessThan(0.05);
    // The rest: one step to where the pointer let go (the drop point, to a pixel's width).
    const rest = paused.move as { figureId: string; steps: Point[] };
    expect(rest).toMatchObject({ figureId: 'blue-1', steps: [expect.any(Object)] });
    const dropped = rest.steps[0]!;
    expect(Math.hypot(dropped.x - to.x, dropped.y - to.y)).toBeLessThan(0.05);
    expect(paused.actions).toBe(2);
    const decision = t.page.getByTestId('play-panel').getByTestId('decision');
    await expect(decision.textContent()).resolves.toContain(
      'Red player decides: Red 1 on sentry can fire at Blue 1 as it moves: fire, or let it pass?',
    );
    expect(await t.page.getByTestId('notice-error').count()).toBe(0); // no "Not moved: waiting for red…"
    await shot(t.page, 'tape-sentry-question');
    // Undo cannot take the move back over the question (as in hex play).
    expect(
      await t.page.getByTestId('play-panel').getByRole('button', { name: 'Undo', exact: true }).isDisabled(),
    ).toBe(true);

    // A reload while the move waits brings back the question and the step still to take.
    await t.page.reload();
    await t.page.getByTestId('play-panel').waitFor();
    await settle(t.page);
    expect(await view()).toEqual(paused);
    await expect(decision.textContent()).resolves.toContain(
      'Red player decides: Red 1 on sentry can fire at Blue 1',
    );

    // Red lets it pass: the second step is taken, and asked in turn (it ends within reach too).
    await afterFrames(t.page, () => decision.getByRole('button', { name: 'Let it pass' }).click());
    await settle(t.page);
    const second = await view();
    expect(at(second, 'blue-1')).toEqual(dropped);
    expect(second.pending).toMatchObject({ kind: 'sentryShot', player: 'red' });
    expect(second.move).toBeNull();
    await afterFrames(t.page, () => decision.getByRole('button', { name: 'Let it pass' }).click());
    await settle(t.page);
    const done = await view();
    expect(done.pending).toBeNull();
    expect(done.actions).toBe(4); // the roll, the move, two answers
    expect(done.log.slice(-4)).toEqual([
      'Blue 1 moves 10.0 cm into the open (1 AP)',
      'Red 1 on sentry lets Blue 1 pass',
      'Blue 1 moves 5.0 cm into the open (1 AP)',
      'Red 1 on sentry lets Blue 1 pass',
    ]);
    await shot(t.page, 'tape-sentry-done');
    expect(t.errors).toEqual([]);
  });

  it('PM-HILL: Blue 1 dragged onto a hill is put down where the pointer meets the hill’s surface', async () => {
    const base = duel();
    const blue = base.figures.find((f) => f.id === 'blue-1')!;
    const hill: Terrain = {
      id: 'hill-1',
      kind: 'hill',
      at: { x: blue.at.x + 2, y: blue.at.y + 11 },
      rotation: 0,
      radiusX: 8,
      radiusY: 7,
      height: 6,
    };
    await playFromFile(t.page, {
      ...base,
      name: 'Hexless hill duel',
      mode: 'hexless',
      terrain: [...base.terrain, hill],
    });
    const v = await view();
    const from = at(v, 'blue-1');
    expect(groundHeightAt(v.terrain, from)).toBe(0);
    // On the hill's flat top, 11 cm from Blue 1: the pointer is over the hill's surface there, 6 cm up.
    const to = { x: hill.at.x, y: hill.at.y };
    await drag(from, 0, to, groundHeightAt(v.terrain, to));
    const after = await view();
    const landed = at(after, 'blue-1');
    expect(after.actions).toBe(2);
    expect(Math.hypot(landed.x - to.x, landed.y - to.y)).toBeLessThan(0.3);
    expect(groundHeightAt(after.terrain, landed)).toBeCloseTo(6, 6);
    await shot(t.page, 'tape-hill-drop');
    expect(t.errors).toEqual([]);
  });
});
