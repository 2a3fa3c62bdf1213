import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, clickPlay, launch, leaveGame, openTable, settle, shot } from './harness';
import { lookCloselyAtRed } from './clicks';

// Issue 27's "readable by everyone", checked by axe-core in the built app: no serious or critical
// violation on the table as it opens, in the editor, in a game of each system with its attack or
// shot card open, and in network play's panel once Host has opened a table. One page session walks
// through them all, so the check costs one start of the table.

let browser: Browser;
let t: TablePage;
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1280, height: 800 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Every serious or critical violation axe finds on the page now, one line each: its rule, its
 * impact, what it asks, and the elements that break it with axe's own summary of why.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    // The panels are a touch see-through over the 3D table, and axe cannot weigh text over a
    // canvas: it would leave most of the panels' contrast unjudged. With the canvas out of sight
    // for the check, the panels are judged over the page's own dark background, near what shows
    // through them.
    const hide = document.createElement('style');
    hide.textContent = 'canvas { visibility: hidden !important; }';
    document.head.append(hide);
    const r = await axe.run(document, { resultTypes: ['violations'] }).finally(() => hide.remove());
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary ?? '' })),
    }));
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n'),
    );
}

/** Checks the page where it stands now and keeps a screenshot of what was checked. */
async function check(where: string) {
  await settle(t.page);
  await shot(t.page, `a11y-${where}`);
  const found = await seriousViolations(t.page);
  expect.soft(found, `axe on ${where}:\n${found.join('\n')}`).toEqual([]);
}

/** Opens a table that ships with the app, by the toolbar's list, and starts a game on it. */
async function playBuiltIn(id: string, name: string) {
  await leaveGame(t.page);
  await afterFrames(t.page, async () => {
    await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption(id);
  });
  await t.page.getByTestId('setup-name').filter({ hasText: name }).waitFor();
  await settle(t.page);
  await clickPlay(t.page);
  await t.page.getByTestId('dice-log').waitFor();
}

describe('accessibility (axe-core)', () => {
  it('finds no serious or critical violation on the table, the editor, a game of each system with its attack card, and network play', async () => {
    await check('table');

    // What opens from the table: the key, the code box to join a hosted table, the screenshot options.
    await t.page.getByRole('button', { name: 'Key & shortcuts' }).click();
    await t.page.getByRole('button', { name: 'Join…' }).click();
    await t.page.getByRole('button', { name: 'Screenshot options' }).click();
    await t.page.getByRole('dialog', { name: 'Screenshot options' }).waitFor();
    await check('table-opened');
    await t.page.keyboard.press('Escape');
    await t.page.getByRole('button', { name: 'Cancel' }).click();
    await t.page.getByRole('button', { name: 'Hide key' }).click();

    // PaintBall Mini's teams carry their marks on their bases, Red the disc and Blue the triangle,
    // as the other systems' seats do: a close look at two figures of each side.
    const drawn = (name: string) => t.page.evaluate((n) => window.__table!.drawnTriangles(n), name);
    expect(await drawn('team-marks-1')).toBeGreaterThan(0);
    expect(await drawn('team-marks-2')).toBeGreaterThan(0);
    await lookCloselyAtRed(t.page, 9, 1);
    await shot(t.page, 'a11y-paintball-team-marks');
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));

    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await t.page.getByTestId('editor-panel').waitFor();
    await check('editor');
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());

    await clickPlay(t.page);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Roll the command dice' }).click());
    await t.page.getByTestId('log-line').first().waitFor();
    // The log is a live region: a screen reader reads each new line as the game writes it.
    const log = t.page.getByRole('log');
    expect(await log.getAttribute('aria-live')).toBe('polite');
    expect(await log.getByTestId('log-line').count()).toBeGreaterThan(0);
    await check('paintball-game');
    // A shot's card, as a click on one's own figure and then on an enemy opens it.
    await afterFrames(t.page, () =>
      t.page.evaluate(() => {
        type Figure = { id: string; team: string; role: string };
        type S = {
          setup: { figures: Figure[] };
          play: { game: { active: string } };
          showShot(piece: string, target: string): void;
        };
        const s = (window.__table!.store as { getState(): S }).getState();
        const players = s.setup.figures.filter((f) => f.role === 'paintballer');
        const own = players.find((f) => f.team === s.play.game.active)!;
        const enemy = players.find((f) => f.team !== own.team)!;
        s.showShot(own.id, enemy.id);
      }),
    );
    await t.page.getByTestId('sight-panel').waitFor();
    await check('paintball-shot');

    // Four players, so the sheets of four seats are checked, and Red sees Blue across the board.
    await playBuiltIn('hex-battle-wars-free-for-all', 'Free-for-all');
    await t.page.getByTestId('character-sheets').waitFor();
    await t.page.getByText('Key & shortcuts').click(); // the key, open beside the game
    await check('hex-battle-wars-game');
    await t.page.getByText('Key & shortcuts').click();
    // The attack's card with its odds, as Red picked and Blue pointed at open it.
    await afterFrames(t.page, () =>
      t.page.evaluate(() => {
        type S = { showShot(piece: string, target: string): void };
        (window.__table!.store as { getState(): S }).getState().showShot('red', 'blue');
      }),
    );
    await t.page.getByTestId('attack-card').getByText('In sight').waitFor();
    await check('hex-battle-wars-attack');

    await playBuiltIn('hexprint-skirmish', 'Skirmish');
    await check('hexprint-game');
    // The shot's card with its lines of sight, for the pair of models nearest each other for its
    // shooter's range (at the start only the Heavy Gunners reach an enemy).
    await afterFrames(t.page, () =>
      t.page.evaluate(() => {
        type Hex = { q: number; r: number };
        type Unit = {
          seat: string;
          card: { abilities: { kind: string; range?: number }[] };
          models: { id: string; at: Hex; gone: string | null }[];
        };
        type S = { play: { game: { units: Unit[] } }; showShot(piece: string, target: string): void };
        const s = (window.__table!.store as { getState(): S }).getState();
        const apart = (a: Hex, b: Hex) =>
          (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
        const units = s.play.game.units;
        const pairs = units.flatMap((u) => {
          const range = Math.max(0, ...u.card.abilities.map((a) => (a.kind === 'shoot' ? a.range! : 0)));
          return range === 0
            ? []
            : units
                .filter((v) => v.seat !== u.seat)
                .flatMap((v) =>
                  u.models.flatMap((m) =>
                    v.models.map((n) => ({ from: m.id, to: n.id, over: apart(m.at, n.at) - range })),
                  ),
                );
        });
        const best = pairs.sort((a, b) => a.over - b.over)[0]!;
        s.showShot(best.from, best.to);
      }),
    );
    await t.page.getByTestId('shot-card').getByTestId('shot-line').first().waitFor();
    await check('hexprint-shot');

    // Network play's panel, as Host opens it on the table server (a table, its link and its seats).
    await leaveGame(t.page);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Host', exact: true }).click());
    await t.page.waitForURL(/\?table=[a-z2-9]{6}$/);
    const code = new URL(t.page.url()).searchParams.get('table')!;
    await t.page
      .getByRole('complementary', { name: 'Network play' })
      .getByText(code, { exact: true })
      .waitFor();
    await check('net-host');
    await t.page.getByRole('button', { name: 'Leave the network table' }).click();
    expect(t.errors).toEqual([]);
  });
});
