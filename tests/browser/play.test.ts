import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import type { TablePage } from './harness';
import { clickFigure } from './clicks';
import { playFromFile } from './paintballStart';
import { afterFrames, launch, openTable, settle, shot, openSetupFile, clickPlay } from './harness';

// A whole game at the table, played through the real UI: open a set-up file, press Play, roll the
// command dice, pick figures and targets in the canvas, shoot from the action bar, answer any
// decision, reload in the middle of a turn, play on to the end, and check the winner and the log.

let browser: Browser;
let t: TablePage;

interface GameView {
  phase: string;
  active: string | null;
  pending: unknown;
  winner: string | null;
  turn: number;
  actions: number;
  log: { rule: string; text: string }[];
  figures: { id: string; team: string; role: string; at: { x: number; y: number } }[];
}

const game = (): Promise<GameView> =>
  t.page.evaluate(() => {
    const p = (
      window.__table!.store as {
        getState(): { play: { actions: unknown[]; game: Record<string, unknown> } | null };
      }
    ).getState().play!;
    const g = p.game as unknown as Omit<GameView, 'actions' | 'figures'> & {
      table: { figures: GameView['figures'] };
    };
    return JSON.parse(
      JSON.stringify({
        phase: g.phase,
        active: g.active,
        pending: g.pending,
        winner: g.winner,
        turn: g.turn,
        actions: p.actions.length,
        log: g.log,
        figures: g.table.figures,
      }),
    );
  });

/** One step of a simple player: answer, roll, or shoot the enemy with as many dice as allowed, else end the turn. */
async function step(g: GameView): Promise<void> {
  const panel = t.page.getByTestId('play-panel');
  if (g.pending !== null)
    return void (await panel.getByTestId('decision').getByRole('button').first().click());
  if (g.phase === 'command')
    return void (await panel.getByRole('button', { name: 'Roll the command dice' }).click());
  const me = g.figures.find((f) => f.team === g.active && f.role === 'paintballer')!;
  const foe = g.figures.find((f) => f.team !== g.active && f.role === 'paintballer')!;
  const selected = await t.page.evaluate(() =>
    (
      window.__table!.store as { getState(): { selectedId: string | null; targetId: string | null } }
    ).getState(),
  );
  if (selected.selectedId !== me.id) return clickFigure(t.page, me.at);
  if (selected.targetId !== foe.id) return clickFigure(t.page, foe.at);
  for (const dice of [3, 2, 1]) {
    const b = panel.getByRole('button', { name: new RegExp(`^Shoot .+ ×${dice}`) });
    if ((await b.count()) > 0 && (await b.isEnabled())) return void (await b.click());
  }
  await panel.getByRole('button', { name: /^End (Red|Blue)'s turn$/ }).click();
}

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('a whole game at the table', () => {
  it('plays a seeded duel through the UI, survives a reload mid-turn, and ends with the winner and the engine log on screen', async () => {
    await openSetupFile(t.page, serialiseSetup(duel()), 'duel.json');
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    let reloaded = false;
    for (let i = 0; i < 80; i++) {
      const g = await game();
      if (g.phase === 'over') break;
      // In the middle of turn 1, once a shot has been fired: reload, and the game must come back exactly.
      if (
        !reloaded &&
        g.turn === 1 &&
        g.phase === 'play' &&
        g.log.some((e) => e.rule === 'PM-RANGE' || e.rule === 'PM-ONE')
      ) {
        await shot(t.page, 'play-before-reload');
        await t.page.reload();
        await t.page.getByTestId('play-panel').waitFor();
        await settle(t.page);
        expect(await game()).toEqual(g);
        reloaded = true;
        continue;
      }
      await step(g);
      await settle(t.page);
    }
    expect(reloaded).toBe(true);
    const end = await game();
    expect(end.phase).toBe('over');
    expect(end.winner).toBe('blue');
    await expect(t.page.getByTestId('winner').textContent()).resolves.toBe('Blue wins!');
    await expect(t.page.getByTestId('out-of-game').textContent()).resolves.toBe('Out of the game: Red 1');
    // The log on screen, line for line, is the engine's log.
    const lines = await t.page.getByTestId('log-line').evaluateAll((els) =>
      els
        .map((el) => ({
          i: Number(el.getAttribute('data-index')),
          text: el.querySelector('.log-line')?.textContent ?? '',
        }))
        .sort((a, b) => a.i - b.i),
    );
    expect(lines.map((l) => l.text)).toEqual(end.log.map((e) => `${e.rule} ${e.text}`));
    await shot(t.page, 'play-game-over');
    // A click on a shot's line in the log picks its shooter and its target.
    await afterFrames(t.page, () =>
      t.page
        .getByTestId('log-line')
        .filter({ hasText: 'to hit: Blue 1 fires 2 at Red 1' })
        .first()
        .locator('.log-line')
        .click(),
    );
    expect(
      await t.page.evaluate(() =>
        (
          window.__table!.store as { getState(): { selectedId: string | null; targetId: string | null } }
        ).getState(),
      ),
    ).toMatchObject({ selectedId: 'blue-1', targetId: 'red-1' });
    // Replay: step back to the start and forward again.
    await t.page.getByRole('button', { name: 'Step back' }).click();
    await expect(t.page.getByTestId('replay-step').textContent()).resolves.toBe(
      `step ${end.actions - 1} of ${end.actions}`,
    );
    expect(t.errors).toEqual([]);
  });

  it('PM-SENTRY: a sentry interrupts the move; the game asks its owner by name, who lets the mover pass', async () => {
    await playFromFile(t.page, {
      ...duel(),
      name: 'Sentry duel',
      figures: duel().figures.map((f) => (f.id === 'red-1' ? { ...f, status: 'sentry' as const } : f)),
    });
    expect((await game()).active).toBe('blue'); // seed 8
    const blue = (await game()).figures.find((f) => f.id === 'blue-1')!;
    await clickFigure(t.page, blue.at);
    // One hex towards Red's sentry: a green hex under the pointer.
    const hex = await t.page.evaluate(
      ([x, y]) => window.__table!.project(x! - 10, y!, 0),
      [blue.at.x, blue.at.y],
    );
    await afterFrames(t.page, () => t.page.mouse.click(hex!.x, hex!.y));
    await settle(t.page);
    const prompt = t.page.getByTestId('decision');
    await expect(prompt.textContent()).resolves.toMatch(
      /^Red player decides: Red 1 on sentry can fire at Blue 1 as it moves: fire, or let it pass\?/,
    );
    await shot(t.page, 'play-sentry-asks');
    await afterFrames(t.page, () => prompt.getByRole('button', { name: 'Let it pass' }).click());
    const after = await game();
    expect(after.pending).toBeNull();
    expect(after.log.map((e) => e.text)).toContain('Red 1 on sentry lets Blue 1 pass');
    expect(t.errors).toEqual([]);
  });

  it('a side the app plays: Blue ticked automatic plays its turn and rolls the next command dice by itself; Red is left to the person', async () => {
    await playFromFile(t.page, { ...duel(), name: 'Automatic duel' });
    expect((await game()).active).toBe('blue'); // seed 8
    const panel = t.page.getByTestId('play-panel');
    await panel.getByTestId('automatic-blue').check();
    // At the pace to follow each action waits long enough to be seen: the panel says who plays.
    const playing = panel.getByTestId('automatic-turn');
    await playing.waitFor();
    await expect(playing.textContent()).resolves.toBe('Blue is played by the app…');
    await expect(panel.getByRole('button', { name: "End Blue's turn" }).count()).resolves.toBe(0);
    await shot(t.page, 'play-automatic-blue');
    await panel.getByTestId('automatic-quick').check();
    /** Waits until the person is asked something, or the game is over; what the game is then. */
    const personsTurn = async (): Promise<GameView> => {
      await t.page.waitForFunction(
        () => {
          type G = { phase: string; active: string | null; pending: { player: string } | null };
          const g = (window.__table!.store as { getState(): { play: { game: G } } }).getState().play.game;
          return (
            g.phase === 'over' || g.pending?.player === 'red' || (g.pending === null && g.active === 'red')
          );
        },
        undefined,
        { polling: 100, timeout: 120_000 },
      );
      await settle(t.page);
      return game();
    };
    let g = await personsTurn();
    // Blue's own actions are in the log, past the command dice the person rolled.
    expect(g.log.some((e) => e.rule !== 'PM-CMD' && e.text.includes('Blue 1 '))).toBe(true);
    const rolls = (v: GameView) => v.log.filter((e) => e.rule === 'PM-CMD').length;
    for (let i = 0; i < 10 && g.phase !== 'over' && rolls(g) < 2; i++) {
      if (g.pending !== null)
        await afterFrames(t.page, () => panel.getByTestId('decision').getByRole('button').first().click());
      else {
        // Red is the person's: its controls are there, and the app does not play it.
        await expect(playing.count()).resolves.toBe(0);
        await afterFrames(t.page, () => panel.getByRole('button', { name: "End Red's turn" }).click());
      }
      g = await personsTurn();
    }
    // The next turn's command dice were rolled by the app, which plays a side, as the server's does.
    expect(g.phase === 'over' || rolls(g) >= 2).toBe(true);
    await panel.getByTestId('automatic-quick').uncheck();
    await panel.getByTestId('automatic-blue').uncheck();
    expect(t.errors).toEqual([]);
  });

  it('PM-AP (hexless): Blue 1 is dragged 15 cm with a ghost and its path measured, then walks there', async () => {
    await playFromFile(t.page, { ...duel(), name: 'Hexless duel', mode: 'hexless' });
    expect((await game()).active).toBe('blue'); // seed 8
    const blue = (await game()).figures.find((f) => f.id === 'blue-1')!;
    const to = { x: blue.at.x + 9, y: blue.at.y + 12 };
    let [grip, drop] = await t.page.evaluate(
      ([a, b]) => [window.__table!.project(a!.x, a!.y, 1.9), window.__table!.project(b!.x, b!.y, 0)],
      [blue.at, to],
    );
    // Picked up and put back with Esc: nothing is played.
    await t.page.mouse.move(grip!.x, grip!.y);
    await t.page.mouse.down();
    await afterFrames(t.page, () => t.page.mouse.move(drop!.x, drop!.y, { steps: 4 }));
    await t.page.keyboard.press('Escape');
    await t.page.mouse.up();
    await settle(t.page);
    expect((await game()).actions).toBe(1);
    expect(
      await t.page.evaluate(
        () => (window.__table!.store as { getState(): { grabbed: string | null } }).getState().grabbed,
      ),
    ).toBeNull();
    // Blue 1 is now selected and its card open: the view refitted to the room the card leaves.
    [grip, drop] = await t.page.evaluate(
      ([a, b]) => [window.__table!.project(a!.x, a!.y, 1.9), window.__table!.project(b!.x, b!.y, 0)],
      [blue.at, to],
    );
    const camera = await t.page.evaluate(() => window.__table!.camera());
    await t.page.mouse.move(grip!.x, grip!.y);
    await t.page.mouse.down();
    await t.page.mouse.move((grip!.x + drop!.x) / 2, (grip!.y + drop!.y) / 2, { steps: 4 });
    await afterFrames(t.page, () => t.page.mouse.move(drop!.x, drop!.y, { steps: 4 }), 2);
    // In hand: the path is measured under the pointer and the camera has not orbited.
    await expect(t.page.getByTestId('move-path').textContent()).resolves.toBe('15.0 cm · 2 AP');
    expect(
      await t.page.evaluate(
        () => (window.__table!.store as { getState(): { grabbed: string | null } }).getState().grabbed,
      ),
    ).toBe('blue-1');
    await shot(t.page, 'play-hexless-drag');
    await t.page.mouse.up();
    // Put down: two steps (10 and 5 cm) of the engine, and the figure walks there rather than jumping.
    expect(await t.page.evaluate(() => window.__table!.stats.animating)).toBe(true);
    await settle(t.page);
    const after = await game();
    const moved = after.figures.find((f) => f.id === 'blue-1')!.at;
    expect(moved.x).toBeCloseTo(to.x, 0);
    expect(moved.y).toBeCloseTo(to.y, 0);
    expect(after.actions).toBe(2); // the command roll, and the move: one action of two steps (EN-SENTRY-MOVE)
    // The camera never orbited: it looks the same way. (Picking Blue 1 up opened its shot card, so
    // the view refitted to the room the card leaves once the figure was put down.)
    const look = (c: { position: number[]; target: number[] }) => {
      const d = c.position.map((v, i) => v - c.target[i]!);
      const l = Math.hypot(...d);
      return d.map((v) => v / l);
    };
    const now = look((await t.page.evaluate(() => window.__table!.camera()))!);
    look(camera!).forEach((v, i) => expect(now[i]).toBeCloseTo(v, 4));
    await shot(t.page, 'play-hexless-dropped');
    expect(t.errors).toEqual([]);
  });
});
