import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { clickFigure } from './clicks';
import { afterFrames, clickPlay, launch, leaveGame, openSetupFile, openTable, settle, shot } from './harness';

// PM-SNAP / PM-AIM: a volley's odds are on screen, per target, before a die is rolled, and the
// badges show the aimed roll once the figure has aimed. The expected words are worked out here from
// the rulebook's words (closed form), not read back from the engine.

let browser: Browser;
let t: TablePage;

interface GameView {
  active: string | null;
  log: { rule: string; text: string }[];
  figures: { id: string; at: { x: number; y: number } }[];
}

const game = (): Promise<GameView> =>
  t.page.evaluate(() => {
    const g = (
      window.__table!.store as { getState(): { play: { game: Record<string, unknown> } | null } }
    ).getState().play!.game as unknown as {
      active: string | null;
      log: unknown[];
      table: { figures: unknown[] };
    };
    return JSON.parse(JSON.stringify({ active: g.active, log: g.log, figures: g.table.figures })) as GameView;
  });

const d = 1 / 6;
const pc = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * Blue 1 (3,1) fires n dice at Red 1 (1,1): range 2 in the open, nothing in the way. Each die hits on
 * `need`+ (PM-RANGE; PM-AIM), a 1 never hits and calls the chart (PM-ONE): 1–5 discount the other
 * dice; a 6 is goggle lifting, and with the blue Marshal 2 from the shooter a d6 of 1 or 6
 * disqualifies, else the others count (PM-CHART). The Marshal 1 from Red 1 checks every mark
 * (PM-SAVE 2–5 marks, PM-PAINTCHECK 4–6 kills).
 */
function closedForm(n: 1 | 2, need: number): string {
  const p = (7 - need) * d; // need…6
  const q = (need - 2) * d; // 2…need−1
  const goOn = d * (4 * d); // a 1, chart 6, goggle roll 2–5
  const hits = n === 1 ? [0, p] : [0, 2 * p * q + 2 * d * goOn * p, p * p];
  const some = hits.reduce((a, b) => a + b, 0);
  const expected = hits.reduce((a, b, k) => a + k * b, 0);
  const eliminated = hits.reduce((a, b, k) => a + b * (1 - Math.pow(2 / 3, k)), 0);
  const dice = `${n} ${n === 1 ? 'die' : 'dice'} on ${need}+`;
  return `${dice} · hit at least once ${pc(some)} · ${expected.toFixed(2)} hits expected · eliminated ${pc(eliminated)}`;
}

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('odds before the dice', () => {
  it('PM-SNAP / PM-AIM: a volley of 2 shows its exact odds before it is fired; after Aim the odds and the badge are aimed', async () => {
    await openSetupFile(t.page, serialiseSetup(duel()), 'duel.json');
    await clickPlay(t.page);
    await t.page.getByRole('button', { name: 'Roll the command dice' }).click();
    await settle(t.page);
    const g = await game();
    expect(g.active).toBe('blue'); // seed 8
    const at = (id: string) => g.figures.find((f) => f.id === id)!.at;
    await clickFigure(t.page, at('blue-1'));
    await clickFigure(t.page, at('red-1'));
    const odds = t.page.getByTestId('volley-odds');
    await odds.waitFor();
    const row = (label: string) =>
      odds.getByTestId('volley-odds-row').filter({ has: t.page.getByText(label, { exact: true }) });
    await expect(row('Shoot Red 1 ×2').locator('li').textContent()).resolves.toBe(
      `Red 1: ${closedForm(2, 3)}`,
    );
    await expect(row('Shoot Red 1 ×2').locator('li').textContent()).resolves.toBe(
      'Red 1: 2 dice on 3+ · hit at least once 69.1% · 1.14 hits expected · eliminated 32.9%',
    );
    await expect(row('Shoot Red 1 ×1').locator('li').textContent()).resolves.toBe(
      `Red 1: ${closedForm(1, 3)}`,
    );
    await expect(t.page.getByTestId('badge-red-1').textContent()).resolves.toBe('3+');
    // The shot panel gives the same volley's odds in its summary.
    await expect(t.page.getByTestId('sight-panel').textContent()).resolves.toContain(
      'Two unaimed dice: hit at least once 69.1% · eliminated 32.9%',
    );
    // Nothing has been fired: no to-hit die in the log.
    expect((await game()).log.filter((e) => e.rule === 'PM-RANGE' || e.rule === 'PM-ONE')).toEqual([]);
    // Why a second die adds less than it seems, said where the volleys are offered.
    await expect(t.page.getByTestId('volley-odds-chart').textContent()).resolves.toContain(
      'A 1 among several dice calls the problem chart',
    );
    await shot(t.page, 'volley-odds-before-fire');

    // Aim (1 AP): one die is left, now aimed: 2+ at range 2; the badge says so too.
    await afterFrames(t.page, () =>
      t.page.getByTestId('action-bar').getByRole('button', { name: /^Aim/ }).click(),
    );
    await settle(t.page);
    await expect(row('Shoot Red 1 ×1').locator('li').textContent()).resolves.toBe(
      `Red 1: ${closedForm(1, 2).replace('on 2+', 'on 2+ aimed')}`,
    );
    await expect(odds.getByText('Shoot Red 1 ×2', { exact: true }).count()).resolves.toBe(0); // 1 AP left
    await expect(t.page.getByTestId('badge-red-1').textContent()).resolves.toBe('aimed 2+');
    await shot(t.page, 'volley-odds-after-aim');
    expect(t.errors).toEqual([]);
  });

  it('PM-SENTRY: the sentry question gives the roll needed and the odds of its die before its owner answers', async () => {
    const sentryDuel = {
      ...duel(),
      name: 'Sentry duel',
      figures: duel().figures.map((f) => (f.id === 'red-1' ? { ...f, status: 'sentry' as const } : f)),
    };
    await leaveGame(t.page);
    await openSetupFile(t.page, serialiseSetup(sentryDuel), 'sentry.json');
    await clickPlay(t.page);
    await t.page.getByRole('button', { name: 'Roll the command dice' }).click();
    await settle(t.page);
    const g = await game();
    expect(g.active).toBe('blue'); // seed 8
    const blue = g.figures.find((f) => f.id === 'blue-1')!.at;
    await clickFigure(t.page, blue);
    // One hex towards Red's sentry: Blue 1 ends in hex (2,1), range 1 from Red 1 in (1,1).
    const hex = await t.page.evaluate(([x, y]) => window.__table!.project(x! - 10, y!, 0), [blue.x, blue.y]);
    await afterFrames(t.page, () => t.page.mouse.click(hex!.x, hex!.y));
    await settle(t.page);
    // PM-RANGE: a die greater than 1 hits (2–6, 5/6). PM-SAVE 2–5 marks (4/6). A Marshal 1 away checks:
    // PM-PAINTCHECK 4–6 kills (1/2).
    const eliminated = (5 / 6) * (4 / 6) * (1 / 2);
    const prompt = t.page.getByTestId('decision');
    await expect(prompt.locator('p').textContent()).resolves.toBe(
      `Red player decides: Red 1 on sentry can fire at Blue 1 as it moves: fire, or let it pass? One unaimed die at range 1 needs 2+ · hit ${pc(5 / 6)} · Blue 1 eliminated ${pc(eliminated)}`,
    );
    expect((await game()).log.filter((e) => e.rule === 'PM-RANGE')).toEqual([]); // asked before any die
    await shot(t.page, 'volley-odds-sentry-asks');
    expect(t.errors).toEqual([]);
  });
});
