import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { clickFigure } from './clicks';
import { afterFrames, launch, openTable, settle, shot, openSetupFile, clickPlay } from './harness';

// The shared action bar renders PaintBall Mini's offers (rules/paintball-mini/offers): the same
// buttons, costs and greyed reasons as when the bar wrote them itself.

let browser: Browser;
let t: TablePage;

/** Blue 1 is an expert with a smoke grenade (PM-EXPERT, PM-GRENADE: marked in the set-up, nothing rolled). */
function expertDuel() {
  const d = duel();
  return {
    ...d,
    options: { ...d.options, experts: true, grenades: true },
    figures: d.figures.map((f) =>
      f.id === 'blue-1' ? { ...f, expert: true, grenades: ['smoke' as const] } : f,
    ),
  };
}

const figureAt = (id: string) =>
  t.page.evaluate((who) => {
    const g = (
      window.__table!.store as {
        getState(): {
          play: { game: { table: { figures: { id: string; at: { x: number; y: number } }[] } } };
        };
      }
    ).getState().play.game;
    return g.table.figures.find((f) => f.id === who)!.at;
  }, id);

/** Each button as "label cost" (its key, shown on it since issue 27, left out), with its tooltip and whether it is greyed. */
const buttons = (where: Locator) =>
  where.getByRole('button').evaluateAll((els) =>
    els.map((el) => ({
      text: Array.from(el.childNodes)
        .filter((n) => !(n instanceof HTMLElement && n.classList.contains('offer-key')))
        .map((n) => n.textContent)
        .join(''),
      title: el.getAttribute('title'),
      disabled: (el as HTMLButtonElement).disabled,
      pressed: el.getAttribute('aria-pressed'),
    })),
  );

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the action bar', () => {
  it('PM-AP / PM-SNAP / PM-GRENADE: an expert’s bar: its AP, its grenade, volleys of up to 3 dice, greyed with the engine’s reasons', async () => {
    await openSetupFile(t.page, serialiseSetup(expertDuel()), 'duel.json');
    await clickPlay(t.page);
    await t.page.getByRole('button', { name: 'Roll the command dice' }).click();
    await settle(t.page);
    await clickFigure(t.page, await figureAt('blue-1'));
    const bar = t.page.getByTestId('action-bar');
    await bar.waitFor();
    await expect(bar.locator('p.ap').textContent()).resolves.toBe('Blue 1: 3 AP left · moved 0 of 2 hexes');
    await expect(t.page.getByTestId('action-hint').textContent()).resolves.toBe(
      'Click a green hex to move (1 AP a hex); click an enemy to target it.',
    );
    const grenades = bar.getByLabel('Grenades');
    await expect(buttons(grenades)).resolves.toEqual([
      {
        text: 'Throw smoke 2 AP',
        title: 'Throw a smoke grenade up to 2 hexes (20 cm): then click where (2 AP)',
        disabled: false,
        pressed: 'false',
      },
    ]);
    const main = bar.locator('div.offers:not([aria-label])');
    const untargeted = await buttons(main);
    expect(untargeted.map((b) => [b.text, b.disabled ? b.title : null])).toEqual([
      ['Aim 1 AP', null],
      ['Shoot 1 1 AP', 'click an enemy to target first'],
      ['Shoot 2 2 AP', 'click an enemy to target first'],
      ['Shoot 3 3 AP', 'click an enemy to target first'],
      ['Suppress 1 AP', 'click an enemy to target first'],
      ['Sentry 2 AP', null],
      ['Stand down 0 AP', 'Blue 1 is not a sentry'],
      ['Reload 2 AP', 'Blue 1 is not out of ammo'],
    ]);
    expect(untargeted[0]!.title).toBe('Aim (1 AP)');

    // The grenade waits for a click on the table: pressed, with the table's question, until pressed again.
    await grenades.getByRole('button').click();
    await grenades.locator('[aria-pressed="true"]').waitFor();
    await expect(grenades.locator('span.muted').textContent()).resolves.toBe(
      'Click where the smoke grenade should land.',
    );
    await shot(t.page, 'action-bar-grenade-pressed');
    await grenades.getByRole('button').click();
    await grenades.locator('[aria-pressed="false"]').waitFor();
    await expect(grenades.locator('span.muted').count()).resolves.toBe(0);

    // With Red 1 targeted, the volleys and suppressive fire may be taken; charging an active enemy may not.
    await clickFigure(t.page, await figureAt('red-1'));
    await bar.getByRole('button', { name: /^Shoot Red 1 ×3/ }).waitFor();
    const targeted = await buttons(main);
    expect(targeted.map((b) => [b.text, b.disabled ? b.title : null])).toEqual([
      ['Aim 1 AP', null],
      ['Shoot Red 1 ×1 1 AP', null],
      ['Shoot Red 1 ×2 2 AP', null],
      ['Shoot Red 1 ×3 3 AP', null],
      ['Suppress Red 1 1 AP', null],
      ['Sentry 2 AP', null],
      ['Stand down 0 AP', 'Blue 1 is not a sentry'],
      ['Reload 2 AP', 'Blue 1 is not out of ammo'],
      ['Charge Red 1 1 AP a hex', 'only a hex whose opponents are all impotent can be charged'],
    ]);
    await t.page.getByTestId('volley-odds').waitFor();
    await shot(t.page, 'action-bar-targeted');
    expect(t.errors).toEqual([]);
  });

  it('PM-RANGE: the shot’s dice are d6 chips as ever, and a click on its to-hit line shows its shooter and target', async () => {
    await afterFrames(t.page, () => t.page.getByRole('button', { name: /^Shoot Red 1 ×1/ }).click());
    await settle(t.page);
    const dice = await t.page
      .getByTestId('last-die')
      .evaluateAll((els) => els.map((el) => [el.getAttribute('data-sides'), el.querySelector('.sides')]));
    expect(dice.length).toBeGreaterThan(0);
    for (const d of dice) expect(d).toEqual(['6', null]);
    await expect(t.page.getByTestId('dice-log').locator('.sides').count()).resolves.toBe(0);

    const pick = () =>
      t.page.evaluate(() => {
        const s = (
          window.__table!.store as { getState(): { selectedId: string | null; targetId: string | null } }
        ).getState();
        return [s.selectedId, s.targetId];
      });
    await afterFrames(t.page, () =>
      t.page.evaluate(() =>
        (window.__table!.store as { getState(): { select(id: string | null): void } })
          .getState()
          .select(null),
      ),
    );
    await settle(t.page);
    await expect(pick()).resolves.toEqual([null, null]);
    const toHit = t.page.getByTestId('log-line').filter({ hasText: 'to hit: Blue 1 fires 1 at Red 1' });
    await afterFrames(t.page, () => toHit.getByRole('button').click());
    await settle(t.page);
    await expect(pick()).resolves.toEqual(['blue-1', 'red-1']);
    // The command dice line is about no figure: nothing to show.
    const command = t.page.getByTestId('log-line').filter({ hasText: 'command dice turn 1' });
    await expect(command.getByRole('button').getAttribute('aria-disabled')).resolves.toBe('true');
    await shot(t.page, 'action-bar-after-shot');
    expect(t.errors).toEqual([]);
  });
});
