import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex, Layout } from '../../src/geometry';
import { hexDistance, hexToPoint, pointToHex } from '../../src/geometry';
import type { Action, BattleState } from '../../src/rules/hex-battle-wars/engine';
import { autoPlay } from '../../src/rules/hex-battle-wars/engine';
import { duel as battleDuel } from '../../src/rules/hex-battle-wars/setup/scenarios';
import { tableSight } from '../../src/rules/hex-battle-wars/sight/tableSight';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import type { Arrow } from '../../src/scene/keys/steps';
import { hexToward } from '../../src/scene/keys/steps';
import { duel } from '../fixtures/duel';
import { hex, table, unit } from '../unit/rules/hexprint/engine/support';
import type { TablePage } from './harness';
import { launch, openSetupFile, openTable, settle, shot } from './harness';

// Issue 27, keyboard alone: a PaintBall Mini turn and a Hex Battle Wars turn played with the
// keyboard only. Nothing is clicked and the store is only read, to check the game and to decide
// which key to press (Red's choices in Hex Battle Wars are the automatic player's, as in
// hbwDuelThroughUi.test.ts, whose seed gives Red a move and an attack in its first turn). A set-up
// is opened through the file input, as the other tests do: the keys play what is on the table.

const SEED = 377;

let browser: Browser;
let t: TablePage;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=${SEED}`, { width: 1280, height: 800 });
  page = t.page;
  await settle(page);
});

afterAll(async () => {
  await browser?.close();
});

type Store = { getState(): Record<string, unknown> };
/** The store's state, read (never acted on). */
const read = <T>(f: (s: Record<string, unknown>) => T): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__table.store.getState())`) as Promise<T>;

/** What the focused element is: a button's text or a control's name, and whether it is the table. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
    return {
      name: (el?.getAttribute('aria-label') ?? label ?? el?.textContent ?? '').trim(),
      sheet: el?.closest('[data-testid^="sheet-"]')?.getAttribute('data-testid') ?? null,
      table: el?.classList.contains('table-canvas') === true,
      inLeave: el?.closest('[data-testid="leave-confirm"]') !== null,
      inDecision: el?.closest('[data-testid="decision"]') !== null,
      inReferee: el?.closest('[data-testid="referee-card"]') !== null,
      inGameOver: el?.closest('[data-testid="game-over"]') !== null,
    };
  });

/** Presses Tab until the focus is on what `is` says (a keyboard player's way to any control). */
async function tabTo(is: (f: Awaited<ReturnType<typeof focused>>) => boolean, what: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (is(await focused())) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${what}`);
}
const tabToTable = () => tabTo((f) => f.table, 'the table');
const tabToButton = (name: string) => tabTo((f) => f.name === name, `the ${name} button`);

/** What the live region said last. */
const said = () => page.getByTestId('table-keys-said').textContent();
/** Waits until the live region says what `re` matches. */
const says = (re: RegExp) =>
  page.waitForFunction(
    (source) =>
      new RegExp(source).test(document.querySelector('[data-testid="table-keys-said"]')?.textContent ?? ''),
    re.source,
    { timeout: 30_000 },
  );
async function press(key: string, expectSaid?: RegExp): Promise<void> {
  await page.keyboard.press(key);
  if (expectSaid !== undefined) await says(expectSaid);
}

/** Presses the action bar's key for the button whose name matches, as shown on it. */
async function barKey(name: RegExp): Promise<void> {
  const button = page.getByTestId('action-bar').getByRole('button', { name }).first();
  await button.waitFor();
  const key = await button.getAttribute('aria-keyshortcuts');
  expect(key).toMatch(/^[A-Z]$/);
  await page.keyboard.press(key!.toLowerCase());
}

/** The arrows from one hex to another, a hex at a time as the table's pointer goes. */
function arrowsTo(layout: Layout, from: Hex, to: Hex): Arrow[] {
  const keel = hexToPoint(layout, from);
  const out: Arrow[] = [];
  let at = from;
  while (hexDistance(at, to) > 0 && out.length < 40) {
    const arrows: Arrow[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
    const best = arrows
      .map((a) => ({ a, h: hexToward(layout, at, a, keel) }))
      .sort((x, y) => hexDistance(x.h, to) - hexDistance(y.h, to))[0]!;
    out.push(best.a);
    at = best.h;
  }
  return out;
}

const logLength = () => read((s) => (s.play as { game: { log: unknown[] } }).game.log.length);
async function logGrows(before: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      ((window.__table!.store as Store).getState().play as { game: { log: unknown[] } }).game.log.length > n,
    before,
    { timeout: 60_000 },
  );
}

describe('keyboard alone', () => {
  it('PaintBall Mini: a figure picked, moved a hex and shot with; then the Referee and Leave cards keep Tab and give the focus back', async () => {
    await openSetupFile(page, serialiseSetup(duel()), 'duel.json');
    await tabToButton('Play');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Roll the command dice' }).waitFor();
    await tabToButton('Roll the command dice');
    // A button has the same ring as the table.
    await shot(page, 'keyboard-button-focus');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        ((window.__table!.store as Store).getState().play as { game: { active: unknown } }).game.active !==
        null,
    );
    const team = await read((s) => (s.play as { game: { active: string } }).game.active);
    const mine = `${team}-1`;
    const enemy = team === 'red' ? 'blue-1' : 'red-1';

    // The table takes the focus, with its ring, and N steps to the side's paintballer; Enter picks it.
    await tabToTable();
    await press('n', /Enter picks it/);
    expect(await said()).toMatch(new RegExp(`^${team === 'red' ? 'Red' : 'Blue'} 1, 1 of `));
    await press('Enter', /picked/);
    expect(await read((s) => s.selectedId)).toBe(mine);
    await settle(page);
    await shot(page, 'keyboard-table-focus');

    // An arrow moves the pointer a hex toward the enemy (Red starts west of Blue); Enter moves there.
    const before = await logLength();
    await press(team === 'red' ? 'ArrowRight' : 'ArrowLeft', /Pointer 1 hex (east|west) of/);
    await press('Enter');
    await logGrows(before);
    const moved = await read((s) => {
      const g = (
        s.play as {
          game: { table: { figures: { id: string; at: { x: number; y: number } }[]; board: Layout } };
        }
      ).game;
      return { figures: g.table.figures, board: g.table.board };
    });
    const at = moved.figures.find((f) => f.id === mine)!.at;
    expect(pointToHex(moved.board, at)).toEqual({ q: 2, r: 1 });

    // ] steps to the enemy, its line shown as a hover shows it; Enter points at it; the bar's key shoots.
    await press(']', /target 1 of 1/);
    expect(await read((s) => s.hoverId)).toBe(enemy);
    await settle(page);
    await shot(page, 'keyboard-target-preview');
    await press('Enter', /points at/);
    expect(await read((s) => [s.selectedId, s.targetId])).toEqual([mine, enemy]);
    const shots = await logLength();
    await barKey(/^Shoot .* ×1/);
    await logGrows(shots);
    const last = await read((s) =>
      (s.play as { actions: { type: string; figureId?: string }[] }).actions.at(-1),
    );
    expect(last).toMatchObject({ type: 'shoot', figureId: mine });
    // The dice rolled: the log shows them.
    expect(await page.getByTestId('last-die').count()).toBeGreaterThan(0);
    await settle(page);
    // A question the shot put (a paintcheck) holds the keys: Tab goes into it, Enter answers it.
    for (let i = 0; i < 4 && (await page.getByTestId('decision').isVisible()); i++) {
      const asked = await logLength();
      await page.keyboard.press('Tab');
      expect((await focused()).inDecision).toBe(true);
      if (i === 0) await shot(page, 'keyboard-decision-focus');
      await page.keyboard.press('Enter');
      await logGrows(asked);
      await settle(page);
    }

    // The referee's card: opened by Enter, its first control has the focus and Tab goes round its
    // controls and the table (whose keys pick a new place); Esc closes it and Referee has the focus again.
    await tabToButton('Referee');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="referee-card"][data-holds-keys]').waitFor();
    expect((await focused()).inReferee).toBe(true);
    const round = new Set<string>();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const f = await focused();
      expect(f.inReferee || f.table, `${key} to ${f.name}`).toBe(true);
      round.add(f.table ? 'table' : 'card');
    }
    expect([...round].sort()).toEqual(['card', 'table']);
    await shot(page, 'keyboard-referee-focus');
    await tabTo((f) => f.inReferee, 'the referee’s card');
    await page.keyboard.press('Escape');
    await page.getByTestId('referee-card').waitFor({ state: 'detached' });
    expect(await focused()).toMatchObject({ name: 'Referee', inReferee: false });

    // The Leave card: opened by Enter, it keeps Tab among its buttons; Esc gives the focus back to Leave.
    await tabToButton('Leave game');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="leave-confirm"][data-holds-keys]').waitFor();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect((await focused()).inLeave, key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('leave-confirm').waitFor({ state: 'detached' });
    expect(await focused()).toMatchObject({ name: 'Leave game', inLeave: false });
    // And Leave game in it, reached by Tab, leaves.
    await leaveByKeys();
    expect(t.errors).toEqual([]);
  }, 240_000);

  it(
    'Hex Battle Wars: Red’s turn by keys, the bar’s buttons by their letters, a move by the arrows and an attack by ]; the game-over card holds the keys',
    { timeout: 300_000 },
    async () => {
      const setup = battleDuel();
      await leaveByKeys();
      await openSetupFile(page, setup, 'duel.json');
      await tabToButton('Play');
      await page.keyboard.press('Enter');
      await page.getByTestId('sheet-blue').waitFor();
      // Blue is the app's own: its box ticked with Space.
      await tabTo((f) => f.sheet === 'sheet-blue' && /Automatic/.test(f.name), 'Blue’s Automatic box');
      await page.keyboard.press('Space');
      expect(await page.getByTestId('sheet-blue').getByLabel('Automatic').isChecked()).toBe(true);
      await tabToTable();

      const sight = tableSight();
      const done: Action['type'][] = [];
      for (let k = 0; k < 40 && !(done.includes('move') && done.includes('attack')); k++) {
        await page.waitForFunction(
          () => {
            const g = ((window.__table!.store as Store).getState().play as { game: BattleState }).game;
            return g.phase === 'over' || g.seats[g.active]!.id === 'red';
          },
          undefined,
          { timeout: 120_000, polling: 200 },
        );
        await settle(page);
        const s = await read((x) => (x.play as { game: BattleState }).game);
        if (s.phase === 'over') break;
        const a = autoPlay(s, 'red', sight);
        const logged = s.log.length;
        switch (a.type) {
          case 'chooseHealth':
            await barKey(a.health <= 25 ? /^Short game/ : /^Long game/);
            break;
          case 'rollStats':
            await barKey(/^Roll stats/);
            break;
          case 'rollForOrder':
            await barKey(/^Roll for first place/);
            break;
          case 'rollInvisibility':
            await barKey(/^Roll (for|to stay) invisib/);
            break;
          case 'reappear':
            await barKey(/^Reappear/);
            break;
          case 'rollMovement':
            await barKey(/^Roll to move/);
            break;
          case 'pass':
            await barKey(/^(Pass|End turn)/);
            break;
          case 'move': {
            await pickByKeys(a.piece);
            const from = await pieceHex(a.piece);
            const end = a.path.at(-1) ?? from;
            for (const arrow of arrowsTo(setup.board, from, end)) await press(arrow, /Pointer/);
            // The pointer's hex, drawn on the table and said in the game's words.
            await says(/Pointer \d+ hex(es)? [a-z-]+ of [^,]+, .+\. Enter goes there\./);
            await settle(page);
            await shot(page, 'keyboard-hbw-pointer');
            await page.keyboard.press('Enter');
            break;
          }
          case 'attack': {
            await pickByKeys('red');
            for (let i = 0; i < 6 && (await read((x) => x.targetId)) !== a.target; i++) {
              await press(']', /target/);
              await page.keyboard.press('Enter');
            }
            // What the keys said and where things stood, should the target never be pointed at.
            const why = await page.evaluate(() => {
              const st = (window.__table!.store as Store).getState();
              return JSON.stringify({
                said: document.querySelector('[data-testid="table-keys-said"]')?.textContent,
                focus: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
                interaction: st.interaction,
                selectedId: st.selectedId,
                targetId: st.targetId,
                log: (st.play as { game: BattleState }).game.log.slice(-4).map((e) => e.text),
              });
            });
            expect(await read((x) => x.targetId), `${JSON.stringify(a)} ${why}`).toBe(a.target);
            await page.getByTestId('attack-card').waitFor();
            await shot(page, 'keyboard-hbw-aim');
            await barKey(/^Attack/);
            break;
          }
          default:
            throw new Error(`the test has no key for ${a.type}`);
        }
        done.push(a.type);
        await logGrows(logged);
      }
      expect(done).toContain('move');
      expect(done).toContain('attack');
      const log = await read((x) =>
        (x.play as { game: BattleState }).game.log.map((e) => `[${e.rule}] ${e.text}`).join('\n'),
      );
      expect(log).toMatch(/\[HB-MOVE\] Red moves \d+ steps?/);
      expect(log).toMatch(/\[HB-(ATTACK|TWENTY)\] Red attacks Blue/);
      await settle(page);
      await shot(page, 'keyboard-hbw-attacked');

      // With this seed Red's attack is a natural 20 and ends the game. The game-over card takes the
      // keys, Rematch first, and keeps Tab among its buttons; it does not close, so Esc lets the keys
      // go, back to the table that had them.
      expect(log).toMatch(/\[HB-WIN\] Red is the last one standing and wins\./);
      await page.locator('[data-testid="game-over"][data-holds-keys]').waitFor();
      expect(await focused()).toMatchObject({ name: 'Rematch', inGameOver: true });
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect((await focused()).inGameOver, key).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="game-over"]:not([data-holds-keys])').waitFor();
      expect((await focused()).table).toBe(true);
      expect(t.errors).toEqual([]);
    },
  );

  it(
    'HexPrint: a model stepped to with N and picked with Enter, activated by its letter, moved a hex by an arrow and Enter',
    { timeout: 240_000 },
    async () => {
      // Every marker on segment 1: the Timer turns as the game starts, and seed 377 gives North the first go.
      const setup = table([
        unit('scout', 'scout', 'north', [hex(2, 2)]),
        unit('rival', 'scout', 'south', [hex(5, 5)]),
      ]);
      await leaveByKeys();
      await openSetupFile(page, setup, 'hexprint.json');
      await page.getByTestId('setup-name').filter({ hasText: 'Test table' }).waitFor();
      await tabToButton('Play');
      await page.keyboard.press('Enter');
      await page.getByTestId('hex-timer').waitFor();
      const game = () => read((s) => (s.play as { game: HexPrintState }).game);
      expect((await game()).phase).toBe('activations');

      await tabToTable();
      await press('n', /^North Scout, 1 of 1\. Enter picks it\./);
      await press('Enter', /picked/);
      expect(await read((s) => s.selectedId)).toBe('scout-1');
      const activated = await logLength();
      await barKey(/^Activate/);
      await logGrows(activated);
      expect((await game()).activation?.unit).toBe('scout');

      // An arrow takes the pointer a hex east, said in the game's words; Enter moves the Scout there.
      const to = hex(3, 2);
      for (const arrow of arrowsTo(setup.board, hex(2, 2), to)) await press(arrow, /Pointer 1 hex/);
      await says(/Pointer 1 hex [a-z-]+ of North Scout, .+\. Enter (goes there|takes this spot)\./);
      await settle(page);
      await shot(page, 'keyboard-hexprint-pointer');
      const moved = await logLength();
      await page.keyboard.press('Enter');
      await logGrows(moved);
      const after = await game();
      expect(after.units[0]!.models[0]!.at).toEqual(to);
      expect(after.log.slice(moved).map((e) => e.rule)).toContain('HP-MOVE');
      expect(after.activation?.taken).toBe(1);
      await settle(page);
      await shot(page, 'keyboard-hexprint-moved');
      expect(t.errors).toEqual([]);
    },
  );
});

/** Leaves the game in play, if any: Leave game, then the card's own Leave game, by Tab and Enter. */
async function leaveByKeys(): Promise<void> {
  if (!(await read((s) => s.play !== null))) return;
  await tabToButton('Leave game');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="leave-confirm"][data-holds-keys]').waitFor();
  await tabTo((f) => f.inLeave && f.name === 'Leave game', 'the card’s Leave game');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window.__table!.store as Store).getState().play === null);
}

/** N until the piece is the one stepped to, then Enter picks it (the live region names each). */
async function pickByKeys(piece: string): Promise<void> {
  for (let i = 0; i < 6 && (await read((s) => s.selectedId)) !== piece; i++) {
    await press('n', /Enter picks it/);
    await press('Enter', /picked|cannot/);
  }
  expect(await read((s) => s.selectedId)).toBe(piece);
}

/** The hex a Hex Battle Wars piece stands on (a character, or an invisible one's tile). */
async function pieceHex(piece: string): Promise<Hex> {
  const s = await read((x) => (x.play as { game: BattleState }).game);
  const c = s.characters.find((x) => x.seat === piece);
  const tile = s.tiles.find((x) => x.id === piece);
  return c?.at ?? tile!.at;
}
