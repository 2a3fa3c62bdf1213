import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STANDARD_LAYOUT } from '../../src/rules/paintball-mini/board/standardBoard';
import { hexPoint, serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import {
  SHOTS,
  afterFrames,
  afterNotice,
  launch,
  openTable,
  settle,
  shot,
  openSetupFile,
  clickPlay,
} from './harness';

// EN-REFEREE at the table: a correction made through the referee's card is in the log for both
// players; a volley is taken back only with the referee's note; a game shared as a replay link
// opens in another page as a replay, and a tampered link is refused and leaves the address bar.

let browser: Browser;
let t: TablePage;

type S = {
  play: { actions: unknown[]; game: { table: { figures: { id: string; status: string }[] } } } | null;
  replayAt: number | null;
  referee: unknown;
  act(a: unknown): boolean;
};
const state = (page = t.page) =>
  page.evaluate(() => {
    const s = (window.__table!.store as { getState(): S }).getState();
    return {
      actions: s.play?.actions.length ?? null,
      replayAt: s.replayAt,
      referee: s.referee !== null,
      red1: s.play?.game.table.figures.find((f) => f.id === 'red-1')?.status ?? null,
    };
  });

/** The referee's lines in the log, whichever way the log reads. */
const refereeLines = async (page = t.page) =>
  (await page.getByTestId('log-line').allInnerTexts()).filter((l) => l.includes('Referee:'));

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe("the referee's hand", () => {
  it('EN-REFEREE: a status set and a piece moved through the card are written in the log; Esc closes it unchanged', async () => {
    await openSetupFile(t.page, serialiseSetup(duel()), 'duel.json');
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Roll the command dice' }).click());
    await settle(t.page);

    // Esc closes the card, and nothing is corrected.
    await t.page.getByRole('button', { name: 'Referee', exact: true }).click();
    await t.page.getByTestId('referee-card').waitFor();
    await t.page.keyboard.press('Escape');
    await t.page.getByTestId('referee-card').waitFor({ state: 'detached' });
    expect(await state()).toMatchObject({ actions: 1, referee: false });

    // Red 1 from the list, pinned down.
    await t.page.getByRole('button', { name: 'Referee', exact: true }).click();
    await t.page.getByLabel('Piece', { exact: true }).selectOption({ label: 'Red 1' });
    await t.page.getByLabel('Set its status').check();
    await t.page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pinned down (impotent)' });
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Confirm' }).click());
    await settle(t.page);
    expect(await state()).toMatchObject({ actions: 2, referee: false, red1: 'impotent' });
    expect(await refereeLines()).toHaveLength(1);
    expect((await refereeLines())[0]).toContain('Referee: Red 1 is now pinned down (was active)');

    // Red 1 moved: its new place picked with a click on the table, then confirmed.
    await t.page.getByRole('button', { name: 'Referee', exact: true }).click();
    await t.page.getByLabel('Piece', { exact: true }).selectOption({ label: 'Red 1' });
    await t.page.getByRole('button', { name: 'Pick its new place' }).click();
    const to = hexPoint(STANDARD_LAYOUT, { q: 1, r: 2 });
    const p = await t.page.evaluate(([x, y]) => window.__table!.project(x!, y!, 0), [to.x, to.y]);
    await afterFrames(t.page, () => t.page.mouse.click(p!.x, p!.y));
    await t.page.getByTestId('referee-place').waitFor();
    await settle(t.page);
    await shot(t.page, 'referee-card');
    // The README's picture (copied to docs/referee.png by hand, so a test run leaves the tree clean):
    // the panel with the card, and the table up to the ringed place.
    await t.page.screenshot({
      path: `${SHOTS}/referee-readme.png`,
      clip: { x: 0, y: 80, width: 940, height: 600 },
    });
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Confirm' }).click());
    await settle(t.page);
    expect(await state()).toMatchObject({ actions: 3, referee: false });
    expect(await refereeLines()).toHaveLength(2);
    expect((await refereeLines()).find((l) => l.includes('Referee: Red 1 moved 1 hex'))).toBeDefined();
    await shot(t.page, 'referee-logged');
    expect(t.errors).toEqual([]);
  });

  it("EN-REFEREE: a volley is not undone plainly; 'Undo with a referee's note' takes it back, logged", async () => {
    await afterFrames(t.page, async () => {
      await t.page.evaluate(() =>
        (window.__table!.store as { getState(): S })
          .getState()
          .act({ type: 'shoot', figureId: 'blue-1', shots: [{ targetId: 'red-1', dice: 2 }] }),
      );
    });
    await settle(t.page);
    expect(await state()).toMatchObject({ actions: 4 });
    await t.page.keyboard.press('Control+z');
    await t.page.getByTestId('notice-error').waitFor();
    expect(await t.page.getByTestId('notice-error').innerText()).toContain('Not undone');
    expect(await state()).toMatchObject({ actions: 4 });
    await afterFrames(t.page, () =>
      t.page.getByRole('button', { name: "Undo with a referee's note" }).click(),
    );
    await settle(t.page);
    expect(await state()).toMatchObject({ actions: 5 });
    expect(await refereeLines()).toHaveLength(3);
    expect(
      (await refereeLines()).find((l) => l.includes("Referee: took back Blue 1's volley")),
    ).toBeDefined();
    await shot(t.page, 'referee-took-back');
    expect(t.errors).toEqual([]);
  });
});

describe('replay links', () => {
  it('the game shared as a replay link opens in a new page as a replay; a tampered one is refused and cleared', async () => {
    const origin = new URL(inject('baseUrl')).origin;
    await t.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const said = await afterNotice(
      t.page,
      () => t.page.getByRole('button', { name: 'Share replay link' }).click(),
      'info',
      /copied|#replay=/,
    );
    const link = said.includes('copied')
      ? await t.page.evaluate(() => navigator.clipboard.readText())
      : said.slice(said.indexOf('http'));
    expect(link).toContain('#replay=v1.');

    const other = await openTable(browser, link, { width: 1200, height: 760 });
    await other.page.getByTestId('game-over').waitFor();
    await settle(other.page);
    expect(await state(other.page)).toMatchObject({ actions: 5, replayAt: 0 });
    expect(await other.page.getByTestId('replay-step').innerText()).toBe('step 0 of 5');
    expect(other.page.url()).not.toContain('#replay');
    await afterFrames(other.page, () => other.page.getByRole('button', { name: 'Step forward' }).click());
    await afterFrames(other.page, () => other.page.getByRole('button', { name: 'Step forward' }).click());
    await settle(other.page);
    expect(await other.page.getByTestId('replay-step').innerText()).toBe('step 2 of 5');
    expect(await refereeLines(other.page)).toHaveLength(1);
    expect((await refereeLines(other.page))[0]).toContain('Referee: Red 1 is now pinned down (was active)');
    await shot(other.page, 'replay-link-opened');
    expect(other.errors).toEqual([]);

    // One character changed in the packed game: refused, said, and gone from the address bar.
    const at = link.length - 10;
    const tampered = `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
    const bad = await openTable(browser, tampered, { width: 1200, height: 760 });
    await bad.page.getByTestId('notice-error').waitFor();
    expect(await bad.page.getByTestId('notice-error').innerText()).toMatch(
      /^The replay link could not be opened: the link is damaged.*Nothing was changed\.\n×$/,
    );
    expect(bad.page.url()).not.toContain('#replay');
    expect(await state(bad.page)).toMatchObject({ actions: null });
    await shot(bad.page, 'replay-link-refused');
  });
});
