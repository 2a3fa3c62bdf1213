import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, clickPlay, launch, leaveGame, openTable, settle, shot, waitForFrames } from './harness';

// The hand-over rule at one screen (src/ui/play/handover.ts), with the card on: a card only when the
// person at the screen must change (the seat to act chooses something, and another player said they
// were here), never twice for one seat in a row, and a card dismissed stays dismissed over a reload.
// Every card is answered by its button, every step by the action bar, as the players would.

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=3`, { width: 1280, height: 800 });
  await t.page.evaluate(() => localStorage.setItem('pbm.handover', 'on'));
  await t.page.reload();
  await waitForFrames(t.page, 1);
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

/** The game as the table holds it, and who must act and whether they choose anything. */
const now = () =>
  t.page.evaluate(() => {
    type G = { phase: string; activation?: unknown };
    type R = { seatToAct(g: G): string | null; seatChooses?(g: G): boolean };
    const s = (window.__table!.store as { getState(): { play: { game: G } | null; rules: R } }).getState();
    const g = s.play!.game;
    return {
      phase: g.phase,
      activating: (g.activation ?? null) !== null,
      seat: s.rules.seatToAct(g),
      chooses: s.rules.seatChooses?.(g) !== false,
    };
  });

const card = () => t.page.getByTestId('handover');
const bar = () => t.page.getByTestId('action-bar');

/**
 * Plays at one screen until `done`: a card, when there is one, is answered by the player it names;
 * else `step` takes the next step in the action bar. Returns the cards' seats (by name) and how
 * often the seat to act changed between steps its player chooses in.
 */
async function handOverUntil(
  name: string,
  done: (n: Awaited<ReturnType<typeof now>>) => boolean,
  step: (n: Awaited<ReturnType<typeof now>>) => Promise<void>,
): Promise<{ cards: string[]; changes: number }> {
  const cards: string[] = [];
  let changes = 0;
  let chooser: string | null = null;
  for (let i = 0; i < 60; i++) {
    await settle(t.page);
    if ((await card().count()) > 0) {
      const who = (await card().getByRole('heading').innerText()).split(' ')[0]!;
      if (cards.length === 0) await shot(t.page, `${name}-first-card`);
      cards.push(who);
      await card()
        .getByRole('button', { name: `${who} is here` })
        .click();
      continue;
    }
    const n = await now();
    if (n.chooses && n.seat !== chooser) {
      changes++;
      chooser = n.seat;
    }
    if (done(n)) return { cards, changes };
    await step(n).catch(async (e: unknown) => {
      await shot(t.page, `${name}-stuck`);
      throw e;
    });
  }
  throw new Error(`not done after 60 steps: ${JSON.stringify(await now())}`);
}

describe('the hand-over card at one screen', () => {
  it('HP-TIMER / EN-HP-MARKERS / HP-TICK: King of the Hill from set-up to the first activation: at most one card per change of seat', async () => {
    await afterFrames(t.page, async () => {
      await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-king-of-the-hill');
    });
    await t.page.getByTestId('setup-name').filter({ hasText: 'King of the Hill' }).waitFor();
    await settle(t.page);
    await clickPlay(t.page);
    await t.page.getByTestId('hex-timer').waitFor();
    const { cards, changes } = await handOverUntil(
      'handover-koth',
      (n) => n.phase === 'activations',
      async (n) => {
        if (n.phase === 'markers')
          await bar()
            .getByRole('button', { name: /^Segment 1/ })
            .first()
            .click();
        else await t.page.getByTestId('turn-time').click();
      },
    );
    // All four of one player's markers, then all four of the other's: two cards, where it was eight.
    expect(cards.length).toBeLessThanOrEqual(changes);
    expect(cards.length).toBe(2);
    expect(cards[0]).not.toBe(cards[1]);
    // The first activation: its player is handed the screen if they are not the one at it.
    const first = await handOverUntil(
      'handover-koth-activation',
      () => true,
      async () => {},
    );
    expect(first.cards.length).toBeLessThanOrEqual(1);
    const all = [...cards, ...first.cards];
    for (let i = 1; i < all.length; i++) expect(all[i]).not.toBe(all[i - 1]);
    await shot(t.page, 'handover-first-activation');
    expect(t.errors).toEqual([]);
  });

  it('a card dismissed stays dismissed over a reload', async () => {
    // The seat to act now has said they are here: a reload brings the game back without a card.
    expect(await card().count()).toBe(0);
    const before = await now();
    await t.page.reload();
    await waitForFrames(t.page, 1);
    await t.page.getByTestId('hex-timer').waitFor();
    await settle(t.page);
    expect(await now()).toEqual(before);
    expect(await card().count()).toBe(0);
    await shot(t.page, 'handover-after-reload');
    expect(t.errors).toEqual([]);
  });

  it('HB-STATS / HB-PLACE / HB-ORDER: the duel asks for one card before turn 1, then one for the first turn', async () => {
    await leaveGame(t.page);
    await afterFrames(t.page, async () => {
      await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hex-battle-wars-duel');
    });
    await t.page.getByTestId('setup-name').filter({ hasText: 'Duel' }).waitFor();
    await settle(t.page);
    await clickPlay(t.page);
    await t.page.getByTestId('character-sheets').waitFor();
    const { cards, changes } = await handOverUntil(
      'handover-duel',
      (n) => n.phase === 'play',
      async () => {
        await bar()
          .getByRole('button', { name: /^(Short game|Roll stats|Roll for first place)/ })
          .first()
          .click();
      },
    );
    expect(cards).toEqual(['Red']); // Red chooses the game's length; the rolls need no hand-over
    expect(cards.length).toBeLessThanOrEqual(changes);
    const turn1 = await handOverUntil(
      'handover-duel-turn-1',
      () => true,
      async () => {},
    );
    const first = (await now()).seat;
    expect(turn1.cards).toEqual(first === 'red' ? [] : ['Blue']);
    await shot(t.page, 'handover-hbw-turn-1');
    expect(t.errors).toEqual([]);
  });
});
