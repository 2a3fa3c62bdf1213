import type { Page } from 'playwright-core';
import type { Setup } from '../../src/rules/paintball-mini/setup';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { afterFrames, clickPlay, leaveGame, openSetupFile, settle } from './harness';

/**
 * A PaintBall Mini game of `setup` from its first action: leaves any game in play, opens the set-up
 * as a file, presses Play and rolls the command dice (the page's seed decides who acts first).
 */
export async function playFromFile(page: Page, setup: Setup): Promise<void> {
  await leaveGame(page);
  await openSetupFile(page, serialiseSetup(setup), `${setup.name}.json`);
  await clickPlay(page);
  await page.getByRole('button', { name: 'Roll the command dice' }).click();
  await settle(page);
}

/**
 * Rolls the command dice where the game waits for them (a turn's start): read from the game, not
 * from the button, which comes with the panel's controls a moment after the panel itself.
 */
export async function rollCommandIfAsked(page: Page): Promise<void> {
  const asked = await page.evaluate(() => {
    type S = { play: { game: { phase: string; pending: unknown } } | null };
    const game = (window.__table!.store as { getState(): S }).getState().play?.game;
    return game !== undefined && game.phase === 'command' && game.pending === null;
  });
  if (asked)
    await afterFrames(page, () => page.getByRole('button', { name: 'Roll the command dice' }).click());
}
