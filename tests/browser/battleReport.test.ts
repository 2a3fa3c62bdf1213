import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Ledger } from '../../src/game/luck/ledger';
import { ledgerOf } from '../../src/game/luck/replayLedger';
import { percent } from '../../src/game/luck/words';
import type { Logged } from '../../src/game/playedGame';
import type { RuleSystem } from '../../src/game/ruleSystem';
import { hexBattleWars } from '../../src/rules/hex-battle-wars/system';
import { hexPrint } from '../../src/rules/hexprint/system';
import { paintballMini } from '../../src/rules/paintball-mini/system';
import { encodeReplayLink } from '../../src/state/play/replayLink';
import { longGame } from '../fixtures/longGame';
import { gamesBefore, monteCarlo } from '../unit/game/luck/support';
import { battleOdds, hexPrintOdds, paintballOdds } from './engineOdds';
import type { TablePage } from './harness';
import {
  SHOTS,
  clickPlay,
  lastNotice,
  launch,
  openTable,
  playOutThroughStore,
  settle,
  shot,
  waitForNotice,
} from './harness';
import { progressSaid, readyToReport, reportIt } from './longReport';
import { pixelStats } from './pixels';
import { openOffline, pageShot } from './savedPage';

// The battle report as a player opens it: from the game panel while a game is played, and from Game
// over. What it says is the luck ledger of the game's own record (set-up, seed, actions), worked
// out here in Node by the same rules: each side's standing, the swings and every roll.

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=11`, { width: 1280, height: 800 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

const report = () => t.page.getByRole('dialog', { name: 'Battle report' });

type GameRecord = { initial: { name: string }; seed: number; actions: unknown[] };
/** The games the first two tests play to their end, reported again from Recent games and a link. */
let ctf: GameRecord;
let duel: GameRecord;

/** The words of the report once it is worked out: each side's, or the refusal. */
async function reportSays(): Promise<{ sides: string[] } | { refused: string }> {
  await report().locator('.report-sides, [role="alert"]').first().waitFor({ timeout: 120_000 });
  const alert = report().getByRole('alert');
  if ((await alert.count()) > 0) return { refused: await alert.innerText() };
  return { sides: await report().locator('.report-sides li').allInnerTexts() };
}

/**
 * The duel's record changed so that the rules refuse it (found here in Node, by the ledger): its
 * actions shifted by one, or a different seed, whichever the ledger refuses first.
 */
function tampered(game: GameRecord): { record: GameRecord; reason: string } {
  const tries: GameRecord[] = [
    { ...game, actions: [...game.actions.slice(0, 3), ...game.actions.slice(4)] },
    { ...game, seed: game.seed + 1 },
    { ...game, actions: [game.actions[1], game.actions[0], ...game.actions.slice(2)] },
  ];
  for (const record of tries) {
    const made = ledgerOf(hexBattleWars, record, hexBattleWars.measure());
    if (!made.ok) return { record, reason: made.reason };
  }
  throw new Error('no change to the record was refused');
}

/** The game's record as the table keeps it. */
const record = () =>
  t.page.evaluate(() => {
    const { play } = (
      window.__table!.store as {
        getState(): { play: { initial: unknown; seed: unknown; actions: unknown[] } };
      }
    ).getState();
    return JSON.parse(JSON.stringify({ initial: play.initial, seed: play.seed, actions: play.actions }));
  });

/** The report's rows as the page shows them: action, roll, expected, what fell, its chance. */
const rowsShown = () =>
  report()
    .getByTestId('report-roll')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent.replace(/\s+/g, ' ').trim())),
    );

/**
 * The ledger, and the report's rows, against the engine's own odds before each roll (engineOdds.ts,
 * asked here of the game replayed before each action): every action that rolls is a roll of the
 * ledger with exactly those odds, and each row shows their expectation and the chance of what fell.
 */
async function checkAgainstEngine<S extends Logged, A, T, W>(
  system: RuleSystem<S, A, T, W>,
  game: GameRecord,
  ledger: Ledger,
  oddsOf: (before: S, action: A, world: W) => number[] | null,
) {
  const world = system.measure();
  const actions = game.actions as A[];
  const before = gamesBefore(system, { ...game, actions, log: [] }, world);
  const odds = actions.map((a, i) => oddsOf(before[i]!, a, world));
  expect(ledger.rolls.map((r) => r.action)).toEqual(odds.flatMap((o, i) => (o === null ? [] : [i])));
  const shown = await rowsShown();
  expect(shown).toHaveLength(ledger.rolls.length);
  ledger.rolls.forEach((r, i) => {
    const engine = odds[r.action]!;
    const expected = engine.reduce((e, p, k) => e + k * p, 0);
    expect(r.odds).toEqual(engine);
    expect(r.expected).toBeCloseTo(expected, 12);
    const [action, , exp, fell, chance] = shown[i]!;
    expect([action, exp, fell, chance]).toEqual([
      String(r.action + 1),
      `${expected.toFixed(2)} ${r.counts.many}`,
      String(r.outcome),
      percent(engine[r.outcome]!),
    ]);
  });
}

/** "84" of "better than 84 %", as a number (the words' floor and ceiling as 0 and 100). */
const shownPercent = (words: string | undefined) =>
  words === undefined || words === 'less than 0.01' ? 0 : words === 'more than 99.99' ? 100 : Number(words);

/**
 * Each side's standing as the report words it, against 20,000 games drawn here from the same odds
 * (monteCarlo, written in the tests, not the kit's exact count): better than, the same as and worse
 * than within 2 points (the words round to whole percents; the draw is good to about 1).
 */
async function checkStandings(ledger: Ledger, seed: number) {
  const words = await report().locator('.report-sides li').allInnerTexts();
  expect(words).toHaveLength(ledger.sides.length);
  ledger.sides.forEach((side, i) => {
    const said =
      /^(.+) rolled better than (.+) % of possible games with the same decisions, worse than (.+?) %(?:, and the same as (.+) %)?\.$/.exec(
        words[i]!,
      );
    expect(said?.[1]).toBe(side.name);
    const drawn = monteCarlo(ledger, side.side, 20_000, seed);
    expect(Math.abs(shownPercent(said?.[2]) - 100 * drawn.below)).toBeLessThan(2);
    expect(Math.abs(shownPercent(said?.[4]) - 100 * drawn.tied)).toBeLessThan(2);
    expect(Math.abs(shownPercent(said?.[3]) - 100 * (1 - drawn.below - drawn.tied))).toBeLessThan(2);
  });
}

/** The player's view and hand: where the camera is and what is picked. */
const playersView = () =>
  t.page.evaluate(() => {
    const { selectedId, targetId, interaction } = (
      window.__table!.store as {
        getState(): { selectedId: unknown; targetId: unknown; interaction: unknown };
      }
    ).getState();
    return {
      camera: window.__table!.camera(),
      selectedId,
      targetId,
      interaction: JSON.stringify(interaction),
    };
  });

/**
 * The key moments the report pictures, in words (src/game/luck/moments.ts): the set-up, the three
 * biggest swings in the order they were played, each named by its rank, and the end.
 */
function momentWords(ledger: Ledger, actions: number): string[] {
  const swings = ledger.swings
    .slice(0, 3)
    .map((w, i) => ({ action: ledger.rolls[w.roll]!.action, i, words: w.words }));
  swings.sort((a, b) => a.action - b.action);
  return [
    'The set-up: the table before the first action.',
    ...swings.map((w) => `Swing ${w.i + 1}, action ${w.action + 1} of ${actions}: ${w.words}`),
    `The end: the table after the last of the game's ${actions} actions.`,
  ];
}

/**
 * The report's key moments: a picture for each, drawn off screen, with its words as its alt text;
 * each picture a table (not blank: many colours, little background), 480 × 300; the off-screen
 * table gone once they are drawn, and the player's camera and hand as they were (`before`). Writes
 * the pictures into the screenshots as `name`-1.jpg, … to be looked at.
 */
async function checkMoments(ledger: Ledger, actions: number, name: string, before: unknown) {
  const words = momentWords(ledger, actions);
  const pictures = report().getByTestId('moment-picture');
  await expect.poll(() => pictures.count(), { timeout: 180_000, interval: 500 }).toBe(words.length);
  await report().getByText('Drawing the key moments').waitFor({ state: 'detached' });
  expect(await t.page.locator('.moment-canvas').count()).toBe(0);
  expect(await pictures.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(
    words,
  );
  expect(await pictures.locator('figcaption').allInnerTexts()).toEqual(words);
  const srcs = await pictures
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  mkdirSync(SHOTS, { recursive: true });
  for (const [i, src] of srcs.entries()) {
    expect(src.startsWith('data:image/jpeg;base64,')).toBe(true);
    const stats = await pixelStats(t.page, src);
    expect({ width: stats.width, height: stats.height }).toEqual({ width: 480, height: 300 });
    expect(stats.colours, `picture ${i + 1}'s colours`).toBeGreaterThan(200);
    expect(stats.background, `picture ${i + 1}'s background`).toBeLessThan(0.6);
    writeFileSync(`${SHOTS}/${name}-${i + 1}.jpg`, Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
  }
  expect(await playersView()).toEqual(before);
  return words;
}

/**
 * Saves the open report as one web page, opens the file in a fresh browser at a phone's size with
 * every request blocked, and checks that it says what the ledger says, draws its chart, fits the
 * phone's width and asked for nothing.
 */
async function checkSavedPage(ledger: Ledger, table: string, file: string, moments: readonly string[]) {
  const [download] = await Promise.all([
    t.page.waitForEvent('download'),
    report().getByRole('button', { name: 'Save as a web page' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(file);
  const path = `test-results/${file}`;
  await download.saveAs(path);
  const saved = await openOffline(browser, path);
  try {
    const p = saved.page;
    expect(await p.locator('h1').innerText()).toBe(`Battle report: ${table}`);
    expect(await p.locator('.report-sides li').allInnerTexts()).toEqual(ledger.sides.map((s) => s.words));
    expect(await p.locator('.report-swings li').allInnerTexts()).toEqual(ledger.swings.map((s) => s.words));
    expect(await p.locator('.report-rolls tbody tr').count()).toBe(ledger.rolls.length);
    // The key moments' pictures, inline: each loaded with nothing fetched, its words its alt text.
    const pictures = p.locator('.moment-picture img');
    expect(await pictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(moments);
    await expect
      .poll(() => pictures.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)))
      .toEqual(moments.map(() => 480));
    // The chart: one line a side, drawn the width of the phone; the key names each side.
    expect(await p.locator('.luck-chart > svg path').count()).toBe(ledger.sides.length);
    const chart = await p.locator('.luck-chart > svg').boundingBox();
    expect(chart?.width).toBeGreaterThan(340);
    expect(await p.locator('.luck-key').count()).toBe(ledger.sides.length);
    // Readable on the phone: nothing runs off its side.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await pageShot(p, file.replace('.html', '-phone'));
    expect(saved.requests).toEqual([]);
    expect(saved.errors).toEqual([]);
  } finally {
    await saved.close();
  }
}

/**
 * Print on the open report: the browser's print is asked for, every roll unfolds, and on paper
 * (print media) only the report shows, without its buttons, its chart and rows kept whole.
 */
async function checkPrinted(rolls: number, name: string) {
  // The browser's print dialog cannot be answered here: the test's print counts the call and says
  // "beforeprint", as the browser does before it prints.
  await t.page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
      window.dispatchEvent(new Event('beforeprint'));
    };
  });
  await report().getByRole('button', { name: 'Print' }).click();
  expect(await t.page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await t.page.emulateMedia({ media: 'print' });
  try {
    expect(await report().isVisible()).toBe(true);
    const left = {
      canvas: t.page.locator('canvas').first(),
      // The game panel holds the report: all else in it is left off.
      winner: t.page.getByTestId('winner'),
      rematch: t.page.getByRole('button', { name: 'Rematch' }),
      toolbar: t.page.getByRole('button', { name: 'Leave game' }),
      'report buttons': report().getByRole('button', { name: 'Close' }),
    };
    const shown: string[] = [];
    for (const [what, l] of Object.entries(left)) if (await l.isVisible()) shown.push(what);
    expect(shown).toEqual([]);
    expect(await report().getByTestId('report-roll').first().isVisible()).toBe(true);
    expect(await report().getByTestId('report-roll').count()).toBe(rolls);
    const kept = await report().evaluate((card) =>
      ['.luck-chart', '.report-swings li', '.report-rolls tr'].map(
        (sel) => getComputedStyle(card.querySelector(sel)!).breakInside,
      ),
    );
    expect(kept).toEqual(['avoid', 'avoid', 'avoid']);
    await shot(t.page, name);
    const pdf = await t.page.pdf({ path: `test-results/${name}.pdf`, format: 'A4' });
    // A4 pages of the report: its chart and its rows, at least two pages of them for a long game.
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length).toBeGreaterThan(1);
  } finally {
    await t.page.emulateMedia({ media: 'screen' });
  }
}

describe('the battle report', () => {
  it('PaintBall Mini, Capture the Flag played to its end: Game over opens the report, and it says what the ledger of the record says', async () => {
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    // PaintBall's automatic player is the rule system's own (the table server's): the game is played
    // by it here in Node, from the table's set-up and seed, and its actions handed to the table.
    const { initial, seed } = await record();
    const world = paintballMini.measure();
    let state = paintballMini.start(initial, seed);
    const actions: unknown[] = [];
    while (!paintballMini.progress(state).over && actions.length < 3000) {
      const action = paintballMini.auto(state, world)!;
      const next = paintballMini.apply(state, action, world);
      if (!next.ok) throw new Error(`the automatic player's action was refused: ${next.reason}`);
      state = next.state;
      actions.push(action);
    }
    expect(paintballMini.progress(state).over).toBe(true);
    // Before the first roll the report has nothing to tell, and nothing to save or print.
    const whole = ledgerOf(paintballMini, { initial, seed, actions }, world);
    if (!whole.ok) throw new Error(whole.reason);
    const firstRoll = whole.ledger.rolls[0]!.action;
    expect(firstRoll).toBeGreaterThan(0);
    expect(
      await t.page.evaluate(
        (batch) => {
          const store = window.__table!.store as { getState(): { act(a: unknown): boolean } };
          return batch.findIndex((a) => !store.getState().act(a));
        },
        actions.slice(0, firstRoll),
      ),
    ).toBe(-1);
    await settle(t.page);
    await t.page.getByTestId('play-panel').getByRole('button', { name: 'Battle report' }).click();
    await report().getByText('No die has been rolled against odds yet').waitFor({ timeout: 120_000 });
    expect(await report().getByRole('button').allInnerTexts()).toEqual(['Close']);
    await shot(t.page, 'battle-report-no-roll');
    await report().getByRole('button', { name: 'Close' }).click();
    for (let i = firstRoll; i < actions.length; i += 25) {
      const refused = await t.page.evaluate(
        (batch) => {
          const store = window.__table!.store as { getState(): { act(a: unknown): boolean } };
          return batch.findIndex((a) => !store.getState().act(a));
        },
        actions.slice(i, i + 25),
      );
      expect(refused, `action ${i + refused} taken at the table`).toBe(-1);
      await settle(t.page);
    }
    expect((await record()).actions).toHaveLength(actions.length);
    ctf = await record();
    const made = ledgerOf(paintballMini, ctf, paintballMini.measure());
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const { ledger } = made;
    expect(ledger.rolls.length).toBeGreaterThan(0);
    const before = await playersView();
    await t.page.getByTestId('play-panel').getByRole('button', { name: 'Battle report' }).click();
    await report().locator('.report-sides').waitFor({ timeout: 120_000 });
    expect(await report().locator('.report-sides li').allInnerTexts()).toEqual(
      ledger.sides.map((s) => s.words),
    );
    expect(await report().locator('.report-swings li').allInnerTexts()).toEqual(
      ledger.swings.map((s) => s.words),
    );
    await report().getByText(`Every roll (${ledger.rolls.length})`).waitFor();
    expect(await report().getByTestId('report-roll').count()).toBe(ledger.rolls.length);
    // The chart draws one line a side, named in its key.
    expect(await report().locator('.luck-chart path').count()).toBe(ledger.sides.length);
    expect(await report().locator('.luck-key').allInnerTexts()).toEqual(
      ledger.sides.map((s) => `${s.name} ${s.luck >= 0 ? '+' : '−'}${Math.abs(s.luck).toFixed(1)}`),
    );
    // The keyboard starts on Close; Esc closes it too.
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await checkAgainstEngine(paintballMini, ctf, ledger, paintballOdds);
    await checkStandings(ledger, 3);
    const moments = await checkMoments(ledger, ctf.actions.length, 'battle-report-ctf', before);
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await shot(t.page, 'battle-report-ctf');
    // The pictures in the card, scrolled to, for a person to look at.
    await report().locator('.report-moments').scrollIntoViewIfNeeded();
    await shot(t.page, 'battle-report-ctf-moments');
    await checkSavedPage(ledger, 'Capture the Flag', 'capture-the-flag-battle-report.html', moments);
    await checkPrinted(ledger.rolls.length, 'battle-report-ctf-print');
    await report().getByRole('button', { name: 'Close' }).focus();
    await t.page.keyboard.press('Escape');
    await report().waitFor({ state: 'detached' });
    // With no report open, printing leaves the page as it is.
    await t.page.emulateMedia({ media: 'print' });
    expect(await t.page.locator('canvas').first().isVisible()).toBe(true);
    await t.page.emulateMedia({ media: 'screen' });
    expect(t.errors).toEqual([]);
  });

  it('Hex Battle Wars keeps a tile secret while it is played: the report waits for the game to end', async () => {
    await t.page.getByRole('button', { name: 'New game', exact: true }).click();
    await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hex-battle-wars-duel');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Duel' }).waitFor();
    await settle(t.page);
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    await playOutThroughStore(t.page, async () => {
      // While the duel goes on, no report: its rolls would say which tile is real.
      expect(await t.page.getByRole('button', { name: 'Battle report' }).count()).toBe(0);
    });
    await settle(t.page);
    const before = await playersView();
    await t.page.getByRole('button', { name: 'Battle report' }).click();
    await report()
      .locator('.report-sides, [role="alert"], .battle-report')
      .first()
      .waitFor({ timeout: 120_000 });
    expect(await report().getByRole('alert').count()).toBe(0);
    duel = await record();
    const made = ledgerOf(hexBattleWars, duel, hexBattleWars.measure());
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.ledger.rolls.length).toBeGreaterThan(0);
    await report().locator('.report-sides').waitFor();
    expect(await report().locator('.report-sides li').allInnerTexts()).toEqual(
      made.ledger.sides.map((s) => s.words),
    );
    await checkAgainstEngine(hexBattleWars, duel, made.ledger, battleOdds);
    await checkStandings(made.ledger, 5);
    const moments = await checkMoments(made.ledger, duel.actions.length, 'battle-report-duel', before);
    await shot(t.page, 'battle-report-duel');
    await checkSavedPage(made.ledger, 'Duel', 'duel-battle-report.html', moments);
    await report().getByRole('button', { name: 'Close' }).click();
    expect(t.errors).toEqual([]);
  });

  it("from Recent games: any system's finished game is reported by its own rules, whatever table is open; a tampered one or an unknown system's is refused by name", async () => {
    // Leaving the duel puts it at the top of Recent games, over the Capture the Flag game.
    await t.page.getByRole('button', { name: 'New game', exact: true }).click();
    await settle(t.page);
    const recent = () => t.page.getByTestId('recent-games');
    const reportOf = async (row: number) => {
      await t.page.getByRole('button', { name: 'Recent games' }).click();
      await recent().getByRole('listitem').nth(row).getByRole('button', { name: 'Report' }).click();
      await recent().waitFor({ state: 'detached' });
      const says = await reportSays();
      return says;
    };
    const duelLedger = ledgerOf(hexBattleWars, duel, hexBattleWars.measure());
    if (!duelLedger.ok) throw new Error(duelLedger.reason);
    const ctfLedger = ledgerOf(paintballMini, ctf, paintballMini.measure());
    if (!ctfLedger.ok) throw new Error(ctfLedger.reason);
    expect(await reportOf(0)).toEqual({ sides: duelLedger.ledger.sides.map((s) => s.words) });
    await shot(t.page, 'battle-report-recent');
    await report().getByRole('button', { name: 'Close' }).click();
    // The table is the duel's, Hex Battle Wars: PaintBall's game is reported all the same, by PaintBall's rules.
    expect(await reportOf(1)).toEqual({ sides: ctfLedger.ledger.sides.map((s) => s.words) });
    await report().getByRole('button', { name: 'Close' }).click();
    // And the duel at a PaintBall table, by Hex Battle Wars' rules, loaded when the report asks for them.
    await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('capture-the-flag');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Capture the Flag' }).waitFor();
    await settle(t.page);
    expect(await reportOf(0)).toEqual({ sides: duelLedger.ledger.sides.map((s) => s.words) });
    expect(await report().getByTestId('report-roll').count()).toBe(duelLedger.ledger.rolls.length);
    // Its pictures are drawn only at a table of its own system: the card says so, and draws none.
    await expect
      .poll(() => report().locator('.report-moments').innerText())
      .toMatch(/The key moments could not be drawn: they are drawn at a Hex Battle Wars table/);
    expect(await report().getByTestId('moment-picture').count()).toBe(0);
    await shot(t.page, 'battle-report-recent-other-table');
    await report().getByRole('button', { name: 'Close' }).click();
    // A record changed in the browser's storage: refused with the ledger's words, never reported.
    const bad = tampered(duel);
    const change = (game: object) =>
      t.page.evaluate((changed) => {
        const key = 'paintball-mini:recent-games';
        const list = JSON.parse(localStorage.getItem(key)!) as { game: object }[];
        list[0]!.game = { ...list[0]!.game, ...changed };
        localStorage.setItem(key, JSON.stringify(list));
      }, game);
    await change(bad.record);
    expect(await reportOf(0)).toEqual({ refused: `No report for this game: ${bad.reason}.` });
    expect(await report().locator('.battle-report').count()).toBe(0);
    await shot(t.page, 'battle-report-refused');
    await report().getByRole('button', { name: 'Close' }).click();
    // A game of a system this table does not have is refused, naming it.
    await change({ ...duel, initial: { ...duel.initial, system: 'chess' } });
    expect(await reportOf(0)).toEqual({
      refused:
        'No report for this game: its rules could not be loaded (this table does not play the “chess” system; it plays PaintBall Mini, Hex Battle Wars, HexPrint).',
    });
    await report().getByRole('button', { name: 'Close' }).click();
    expect(t.errors).toEqual([]);
  });

  it('from a replay link: the game opens as a replay and Game over reports it; a tampered or foreign link opens nothing', async () => {
    const link = (record: GameRecord) => {
      const made = encodeReplayLink(record as never, 'http://x/', 1e9);
      if (!made.ok) throw new Error(made.reason);
      return made.url.slice(made.url.indexOf('#'));
    };
    const open = (hash: string) =>
      t.page.evaluate((h) => {
        location.hash = h;
      }, hash);
    // A replay link opens at a table of its game's system: the last test left a PaintBall table open.
    await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hex-battle-wars-duel');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Duel' }).waitFor();
    await settle(t.page);
    // Refused links change nothing, and the notice says why.
    for (const [record, words] of [
      [tampered(duel).record, 'its actions no longer replay'],
      [ctf, 'its set-up is broken (system:'],
    ] as const) {
      const before = await lastNotice(t.page);
      await open(link(record));
      const said = await waitForNotice(t.page, 'error', 'The replay link could not be opened', before);
      expect(said).toContain(words);
      expect(await t.page.getByTestId('play-panel').count()).toBe(0);
    }
    await open(link(duel));
    await t.page
      .getByTestId('replay-step')
      .filter({ hasText: `step 0 of ${duel.actions.length}` })
      .waitFor();
    await t.page.getByTestId('game-over').getByRole('button', { name: 'Battle report' }).click();
    const made = ledgerOf(hexBattleWars, duel, hexBattleWars.measure());
    if (!made.ok) throw new Error(made.reason);
    expect(await reportSays()).toEqual({ sides: made.ledger.sides.map((s) => s.words) });
    await report().getByRole('button', { name: 'Close' }).click();
    expect(t.errors).toEqual([]);
  });

  it('HexPrint, a Skirmish played to its end: the report says what the ledger says, and saves as a web page', async () => {
    await t.page.getByRole('button', { name: 'New game', exact: true }).click();
    await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-skirmish');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Skirmish' }).waitFor();
    await settle(t.page);
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    await playOutThroughStore(t.page);
    await settle(t.page);
    const skirmish = await record();
    const made = ledgerOf(hexPrint, skirmish, hexPrint.measure());
    if (!made.ok) throw new Error(made.reason);
    expect(made.ledger.rolls.length).toBeGreaterThan(0);
    const before = await playersView();
    await t.page.getByTestId('game-over').getByRole('button', { name: 'Battle report' }).click();
    expect(await reportSays()).toEqual({ sides: made.ledger.sides.map((s) => s.words) });
    expect(await report().locator('.report-swings li').allInnerTexts()).toEqual(
      made.ledger.swings.map((s) => s.words),
    );
    await checkAgainstEngine(hexPrint, skirmish, made.ledger, hexPrintOdds);
    await checkStandings(made.ledger, 7);
    const moments = await checkMoments(
      made.ledger,
      skirmish.actions.length,
      'battle-report-skirmish',
      before,
    );
    await shot(t.page, 'battle-report-skirmish');
    await checkSavedPage(made.ledger, 'Skirmish', 'skirmish-battle-report.html', moments);
    await report().getByRole('button', { name: 'Close' }).click();
    expect(t.errors).toEqual([]);
  });

  it('a game of 3,000 actions from Recent games: the progress bar moves while the report is worked out, then the report is shown', async () => {
    await t.page.getByRole('button', { name: 'New game', exact: true }).click();
    await settle(t.page);
    const game = longGame();
    expect(game.actions.length).toBeGreaterThanOrEqual(3000);
    const made = ledgerOf(paintballMini, game, paintballMini.measure());
    if (!made.ok) throw new Error(made.reason);
    await readyToReport(t.page, game);
    await reportIt(t.page);
    expect(await report().getByRole('alert').count()).toBe(0);
    expect(await report().locator('.report-sides li').allInnerTexts()).toEqual(
      made.ledger.sides.map((s) => s.words),
    );
    await report().getByText(`Every roll (${made.ledger.rolls.length})`).waitFor();
    expect(await report().locator('.report-about').innerText()).toContain(`${game.actions.length} actions`);
    // The bar was shown, and said how far the replay had come on the way (not only at its ends).
    const said = await progressSaid(t.page);
    expect(said.length).toBeGreaterThan(1);
    expect(said.some((w) => /^Replaying the game: ([1-9]|[1-9]\d) %$/.test(w))).toBe(true);
    await shot(t.page, 'battle-report-long-game');
    await report().getByRole('button', { name: 'Close' }).click();
    expect(t.errors).toEqual([]);
  });
});
