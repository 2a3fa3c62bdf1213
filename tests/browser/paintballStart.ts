import type { Page } from 'playwright-core';
import type { Setup } from '../../src/rules/paintball-mini/setup';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { clickPlay, leaveGame, openSetupFile, settle } from './harness';

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
