import type { Page } from 'playwright-core';

// The network panel as a player at another machine uses it, for the browser tests of network play.

export const netPanel = (page: Page) => page.getByRole('complementary', { name: 'Network play' });

/** Takes the seat named `seat` at the network table, as `name`. */
export async function sitAt(page: Page, seat: string, name: string): Promise<void> {
  await netPanel(page).getByLabel('Your name').fill(name);
  await netPanel(page)
    .getByRole('listitem')
    .filter({ hasText: seat })
    .getByRole('button', { name: 'Sit here' })
    .click();
  await netPanel(page)
    .getByRole('listitem')
    .filter({ hasText: `${seat} · ${name} (you)` })
    .waitFor();
}
