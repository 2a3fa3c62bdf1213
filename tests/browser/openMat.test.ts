import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Action, GameState } from '../../src/rules/paintball-mini/engine';
import { apply, autoAction, newGame, placeWords } from '../../src/rules/paintball-mini/engine';
import type { Setup } from '../../src/rules/paintball-mini/setup';
import { createSight } from '../../src/rules/paintball-mini/sight';
import { captureTheFlagMat } from '../../src/rules/paintball-mini/setup';
import type { TablePage } from './harness';
import { expectBadgesApart } from './badgesApart';
import {
  afterFrames,
  launch,
  leaveGame,
  openSetupFile,
  openTable,
  settle,
  settleView,
  shot,
  clickPlay,
} from './harness';

// Tape-measure play on an open mat: "Load a table…" opens Capture the Flag on a 120 × 80 cm mat
// with no hex tiles drawn, a figure is moved on the mat through the UI, and the automatic player
// (run here in Node on the app's own actions and seed) plays the game on to a result in the app.

let browser: Browser;
let t: TablePage;

interface PlayView {
  seed: number;
  initial: Setup;
  actions: Action[];
  game: {
    phase: string;
    winner: string | null;
    active: string | null;
    log: { rule: string; text: string }[];
  };
}

const played = (): Promise<PlayView> =>
  t.page.evaluate(() => {
    const p = (window.__table!.store as { getState(): { play: unknown } }).getState().play;
    return JSON.parse(JSON.stringify(p));
  });

const drawn = (name: string): Promise<number> =>
  t.page.evaluate((n) => window.__table!.drawnTriangles(n), name);

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=3`, { width: 1200, height: 760 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('an open mat for tape-measure play', () => {
  it('loads Capture the Flag on a 120 × 80 cm mat with no hexes, moves a figure on it through the UI, and plays to a result', async () => {
    const hexTilesBefore = await drawn('board-top');
    expect(hexTilesBefore).toBeGreaterThan(0); // the hex board the app opens with
    await afterFrames(t.page, async () => {
      await t.page
        .getByLabel('Load a table')
        .selectOption({ label: 'Capture the Flag — open mat 120 × 80 cm' });
    });
    // The table's name in the toolbar, not the notice: good news fades after 4 s, which a slow
    // machine can spend before the first frame of the new table.
    await t.page
      .getByTestId('setup-name')
      .filter({ hasText: 'Capture the Flag — open mat 120 × 80 cm' })
      .waitFor();
    const box = (await t.page.locator('canvas').boundingBox())!;
    /** Whether the view holds the whole mat: its four corners project inside the canvas. */
    const holdsTheMat = async () => {
      for (const [x, y] of [
        [-60, -40],
        [60, -40],
        [60, 40],
        [-60, 40],
      ] as const) {
        const p = (await t.page.evaluate(([a, b]) => window.__table!.project(a!, b!, 0), [x, y]))!;
        if (p.x < box.x || p.x > box.x + box.width || p.y < box.y || p.y > box.y + box.height) return false;
      }
      return true;
    };
    // Loading the larger table stands the opening view back far enough to hold it.
    // The notice would time out by itself; put away now, so the picture shows the whole mat.
    await t.page.evaluate(() =>
      (window.__table!.store as { getState(): { dismissNotice(): void } }).getState().dismissNotice(),
    );
    await settle(t.page);
    await shot(t.page, 'open-mat-three-quarter');
    expect(await holdsTheMat()).toBe(true);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Top-down', exact: true }).click());
    await settle(t.page);
    expect(await drawn('board-top')).toBe(0);
    expect(await drawn('hex-lines')).toBe(0);
    expect(await drawn('seams')).toBe(0);
    expect(await drawn('mat-top')).toBe(2);
    expect(await drawn('mat-hem')).toBe(8);
    // Hex mode is not on offer for a mat.
    await expect(t.page.getByRole('radio', { name: 'Hex grid' }).isDisabled()).resolves.toBe(true);
    expect(await holdsTheMat()).toBe(true); // the top-down preset too
    await shot(t.page, 'open-mat-ctf');

    // In the editor the mat's corner is dragged to a new place; the size fields stand in for the tile list.
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await settleView(t.page); // the editor's panel opens and the view refits beside it
    await expect(t.page.getByLabel('Mat width (cm)').inputValue()).resolves.toBe('120');
    const grip = (await t.page.evaluate(() => window.__table!.project(60, 40, 0)))!;
    const drop = (await t.page.evaluate(() => window.__table!.project(66, 46, 0)))!;
    await t.page.mouse.move(grip.x, grip.y);
    await t.page.mouse.down();
    await afterFrames(t.page, () => t.page.mouse.move((grip.x + drop.x) / 2, (grip.y + drop.y) / 2));
    // The corner follows the pointer frame by frame: let it reach the drop point before letting go.
    await afterFrames(t.page, () => t.page.mouse.move(drop.x, drop.y));
    // Let go: the corner is put down in the set-up (read from the store, not from a frame: the
    // preview already drew it there, so letting go may draw nothing new).
    await t.page.mouse.up();
    await t.page.waitForFunction(
      () =>
        (window.__table!.store as { getState(): { dragPreview: unknown } }).getState().dragPreview === null,
      undefined,
      { polling: 100, timeout: 60_000 },
    );
    await settle(t.page);
    const corner = await t.page.evaluate(
      () =>
        (window.__table!.store as { getState(): { setup: Setup } }).getState().setup.board.mat!.outline[2]!,
    );
    expect(Math.hypot(corner.x - 66, corner.y - 46)).toBeLessThan(0.5);
    await shot(t.page, 'open-mat-corner-dragged');
    await afterFrames(t.page, () =>
      t.page.evaluate(() => (window.__table!.store as { getState(): { undo(): void } }).getState().undo()),
    );
    // A double-click on a side adds a corner there: the mat becomes any polygon.
    await settleView(t.page);
    const side = (await t.page.evaluate(() => window.__table!.project(0, 40, 0)))!;
    await afterFrames(t.page, () => t.page.mouse.dblclick(side.x, side.y));
    await settle(t.page);
    const corners = await t.page.evaluate(
      () =>
        (window.__table!.store as { getState(): { setup: Setup } }).getState().setup.board.mat!.outline
          .length,
    );
    expect(corners).toBe(5);
    await afterFrames(t.page, () =>
      t.page.evaluate(() => (window.__table!.store as { getState(): { undo(): void } }).getState().undo()),
    );
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await settle(t.page);

    await clickPlay(t.page);
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Roll the command dice' }).click());
    await settle(t.page);
    const start = await played();
    expect(start.game.phase).toBe('play');
    const team = start.game.active!;
    const mover = start.initial.figures.find((f) => f.id === `${team}-3`)!;
    // One move through the UI: click the figure, then a spot 6 cm towards the enemy on the mat.
    const forward = team === 'red' ? 6 : -6;
    const onScreen = (x: number, y: number, h: number) =>
      t.page.evaluate(([a, b, c]) => window.__table!.project(a!, b!, c!), [x, y, h]);
    const figureAt = (await onScreen(mover.at.x, mover.at.y, 1.9))!;
    // Pressed for a few frames, as a hand clicks: the press picks the figure up and opens its card,
    // and the view, held while it is in hand, refits beside the card once it is put down. The
    // click that ends the press must still be the figure's, not a move to the ground the refit put
    // under the pointer.
    await t.page.mouse.move(figureAt.x, figureAt.y);
    await afterFrames(t.page, () => t.page.mouse.down());
    await afterFrames(t.page, () => t.page.mouse.up());
    await settleView(t.page); // the figure's card opens and the view refits beside it
    expect((await played()).actions).toEqual([{ type: 'rollCommand' }]);
    expect(await t.page.getByTestId('sight-panel').locator('h2').textContent()).toBe(mover.name);
    const spot = (await onScreen(mover.at.x + forward, mover.at.y, 0))!;
    await afterFrames(t.page, () => t.page.mouse.click(spot.x, spot.y));
    await settle(t.page);
    const moved = await played();
    expect(moved.actions.at(-1)).toMatchObject({ type: 'move', figureId: mover.id });
    // The click lands within a pixel of the spot: a little under or over 6 cm, in a straight line.
    const to = (moved.actions.at(-1) as { to: { x: number; y: number } }).to;
    expect(Math.hypot(to.x - (mover.at.x + forward), to.y - mover.at.y)).toBeLessThan(0.5);
    const cm = Math.hypot(to.x - mover.at.x, to.y - mover.at.y);
    expect(moved.game.log.map((e) => `[${e.rule}] ${e.text}`).at(-1)).toBe(
      `[PM-AP] ${mover.name} moves ${cm.toFixed(1)} cm ${placeWords(moved.initial, to).into} (1 AP)`,
    );
    await shot(t.page, 'open-mat-moved');

    // The rest of the game: the automatic player picks each action from the app's own game.
    const sight = createSight();
    let s: GameState = newGame(moved.initial, moved.seed);
    for (const a of moved.actions) {
      const r = apply(s, a, { sight });
      if (!r.ok) throw new Error(`the app's action does not replay: ${r.reason}`);
      s = r.state;
    }
    const rest: Action[] = [];
    while (s.phase !== 'over' && rest.length < 3000) {
      const a = autoAction(s, sight)!;
      const r = apply(s, a, { sight });
      if (!r.ok) throw new Error(`the automatic player tried an illegal action: ${r.reason}`);
      rest.push(a);
      s = r.state;
    }
    expect(s.phase).toBe('over');
    const accepted = await t.page.evaluate((actions) => {
      const store = window.__table!.store as { getState(): { act(a: unknown): boolean } };
      let n = 0;
      for (const a of actions) if (store.getState().act(a)) n++;
      return n;
    }, rest as unknown[]);
    expect(accepted).toBe(rest.length);
    await settle(t.page);
    const end = await played();
    expect(end.game.phase).toBe('over');
    expect(end.game.winner).toBe(s.winner);
    const who = s.winner === 'red' ? 'Red' : 'Blue';
    await expect(t.page.getByTestId('winner').textContent()).resolves.toBe(`${who} wins!`);
    await shot(t.page, 'open-mat-game-over');
    // The end's buttons stand whole above the last roll and the log: nothing covers their middles.
    for (const name of ['Rematch', 'Share replay link']) {
      const button = t.page.getByTestId('play-panel').getByRole('button', { name, exact: true });
      const uncovered = await button.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
      });
      expect(uncovered, name).toBe(true);
    }
    expect(t.errors).toEqual([]);
  });

  it('no two roll badges overlap on the open mat from any view preset, the far crowd included; "no shot" badges with no room fold away (issue 24, item 11)', async () => {
    await leaveGame(t.page);
    // Red 1 in the middle of the mat: the blue team, huddled 4 to 10 cm apart at the far end, is a
    // crowd of "aim 6+" (35–38 cm) and "no shot" (over 40 cm) badges.
    const mat = captureTheFlagMat();
    const midfield: Setup = {
      ...mat,
      name: 'Open mat: Red 1 in midfield',
      figures: mat.figures.map((f) => (f.id === 'red-1' ? { ...f, at: { x: -20, y: 0 } } : f)),
    };
    await openSetupFile(t.page, midfield, 'midfield.json');
    await settle(t.page);
    const red1 = (await t.page.evaluate(() => window.__table!.project(-20, 0, 1.9)))!;
    await afterFrames(t.page, () => t.page.mouse.click(red1.x, red1.y));
    await settleView(t.page);
    expect(
      await t.page.evaluate(
        () => (window.__table!.store as { getState(): { selectedId: string | null } }).getState().selectedId,
      ),
    ).toBe('red-1');
    await expect(t.page.getByTestId('enemy-badges').locator('li').allTextContents()).resolves.toEqual([
      'no shot',
      'no shot',
      'no shot',
      'aim 6+',
      'aim 6+',
      'aim 6+',
    ]);
    for (const preset of ['Red end', 'Three-quarter', 'Top-down', 'Blue end']) {
      await afterFrames(t.page, () => t.page.getByRole('button', { name: preset, exact: true }).click());
      await settleView(t.page);
      const seen = await expectBadgesApart(t.page, `open mat, ${preset}`);
      expect(seen.drawn).toBeGreaterThanOrEqual(3); // the three rolls at least
      await shot(t.page, `open-mat-badges-${preset.toLowerCase().replace(' ', '-')}`);
    }
    expect(t.errors).toEqual([]);
  });
});
