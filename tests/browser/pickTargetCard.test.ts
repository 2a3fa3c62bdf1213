import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex, Point } from '../../src/geometry';
import { hexToPoint } from '../../src/geometry';
import type { BoardSpec } from '../../src/scene/board/tableBoard';
import { cell } from '../../src/rules/hex-battle-wars/setup/scenarios';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel } from '../fixtures/duel';
import { hex, table, unit } from '../unit/rules/hexprint/engine/support';
import type { TablePage } from './harness';
import {
  afterFrames,
  clickPlay,
  launch,
  openSetupFile,
  openTable,
  settle,
  settleView,
  shot,
} from './harness';
import { threeSeats } from './hbwThreeSeats';
import { hexLinesSeen } from './hexLines';

// Issue 24's walk, the same in each of the three systems at 1280 × 800: the grid is drawn; one's
// own piece picked and an enemy targeted on the canvas; the card about them opens at the right and
// the view refits so that no card or panel covers the attacker or the target, whether the camera
// sits at a preset or the player has panned the fight to the edge by hand; the bar's button
// takes the attack with the target already picked (asked for once, never a second click); the log
// names no place by coordinates.

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** A piece of the fight: where it stands (a point in cm, or a hex) and how high its base and top are. */
interface Piece {
  readonly id: string;
  readonly at: Point | Hex;
  readonly base: number;
  readonly top: number;
}

interface Fight {
  readonly attacker: Piece;
  readonly target: Piece;
  /** The action the bar's button is expected to take, as the log of actions keeps it. */
  readonly action: unknown;
}

interface Walk {
  readonly system: string;
  /** Opens the system's table: a built-in one from "Load a table…", or a file. */
  open(t: TablePage): Promise<void>;
  /** The card about the picked pair (its test id). */
  readonly card: string;
  /** The bar's button that takes the attack. */
  readonly button: RegExp;
}

// PaintBall Mini: the browser tests' duel, one paintballer a side two hexes apart.
// Hex Battle Wars: two seats on the duel's board with nothing between them, as hard to hide as may be.
const battle = () => {
  const s = threeSeats(25);
  return {
    ...s,
    name: 'Two seats in sight',
    board: { ...s.board, stacks: [] },
    seats: s.seats.slice(0, 2),
    characters: s.characters
      .slice(0, 2)
      .map((c, i) => ({ ...c, invisibility: 6, at: cell(i === 0 ? 1 : 10, i === 0 ? 2 : 7) })),
  };
};

// HexPrint: a Heavy Gunner each, 6 hexes apart on an open board (every marker on the Timer).
const skirmish = () => ({
  ...table([
    unit('gunner', 'heavy-gunner', 'north', [hex(1, 2)]),
    unit('rival', 'heavy-gunner', 'south', [hex(5, 4)]),
  ]),
  name: 'Two gunners',
});

const WALKS: readonly Walk[] = [
  {
    system: 'PaintBall Mini',
    open: (t) => openSetupFile(t.page, serialiseSetup(duel()), 'duel.json'),
    card: 'sight-verdict',
    button: /^Shoot .* ×1/,
  },
  {
    system: 'Hex Battle Wars',
    open: (t) => openSetupFile(t.page, battle(), 'two-seats.json'),
    card: 'attack-card',
    button: /^Attack/,
  },
  {
    system: 'HexPrint',
    open: (t) => openSetupFile(t.page, skirmish(), 'two-gunners.json'),
    card: 'shot-card',
    button: /^Shoot/,
  },
];

/**
 * Plays on through the store with the app's automatic player until the seat to act may attack
 * (its rules take the attack), and says who attacks whom: the preliminaries (dice for the order,
 * the Timer, moving into sight) are not what this test is about.
 */
function untilAFight(t: TablePage): Promise<Fight> {
  return t.page.evaluate(() => {
    type Any = Record<string, unknown> & { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    type S = {
      play: { game: Any; initial: { system: string } };
      rules: {
        seatToAct(g: Any): string | null;
        progress(g: Any): { over: boolean };
        autoPlay?(g: Any, seat: string): unknown;
        apply(g: Any, a: unknown): { ok: boolean };
      };
      act(a: unknown): boolean;
    };
    const store = window.__table!.store as { getState(): S };
    const fight = (): unknown => {
      const { play, rules } = store.getState();
      const g = play.game;
      const seat = rules.seatToAct(g);
      const legal = (a: unknown) => rules.apply(g, a).ok;
      if (seat === null) return null;
      if (play.initial.system === 'paintball-mini') {
        const figures = g.table.figures as { id: string; team: string; role: string; at: Point }[];
        const piece = (f: (typeof figures)[number]) => ({ id: f.id, at: f.at, base: 0.3, top: 1.9 });
        for (const f of figures.filter((x) => x.team === seat && x.role === 'paintballer'))
          for (const e of figures.filter((x) => x.team !== seat && x.role === 'paintballer')) {
            const action = { type: 'shoot', figureId: f.id, shots: [{ targetId: e.id, dice: 1 }] };
            if (legal(action)) return { attacker: piece(f), target: piece(e), action };
          }
        return null;
      }
      if (play.initial.system === 'hex-battle-wars') {
        if (g.phase !== 'play' || g.step !== 'attack') return null;
        const level = (h: Hex) => ((g.table.levels[`${h.q},${h.r}`] as number | undefined) ?? 0) * 4;
        type C = { seat: string; at: Hex; dead: boolean; invisible: boolean };
        const me = (g.characters as C[]).find((c) => c.seat === seat)!;
        if (me.invisible) return null;
        const targets = [
          ...(g.characters as C[])
            .filter((c) => c.seat !== seat && !c.dead && !c.invisible)
            .map((c) => ({ id: c.seat, at: c.at, base: level(c.at) + 0.5, top: level(c.at) + 3.5 })),
          ...(g.tiles as { id: string; seat: string; at: Hex }[])
            .filter((x) => x.seat !== seat)
            .map((x) => ({ id: x.id, at: x.at, base: level(x.at), top: level(x.at) + 0.8 })),
        ];
        const target = targets.find((x) => legal({ type: 'attack', target: x.id }));
        const attacker = { id: me.seat, at: me.at, base: level(me.at) + 0.5, top: level(me.at) + 3.5 };
        return target === undefined
          ? null
          : { attacker, target, action: { type: 'attack', target: target.id } };
      }
      const a = g.activation as { unit: string; taken: number; limit: number; shot: unknown } | null;
      if (a === null || a.shot !== null || a.taken >= a.limit) return null;
      type U = {
        id: string;
        seat: string;
        card: { height: number };
        models: { id: string; at: Hex; gone: unknown }[];
      };
      const height = (h: Hex) => ((g.terrain.hexes[`${h.q},${h.r}`]?.height as number | undefined) ?? 0) * 3;
      const model = (u: U) => {
        const m = u.models.find((x) => x.gone === null)!;
        return { id: m.id, at: m.at, base: height(m.at), top: height(m.at) + u.card.height * 3 * 0.9 };
      };
      const units = g.units as U[];
      const mine = units.find((u) => u.id === a.unit)!;
      const rival = units.find(
        (u) => u.seat !== mine.seat && legal({ type: 'shoot', ability: 0, target: u.id }),
      );
      return rival === undefined
        ? null
        : {
            attacker: model(mine),
            target: model(rival),
            action: { type: 'shoot', ability: 0, target: rival.id },
          };
    };
    // HexPrint: the activated model steps a hex first, so that the log has a move to word.
    let stepped = false;
    const firstStep = (): unknown => {
      const { play } = store.getState();
      const a = play.game.activation as { unit: string; taken: number } | null | undefined;
      if (play.initial.system !== 'hexprint' || stepped || a == null || a.taken > 0) return null;
      stepped = true;
      const m = (play.game.units as { id: string; models: { id: string; at: Hex }[] }[]).find(
        (u) => u.id === a.unit,
      )!.models[0]!;
      return { type: 'move', moves: [{ model: m.id, path: [{ q: m.at.q + 1, r: m.at.r }] }] };
    };
    for (let k = 0; k < 400; k++) {
      const { act } = store.getState();
      const step = firstStep();
      if (step !== null && act(step)) continue;
      const found = fight();
      if (found !== null) return found as Fight;
      const { play, rules } = store.getState();
      if (rules.progress(play.game).over) break;
      // PaintBall Mini has no automatic player: a turn there begins with the command dice, then the fight.
      const next =
        rules.autoPlay === undefined
          ? { type: 'rollCommand' }
          : rules.autoPlay(play.game, rules.seatToAct(play.game)!);
      if (!act(next)) throw new Error('the automatic player was refused');
    }
    throw new Error('no seat could attack in 400 actions');
  }) as Promise<Fight>;
}

type Hand = { selected: string | null; target: string | null; waiting: string | null; actions: unknown[] };
const hand = (t: TablePage): Promise<Hand> =>
  t.page.evaluate(() => {
    const s = (window.__table!.store as { getState(): Record<string, unknown> }).getState();
    return {
      selected: s.selectedId as string | null,
      target: s.targetId as string | null,
      waiting: s.awaitingOffer as string | null,
      actions: JSON.parse(JSON.stringify((s.play as { actions: unknown[] }).actions)) as unknown[],
    };
  });

/** The board's layout, for a hex's place in cm. */
const boardOf = (t: TablePage) =>
  t.page.evaluate(
    () => (window.__table!.store as { getState(): { setup: { board: BoardSpec } } }).getState().setup.board,
  );

const placeOf = (board: BoardSpec, at: Point | Hex): Point => ('q' in at ? hexToPoint(board, at) : at);

/** Clicks a piece on the canvas (its middle, then round it: another piece may stand in front) until `took`. */
async function clickPiece(t: TablePage, board: BoardSpec, p: Piece, took: () => Promise<boolean>) {
  const c = placeOf(board, p.at);
  const h = (p.base + p.top) / 2;
  const round = [0, 1, 2, 3, 4, 5].map((k) => ({ x: 1.2 * Math.cos(k), y: 1.2 * Math.sin(k) }));
  for (const d of [{ x: 0, y: 0 }, ...round]) {
    await settleView(t.page);
    const at = await t.page.evaluate(([x, y, z]) => window.__table!.project(x!, y!, z), [
      c.x + d.x,
      c.y + d.y,
      h,
    ] as const);
    if (at === null) continue;
    await t.page.mouse.click(at.x, at.y);
    await settle(t.page);
    if (await took()) return;
  }
  await shot(t.page, 'pick-target-missed');
  throw new Error(`no click reached ${p.id} (${JSON.stringify(await hand(t))})`);
}

/** The points of the two pieces (base and top) drawn off the canvas or under a card or panel, and the card's box. */
async function covered(t: TablePage, board: BoardSpec, fight: Fight) {
  const points = [fight.attacker, fight.target].flatMap((p) => {
    const c = placeOf(board, p.at);
    return [
      { what: `${p.id} base`, x: c.x, y: c.y, h: p.base },
      { what: `${p.id} top`, x: c.x, y: c.y, h: p.top },
    ];
  });
  return t.page.evaluate((pts) => {
    const canvas = document.querySelector('canvas')!.getBoundingClientRect();
    const panels = [...document.querySelectorAll<HTMLElement>('[data-covers]')].map((el) => ({
      name: el.dataset.testid ?? el.className,
      r: el.getBoundingClientRect(),
    }));
    const out: string[] = [];
    for (const p of pts) {
      const s = window.__table!.project(p.x, p.y, p.h);
      if (s === null || s.x < canvas.left || s.x > canvas.right || s.y < canvas.top || s.y > canvas.bottom) {
        out.push(`${p.what}: off the canvas`);
        continue;
      }
      for (const { name, r } of panels)
        if (r.width > 0 && s.x >= r.left && s.x <= r.right && s.y >= r.top && s.y <= r.bottom)
          out.push(`${p.what}: under ${name} at (${Math.round(s.x)}, ${Math.round(s.y)})`);
    }
    return { out, panels: panels.filter((p) => p.r.width > 0).map((p) => p.name) };
  }, points);
}

/**
 * Pans the view by hand (the right button's drag, as a player pans) so that the fight's right-hand
 * piece stands near the canvas's right edge, where a card opening beside the table would cover it.
 */
async function panFightRight(t: TablePage, board: BoardSpec, fight: Fight) {
  const on = await Promise.all(
    [fight.attacker, fight.target].map((p) => {
      const c = placeOf(board, p.at);
      return t.page.evaluate(([x, y, z]) => window.__table!.project(x!, y!, z), [c.x, c.y, p.base] as const);
    }),
  );
  const [a, b] = on.map((p) => p!);
  const canvas = await t.page.evaluate(() => document.querySelector('canvas')!.getBoundingClientRect().right);
  const from = { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
  const by = canvas - 60 - Math.max(a!.x, b!.x);
  await afterFrames(t.page, async () => {
    await t.page.mouse.move(from.x, from.y);
    await t.page.mouse.down({ button: 'right' });
    for (let k = 1; k <= 8; k++) await t.page.mouse.move(from.x + (by * k) / 8, from.y);
    await t.page.mouse.up({ button: 'right' });
  });
  await settleView(t.page);
}

/** A place written as coordinates in the log: "(3, 9)". */
const COORDINATES = /\(\s*-?\d+\s*,\s*-?\d+\s*\)/;

describe('pick, target, the card, act: the same walk in every system', () => {
  for (const walk of WALKS)
    it(`${walk.system}: the grid is drawn, no card covers the fight, and the target is asked for once`, async () => {
      const t = await openTable(browser, `${inject('baseUrl')}?seed=8`, { width: 1280, height: 800 });
      await settle(t.page);
      await walk.open(t);
      await settle(t.page);
      await clickPlay(t.page);
      await t.page.getByTestId('play-panel').waitFor();
      const fight = await untilAFight(t);
      await settle(t.page);
      const board = await boardOf(t);

      // The hex grid, seen from above with the game's panel open.
      await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Top-down' }).click());
      await settleView(t.page);
      const grid = await hexLinesSeen(t.page);
      expect(grid.probed).toBeGreaterThan(10);
      expect(grid.lined / grid.probed).toBeGreaterThan(0.6);
      await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Three-quarter' }).click());
      await settleView(t.page);
      await panFightRight(t, board, fight);

      // One's own piece, then the enemy: the card opens about them.
      await clickPiece(t, board, fight.attacker, async () => (await hand(t)).selected === fight.attacker.id);
      await clickPiece(t, board, fight.target, async () => {
        const now = await hand(t);
        if (now.selected !== fight.attacker.id)
          await clickPiece(
            t,
            board,
            fight.attacker,
            async () => (await hand(t)).selected === fight.attacker.id,
          );
        return (await hand(t)).target === fight.target.id;
      });
      await t.page.getByTestId(walk.card).waitFor();
      // The camera panned by hand is slid just enough that the card leaves the fight in view (a
      // moment after it opens), and so is a preset's view chosen with the card open.
      await settleView(t.page);
      const byHand = await covered(t, board, fight);
      expect(byHand.panels.length).toBeGreaterThanOrEqual(2); // the game's panel and the card at least
      expect(byHand.out).toEqual([]);
      await shot(t.page, `pick-target-card-by-hand-${walk.system.toLowerCase().replace(/ /g, '-')}`);
      await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Three-quarter' }).click());
      await settleView(t.page);
      const seen = await covered(t, board, fight);
      expect(seen.out).toEqual([]);
      await shot(t.page, `pick-target-card-${walk.system.toLowerCase().replace(/ /g, '-')}`);

      // The bar's button takes the attack on the target picked: no second click is asked for.
      const before = (await hand(t)).actions.length;
      await afterFrames(t.page, () =>
        t.page.getByTestId('action-bar').getByRole('button', { name: walk.button }).first().click(),
      );
      await settle(t.page);
      const after = await hand(t);
      expect(after.actions.slice(before)).toEqual([fight.action]);
      expect(after.waiting).toBeNull();
      expect(await t.page.getByTestId('action-bar').textContent()).not.toMatch(
        /Click (a|an enemy) (piece|model)/,
      );
      await settleView(t.page);
      await shot(t.page, `pick-target-acted-${walk.system.toLowerCase().replace(/ /g, '-')}`);

      const log = (await t.page.getByTestId('dice-log').textContent()) ?? '';
      expect(log).not.toMatch(COORDINATES);
      expect(t.errors).toEqual([]);
      await t.page.close();
    }, 300_000);
});
