import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TablePage } from './harness';
import {
  afterFrames,
  clickPlay,
  launch,
  openTable,
  playOutThroughStore,
  settle,
  settleView,
  shot,
} from './harness';

// HexPrint at the table: King of the Hill loads from "Load a table…", and a whole game is played.
// South is handed to the app's automatic player and North is played through the page as a person
// would (models picked and targeted by clicks on the canvas, moves by clicks on the lit hexes, the
// rest on the action bar and the Hex Timer's dial) until it has taken each kind of step; the
// routine rest of the game is played through the store, and its end is read on the page.

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, `${inject('baseUrl')}?seed=3`, { width: 1600, height: 900 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

/** What North's player looks at before each step, read from the game on the table. */
interface Look {
  readonly over: boolean;
  readonly toAct: string | null;
  readonly phase: string;
  readonly actions: number;
  readonly removal: boolean;
  readonly activation: { unit: string; taken: number; limit: number; shot: boolean } | null;
  /** A model of a North unit in the pool, where it is on screen. */
  readonly ready: { x: number; y: number } | null;
  /** An enemy model North's activating unit may shoot now, on screen. */
  readonly target: { x: number; y: number } | null;
  /** The hill's top, on screen. */
  readonly hill: { x: number; y: number } | null;
}

function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    type Hex = { q: number; r: number };
    type Unit = {
      id: string;
      seat: string;
      marker: number | 'pool' | null;
      card: { height: number; footprint: 1 | 3 };
      models: { id: string; at: Hex; facing: number; gone: string | null }[];
    };
    type Game = {
      phase: string;
      result: string | null;
      units: Unit[];
      removals: unknown[];
      mission: { hill: Hex | null };
      terrain: { hexes: Record<string, { height: number }> };
      activation: { unit: string; taken: number; limit: number; shot: unknown } | null;
    };
    type S = {
      play: {
        game: Game;
        actions: unknown[];
        initial: { board: { origin: { x: number; y: number } } };
      } | null;
      rules: {
        seatToAct(g: Game): string | null;
        apply(g: Game, a: unknown): { ok: boolean };
      };
    };
    const s = (window.__table!.store as { getState(): S }).getState();
    const g = s.play!.game;
    const o = s.play!.initial.board.origin;
    const height = (h: Hex) => (g.terrain.hexes[`${h.q},${h.r}`]?.height ?? 0) * 3;
    const onScreen = (h: Hex, up: number) =>
      window.__table!.project(o.x + 10 * (h.q + h.r / 2), o.y + 5 * Math.sqrt(3) * h.r, height(h) + up);
    // A model's top, over the middle of its hexes (a Walker's three: its hex and the next two round from its facing).
    const steps = [
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
      { q: 0, r: -1 },
      { q: 1, r: -1 },
    ];
    const topOf = (u: Unit, m: Unit['models'][number]) => {
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
    const toAct = s.rules.seatToAct(g);
    const a = g.activation;
    const north = g.units.filter((u) => u.seat === 'north');
    const inPool = north.find((u) => u.marker === 'pool' && u.models.some((m) => m.gone === null));
    const readyModel = inPool?.models.find((m) => m.gone === null);
    const shooting = a === null ? undefined : g.units.find((u) => u.id === a.unit);
    const targets = g.units.filter(
      (u) =>
        u.seat === 'south' &&
        a !== null &&
        a.taken < a.limit &&
        a.shot === null &&
        shooting !== undefined &&
        s.rules.apply(g, { type: 'shoot', ability: 0, target: u.id }).ok,
    );
    const aim = targets[0]?.models.find((m) => m.gone === null);
    return {
      over: g.phase === 'over',
      toAct,
      phase: g.phase,
      actions: s.play!.actions.length,
      removal: g.removals.length > 0,
      activation: a === null ? null : { unit: a.unit, taken: a.taken, limit: a.limit, shot: a.shot !== null },
      ready: readyModel === undefined ? null : topOf(inPool!, readyModel),
      target: aim === undefined ? null : topOf(targets[0]!, aim),
      hill: g.mission.hill === null ? null : onScreen(g.mission.hill, 9),
    };
  });
}

/**
 * The panels against the game: the dial's count of turns to 6 (HP-END) and each unit card's marked
 * boxes (HP-DAMAGE) and models on the table. Returns how many boxes the cards show marked.
 */
async function panelsAgree(page: Page): Promise<number> {
  const game = await page.evaluate(() => {
    type U = { id: string; marks: number[]; models: { gone: string | null }[] };
    type S = { play: { game: { units: U[]; timer: { sixes: number }; mission: { rotations: number } } } };
    const g = (window.__table!.store as { getState(): S }).getState().play.game;
    return {
      timer: `Turned to 6: ${g.timer.sixes} of ${g.mission.rotations}`,
      units: g.units.map((u) => ({
        id: u.id,
        marked: u.marks.reduce((a, b) => a + b, 0),
        onTable: u.models.filter((m) => m.gone === null).length,
        of: u.models.length,
      })),
    };
  });
  expect(await page.getByTestId('timer-rotations').textContent()).toContain(game.timer);
  let marked = 0;
  for (const u of game.units) {
    const card = (await page.getByTestId(`card-${u.id}`).textContent())!;
    expect([u.id, [...card].filter((c) => c === '☒').length]).toEqual([u.id, u.marked]);
    expect(card).toContain(u.onTable === 0 ? 'off the table' : `${u.onTable} of ${u.of} on the table`);
    marked += u.marked;
  }
  return marked;
}

const bar = () => t.page.getByTestId('action-bar');
// A click may change nothing on screen (a model already picked): wait for the table to be still, not for a frame.
async function press(name: RegExp) {
  await bar().getByRole('button', { name }).first().click();
  await settle(t.page);
}
async function clickCanvas(at: { x: number; y: number }) {
  await t.page.mouse.click(at.x, at.y);
  await settle(t.page);
}

/** The lit hex whose cost label stands nearest the hill on screen, or null when none is lit. */
async function litNearHill(hill: { x: number; y: number }) {
  const boxes = await t.page
    .getByTestId('move-cost')
    .evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })),
    );
  boxes.sort((p, q) => Math.hypot(p.x - hill.x, p.y - hill.y) - Math.hypot(q.x - hill.x, q.y - hill.y));
  return boxes[0] ?? null;
}

describe('HexPrint', () => {
  it('HP-END: King of the Hill played to its end, South by the app and North through the canvas', async () => {
    const page = t.page;
    await afterFrames(page, async () => {
      await page.getByRole('combobox', { name: 'Load a table' }).selectOption('hexprint-king-of-the-hill');
    });
    await page.getByTestId('setup-name').filter({ hasText: 'King of the Hill' }).waitFor();
    await settle(page);
    await clickPlay(page);
    await page.getByTestId('hex-timer').waitFor();
    await page.getByTestId('automatic-south').check();
    await page.getByLabel('Quick automatic moves').check();
    await afterFrames(page, () => page.getByRole('button', { name: 'Top-down' }).click());
    await settleView(page);
    await shot(page, 'hexprint-start');

    const shots: { percent: number; tier: string }[] = [];
    let moves = 0;
    let turns = 0;
    let markers = 0;
    let activations = 0;
    let readme: string | null = null;
    let checks = 0;
    // North plays through the page until it has done each kind of step once: a marker placed, the
    // Timer turned, a unit activated by a click on its model, a move by a click on a lit hex, a
    // model targeted on the canvas and shot. The rest of the game is routine and is played through
    // the store below.
    const done = () => markers > 0 && turns > 0 && activations > 0 && moves > 0 && shots.length > 0;
    for (let step = 0; step < 300 && !done(); step++) {
      const now = await look(page);
      if (now.over) break;
      if (now.toAct !== 'north') {
        await page.waitForFunction(
          () => {
            type S = { play: { game: { phase: string } }; rules: { seatToAct(g: unknown): string | null } };
            const s = (window.__table!.store as { getState(): S }).getState();
            return s.play.game.phase === 'over' || s.rules.seatToAct(s.play.game) === 'north';
          },
          undefined,
          { timeout: 120_000, polling: 200 },
        );
        continue;
      }
      if (step % 5 === 0) {
        checks++;
        await panelsAgree(page);
      }
      if (now.removal) await press(/Take this/);
      else if (now.phase === 'markers') await press(new RegExp(`^Segment ${1 + (markers++ % 3)}`));
      else if (now.phase === 'time') {
        await page.getByTestId('turn-time').click();
        await settle(page);
        turns++;
      } else if (now.activation === null) {
        if (now.ready !== null) {
          await settleView(page);
          await clickCanvas((await look(page)).ready!);
          await press(/^Activate/);
          activations++;
        } else await press(/^Pass/);
      } else if (now.activation.shot) await press(/^Take the hits/);
      else if (now.target !== null) {
        // Target the model first: the shot card says what the eye sees before the dice.
        await settleView(page);
        await clickCanvas((await look(page)).target!);
        const card = page.getByTestId('shot-card');
        await card.waitFor().catch(async (e: unknown) => {
          await shot(page, 'hexprint-fail');
          const sel = await page.evaluate(() => {
            const st = (window.__table!.store as { getState(): Record<string, unknown> }).getState();
            return [st.selectedId, st.targetId, JSON.stringify(st.interaction)];
          });
          throw new Error(`${String(e)} ${JSON.stringify(sel)} ${JSON.stringify(await look(page))}`);
        });
        for (const line of await card.getByTestId('shot-line').all())
          shots.push({
            percent: Number((await line.getByTestId('shot-percent').textContent())!.replace(/[^0-9.]/g, '')),
            tier: (await line.getByTestId('shot-tier').textContent())!,
          });
        if (readme === null) {
          // The README's picture: the table from three-quarters, the dial, the cards and the shot.
          await page.getByRole('button', { name: 'Three-quarter' }).click();
          await settleView(page);
          readme = await shot(page, 'hexprint-readme');
          await page.getByRole('button', { name: 'Top-down' }).click();
          await settleView(page);
        }
        // Shoot takes the model targeted: it is not asked for a second time.
        await press(/^Shoot/);
      } else if (now.activation.taken < now.activation.limit) {
        const lit = now.hill === null ? null : await litNearHill(now.hill);
        if (lit !== null) {
          await clickCanvas(lit);
          moves++;
        } else await press(/^End activation/);
      } else await press(/^End activation/);
      // A click that changed nothing (a model hidden behind another) ends the go rather than stall.
      const after = await look(page);
      if (after.actions === now.actions && after.toAct === 'north' && after.activation !== null)
        await press(/^End activation/);
    }
    const taken = { markers, turns, activations, moves, shots: shots.length };
    expect(Object.keys(taken).filter((k) => taken[k as keyof typeof taken] === 0)).toEqual([]);
    await shot(page, 'hexprint-mid');

    // The rest of the game: both seats by the automatic player's choices, through the store.
    await page.getByTestId('automatic-south').uncheck();
    // The dial and the cards are read against the game between each few actions.
    let damage = 0;
    const read = async () => {
      checks++;
      damage = Math.max(damage, await panelsAgree(page));
    };
    expect(await playOutThroughStore(page, read)).toBeGreaterThan(0);
    await page.getByTestId('game-over').waitFor();
    await settle(page);
    await shot(page, 'hexprint-over');
    const end = await page.evaluate(() => {
      type S = { play: { game: { result: string | null; timer: { sixes: number } } } };
      const g = (window.__table!.store as { getState(): S }).getState().play.game;
      return { result: g.result, sixes: g.timer.sixes };
    });
    const winner = await page.getByTestId('winner').textContent();
    expect(winner).toBe(
      end.result === 'draw' ? 'A draw.' : `${end.result === 'north' ? 'North' : 'South'} wins!`,
    );
    expect(await page.getByTestId('turn-header').textContent()).toMatch(
      /^The game is over: (North wins|South wins|a draw)$/,
    );
    // The dial and the cards were read against the game as it went and showed damage, and every
    // shot card's tier is its % by HP-LOS.
    expect(checks).toBeGreaterThan(3);
    expect(damage).toBeGreaterThan(0);
    for (const s of shots)
      expect(s.tier).toBe(
        s.percent <= 10
          ? 'no line of sight'
          : s.percent < 50
            ? 'full cover'
            : s.percent <= 80
              ? 'partial cover'
              : 'no cover',
      );
    expect(t.errors).toEqual([]);
  }, 300_000);
});
