import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BattleState } from '../../src/rules/hex-battle-wars/engine';
import type { Setup } from '../../src/rules/hex-battle-wars/setup/schema';
import { cell, duel } from '../../src/rules/hex-battle-wars/setup/scenarios';
import type { TablePage } from './harness';
import { clickPlay, launch, openSetupFile, openTable, settle, shot } from './harness';

// A duel no roll can finish: both characters have an invisibility score of 1 and no passes, so each
// must roll on its first turn and turns invisible on any roll, and a roll to stay invisible never
// fails. The app plays both seats until both are hidden; the panel then points to the way out
// (Reappear, HB-REAPPEAR), which the player takes from the action bar.

let browser: Browser;
let t: TablePage;

function stalemate(): Setup {
  const base = duel();
  const stats = { ac: 12, invisibility: 1, passes: 0, hidden: null };
  return {
    ...base,
    name: 'Both at score 1',
    characters: [
      { seat: base.seats[0]!.id, at: cell(0, 0), ...stats },
      { seat: base.seats[1]!.id, at: cell(11, 9), ...stats },
    ],
    health: 25,
  };
}

type Store = {
  getState(): { play: { game: BattleState } | null; setAutomatic(seat: string, on: boolean): void };
};

const automatic = (on: boolean) =>
  t.page.evaluate((o) => {
    const s = (window.__table!.store as Store).getState();
    for (const c of s.play!.game.characters) s.setAutomatic(c.seat, o);
  }, on);

/** The rest of the turn under way, as the app's automatic player would play it. */
const finishTurn = () =>
  t.page.evaluate(() => {
    type S = {
      play: { game: BattleState };
      rules: { seatToAct(g: unknown): string; autoPlay(g: unknown, seat: string): unknown };
      act(a: unknown): boolean;
    };
    const store = window.__table!.store as { getState(): S };
    for (let n = 0; n < 20 && store.getState().play.game.step !== 'invisibility'; n++) {
      const { play, rules, act } = store.getState();
      act(rules.autoPlay(play.game, rules.seatToAct(play.game)));
    }
  });

/**
 * Plays on through the store without a blow struck or a tile shown, if it can be helped: each seat
 * rolls to stay invisible (at score 1, always kept) and otherwise plays as the app's automatic
 * player; until `quietTurns` turns have ended quietly and the seat to act is at its first step.
 */
const playQuietly = (quietTurns: number) =>
  t.page.evaluate((quiet) => {
    type S = {
      play: { game: BattleState };
      rules: { seatToAct(g: unknown): string; autoPlay(g: unknown, seat: string): unknown };
      act(a: unknown): boolean;
    };
    const store = window.__table!.store as { getState(): S };
    for (let n = 0; n < 3000; n++) {
      const { play, rules, act } = store.getState();
      const g = play.game;
      if (g.step === 'invisibility' && g.turn - g.calmSince >= quiet) return;
      act(g.step === 'invisibility' ? { type: 'rollInvisibility' } : rules.autoPlay(g, rules.seatToAct(g)));
    }
    throw new Error('the game did not go quiet');
  }, quietTurns);

/** At one screen the handover card waits for the next player's click. */
async function handOver() {
  const card = t.page.getByTestId('handover');
  if ((await card.count()) > 0) await card.getByRole('button').click();
}

const gameNow = () => t.page.evaluate(() => (window.__table!.store as Store).getState().play!.game);

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=3`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('a Hex Battle Wars game no roll can end', () => {
  it('HB-INVIS-KEEP / HB-REAPPEAR: every character standing invisible at score 1: the panel shows the way out, and Reappear takes it', async () => {
    await openSetupFile(t.page, stalemate(), 'stalemate.json');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Both at score 1' }).waitFor();
    await settle(t.page);
    await clickPlay(t.page);
    await t.page.getByTestId('character-sheets').waitFor();
    expect(await t.page.getByTestId('never-ends').count()).toBe(0);
    await automatic(true);
    await t.page.getByTestId('never-ends').waitFor({ timeout: 120_000 });
    // Handed back before the app's next move (it waits 700 ms): the players take it from here.
    await automatic(false);
    await finishTurn();
    await settle(t.page);
    const game = await t.page.evaluate(() => (window.__table!.store as Store).getState().play!.game);
    expect(game.phase).toBe('play');
    expect(game.step).toBe('invisibility');
    expect(game.characters.map((c) => [c.invisible, c.invisibility])).toEqual([
      [true, 1],
      [true, 1],
    ]);
    await expect.poll(() => t.page.getByTestId('never-ends').textContent()).toContain('choose Reappear');
    const reappear = t.page.getByTestId('action-bar').getByRole('button', { name: /^Reappear/ });
    await expect.poll(() => reappear.isEnabled()).toBe(true);
    await shot(t.page, 'hbw-never-ends');
    await reappear.focus();
    await t.page.keyboard.press('Enter');
    await expect
      .poll(() =>
        t.page.evaluate(() => {
          const g = (window.__table!.store as Store).getState().play!.game;
          return [
            g.characters[g.active]!.invisible,
            g.step,
            g.tiles.filter((x) => x.seat === g.characters[g.active]!.seat).length,
          ];
        }),
      )
      .toEqual([false, 'movement', 0]);
    expect(await t.page.getByTestId('never-ends').count()).toBe(0);
    await settle(t.page);
    await shot(t.page, 'hbw-reappeared');
  });

  it('HB-DRAW: after 20 quiet rounds the panel offers a draw; the other player declines with Esc, then agrees', async () => {
    // Two standing: 20 full rounds are 40 turns.
    await playQuietly(40);
    await settle(t.page);
    await handOver();
    const offer = t.page.getByTestId('draw-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain(
      '20 rounds have passed with no damage taken and no tile revealed',
    );
    await shot(t.page, 'hbw-draw-offered');
    const first = await gameNow();
    const offerer = first.characters[first.active]!;
    const other = first.characters.find((c) => c.seat !== offerer.seat)!;
    await offer.getByRole('button', { name: 'Offer a draw' }).focus();
    await t.page.keyboard.press('Enter');
    await handOver();
    const question = t.page.getByTestId('draw-question');
    await question.waitFor();
    expect(await question.textContent()).toContain(
      `${offerer.name} offers a draw. ${other.name}, do you agree?`,
    );
    await expect
      .poll(() => t.page.getByTestId('turn-header').textContent())
      .toContain(`${other.name} answers`);
    expect(await t.page.getByTestId('action-bar').count()).toBe(0);
    await settle(t.page);
    await shot(t.page, 'hbw-draw-question');
    // Esc with the Leave card over the question closes that card only: the question still waits.
    await t.page.getByRole('button', { name: 'Leave', exact: true }).click();
    const leave = t.page.getByTestId('leave-confirm');
    await leave.waitFor();
    await t.page.keyboard.press('Escape');
    await leave.waitFor({ state: 'detached' });
    expect((await gameNow()).draw?.answer).toBe('asked');
    await t.page.keyboard.press('Escape');
    await expect.poll(async () => (await gameNow()).draw?.answer).toBe('declined');
    await handOver();
    await t.page.getByTestId('draw-declined').waitFor();
    expect((await gameNow()).phase).toBe('play');
    // The next seat's turn: it offers, and the first agrees.
    await playQuietly(41);
    await settle(t.page);
    await handOver();
    await t.page.getByTestId('draw-offer').getByRole('button', { name: 'Offer a draw' }).click();
    await handOver();
    await t.page.getByTestId('draw-question').getByRole('button', { name: 'Agree to a draw' }).click();
    await expect.poll(() => t.page.getByTestId('turn-header').textContent()).toBe('The game is over: a draw');
    const end = await gameNow();
    expect([end.phase, end.winner, end.draw?.answer]).toEqual(['over', null, 'agreed']);
    await settle(t.page);
    await shot(t.page, 'hbw-draw-agreed');
  });
});
