import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { clickFigure } from './clicks';
import { afterFrames, launch, openTable, settle, shot, openSetupFile, clickPlay } from './harness';

// The game log a player reads: shots played through the UI; the log reads oldest to newest with the
// newest line in sight, the dice card lies beside the log text, never over it, each die says what
// it did, and pointing at a line lights the pieces it names on the table.

let browser: Browser;
let t: TablePage;

interface View {
  phase: string;
  active: string | null;
  pending: unknown;
  figures: { id: string; team: string; role: string; at: { x: number; y: number } }[];
  last: {
    rule: string;
    text: string;
    dice?: { sides: number; value: number }[];
    refs?: { figures?: string[] };
  }[];
  logLength: number;
}

type Store = { getState(): Record<string, unknown> };

const view = (): Promise<View> =>
  t.page.evaluate(() => {
    const p = (window.__table!.store as Store).getState().play as {
      lastEvents: unknown[];
      game: {
        phase: string;
        active: string | null;
        pending: unknown;
        log: unknown[];
        table: { figures: unknown[] };
      };
    };
    return JSON.parse(
      JSON.stringify({
        phase: p.game.phase,
        active: p.game.active,
        pending: p.game.pending,
        figures: p.game.table.figures,
        last: p.lastEvents,
        logLength: p.game.log.length,
      }),
    ) as View;
  });

/** One step of a simple player: answer, roll, pick and shoot the enemy, else end the turn. */
async function step(g: View): Promise<void> {
  const panel = t.page.getByTestId('play-panel');
  if (g.pending !== null)
    return void (await panel.getByTestId('decision').getByRole('button').first().click());
  if (g.phase === 'command')
    return void (await panel.getByRole('button', { name: 'Roll the command dice' }).click());
  const me = g.figures.find((f) => f.team === g.active && f.role === 'paintballer')!;
  const foe = g.figures.find((f) => f.team !== g.active && f.role === 'paintballer')!;
  const s = await t.page.evaluate(
    () =>
      (window.__table!.store as Store).getState() as { selectedId: string | null; targetId: string | null },
  );
  if (s.selectedId !== me.id) return clickFigure(t.page, me.at);
  if (s.targetId !== foe.id) return clickFigure(t.page, foe.at);
  for (const dice of [1, 2]) {
    const b = panel.getByRole('button', { name: new RegExp(`^Shoot .+ ×${dice}`) });
    if ((await b.count()) > 0 && (await b.isEnabled())) return void (await b.click());
  }
  await panel.getByRole('button', { name: /^End (Red|Blue)'s turn$/ }).click();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

beforeAll(async () => {
  browser = await launch();
  // A short window: the log runs out of room after a few shots and must scroll to its newest line.
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1100, height: 620 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the game log', () => {
  it('keeps the newest line in sight, lays the dice card beside the text, marks each die and lights what a line names', async () => {
    await openSetupFile(t.page, serialiseSetup(duel()), 'duel.json');
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    const log = t.page.getByTestId('dice-log');
    let shots = 0;
    let overflowed = false;
    for (let i = 0; i < 80 && !(overflowed && shots >= 2); i++) {
      const g = await view();
      if (g.phase === 'over') break;
      await step(g);
      await settle(t.page);
      const after = await view();
      if (!after.last.some((e) => e.rule === 'PM-RANGE')) continue;
      shots++;
      overflowed = await log.evaluate((el) => el.scrollHeight > el.clientHeight + 2);
    }
    expect(shots).toBeGreaterThanOrEqual(1);
    expect(overflowed).toBe(true);
    const g = await view();

    // One direction: the lines stand in the log's order, top to bottom, and the newest is in sight.
    const lines = await t.page
      .getByTestId('log-line')
      .evaluateAll((els) =>
        els.map((el) => ({ i: Number(el.getAttribute('data-index')), top: el.getBoundingClientRect().top })),
      );
    expect(lines.map((l) => l.i)).toEqual(lines.map((_, k) => k));
    expect(lines.every((l, k) => k === 0 || l.top > lines[k - 1]!.top)).toBe(true);
    const logBox = (await log.boundingBox())!;
    const newest = (await t.page
      .locator(`[data-testid="log-line"][data-index="${g.logLength - 1}"]`)
      .boundingBox())!;
    expect(newest.y).toBeGreaterThanOrEqual(logBox.y - 1);
    expect(newest.y + newest.height).toBeLessThanOrEqual(logBox.y + logBox.height + 1);
    // …and the log's box itself is on screen, inside the panel, not pushed below its edge.
    const panelBox = (await t.page.getByTestId('play-panel').boundingBox())!;
    expect(logBox.y + logBox.height).toBeLessThanOrEqual(panelBox.y + panelBox.height + 1);
    expect(
      await t.page.getByTestId('play-panel').evaluate((el) => el.scrollHeight <= el.clientHeight + 1),
    ).toBe(true);

    // The dice card takes its own room: no log text lies under it.
    const card = (await t.page.getByTestId('last-roll').boundingBox())!;
    expect(overlaps(card, logBox)).toBe(false);
    const texts = await t.page.locator('[data-testid="dice-log"] .text').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    // Lines scrolled out of the log's box are clipped by it: only their parts in sight could be covered.
    const clip = (b: Box): Box => {
      const x = Math.max(b.x, logBox.x);
      const y = Math.max(b.y, logBox.y);
      const right = Math.min(b.x + b.width, logBox.x + logBox.width);
      const bottom = Math.min(b.y + b.height, logBox.y + logBox.height);
      return { x, y, width: right - x, height: bottom - y };
    };
    const inSight = texts.map(clip).filter((b) => b.height > 0 && b.width > 0);
    expect(inSight.length).toBeGreaterThan(1);
    expect(inSight.filter((b) => overlaps(card, b))).toEqual([]);

    // Each die of the last shot says what it did, as the engine recorded it.
    const dice = await t.page
      .getByTestId('last-die')
      .evaluateAll((els) =>
        els.map((el) => ({ label: el.getAttribute('aria-label'), outcome: el.getAttribute('data-outcome') })),
      );
    const rolled = g.last.flatMap((e) => (e.dice ?? []).map((d) => d.value));
    expect(dice).toHaveLength(rolled.length);
    for (const [k, d] of dice.entries()) {
      expect(d.outcome, d.label ?? '').not.toBeNull();
      expect(d.label).toMatch(new RegExp(`^${rolled[k]} — \\S`));
    }
    const toHit = g.last.findIndex((e) => e.rule === 'PM-RANGE');
    const toHitDice = dice.slice(
      g.last.slice(0, toHit).reduce((n, e) => n + (e.dice?.length ?? 0), 0),
      g.last.slice(0, toHit + 1).reduce((n, e) => n + (e.dice?.length ?? 0), 0),
    );
    for (const d of toHitDice) expect(d.outcome).toMatch(/^(hit|miss|discounted)$/);
    await shot(t.page, 'game-log-after-shot');

    // Pointing at the shot's line lights its shooter and target on the table.
    // (The shot panel is closed first, so the picture shows both lit figures.)
    await afterFrames(t.page, () =>
      t.page.evaluate(() =>
        (window.__table!.store as { getState(): { select(id: null): void } }).getState().select(null),
      ),
    );
    const line = t.page
      .getByTestId('log-line')
      .filter({ hasText: /to hit: .+ fires/ })
      .last()
      .locator('.log-line');
    await line.scrollIntoViewIfNeeded();
    await afterFrames(t.page, () => line.hover());
    await settle(t.page);
    const lit = await t.page.evaluate(
      () => (window.__table!.store as Store).getState().litLog as { figures?: string[] } | null,
    );
    expect(lit?.figures).toEqual(expect.arrayContaining(['red-1', 'blue-1']));
    await shot(t.page, 'game-log-hover-lights');
    await afterFrames(t.page, () => t.page.mouse.move(900, 300));
    expect(await t.page.evaluate(() => (window.__table!.store as Store).getState().litLog)).toBeNull();
    expect(t.errors).toEqual([]);
  });
});
