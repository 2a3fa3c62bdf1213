import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import {
  afterFrames,
  launch,
  openTable,
  settle,
  shot,
  waitForFrames,
  openSetupFile,
  clickPlay,
} from './harness';

// A replay stays a replay at every step, its last included: a game left unfinished and opened
// from Recent games never turns into a live one by being stepped to its end, the hot-seat card
// never shows, nothing of the live game stays picked, and the toolbar names the game replayed.

let browser: Browser;
let t: TablePage;

type S = {
  replayAt: number | null;
  selectedId: string | null;
  act(a: unknown): boolean;
};
const state = () =>
  t.page.evaluate(() => {
    const s = (window.__table!.store as { getState(): S }).getState();
    return { replayAt: s.replayAt, selected: s.selectedId };
  });

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('replaying a game left unfinished', () => {
  it('opened from Recent games and jumped to its end with », it is still a replay of the game it names', async () => {
    // A duel left mid-activation (seed 8): Blue 1 aimed and moved, so resuming would pick it again.
    await openSetupFile(t.page, serialiseSetup(duel()), 'duel.json');
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    const played = await t.page.evaluate(() => {
      const s = (window.__table!.store as { getState(): S }).getState();
      return [
        s.act({ type: 'rollCommand' }),
        s.act({ type: 'aim', figureId: 'blue-1' }),
        s.act({ type: 'move', figureId: 'blue-1', to: { q: 3, r: 2 } }),
      ];
    });
    expect(played).toEqual([true, true, true]);
    await t.page.getByRole('button', { name: 'Leave', exact: true }).click();
    await afterFrames(t.page, () =>
      t.page.getByTestId('leave-confirm').getByRole('button', { name: 'Leave game' }).click(),
    );
    // Another table open, and the hot-seat card turned on, as a player at the table would have it.
    await afterFrames(t.page, async () => {
      await t.page.getByLabel('Load a table').selectOption('capture-the-flag');
    });
    await settle(t.page);
    expect(await t.page.getByTestId('setup-name').innerText()).toBe('Capture the Flag');
    await t.page.evaluate(() => localStorage.setItem('pbm.handover', 'on'));
    await t.page.reload();
    await waitForFrames(t.page, 1);
    await settle(t.page);

    await t.page.getByRole('button', { name: 'Recent games' }).click();
    await t.page.getByTestId('recent-games').getByRole('button', { name: 'Replay' }).first().click();
    await t.page.getByTestId('game-over').waitFor();
    await settle(t.page);
    expect(await t.page.getByTestId('replay-step').innerText()).toBe('step 0 of 3');
    expect(await state()).toEqual({ replayAt: 0, selected: null });
    expect(await t.page.getByTestId('selected-figure').count()).toBe(0);
    expect(await t.page.getByTestId('setup-name').innerText()).toBe('Replay · Duel');

    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Last step' }).click());
    await settle(t.page);
    expect(await t.page.getByTestId('replay-step').innerText()).toBe('step 3 of 3');
    expect(await state()).toEqual({ replayAt: 3, selected: null });
    expect(await t.page.getByTestId('handover').count()).toBe(0);
    expect(await t.page.getByRole('button', { name: 'Step back' }).isEnabled()).toBe(true);
    expect(await t.page.getByRole('button', { name: 'Referee' }).isDisabled()).toBe(true);
    expect(await t.page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    expect(await t.page.getByTestId('action-bar').count()).toBe(0);
    expect(await t.page.getByTestId('setup-name').innerText()).toBe('Replay · Duel');
    await shot(t.page, 'replay-at-its-last-step');

    // Playing on is its own choice: Resume this game, and then the hot-seat card asks for Blue.
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Resume this game' }).click());
    await t.page.getByTestId('handover').waitFor();
    expect(await t.page.getByTestId('handover').getByRole('heading').innerText()).toBe('Blue to play');
    expect(await state()).toEqual({ replayAt: null, selected: 'blue-1' });
    expect(await t.page.getByTestId('replay-step').count()).toBe(0);
    expect(await t.page.getByTestId('setup-name').innerText()).toBe('Duel');
    await shot(t.page, 'replay-resumed');
    expect(t.errors).toEqual([]);
  });
});
