import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STANDARD_LAYOUT } from '../../src/rules/paintball-mini/board/standardBoard';
import { hexPoint, serialiseSetup, slotPoint } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { clickAt, clickFigure } from './clicks';
import { afterFrames, launch, openTable, settle, shot, openSetupFile } from './harness';

// Nothing a player does loses a game: a double click on Play does not abandon it, a reload in the
// middle of an activation keeps its undo, Leave asks first, and a left game comes back from the
// recent games where it stood.

let browser: Browser;
let t: TablePage;

interface Seen {
  actions: number;
  undo: number;
  blue: { x: number; y: number } | null;
  leaving: boolean;
}

const seen = (): Promise<Seen | null> =>
  t.page.evaluate(() => {
    type S = {
      play: {
        actions: unknown[];
        game: { table: { figures: { id: string; at: { x: number; y: number } }[] } };
      } | null;
      playHistory: { undo: unknown[] };
      leaving: boolean;
    };
    const s = (window.__table!.store as { getState(): S }).getState();
    if (s.play === null) return null;
    const blue = s.play.game.table.figures.find((f) => f.id === 'blue-1')?.at ?? null;
    return { actions: s.play.actions.length, undo: s.playHistory.undo.length, blue, leaving: s.leaving };
  });

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('never lose a game', () => {
  it('a double click on Play starts a game; a reload mid-activation keeps undo; Leave asks; the left game resumes with its move made', async () => {
    const start = duel().figures.find((f) => f.id === 'blue-1')!.at;
    // A click in the middle of hex (3, 2) moves Blue 1 into it, onto its first free slot.
    const into = hexPoint(STANDARD_LAYOUT, { q: 3, r: 2 });
    const to = slotPoint(STANDARD_LAYOUT, { q: 3, r: 2 }, 0);
    await openSetupFile(t.page, serialiseSetup(duel()), 'duel.json');
    // A double click on Play: whatever the second click lands on, a game is in play afterwards.
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Play', exact: true }).dblclick());
    await t.page.getByTestId('play-panel').waitFor();
    await settle(t.page);
    if ((await seen())?.leaving === true) await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    expect(await seen()).toMatchObject({ actions: 0, leaving: false });

    // Blue rolls first (seed 8), picks Blue 1 and moves it one hex.
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Roll the command dice' }).click());
    await settle(t.page);
    await clickFigure(t.page, start);
    await clickAt(t.page, into);
    expect(await seen()).toEqual({ actions: 2, undo: 1, blue: to, leaving: false });

    // A reload in the middle of the activation: the move can still be taken back, and made again.
    await t.page.reload();
    await t.page.getByTestId('play-panel').waitFor();
    await settle(t.page);
    expect(await seen()).toEqual({ actions: 2, undo: 1, blue: to, leaving: false });
    const panel = t.page.getByTestId('play-panel');
    await shot(t.page, 'resume-after-reload');
    await afterFrames(t.page, () => panel.getByRole('button', { name: 'Undo', exact: true }).click());
    expect(await seen()).toMatchObject({ actions: 1, blue: start });
    await afterFrames(t.page, () => panel.getByRole('button', { name: 'Redo' }).click());
    expect(await seen()).toMatchObject({ actions: 2, blue: to });

    // Leave asks first; Esc keeps playing.
    await afterFrames(t.page, () => panel.getByRole('button', { name: 'Leave' }).click());
    const confirm = t.page.getByTestId('leave-confirm');
    await confirm.waitFor();
    await settle(t.page);
    await shot(t.page, 'resume-leave-confirm');
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    await confirm.waitFor({ state: 'detached' });
    expect(await seen()).toMatchObject({ actions: 2, leaving: false });
    // Asked again, and left this time.
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Leave game' }).click());
    await afterFrames(t.page, () => confirm.getByRole('button', { name: 'Leave game' }).click());
    expect(await seen()).toBeNull();

    // The left game is on the recent list, newest first: its table, its turn.
    await t.page.getByRole('button', { name: 'Recent games' }).click(); // a card over the table: no new frame to wait for
    const recent = t.page.getByTestId('recent-games');
    await recent.waitFor();
    const entries = recent.getByRole('listitem');
    await expect(entries.count()).resolves.toBe(1);
    await expect(entries.first().locator('.what').textContent()).resolves.toMatch(/^Duelturn 1 · /);
    await settle(t.page);
    await shot(t.page, 'resume-recent-games');
    await afterFrames(t.page, () => entries.first().getByRole('button', { name: 'Resume' }).click());
    await t.page.getByTestId('play-panel').waitFor();
    await settle(t.page);
    expect(await seen()).toEqual({ actions: 2, undo: 1, blue: to, leaving: false }); // the move, and its undo
    await shot(t.page, 'resume-resumed');
    expect(t.errors).toEqual([]);
  });
});
