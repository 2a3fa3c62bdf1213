import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STANDARD_LAYOUT } from '../../src/rules/paintball-mini/board/standardBoard';
import { hexPoint, serialiseSetup, slotPoint } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { clickAt } from './clicks';
import { afterFrames, launch, openTable, settle, settleView, shot, openSetupFile } from './harness';

// #12: the table is handed its rules by the app (src/app/systems.ts) and runs what is in hand on
// one interaction machine. In the real app: Play loads the rules and begins; a click selects, Esc
// lets go; a reload brings the game back through the same hand-over, its acting figure picked.

let browser: Browser;
let t: TablePage;

const seen = () =>
  t.page.evaluate(() => {
    type S = {
      rules: { id: string } | null;
      interaction: { kind: string };
      selectedId: string | null;
      play: { actions: unknown[] } | null;
      playHistory: { undo: unknown[] };
    };
    const s = (window.__table!.store as { getState(): S }).getState();
    return {
      rules: s.rules?.id ?? null,
      hand: s.interaction.kind,
      selected: s.selectedId,
      actions: s.play?.actions.length ?? null,
      undo: s.playHistory.undo.length,
    };
  });

/** Clicks once the view is at rest: a card opening or closing (a pick, Esc) refits it a moment later. */
async function clickAtRest(at: { x: number; y: number }, h: number) {
  await settleView(t.page);
  await clickAt(t.page, at, h);
}

beforeAll(async () => {
  browser = await launch();
  // No service worker: the built app's own copy of itself would hand out the rules' chunk, and the
  // test holds that chunk back on its way from the server.
  t = await openTable(
    browser,
    `${inject('baseUrl')}?seed=8`,
    { width: 1100, height: 700 },
    { serviceWorkers: 'block' },
  );
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the rules handed to the table', () => {
  it('no rules before Play; Play loads them; a click selects, Esc lets go; a reload brings the game back picked; a left game replays', async () => {
    await openSetupFile(t.page, serialiseSetup(duel()), 'duel.json');
    expect(await seen()).toEqual({ rules: null, hand: 'idle', selected: null, actions: null, undo: 0 });

    // The rules are fetched after Play. Held back here, as a slow machine holds them: the table is not
    // at rest until they have come and the game has begun (a test acting earlier found no game).
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let asked = false;
    const rulesChunk = /\/assets\/played-[^/]*\.js$/;
    await t.page.route(rulesChunk, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await t.page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => asked, { timeout: 30_000 }).toBe(true);
    expect(await t.page.evaluate(() => window.__table!.unsettled())).toContain('the rules loading 1');
    // Meanwhile Play says the game is starting, and a second click starts no second game.
    const starting = t.page.getByRole('button', { name: 'Starting…', exact: true });
    expect(await starting.getAttribute('aria-busy')).toBe('true');
    // Playwright will not click a button marked aria-disabled: a person can, and nothing happens.
    await starting.click({ force: true });
    expect(await t.page.evaluate(() => window.__table!.unsettled())).not.toContain('the rules loading 2');
    release();
    await t.page.getByTestId('play-panel').waitFor();
    await settle(t.page);
    await t.page.unroute(rulesChunk);
    expect(await seen()).toEqual({
      rules: 'paintball-mini',
      hand: 'idle',
      selected: null,
      actions: 0,
      undo: 0,
    });

    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Roll the command dice' }).click());
    await settle(t.page);
    const start = duel().figures.find((f) => f.id === 'blue-1')!.at;
    await clickAtRest(start, 1.9);
    expect(await seen()).toMatchObject({ hand: 'selected', selected: 'blue-1', actions: 1 });
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    expect(await seen()).toMatchObject({ hand: 'idle', selected: null });

    await clickAtRest(start, 1.9);
    await clickAtRest(hexPoint(STANDARD_LAYOUT, { q: 3, r: 2 }), 0);
    expect(await seen()).toEqual({
      rules: 'paintball-mini',
      hand: 'selected',
      selected: 'blue-1',
      actions: 2,
      undo: 1,
    });
    const to = slotPoint(STANDARD_LAYOUT, { q: 3, r: 2 }, 0);
    await shot(t.page, 'handed-rules-moved');

    await t.page.reload();
    await t.page.getByTestId('play-panel').waitFor();
    await settle(t.page);
    expect(await seen()).toEqual({
      rules: 'paintball-mini',
      hand: 'selected',
      selected: 'blue-1',
      actions: 2,
      undo: 1,
    });
    const blue = await t.page.evaluate(() => {
      type S = { play: { game: { table: { figures: { id: string; at: { x: number; y: number } }[] } } } };
      return (window.__table!.store as { getState(): S })
        .getState()
        .play.game.table.figures.find((f) => f.id === 'blue-1')!.at;
    });
    expect(blue).toEqual(to);
    await shot(t.page, 'handed-rules-after-reload');

    // Left, then replayed from the recent list: the replay is the rules' too, step 0 first.
    const panel = t.page.getByTestId('play-panel');
    await afterFrames(t.page, () => panel.getByRole('button', { name: 'Leave' }).click());
    const confirm = t.page.getByTestId('leave-confirm');
    await confirm.waitFor();
    await afterFrames(t.page, () => confirm.getByRole('button', { name: 'Leave game' }).click());
    expect(await seen()).toMatchObject({ hand: 'idle', selected: null, actions: null });
    await t.page.getByRole('button', { name: 'Recent games' }).click(); // a card: no new frame to wait for
    const recent = t.page.getByTestId('recent-games');
    await recent.waitFor();
    await afterFrames(t.page, () =>
      recent.getByRole('listitem').first().getByRole('button', { name: 'Replay' }).click(),
    );
    await t.page.getByTestId('play-panel').waitFor();
    await settle(t.page);
    const replayed = await t.page.evaluate(() => {
      type S = { replayAt: number | null; play: { actions: unknown[] } | null };
      const s = (window.__table!.store as { getState(): S }).getState();
      return { replayAt: s.replayAt, actions: s.play?.actions.length ?? null };
    });
    expect(replayed).toEqual({ replayAt: 0, actions: 2 });
    expect(await seen()).toMatchObject({ rules: 'paintball-mini', hand: 'idle', selected: null });
    await shot(t.page, 'handed-rules-replay-step-0');
    expect(t.errors).toEqual([]);
  });
});
