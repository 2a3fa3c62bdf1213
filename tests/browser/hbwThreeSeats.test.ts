import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BattleState } from '../../src/rules/hex-battle-wars/engine';
import { hexBattleWars } from '../../src/rules/hex-battle-wars/system';
import { pieceName } from '../../src/rules/hex-battle-wars/engine/names';
import type { TablePage } from './harness';
import {
  afterFrames,
  frameCount,
  clickPlay,
  launch,
  openSetupFile,
  openTable,
  settle,
  shot,
} from './harness';
import { cell } from '../../src/rules/hex-battle-wars/setup/scenarios';
import { SEED, choose, endOf, threeSeats } from './hbwThreeSeats';
import type { HbwClicks } from './hbwClicks';
import { LEVEL_CM, hbwClicks, levelOf, pieceAt } from './hbwClicks';

// Hex Battle Wars played through the canvas (issue 14): three seats, Green the app's automatic
// player, Red and Blue at the screen. Every choice is a click: the bar's rolls and passes, a piece
// picked on the table, a lit hex to end a move, a target aimed at and attacked. Red turns invisible
// and holds its look; Blue hits a ghost, then the real tile, and the game goes on to a winner.

let browser: Browser;
let t: TablePage;
const setup = threeSeats();

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=${SEED}`, { width: 1200, height: 760 });
  await settle(t.page);
  ui = hbwClicks(t.page, setup.board, 'hbw3');
});

afterAll(async () => {
  await browser?.close();
});

type Store = { getState(): Record<string, unknown> };

let ui: HbwClicks;

/** Waits until a seat at the screen is to act (the app plays Green), or the game is over. */
async function nextAtScreen(): Promise<BattleState> {
  await t.page.waitForFunction(
    () => {
      const g = ((window.__table!.store as Store).getState().play as { game: BattleState }).game;
      return g.phase === 'over' || g.characters[g.active]!.seat !== 'green';
    },
    undefined,
    { timeout: 120_000, polling: 200 },
  );
  await settle(t.page);
  return ui.game();
}

const shots = new Set<string>();
async function once(name: string, act: () => Promise<unknown>): Promise<void> {
  if (shots.has(name)) return;
  shots.add(name);
  await act();
}

describe('Hex Battle Wars through the canvas', () => {
  it('HB-INVIS, HB-HIDDEN, HB-GHOST, HB-ATTACK, HB-WIN: three seats, one automatic, play to a winner', async () => {
    await openSetupFile(t.page, setup, 'three-seats.json');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Three seats' }).waitFor();
    await settle(t.page);
    await shot(t.page, 'hbw3-table');
    // The water and the quicksand ripple only on frames the table draws anyway: a still table
    // with hazards on it draws nothing while the page ticks on.
    const before = await frameCount(t.page);
    await t.page.evaluate(
      () =>
        new Promise((r) => {
          let n = 0;
          const tick = () => (++n >= 20 ? r(null) : requestAnimationFrame(tick));
          requestAnimationFrame(tick);
        }),
    );
    expect(await frameCount(t.page)).toBe(before);
    await clickPlay(t.page);
    await t.page.getByTestId('character-sheets').waitFor();
    await t.page.getByTestId('sheet-green').getByLabel('Automatic').check();
    await settle(t.page);

    for (let k = 0; k < 60; k++) {
      const s = await nextAtScreen();
      if (s.phase === 'over') break;
      const seat = hexBattleWars.seatToAct(s)!;
      const a = choose(s, seat);
      const logged = s.log.length;
      const me = s.characters.find((c) => c.seat === seat)!;
      if (me.invisible)
        await once('held', async () => {
          // HB-HIDDEN: the owner holds the look while the others look away; let go, it is gone.
          const look = t.page.getByRole('button', { name: /Look at my real tile/ });
          await look.hover();
          await afterFrames(t.page, () => t.page.mouse.down());
          await t.page.getByTestId('held-look').waitFor();
          await settle(t.page);
          await shot(t.page, 'hbw3-held-look');
          await afterFrames(t.page, () => t.page.mouse.up());
          await t.page.getByTestId('held-look').waitFor({ state: 'detached' });
        });
      switch (a.type) {
        case 'rollForOrder':
          await ui.bar(/Roll for first place/);
          break;
        case 'rollInvisibility':
          await ui.bar(/Roll (for|to stay) invisib/);
          break;
        case 'rollMovement':
          await ui.bar(/Roll to move/);
          break;
        case 'pass':
          await ui.bar(/^(Pass|End turn)/);
          break;
        case 'move': {
          await ui.pick(s, a.piece);
          const end = a.path.length === 0 ? pieceAt(s, a.piece).hex : endOf(a);
          const p = await ui.screenAt(end, levelOf(s, end) * LEVEL_CM);
          await once('move', async () => {
            await t.page.mouse.move(p.x, p.y);
            await settle(t.page);
            await shot(t.page, 'hbw3-move-lit');
          });
          await ui.clickAt(p);
          break;
        }
        case 'attack': {
          await ui.pick(s, seat);
          // Aim: the target's line of sight and the exact odds, before the die.
          const aimed = async () => {
            const now = await ui.picked();
            if (now.selected !== seat) await ui.pick(s, seat);
            return now.selected === seat && now.target === a.target;
          };
          await ui.clickPiece(s, a.target, aimed);
          await t.page.getByTestId('attack-card').waitFor();
          expect(await t.page.getByTestId('attack-card').textContent()).toMatch(/In sight.*Hit: \d/);
          // The card names both ends of the attack, a tile as its number (which is real stays unsaid).
          expect(await t.page.getByTestId('attack-who').textContent()).toBe(
            `${me.name} attacks ${pieceName(s, a.target)}`,
          );
          const aim = a.target.startsWith('tile:') ? 'aim-tile' : 'aim';
          await once(aim, () => shot(t.page, `hbw3-${aim}`));
          // The bar's Attack takes the piece aimed at: the target is not asked for a second time.
          await ui.bar(/^Attack/);
          break;
        }
        default:
          throw new Error(`the script has no click for ${a.type}`);
      }
      // The rules took the choice: the log grew (a move, a roll, a pass, an attack all write).
      await t.page.waitForFunction(
        (n) =>
          ((window.__table!.store as Store).getState().play as { game: BattleState }).game.log.length > n,
        logged,
        { timeout: 30_000 },
      );
      const after = await ui.game();
      const revealed = after.log.slice(logged).find((e) => e.rule === 'HB-GHOST');
      if (revealed !== undefined) {
        const kind = /ghost/.test(revealed.text) ? 'ghost' : 'real';
        await once(kind, () => shot(t.page, `hbw3-${kind}-hit`));
      }
    }

    const end = await ui.game();
    const text = end.log.map((e) => `[${e.rule}] ${e.text}`).join('\n');
    expect(end.phase).toBe('over');
    expect(end.winner).toBe('blue');
    expect(text).toMatch(/\[HB-INVIS\] Red .*invisible/);
    expect(text).toMatch(/\[HB-GHOST\] Red's tile \d was a ghost: it leaves the board\./);
    expect(text).toMatch(/\[HB-GHOST\] Red's tile \d was the real Red!/);
    await t.page.getByTestId('turn-header').filter({ hasText: 'Blue wins' }).waitFor();
    // The shared screen's log never said which tile was real before it was hit.
    const log = (await t.page.getByTestId('dice-log').textContent()) ?? '';
    expect(log).not.toMatch(/real tile is tile/);
    // The d10, d16 and d20 rolled are drawn as dice in the log.
    expect(await t.page.getByTestId('dice-log').locator('svg.die-shape.d20').count()).toBeGreaterThan(0);
    expect(await t.page.getByTestId('dice-log').locator('svg.die-shape.d10').count()).toBeGreaterThan(0);
    await settle(t.page);
    await shot(t.page, 'hbw3-winner');
    expect(t.errors).toEqual([]);
  }, 300_000);

  it('HB-LOS: aimed across an obstacle, the card says which one blocks and the table draws the line red beyond it', async () => {
    await t.page.close();
    t = await openTable(browser, `${inject('baseUrl')}?seed=${SEED}`, { width: 1200, height: 760 });
    await settle(t.page);
    ui = hbwClicks(t.page, setup.board, 'hbw3');
    const wall = {
      ...threeSeats(),
      name: 'A wall between',
      seats: [
        { id: 'red', name: 'Red' },
        { id: 'blue', name: 'Blue' },
      ],
      characters: threeSeats()
        .characters.slice(0, 2)
        .map((c, i) => ({ ...c, at: cell(i === 0 ? 0 : 10, 4) })),
      board: { ...setup.board, stacks: [{ at: cell(5, 4), height: 1, tags: ['obstacle'] }] },
    };
    await openSetupFile(t.page, wall, 'wall.json');
    await t.page.getByTestId('setup-name').filter({ hasText: 'A wall between' }).waitFor();
    await settle(t.page);
    await clickPlay(t.page);
    await ui.bar(/Roll for first place/);
    const s = await ui.game();
    const me = s.characters[s.active]!.seat;
    const other = me === 'red' ? 'blue' : 'red';
    await ui.pick(s, me);
    await ui.clickPiece(s, other, async () => (await ui.picked()).target === other);
    const card = t.page.getByTestId('attack-card');
    await card.waitFor();
    expect(await card.getByRole('heading').textContent()).toBe('Not in sight: no attack');
    expect(await card.getByTestId('sight-words').textContent()).toBe(
      `The 1-level obstacle 5 hexes from ${me === 'red' ? 'Red' : 'Blue'} is in the way: the line turns red where it meets it.`,
    );
    await settle(t.page);
    await shot(t.page, 'hbw3-aim-blocked');
    expect(t.errors).toEqual([]);
  });
});
