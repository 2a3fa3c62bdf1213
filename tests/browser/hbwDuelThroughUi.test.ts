import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Action, BattleState } from '../../src/rules/hex-battle-wars/engine';
import { autoPlay, reachOf } from '../../src/rules/hex-battle-wars/engine';
import { pieceName } from '../../src/rules/hex-battle-wars/engine/names';
import { duel } from '../../src/rules/hex-battle-wars/setup/scenarios';
import { tableSight } from '../../src/rules/hex-battle-wars/sight/tableSight';
import { hexBattleWars } from '../../src/rules/hex-battle-wars/system';
import type { TablePage } from './harness';
import { afterFrames, clickPlay, launch, openTable, settle, shot } from './harness';
import { LEVEL_CM, hbwClicks, levelOf, pieceAt } from './hbwClicks';

// Issue 24's whole game at one screen: the built-in duel, loaded from "Load a table…", played to a
// result at 1280 × 800. Blue is the app's automatic player, ticked in its sheet as a player would;
// Red is played entirely through the UI, the bar's buttons and clicks on the canvas. The store is
// read only to decide what to click (Red chooses as the automatic player would from its seat) and
// to check the end. SEED was found by playing the duel headless the same way (seeds 1 to 400): a
// short game in which Red rolls, moves to a lit hex and attacks Blue, and the game ends in turn 2.
// Another seed plays on to its own end within the loop's bound, only slower.

const SEED = 377;
/** More of Red's choices than any short duel takes: a game still on after them is a failure. */
const MOST_CHOICES = 60;

let browser: Browser;
let t: TablePage;
const board = duel().board;
const sight = tableSight();

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=${SEED}`, { width: 1280, height: 800 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

type Store = { getState(): Record<string, unknown> };

/** What Red's player chooses now; a move's path is the table's own path to the hex it ends on. */
function choose(s: BattleState): Action {
  const a = autoPlay(s, 'red', sight);
  if (a.type === 'move' && a.path.length > 0)
    return { ...a, path: reachOf(s, a.piece)!.pathTo(a.path.at(-1)!)! };
  return a;
}

describe('Hex Battle Wars duel through the UI', () => {
  it('HB-STATS, HB-ORDER, HB-MOVE, HB-ATTACK, HB-WIN: the duel played to a result, Red by clicks, Blue automatic', async () => {
    const ui = hbwClicks(t.page, board, 'hbw-duel');
    await afterFrames(t.page, async () => {
      await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption('hex-battle-wars-duel');
    });
    await t.page.getByTestId('setup-name').filter({ hasText: 'Duel' }).waitFor();
    await settle(t.page);
    await shot(t.page, 'hbw-duel-start');
    await clickPlay(t.page);
    await t.page.getByTestId('character-sheets').waitFor();
    await t.page.getByTestId('sheet-blue').getByLabel('Automatic').check();
    // The app's moves at the quick pace: the test waits on them, not on a pause meant for watching.
    await t.page.getByLabel('Quick automatic moves').check();
    await settle(t.page);

    const clicked: Action['type'][] = [];
    let aimShot = false;
    for (let k = 0; k < MOST_CHOICES; k++) {
      // Red to act, or the game over: the app plays Blue's turns meanwhile.
      await t.page.waitForFunction(
        () => {
          const g = ((window.__table!.store as Store).getState().play as { game: BattleState }).game;
          return g.phase === 'over' || g.seats[g.active]!.id === 'red';
        },
        undefined,
        { timeout: 120_000, polling: 200 },
      );
      await settle(t.page);
      const s = await ui.game();
      if (s.phase === 'over') break;
      expect(hexBattleWars.seatToAct(s)).toBe('red');
      const a = choose(s);
      const logged = s.log.length;
      switch (a.type) {
        case 'chooseHealth':
          await ui.bar(a.health <= 25 ? /^Short game/ : /^Long game/);
          break;
        case 'rollStats':
          await ui.bar(/^Roll stats/);
          break;
        case 'rollForOrder':
          await ui.bar(/^Roll for first place/);
          break;
        case 'rollInvisibility':
          await ui.bar(/^Roll (for|to stay) invisib/);
          break;
        case 'reappear':
          await ui.bar(/^Reappear/);
          break;
        case 'rollMovement':
          await ui.bar(/^Roll to move/);
          break;
        case 'pass':
          await ui.bar(/^(Pass|End turn)/);
          break;
        case 'move': {
          await ui.pick(s, a.piece);
          const end = a.path.at(-1) ?? pieceAt(s, a.piece).hex;
          await ui.clickAt(await ui.screenAt(end, levelOf(s, end) * LEVEL_CM));
          break;
        }
        case 'attack': {
          await ui.pick(s, 'red');
          const aimed = async () => {
            const now = await ui.picked();
            if (now.selected !== 'red') await ui.pick(s, 'red');
            return now.selected === 'red' && now.target === a.target;
          };
          await ui.clickPiece(s, a.target, aimed);
          const card = t.page.getByTestId('attack-card');
          await card.waitFor();
          expect(await t.page.getByTestId('attack-who').textContent()).toBe(
            `Red attacks ${pieceName(s, a.target)}`,
          );
          if (!aimShot) {
            aimShot = true;
            await shot(t.page, 'hbw-duel-aim');
          }
          await ui.bar(/^Attack/);
          break;
        }
        default:
          throw new Error(`the test has no click for ${a.type}`);
      }
      clicked.push(a.type);
      // The rules took the click: the log grew (every choice writes to it).
      await t.page.waitForFunction(
        (n) =>
          ((window.__table!.store as Store).getState().play as { game: BattleState }).game.log.length > n,
        logged,
        { timeout: 30_000 },
      );
    }

    const end = await ui.game();
    expect(end.phase).toBe('over');
    // Red moved and attacked by clicks: nothing else plays Red.
    expect(clicked).toContain('move');
    expect(clicked).toContain('attack');
    const text = end.log.map((e) => `[${e.rule}] ${e.text}`).join('\n');
    expect(text).toMatch(/\[HB-MOVE\] Red moves \d+ steps/);
    expect(text).toMatch(/\[HB-(ATTACK|TWENTY)\] Red attacks Blue/);
    // The screen names the game's own result.
    const result = hexBattleWars.progress(end).winner;
    const name = end.seats.find((x) => x.id === result)?.name;
    expect(name).toBeDefined();
    expect(await t.page.getByTestId('winner').textContent()).toBe(`${name} wins!`);
    await t.page
      .getByTestId('turn-header')
      .filter({ hasText: `${name} wins` })
      .waitFor();
    expect(text).toMatch(new RegExp(`\\[HB-WIN\\] ${name} `));
    // The log names places in words, never by coordinates.
    const log = (await t.page.getByTestId('dice-log').textContent()) ?? '';
    expect(log).toMatch(/Red moves/);
    expect(log).not.toMatch(/\(\s*-?\d+\s*,\s*-?\d+\s*\)/);
    await settle(t.page);
    await shot(t.page, 'hbw-duel-over');
    expect(t.errors).toEqual([]);
  }, 300_000);
});
