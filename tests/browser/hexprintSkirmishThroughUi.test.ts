import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import { afterFrames, clickPlay, launch, openTable, settle, settleView, shot } from './harness';

// Issue 24's "Done when": a whole HexPrint Skirmish played to a result through the UI at one
// screen of 1280 × 800. South is handed to the app's automatic player by its Automatic box; North
// is played as a person would, every one of its steps on the action bar, the Hex Timer's dial and
// the canvas (a model clicked to activate it, an enemy model clicked to target it, a lit hex clicked
// to move there). The store is read only to choose what to click and to check the end (HP-END).

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=5`, { width: 1280, height: 800 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

type Point = { x: number; y: number };

/** What North's player looks at before each step, read from the game on the table. */
interface Look {
  readonly over: boolean;
  readonly toAct: string | null;
  readonly phase: string;
  readonly actions: number;
  readonly removal: boolean;
  readonly activation: { taken: number; limit: number; shot: boolean } | null;
  /** A model of a North unit in the pool, on screen. */
  readonly ready: Point | null;
  /** An enemy model North's activating unit may shoot now, on screen. */
  readonly target: Point | null;
  /** The North model the bar is about (the one picked, else the activating unit's first), on screen. */
  readonly mover: Point | null;
  /** Every South model on the table, on screen: where North walks towards. */
  readonly enemies: Point[];
}

function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    type Hex = { q: number; r: number };
    type Model = { id: string; at: Hex; facing: number; gone: string | null };
    type Unit = {
      id: string;
      seat: string;
      marker: number | 'pool' | null;
      card: { height: number; footprint: 1 | 3 };
      models: Model[];
    };
    type Game = {
      phase: string;
      units: Unit[];
      removals: unknown[];
      terrain: { hexes: Record<string, { height: number }> };
      activation: { unit: string; taken: number; limit: number; shot: unknown } | null;
    };
    type S = {
      selectedId: string | null;
      play: { game: Game; actions: unknown[]; initial: { board: { origin: Point } } } | null;
      rules: { seatToAct(g: Game): string | null; apply(g: Game, a: unknown): { ok: boolean } };
    };
    const s = (window.__table!.store as { getState(): S }).getState();
    const g = s.play!.game;
    const o = s.play!.initial.board.origin;
    const height = (h: Hex) => (g.terrain.hexes[`${h.q},${h.r}`]?.height ?? 0) * 3;
    const steps = [
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
      { q: 0, r: -1 },
      { q: 1, r: -1 },
    ];
    // A model's top, over the middle of its hexes (a Walker's three: its hex and the next two round from its facing).
    const topOf = (u: Unit, m: Model) => {
      const hexes =
        u.card.footprint === 1
          ? [m.at]
          : [0, 1, 2].map((k) =>
              k === 0
                ? m.at
                : {
                    q: m.at.q + steps[(m.facing + k - 1) % 6]!.q,
                    r: m.at.r + steps[(m.facing + k - 1) % 6]!.r,
                  },
            );
      const x = hexes.reduce((t, h) => t + o.x + 10 * (h.q + h.r / 2), 0) / hexes.length;
      const y = hexes.reduce((t, h) => t + o.y + 5 * Math.sqrt(3) * h.r, 0) / hexes.length;
      return window.__table!.project(x, y, Math.max(...hexes.map(height)) + u.card.height * 3 * 0.9);
    };
    const a = g.activation;
    const north = g.units.filter((u) => u.seat === 'north');
    const south = g.units.filter((u) => u.seat === 'south');
    const inPool = north.find((u) => u.marker === 'pool' && u.models.some((m) => m.gone === null));
    const readyModel = inPool?.models.find((m) => m.gone === null);
    const acting = a === null ? undefined : north.find((u) => u.id === a.unit);
    const canShoot = acting !== undefined && a !== null && a.taken < a.limit && a.shot === null;
    const targets = south.filter(
      (u) => canShoot && s.rules.apply(g, { type: 'shoot', ability: 0, target: u.id }).ok,
    );
    const aim = targets[0]?.models.find((m) => m.gone === null);
    const picked = acting?.models.find((m) => m.id === s.selectedId && m.gone === null);
    const moving = picked ?? acting?.models.find((m) => m.gone === null);
    return {
      over: g.phase === 'over',
      toAct: s.rules.seatToAct(g),
      phase: g.phase,
      actions: s.play!.actions.length,
      removal: g.removals.length > 0,
      activation: a === null ? null : { taken: a.taken, limit: a.limit, shot: a.shot !== null },
      ready: readyModel === undefined ? null : topOf(inPool!, readyModel),
      target: aim === undefined ? null : topOf(targets[0]!, aim),
      mover: moving === undefined ? null : topOf(acting!, moving),
      enemies: south
        .flatMap((u) => u.models.filter((m) => m.gone === null).map((m) => topOf(u, m)))
        .filter((p): p is Point => p !== null),
    };
  });
}

const bar = () => t.page.getByTestId('action-bar');
// A click may change nothing on screen (a model already picked): wait for the table to be still, not for a frame.
async function press(name: RegExp) {
  await bar().getByRole('button', { name }).first().click();
  await settle(t.page);
}
async function clickCanvas(at: Point) {
  await t.page.mouse.click(at.x, at.y);
  await settle(t.page);
}

const apart = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);
const nearest = (from: Point, among: readonly Point[]) => Math.min(...among.map((e) => apart(from, e)));

/**
 * The lit hex (its cost label) that brings the mover nearest an enemy on screen, if any brings it
 * nearer. A lit hex under the mover's own body (a Walker's next anchor) is clicked on the model, so
 * it is left out, as is one already clicked in vain.
 */
async function litTowardsEnemy(now: Look, tried: readonly Point[]): Promise<Point | null> {
  if (now.mover === null || now.enemies.length === 0) return null;
  const lit = await t.page
    .getByTestId('move-cost')
    .evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })),
    );
  const best = lit
    .filter((p) => apart(p, now.mover!) > 40 && tried.every((q) => apart(p, q) > 10))
    .map((p) => ({ p, d: nearest(p, now.enemies) }))
    .sort((a, b) => a.d - b.d)[0];
  // A step that brings it no nearer (by more than a few pixels) is not worth an action.
  return best !== undefined && best.d < nearest(now.mover, now.enemies) - 5 ? best.p : null;
}

/** Waits until North is to act or the game is over: South's turns are the app's. */
async function northOrOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      type S = { play: { game: { phase: string } }; rules: { seatToAct(g: unknown): string | null } };
      const s = (window.__table!.store as { getState(): S }).getState();
      return s.play.game.phase === 'over' || s.rules.seatToAct(s.play.game) === 'north';
    },
    undefined,
    { timeout: 120_000, polling: 200 },
  );
}

/** A place written as coordinates: "(3, 9)". */
const COORDINATES = /\(\s*-?\d+\s*,\s*-?\d+\s*\)/;

describe('HexPrint Skirmish through the UI', () => {
  it('HP-END: a whole Skirmish, South by the app and North by clicks on the bar, the dial and the canvas', async () => {
    const page = t.page;
    await afterFrames(page, async () => {
      await page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-skirmish');
    });
    await page.getByTestId('setup-name').filter({ hasText: 'Skirmish' }).waitFor();
    await settle(page);
    await clickPlay(page);
    await page.getByTestId('hex-timer').waitFor();
    await page.getByTestId('automatic-south').check();
    // The app's moves at the quick pace: the test waits on them, not on a pause meant for watching.
    await page.getByLabel('Quick automatic moves').check();
    await afterFrames(page, () => page.getByRole('button', { name: 'Top-down' }).click());
    await settleView(page);
    await shot(page, 'hexprint-skirmish-ui-start');

    const did: Record<string, number> = {};
    let last = '';
    const count = (what: string) => {
      last = what;
      did[what] = (did[what] ?? 0) + 1;
    };
    let midShot = false;
    let steps = 0;
    const tried: Point[] = [];
    for (; steps < 600; steps++) {
      await northOrOver(page);
      const now = await look(page);
      if (now.over) break;
      // Mid-game: North shoots some 30 to 40 times in a Skirmish.
      if (!midShot && (did['shot'] ?? 0) >= 15) {
        midShot = true;
        await shot(page, 'hexprint-skirmish-ui-mid');
      }
      if (now.removal) {
        await press(/^Take this/);
        count('removal');
      } else if (now.phase === 'markers') {
        // Markers on segments 1–3 in turn, as the automatic player spreads them.
        await press(new RegExp(`^Segment ${1 + ((did['marker'] ?? 0) % 3)}`));
        count('marker');
      } else if (now.phase === 'time') {
        await page.getByTestId('turn-time').click();
        await settle(page);
        count('time');
      } else if (now.activation === null) {
        if (now.ready !== null) {
          // The view still (South's last step may refit it), the model is picked, then activated.
          await settle(page);
          await clickCanvas((await look(page)).ready!);
          await press(/^Activate/);
          count('activate');
        } else {
          await press(/^Pass/);
          count('pass');
        }
      } else if (now.activation.shot) {
        await press(/^Take the hits/);
        count('hits');
      } else if (now.target !== null) {
        // The enemy model is targeted on the canvas; Shoot takes it without asking again.
        await settleView(page);
        await clickCanvas((await look(page)).target!);
        await page.getByTestId('shot-card').waitFor();
        await press(/^Shoot/);
        count('shot');
      } else {
        await settleView(page);
        const lit =
          now.activation.taken < now.activation.limit ? await litTowardsEnemy(await look(page), tried) : null;
        if (lit !== null) {
          tried.push(lit);
          await clickCanvas(lit);
          count('move');
        } else {
          await press(/^End activation/);
          count('end');
        }
      }
      // A lit hex that took no click (covered by a model) is not clicked again; any other click
      // that changed nothing (a model hidden behind another) ends the go rather than stall.
      const after = await look(page);
      if (after.actions !== now.actions) tried.length = 0;
      else if (last === 'move') count('missed');
      else if (after.toAct === 'north' && after.activation !== null) {
        await press(/^End activation/);
        count('stalled');
      }
    }
    await page.getByTestId('game-over').waitFor();
    await settle(page);
    await shot(page, 'hexprint-skirmish-ui-over');

    // North placed markers, activated, moved and shot, all through the page; the rules ended the game.
    expect(Object.keys(did).sort()).toEqual(expect.arrayContaining(['activate', 'marker', 'move', 'shot']));
    expect(steps).toBeLessThan(600);
    const end = await page.evaluate(() => {
      type S = { play: { game: { result: string | null; log: { text: string }[] } } };
      const g = (window.__table!.store as { getState(): S }).getState().play.game;
      return { result: g.result, log: g.log.map((e) => e.text) };
    });
    expect(end.result).not.toBeNull();
    expect(await page.getByTestId('winner').textContent()).toBe(
      end.result === 'draw' ? 'A draw.' : `${end.result === 'north' ? 'North' : 'South'} wins!`,
    );
    expect(await page.getByTestId('turn-header').textContent()).toMatch(
      /^The game is over: (North wins|South wins|a draw)$/,
    );
    // HP-END's words close the log, and no line of it names a place by coordinates.
    expect(end.log.at(-1)).toMatch(/wins|draw/i);
    expect(end.log.filter((line) => COORDINATES.test(line))).toEqual([]);
    expect((await page.getByTestId('dice-log').textContent()) ?? '').not.toMatch(COORDINATES);
    expect(t.errors).toEqual([]);
  }, 480_000);
});
