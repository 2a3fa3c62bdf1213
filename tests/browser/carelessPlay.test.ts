import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, launch, openTable, settle, shot } from './harness';

// A careless player at Hex Battle Wars' and HexPrint's tables, as resume.test.ts is for PaintBall
// Mini: a double click on Play, Esc, a reload in the middle of a game, Leave half-way and the game
// brought back from Recent games where it stood. Nothing is lost on the way.

let browser: Browser;
let t: TablePage;

interface Seen {
  readonly actions: number;
  readonly log: number;
  readonly leaving: boolean;
}

const seen = (): Promise<Seen | null> =>
  t.page.evaluate(() => {
    type S = {
      play: { actions: unknown[]; game: { log: unknown[] } } | null;
      leaving: boolean;
    };
    const s = (window.__table!.store as { getState(): S }).getState();
    return s.play === null
      ? null
      : { actions: s.play.actions.length, log: s.play.game.log.length, leaving: s.leaving };
  });

/** Lets the app's automatic player take every seat until the game has `n` actions, then takes them back. */
async function playTo(n: number, seats: readonly string[]): Promise<void> {
  const auto = (on: boolean) =>
    t.page.evaluate(
      ([list, o]) => {
        const s = (
          window.__table!.store as { getState(): { setAutomatic(seat: string, on: boolean): void } }
        ).getState();
        for (const seat of list as string[]) s.setAutomatic(seat, o as boolean);
      },
      [seats, on] as const,
    );
  await auto(true);
  await t.page.waitForFunction(
    (k) =>
      ((window.__table!.store as { getState(): { play: { actions: unknown[] } | null } }).getState().play
        ?.actions.length ?? 0) >= k,
    n,
    { timeout: 120_000, polling: 200 },
  );
  await auto(false);
  await settle(t.page);
}

/** Does `act` (a click on a dialog or a key that may draw nothing on the table), then waits for the table to be still. */
async function calm(act: () => Promise<void>): Promise<void> {
  await act();
  await settle(t.page);
}

/** Leaves the game through the toolbar and the card that asks first. */
async function leave(): Promise<void> {
  await calm(() => t.page.getByRole('button', { name: 'Leave game', exact: true }).click());
  await calm(() => t.page.getByRole('alertdialog').getByRole('button', { name: 'Leave game' }).click());
  await t.page.getByTestId('play-panel').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  { table: 'hex-battle-wars-duel', name: 'Duel', seats: ['red', 'blue'] },
  { table: 'hexprint-king-of-the-hill', name: 'King of the Hill', seats: ['north', 'south'] },
])('a careless player at $name', ({ table, name, seats }) => {
  it('a double click on Play, Esc, a reload mid-game and Leave half-way lose nothing', async () => {
    const { page } = t;
    await page.selectOption('select[aria-label="Load a table"]', table);
    await page.getByTestId('setup-name').filter({ hasText: name }).waitFor();
    await settle(page);
    await afterFrames(page, () => page.getByRole('button', { name: 'Play', exact: true }).dblclick());
    await page.getByTestId('play-panel').waitFor();
    await settle(page);
    if ((await seen())?.leaving === true) await calm(() => page.keyboard.press('Escape'));
    expect(await seen()).toMatchObject({ actions: 0, leaving: false });

    await playTo(6, seats);
    await calm(() => page.keyboard.press('Escape'));
    const before = (await seen())!;
    expect(before.actions).toBeGreaterThanOrEqual(6);

    // A reload in the middle of the game brings it back as it stood.
    await page.reload();
    await page.getByTestId('play-panel').waitFor();
    await settle(page);
    expect(await seen()).toEqual(before);

    // Leave asks first; Keep playing keeps it, Leave game puts it under Recent games.
    const ask = page.getByRole('alertdialog');
    await calm(() => page.getByRole('button', { name: 'Leave game', exact: true }).click());
    await calm(() => ask.getByRole('button', { name: 'Keep playing' }).click());
    expect(await seen()).toEqual(before);
    await leave();
    expect(await seen()).toBeNull();

    await calm(() => page.getByRole('button', { name: 'Recent games' }).click());
    const recent = page.getByRole('dialog', { name: 'Recent games' });
    await calm(() => recent.getByRole('listitem').first().getByRole('button', { name: 'Resume' }).click());
    await page.getByTestId('play-panel').waitFor();
    await settle(page);
    expect(await seen()).toEqual(before);
    await shot(page, `careless-${table}`);
    await leave(); // for the next table: a game in play keeps other tables from opening
  });
});
