import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ledgerOf } from '../../src/game/luck/replayLedger';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { paintballMini } from '../../src/rules/paintball-mini/system';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { clickFigure } from './clicks';
import { netPanel, sitAt } from './netSeat';
import { afterFrames, launch, openSetupFile, openTable, settle, shot } from './harness';

// Two players on two machines (two browser contexts, each its own storage): one opens a duel and
// hosts it, the other opens the link and takes the other seat; they play through the table server
// with the canvas and the buttons, each screen showing the other's moves, and one reloads mid-game
// and comes back to its seat where the game stands.

let browser: Browser;
let host: TablePage;
let guest: TablePage;

interface Seen {
  phase: string;
  active: string | null;
  pending: unknown;
  toAct: string | null;
  actions: number;
  log: string[];
  selectedId: string | null;
  targetId: string | null;
  figures: { id: string; team: string; role: string; at: { x: number; y: number } }[];
}

/** What a page's table shows of the game (its store, as the panels read it). */
const seen = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    type Shown = {
      rules: { seatToAct(g: unknown): string | null };
      selectedId: string | null;
      targetId: string | null;
      play: { actions: unknown[]; game: Record<string, unknown> } | null;
    };
    const s = (window.__table!.store as { getState(): Shown }).getState();
    const g = s.play!.game as {
      phase: string;
      active: string | null;
      pending: unknown;
      log: { rule: string; text: string }[];
      table: { figures: Seen['figures'] };
    };
    return JSON.parse(
      JSON.stringify({
        phase: g.phase,
        active: g.active,
        pending: g.pending,
        toAct: s.rules.seatToAct(g),
        actions: s.play!.actions.length,
        log: g.log.map((e) => `${e.rule} ${e.text}`),
        selectedId: s.selectedId,
        targetId: s.targetId,
        figures: g.table.figures,
      }),
    ) as Seen;
  });

/** The log lines on a page's screen, in order. */
const logOnScreen = (page: Page): Promise<string[]> =>
  page.getByTestId('log-line').evaluateAll((els) =>
    els
      .map((el) => ({
        i: Number(el.getAttribute('data-index')),
        text: el.querySelector('.log-line')?.textContent ?? '',
      }))
      .sort((a, b) => a.i - b.i)
      .map((l) => l.text),
  );

/** Waits until a page's table shows `n` actions. */
const showsActions = (page: Page, n: number) =>
  page.waitForFunction(
    (k) =>
      (window.__table!.store as { getState(): { play: { actions: unknown[] } | null } }).getState().play
        ?.actions.length === k,
    n,
    { timeout: 60_000, polling: 100 },
  );

/**
 * One step of a simple player at its own screen: answer, roll, or pick its figure and the foe in the
 * canvas and shoot with the most dice allowed, else end the turn. True when it sent an action.
 */
async function step(page: Page, g: Seen): Promise<boolean> {
  const panel = page.getByTestId('play-panel');
  if (g.pending !== null) {
    await panel.getByTestId('decision').getByRole('button').first().click();
    return true;
  }
  if (g.phase === 'command') {
    await panel.getByRole('button', { name: 'Roll the command dice' }).click();
    return true;
  }
  const me = g.figures.find((f) => f.team === g.active && f.role === 'paintballer')!;
  const foe = g.figures.find((f) => f.team !== g.active && f.role === 'paintballer')!;
  if (g.selectedId !== me.id) return clickFigure(page, me.at).then(() => false);
  if (g.targetId !== foe.id) return clickFigure(page, foe.at).then(() => false);
  for (const dice of [3, 2, 1]) {
    const b = panel.getByRole('button', { name: new RegExp(`^Shoot .+ ×${dice}`) });
    if ((await b.count()) > 0 && (await b.isEnabled())) {
      await b.click();
      return true;
    }
  }
  await panel.getByRole('button', { name: /^End (Red|Blue)'s turn$/ }).click();
  return true;
}

beforeAll(async () => {
  browser = await launch();
  host = await openTable(browser, inject('baseUrl'), { width: 1200, height: 760 });
  await settle(host.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('network play in two browsers', () => {
  it('hosts a duel, seats a player from the link, plays through the server, and a reload catches up', async () => {
    const { page: a } = host;
    await openSetupFile(a, serialiseSetup(duel()), 'duel.json');
    await afterFrames(a, () => a.getByRole('button', { name: 'Host', exact: true }).click());
    await a.waitForURL(/\?table=[a-z2-9]{6}$/);
    const code = new URL(a.url()).searchParams.get('table')!;
    await netPanel(a).getByText(code, { exact: true }).waitFor();
    // This test's server listens on loopback only: the link says it works on this machine alone
    // (on a network address, it names that address: tests/unit/net/reachAt.test.ts).
    await expect(netPanel(a).locator('a[data-link]').getAttribute('data-link')).resolves.toBe(
      `${new URL(inject('baseUrl')).origin}/?table=${code}`,
    );
    await netPanel(a).getByText('this machine only', { exact: false }).waitFor();
    await sitAt(a, 'Red', 'Ann');

    // The host keeps the table to invitations (issue 28, item 7): the link gains a second secret.
    await netPanel(a)
      .getByRole('checkbox', { name: /By invitation only/ })
      .click();
    await netPanel(a)
      .getByText(/^By invitation only: newcomers sit or watch only from the link/)
      .waitFor();
    // The words come with the table's view; the invitation with the answer to the host's command,
    // which may come a moment later: wait for the link that carries it.
    const withInvitation = netPanel(a).locator('a[data-link*="&invitation="]');
    await withInvitation.waitFor();
    const link = (await withInvitation.getAttribute('data-link'))!;
    expect(link).toMatch(new RegExp(`/\\?table=${code}&invitation=[A-Za-z0-9_-]{32}$`));
    await a.waitForURL(/&invitation=[A-Za-z0-9_-]{32}$/);
    await shot(a, 'net-host-by-invitation');

    // Someone with the code alone (guessed, or typed from across the room) is told what to ask for.
    guest = await openTable(browser, `${inject('baseUrl')}?table=${code}`, { width: 1200, height: 760 });
    const { page: b } = guest;
    await netPanel(b)
      .getByText(/seats newcomers by invitation only: open the link the host sends/)
      .waitFor();
    // The other player opens the host's link on a machine of their own.
    await b.goto(link);
    await sitAt(b, 'Blue', 'Bo');
    // Each sees who is here.
    await netPanel(a)
      .getByRole('listitem')
      .filter({ hasText: 'Blue · Bo' })
      .filter({ hasText: 'here' })
      .waitFor();
    await expect(
      b.evaluate(
        () => (window.__table!.store as { getState(): { setup: { name: string } } }).getState().setup.name,
      ),
    ).resolves.toBe('Duel');
    // The host's table is framed whole on the guest's screen, and the server keeps it: nothing edits it here.
    await settle(b);
    const inView = await b.evaluate(() => {
      const t = window.__table!;
      const { setup } = (
        t.store as { getState(): { setup: { figures: { at: { x: number; y: number } }[] } } }
      ).getState();
      return setup.figures.every((f) => {
        const p = t.project(f.at.x, f.at.y, 1.9);
        return p !== null && p.x > 0 && p.y > 0 && p.x < innerWidth && p.y < innerHeight;
      });
    });
    expect(inView).toBe(true);
    for (const name of ['Edit table', 'Open…', 'Play'])
      await expect(b.getByRole('button', { name, exact: true }).isDisabled()).resolves.toBe(true);
    await expect(b.getByRole('combobox', { name: 'Load a table' }).isDisabled()).resolves.toBe(true);

    await afterFrames(a, () => netPanel(a).getByRole('button', { name: 'Start the game' }).click());
    for (const p of [a, b]) await p.getByTestId('play-panel').waitFor();
    await expect(
      netPanel(b)
        .getByText(/^Seed fingerprint [0-9a-f]{16}…$/)
        .count(),
    ).resolves.toBe(1);
    // The seed stays on the server: no line on either screen names it.
    expect((await logOnScreen(b))[0]).toContain('(kept by the table server until the end)');
    await shot(b, 'net-guest-started');

    let actions = 0;
    let reloaded = false;
    let refused = false;
    for (let i = 0; i < 40 && actions < 6; i++) {
      const g = await seen(a);
      if (g.phase === 'over') break;
      const actor = g.toAct === 'blue' ? b : a;
      const other = actor === a ? b : a;

      // Out of turn: the other player's screen greys the turn's buttons and says whose turn it is
      // (the server would refuse them anyway: tests/unit/net checks that refusal).
      if (!refused && g.phase === 'play' && g.pending === null && g.toAct !== null) {
        const team = g.toAct === 'red' ? 'Red' : 'Blue';
        const end = other.getByTestId('play-panel').getByRole('button', { name: `End ${team}'s turn` });
        await expect(end.isDisabled()).resolves.toBe(true);
        await expect(end.getAttribute('title')).resolves.toBe(
          `${team} plays this on their own screen; it shows here when they have.`,
        );
        await expect(other.getByTestId('play-hint').textContent()).resolves.toBe(
          `${team} plays this on their own screen; it shows here when they have.`,
        );
        expect((await seen(other)).actions).toBe(actions);
        await shot(other, 'net-waits-out-of-turn');
        refused = true;
      }

      if (!(await step(actor, await seen(actor)))) continue;
      actions += 1;
      await showsActions(other, actions);
      await showsActions(actor, actions);
      await settle(other);
      // The other screen shows the move as the actor's does: the same game and the same log on screen.
      const there = await seen(other);
      const here = await seen(actor);
      expect({ ...there, selectedId: null, targetId: null }).toEqual({
        ...here,
        selectedId: null,
        targetId: null,
      });
      expect(await logOnScreen(other)).toEqual(here.log);
      if (actions === 1) await shot(other, 'net-other-after-first-move');

      // Mid-game the guest reloads: back at its seat, caught up, the game as the host sees it.
      if (!reloaded) {
        await b.reload();
        await b.getByTestId('play-panel').waitFor();
        await showsActions(b, actions);
        await settle(b);
        await netPanel(b).getByRole('listitem').filter({ hasText: 'Blue · Bo (you)' }).waitFor();
        expect(await seen(b)).toMatchObject({ actions, log: (await seen(a)).log });
        await shot(b, 'net-guest-after-reload');
        reloaded = true;
      }
    }
    expect(reloaded).toBe(true);
    expect(refused).toBe(true);
    expect(actions).toBeGreaterThanOrEqual(2);

    // The end (the rules', or the host's): the seed is revealed on both screens, and each replays the
    // game from it, step by step.
    if ((await seen(a)).phase !== 'over')
      await afterFrames(a, () => netPanel(a).getByRole('button', { name: 'End the game' }).click());
    for (const p of [a, b])
      await netPanel(p)
        .getByText(/^Seed [0-9a-f]{32} \(nonce [0-9a-f]+\)/)
        .waitFor();
    await shot(b, 'net-guest-seed-revealed');
    // A game the rules ended is replayed here from the revealed seed: its replay steps back through it.
    const end = await seen(b);
    if (end.phase === 'over') {
      await b.getByRole('button', { name: 'Step back' }).click();
      await expect(b.getByTestId('replay-step').textContent()).resolves.toBe(
        `step ${end.actions - 1} of ${end.actions}`,
      );
    }
    // With the seed revealed, the game's battle report is the ledger of the game replayed from it.
    const record = await b.evaluate(() => {
      const { play } = (
        window.__table!.store as {
          getState(): { play: { initial: unknown; seed: unknown; actions: unknown[] } };
        }
      ).getState();
      return JSON.parse(
        JSON.stringify({ initial: play.initial, seed: play.seed, actions: play.actions }),
      ) as {
        seed: unknown;
        actions: unknown[];
      };
    });
    expect(record.seed).toMatch(/^[0-9a-f]{32}$/);
    const made = ledgerOf(paintballMini, record, paintballMini.measure());
    if (!made.ok) throw new Error(made.reason);
    await netPanel(b).getByRole('button', { name: 'Battle report' }).click();
    const card = b.getByRole('dialog', { name: 'Battle report' });
    await card.locator('.report-sides, .report-empty, [role="alert"]').first().waitFor({ timeout: 120_000 });
    expect(await card.getByRole('alert').count()).toBe(0);
    if (made.ledger.rolls.length === 0) expect(await card.locator('.report-empty').count()).toBe(1);
    else
      expect(await card.locator('.report-sides li').allInnerTexts()).toEqual(
        made.ledger.sides.map((s) => s.words),
      );
    await shot(b, 'net-guest-battle-report');
    await card.getByRole('button', { name: 'Close' }).click();
    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
});
