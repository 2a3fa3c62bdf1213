import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Point } from '../../src/geometry';
import type { Setup } from '../../src/rules/paintball-mini/setup';
import { serialiseSetup, setupBoard } from '../../src/rules/paintball-mini/setup';
import type { TablePage } from './harness';
import { rollCommandIfAsked } from './paintballStart';
import {
  afterFrames,
  clickPlay,
  launch,
  leaveGame,
  openSetupFile,
  openTable,
  settle,
  settleView,
  shot,
} from './harness';

// Panels never hide the table: with the play panel, the shot card and the key open, every board
// corner, both home bases and every figure are drawn in the part of the canvas no panel covers,
// and a preset refits when a panel opens or closes (unless the player moved the camera by hand).
// Also: the tape's 10 cm bands on the table, and picking in a game in the three-quarter view.

let browser: Browser;
let t: TablePage;

interface Seen {
  setup: Setup;
  selectedId: string | null;
  targetId: string | null;
}

const state = (): Promise<Seen> =>
  t.page.evaluate(() => {
    const s = (
      window.__table!.store as {
        getState(): {
          setup: Setup;
          play: { game: { table: Setup } } | null;
          selectedId: string | null;
          targetId: string | null;
        };
      }
    ).getState();
    return JSON.parse(
      JSON.stringify({
        setup: s.play?.game.table ?? s.setup,
        selectedId: s.selectedId,
        targetId: s.targetId,
      }),
    ) as Seen;
  });

/** Table points that must be in sight: the board's perimeter, both home bases' rims, every figure's base and head. */
function mustSee(setup: Setup): { what: string; x: number; y: number; h: number }[] {
  const out: { what: string; x: number; y: number; h: number }[] = [];
  setupBoard(setup).perimeter.forEach((e, i) =>
    out.push({ what: `board edge ${i}`, x: e.a.x, y: e.a.y, h: 0 }),
  );
  for (const home of setup.terrain) {
    if (home.kind !== 'stockade') continue;
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      out.push({
        what: `${home.id} rim`,
        x: home.at.x + home.radius * Math.cos(a),
        y: home.at.y + home.radius * Math.sin(a),
        h: 0,
      });
    }
  }
  for (const f of setup.figures.filter((x) => x.status !== 'eliminated')) {
    out.push(
      { what: `${f.name} base`, x: f.at.x, y: f.at.y, h: 0 },
      { what: `${f.name} head`, x: f.at.x, y: f.at.y, h: 2.8 },
    );
  }
  return out;
}

/** The points drawn outside the canvas or under a panel, and the panels seen. */
async function hidden(points: { what: string; x: number; y: number; h: number }[]) {
  return t.page.evaluate((pts) => {
    const canvas = document.querySelector('canvas')!.getBoundingClientRect();
    const panels = [...document.querySelectorAll<HTMLElement>('[data-covers]')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0);
    const out: string[] = [];
    for (const p of pts) {
      const s = window.__table!.project(p.x, p.y, p.h);
      if (s === null) {
        out.push(`${p.what}: behind the camera`);
        continue;
      }
      if (s.x < canvas.left || s.x > canvas.right || s.y < canvas.top || s.y > canvas.bottom)
        out.push(`${p.what}: off the canvas at (${Math.round(s.x)}, ${Math.round(s.y)})`);
      for (const r of panels)
        if (s.x >= r.left && s.x <= r.right && s.y >= r.top && s.y <= r.bottom)
          out.push(`${p.what}: under a panel at (${Math.round(s.x)}, ${Math.round(s.y)})`);
    }
    return { out, panels: panels.length };
  }, points);
}

/**
 * Clicks the point of the table at `at`, `h` cm up. A click that takes nothing (`takes` false)
 * changes nothing on the table, so no frame is waited for: with nothing selected, the pointer
 * coming onto a piece draws none either.
 */
async function clickAt(at: Point, h: number, takes = true) {
  // A panel that opened refits the view a moment later: the point is projected once it stands.
  await settleView(t.page);
  const p = await t.page.evaluate(([x, y, z]) => window.__table!.project(x!, y!, z), [
    at.x,
    at.y,
    h,
  ] as const);
  if (takes) await afterFrames(t.page, () => t.page.mouse.click(p!.x, p!.y));
  else await t.page.mouse.click(p!.x, p!.y);
  await settle(t.page);
}

const camera = () => t.page.evaluate(() => window.__table!.camera()!);

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1024, height: 640 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('panels never hide the table', () => {
  it('the play panel, the shot card and the key leave the board, the home bases and every figure in sight; the preset refits as they open', async () => {
    const before = await camera();
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    await rollCommandIfAsked(t.page);
    await settleView(t.page);
    const withPanel = await camera();
    expect(withPanel.position).not.toEqual(before.position); // refitted for the panel, not left as it was
    let s = await state();
    const seen = await hidden(mustSee(s.setup));
    expect(seen.panels).toBeGreaterThanOrEqual(2); // the play panel and the key
    expect(seen.out).toEqual([]);
    await shot(t.page, 'panel-room-play');

    // A shooter and a target: the shot card opens on the right and the view makes room for it.
    const g = await t.page.evaluate(
      () =>
        (window.__table!.store as { getState(): { play: { game: { active: string } } } }).getState().play.game
          .active,
    );
    const shooter = s.setup.figures.find((f) => f.team === g && f.role === 'paintballer')!;
    const target = s.setup.figures.find((f) => f.team !== g && f.role === 'paintballer')!;
    await clickAt(shooter.at, 1.9);
    await clickAt(target.at, 1.9);
    s = await state();
    expect(s.selectedId).toBe(shooter.id);
    expect(s.targetId).toBe(target.id);
    await t.page.getByTestId('sight-verdict').waitFor();
    const card = await hidden(mustSee(s.setup));
    expect(card.panels).toBeGreaterThanOrEqual(3);
    expect(card.out).toEqual([]);
    // The shot's line runs from the shooter to the target: both ends and its middle are in the room.
    const mid = { x: (shooter.at.x + target.at.x) / 2, y: (shooter.at.y + target.at.y) / 2 };
    expect((await hidden([{ what: 'the line', x: mid.x, y: mid.y, h: 1 }])).out).toEqual([]);
    await shot(t.page, 'panel-room-shot-card');

    // Moved by hand: the card closing recentres the view but does not refit the camera.
    const box = (await t.page.locator('canvas').boundingBox())!;
    const cx = box.x + box.width * 0.6;
    const cy = box.y + box.height * 0.5;
    await t.page.mouse.move(cx, cy);
    await t.page.mouse.down({ button: 'right' });
    await afterFrames(t.page, () => t.page.mouse.move(cx + 40, cy + 10, { steps: 4 }));
    await t.page.mouse.up({ button: 'right' });
    await settle(t.page);
    const moved = await camera();
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    await settle(t.page);
    expect(await t.page.getByTestId('sight-panel').count()).toBe(0);
    const after = await camera();
    after.position.forEach((v, i) => expect(v).toBeCloseTo(moved.position[i]!, 3));

    // A preset chosen again fits the room once more.
    await afterFrames(t.page, () => t.page.keyboard.press('1'));
    await settleView(t.page);
    expect((await hidden(mustSee((await state()).setup))).out).toEqual([]);
    for (const key of ['2', '3', '4']) {
      await afterFrames(t.page, () => t.page.keyboard.press(key));
      await settleView(t.page);
      expect((await hidden(mustSee((await state()).setup))).out).toEqual([]);
    }
    await shot(t.page, 'panel-room-blue-end');
    await afterFrames(t.page, () => t.page.keyboard.press('1'));
    await settle(t.page);
    expect(t.errors).toEqual([]);
  });

  it('the tape shows its 10 cm bands, with a number at every 10 cm', async () => {
    await afterFrames(t.page, () =>
      t.page.evaluate(() =>
        (window.__table!.store as { getState(): { layTape(t: { from: Point; to: Point }): void } })
          .getState()
          .layTape({ from: { x: -35, y: -12 }, to: { x: 30, y: 10 } }),
      ),
    );
    await settle(t.page);
    const ticks = await t.page.getByTestId('tape-tick').allTextContents();
    expect(ticks).toEqual(['10', '20', '30', '40', '50', '60']); // 68.6 cm: six full bands and a part
    await shot(t.page, 'panel-room-tape');
    await afterFrames(t.page, () =>
      t.page.evaluate(() =>
        (window.__table!.store as { getState(): { clearTape(): void } }).getState().clearTape(),
      ),
    );
    expect(t.errors).toEqual([]);
  });
});

describe('picking in a game, three-quarter view', () => {
  it('a figure in front of a hill is taken; one hidden behind a hill is not', async () => {
    // Red 1 stands in front of a hill as the three-quarter camera sees it; Blue 1 hides behind another.
    const s = (await state()).setup;
    const cam = await camera();
    const red = s.figures.find((f) => f.team === 'red' && f.role === 'paintballer')!;
    const blue = s.figures.find((f) => f.team === 'blue' && f.role === 'paintballer')!;
    const away = (p: Point, cm: number) => {
      const dx = p.x - cam.position[0];
      const dy = p.y - cam.position[2];
      const l = Math.hypot(dx, dy);
      return { x: p.x + (dx / l) * cm, y: p.y + (dy / l) * cm };
    };
    const at = { red: { x: -10, y: 8 }, blue: { x: 15, y: -8 } };
    const setup: Setup = {
      ...s,
      name: 'Hills',
      scenario: 'custom',
      figures: s.figures.map((f) =>
        f.id === red.id ? { ...f, at: at.red } : f.id === blue.id ? { ...f, at: at.blue } : f,
      ),
      terrain: [
        ...s.terrain.filter((x) => x.kind === 'stockade'),
        {
          id: 'hill-behind',
          kind: 'hill',
          at: away(at.red, 8),
          rotation: 0,
          radiusX: 6,
          radiusY: 6,
          height: 4,
        },
        // 6 cm nearer the camera, 8 cm high: from a view 37° above the table the whole figure is behind it.
        {
          id: 'hill-in-front',
          kind: 'hill',
          at: away(at.blue, -6),
          rotation: 0,
          radiusX: 4.5,
          radiusY: 4.5,
          height: 8,
        },
      ],
    };
    await leaveGame(t.page);
    await openSetupFile(t.page, serialiseSetup(setup), 'hills.json');
    await clickPlay(t.page);
    await t.page.getByTestId('play-panel').waitFor();
    await rollCommandIfAsked(t.page);
    await settleView(t.page);
    await afterFrames(t.page, () => t.page.keyboard.press('1'));
    await settleView(t.page);
    await shot(t.page, 'panel-room-pick-hills');
    await clickAt(at.red, 1.6);
    expect((await state()).selectedId).toBe(red.id);
    await afterFrames(t.page, () => t.page.keyboard.press('Escape'));
    await settle(t.page);
    expect((await state()).selectedId).toBeNull();
    // The pointer on the hill where Blue 1 stands behind it, out of sight: nothing is taken.
    await clickAt(at.blue, 1.2, false);
    expect((await state()).selectedId).toBeNull();
    expect(t.errors).toEqual([]);
  });
});

describe('the editor panel and the eliminated figures', () => {
  it('with the editor open, the board and the row of eliminated figures at the table edge are in the room', async () => {
    await leaveGame(t.page);
    await settle(t.page);
    const s = (await state()).setup;
    const out = new Set([
      s.figures.find((f) => f.team === 'red')!.id,
      s.figures.find((f) => f.team === 'blue')!.id,
    ]);
    const setup: Setup = {
      ...s,
      figures: s.figures.map((f) => (out.has(f.id) ? { ...f, status: 'eliminated' as const } : f)),
    };
    await afterFrames(t.page, () =>
      t.page.evaluate(
        (x) =>
          (window.__table!.store as { getState(): { loadSetup(s: Setup): void } }).getState().loadSetup(x),
        setup,
      ),
    );
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Edit table' }).click());
    await t.page.getByTestId('editor-panel').waitFor();
    await settleView(t.page);
    // The first eliminated figure of each side waits 6 cm from the middle of the far edge (figurePose.ts).
    const row = (['red', 'blue'] as const).map((team) => ({
      what: `eliminated ${team}`,
      x: team === 'red' ? -6 : 6,
      y: -(s.table.depth / 2 - 4),
      h: 2.8,
    }));
    const seen = await hidden([...mustSee(setup), ...row]);
    expect(seen.panels).toBeGreaterThanOrEqual(1);
    expect(seen.out).toEqual([]);
    await shot(t.page, 'panel-room-editor');
    await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Done', exact: true }).click());
    expect(t.errors).toEqual([]);
  });
});

describe('the camera moves only where the player moves it', () => {
  it('a view picked where the system asks for less motion is put there at once, not flown to', async () => {
    const still = await openTable(
      browser,
      `${inject('baseUrl')}?seed=8`,
      { width: 800, height: 500 },
      { reducedMotion: 'reduce' },
    );
    try {
      await settleView(still.page);
      const pose = () => still.page.evaluate(() => JSON.stringify(window.__table!.camera()));
      const before = await pose();
      // The first frame after the key: a flight (0.6 s) would have only begun.
      await afterFrames(still.page, () => still.page.keyboard.press('2'));
      const first = await pose();
      expect(first).not.toBe(before);
      await settleView(still.page);
      expect(await pose()).toBe(first);
      expect(still.errors).toEqual([]);
    } finally {
      await still.page.context().close();
    }
  });
});
