import type { Page } from 'playwright-core';
import type { LongGame } from '../fixtures/longGame';
import { recentListOf } from '../fixtures/longGame';

// The long game's report opened as a player opens it (the test and the bench): the game kept under
// Recent games, the list opened, then its Report clicked. The progress bar's words are watched in
// the page from before the click, since a quick report may be gone before a look.

/** Puts `game` alone under Recent games and opens the list; a watch in the page notes the progress bar's words. */
export async function readyToReport(page: Page, game: LongGame): Promise<void> {
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem(key, value);
      const w = window as unknown as { __progress: string[]; __watch?: MutationObserver };
      w.__progress = [];
      w.__watch?.disconnect();
      w.__watch = new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="battle-report"] progress');
        const said = bar?.getAttribute('aria-label');
        if (typeof said === 'string' && w.__progress.at(-1) !== said) w.__progress.push(said);
      });
      w.__watch.observe(document.body, { childList: true, subtree: true, attributes: true });
    },
    recentListOf(game, 'The long game'),
  );
  await page.getByRole('button', { name: 'Recent games' }).click();
  await page.getByTestId('recent-games').getByRole('button', { name: 'Report' }).waitFor();
}

/** Clicks the long game's Report (the list open, readyToReport) and waits until the report is worked out. */
export async function reportIt(page: Page): Promise<void> {
  await page.getByTestId('recent-games').getByRole('button', { name: 'Report' }).click();
  await page
    .getByTestId('battle-report')
    .locator('.battle-report, [role="alert"]')
    .first()
    .waitFor({ timeout: 120_000 });
}

/** What the report's progress bar said since readyToReport, each change once ("Replaying the game: 40 %"). */
export const progressSaid = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
