import type { Browser } from 'playwright-core';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex } from '../../src/geometry';
import { hexToPoint, pointToHex } from '../../src/geometry';
import type { BattleState } from '../../src/rules/hex-battle-wars/engine';
import { duel as battleDuel } from '../../src/rules/hex-battle-wars/setup/scenarios';
import { STANDARD_LAYOUT } from '../../src/rules/paintball-mini/board/standardBoard';
import type { Setup } from '../../src/rules/paintball-mini/setup';
import { serialiseSetup } from '../../src/rules/paintball-mini/setup';
import { duel, duelCentre } from '../fixtures/duel';
import type { TablePage } from './harness';
import { afterFrames, launch, openSetupFile, openTable, settle, settleView, shot } from './harness';
import { pieceAt } from './hbwClicks';
import type { Fingers, Point } from './touch';
import { fingersOn } from './touch';

// Issue 27's tablet and phone, played by touch only: a touch screen and no mouse. A tap picks and
// aims, a held finger previews what a hover shows, a tapped hex moves, a double tap flies to a
// figure, one finger turns the camera and two pinch and pan it, and the editor places and drags by
// finger. Buttons are tapped too; on a phone the toolbar's commands are in its menu and the panels
// in the sheet from the bottom, and a finger reaches them there. The store is read only to know
// where to touch and to check what the touch did; the rolls before a Hex Battle Wars attack and a
// HexPrint activation are played through it, as the automatic player would, to come to the part
// the test is about.

export interface Screen {
  readonly width: number;
  readonly height: number;
}

/** The whole suite on a touch screen of `size` (touchTablet.test.ts, touchPhone.test.ts). */
export function touchSuite(what: string, tag: string, size: Screen): void {
  let browser: Browser;
  let t: TablePage;
  let fingers: Fingers;

  type Store = { getState(): Record<string, unknown> };

  interface Picks {
    selected: string | null;
    target: string | null;
    hover: string | null;
  }
  const picks = (): Promise<Picks> =>
    t.page.evaluate(() => {
      const s = (window.__table!.store as Store).getState();
      return {
        selected: s.selectedId as string | null,
        target: s.targetId as string | null,
        hover: s.hoverId as string | null,
      };
    });

  /**
   * Where a table point is on the screen once the page stops moving: a pick shows a card, the
   * toolbar may take another row, and the view refits after the camera first settled. A finger
   * aimed before that lands beside what it meant.
   */
  async function steadyScreen(p: Point, h = 0): Promise<Point> {
    let at = await screen(p, h);
    for (let i = 0; i < 10; i++) {
      // Two of the page's animation frames (the table draws only on a change, so its own frames may not come).
      await t.page.evaluate(
        () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
      );
      await settleView(t.page);
      const now = await screen(p, h);
      if (Math.hypot(now.x - at.x, now.y - at.y) < 1) return now;
      at = now;
    }
    throw new Error(`(${p.x}, ${p.y}) never stood still on the screen`);
  }

  /** The screen point over a table point, `h` cm up. */
  async function screen(p: Point, h = 0): Promise<Point> {
    const at = await t.page.evaluate(([x, y, z]) => window.__table!.project(x!, y!, z), [p.x, p.y, h]);
    if (at === null) throw new Error(`(${p.x}, ${p.y}) is off the screen`);
    return at;
  }

  const camera = async () => {
    const c = await t.page.evaluate(() => window.__table!.camera()!);
    const [px, py, pz] = c.position;
    const [tx, ty, tz] = c.target;
    return {
      target: c.target,
      distance: Math.hypot(px - tx, py - ty, pz - tz),
      /** Which way round the table the camera looks from, in degrees. */
      azimuth: (Math.atan2(px - tx, pz - tz) * 180) / Math.PI,
    };
  };

  /**
   * The page lays out no wider than the tablet: on a touch screen a page wider than the screen is laid
   * out wider and zoomed out, and the table would shrink under a finger in the middle of a drag.
   */
  async function expectNoWiderThanScreen(): Promise<void> {
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }

  /** The toolbar's menu, opened by a tap where the window is too narrow for its commands; null where it is not. */
  async function openMenu(): Promise<Locator | null> {
    const button = t.page.getByRole('button', { name: 'Menu', exact: true });
    if (!(await button.isVisible())) return null;
    // The menu opens over the table without changing it: no frame of the table's to wait for.
    await button.tap();
    const menu = t.page.getByTestId('toolbar-menu');
    await menu.waitFor();
    return menu;
  }

  /**
   * Taps a button, as a finger does (a button's own tap: no mouse). A toolbar command folded into the
   * menu is reached through it, as a player would.
   */
  async function tapButton(name: string | RegExp, within = t.page.locator('body')): Promise<void> {
    const button = within.getByRole('button', { name, exact: typeof name === 'string' }).first();
    if (!(await button.isVisible())) await openMenu();
    await afterFrames(t.page, () => button.tap());
    await settle(t.page);
  }

  /** Opens one of the built-in tables from "Load a table" (in the menu on a phone). */
  async function loadTable(value: string): Promise<void> {
    const list = t.page.getByRole('combobox', { name: 'Load a table' });
    if (!(await list.isVisible())) await openMenu();
    await afterFrames(t.page, () => list.selectOption(value).then(() => {}));
  }

  async function leaveGameByTouch(): Promise<void> {
    const leave = t.page.getByRole('button', { name: 'Leave game' });
    if (!(await leave.isVisible())) return;
    await leave.tap();
    await tapButton('Leave game', t.page.getByTestId('leave-confirm'));
  }

  /** Plays through the store, as the automatic player would for every seat, until `until` says stop. */
  async function playThroughStoreUntil(until: string): Promise<void> {
    await t.page.evaluate((source) => {
      type Rules = { seatToAct(g: unknown): string | null; autoPlay(g: unknown, seat: string): unknown };
      type S = { play: { game: unknown }; rules: Rules; act(a: unknown): boolean };
      const stop = new Function('game', 'seat', 'next', source) as (
        g: unknown,
        s: string,
        n: unknown,
      ) => boolean;
      const store = window.__table!.store as { getState(): S };
      for (let k = 0; k < 2000; k++) {
        const { play, rules, act } = store.getState();
        const seat = rules.seatToAct(play.game);
        if (seat === null) throw new Error('no seat to act');
        const next = rules.autoPlay(play.game, seat);
        if (stop(play.game, seat, next)) return;
        if (!act(next)) throw new Error('the automatic choice was refused');
      }
      throw new Error('never came to the point the test wants');
    }, until);
    await settleView(t.page);
  }

  /** Taps at the points in turn until `took` says a tap reached what was meant; returns the point. */
  async function tapUntil(
    points: readonly Point[],
    took: () => Promise<boolean>,
    meant: string,
  ): Promise<Point> {
    for (const p of points) {
      await settleView(t.page);
      const onTable = await t.page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.tagName === 'CANVAS',
        [p.x, p.y],
      );
      if (!onTable) continue; // a panel over the table there: a finger would tap the panel
      await fingers.tap(p);
      if (await took()) return p;
    }
    await shot(t.page, `touch-${tag}-${meant}-missed`);
    throw new Error(`no tap reached what ${meant} meant`);
  }

  beforeAll(async () => {
    browser = await launch();
    t = await openTable(browser, `${inject('baseUrl')}?seed=8`, size, { hasTouch: true, isMobile: true });
    fingers = await fingersOn(t.page);
    await settle(t.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe(`${what}, by touch only`, () => {
    it('has a coarse pointer, and every toolbar control is at least 44 px for a finger, on the bar and in its menu', async () => {
      expect(await t.page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      const sizes = (where: Locator) =>
        where.locator('button:visible, select:visible').evaluateAll((els) =>
          els.map((e) => ({
            name: e.textContent?.trim() || e.getAttribute('aria-label'),
            r: e.getBoundingClientRect(),
          })),
        );
      const controls = await sizes(t.page.getByRole('banner', { name: 'Table controls' }));
      await shot(t.page, `touch-${tag}-table`);
      const menu = await openMenu();
      if (menu !== null) {
        controls.push(...(await sizes(menu)));
        await shot(t.page, `touch-${tag}-menu`);
        await menu.getByRole('button', { name: 'Close menu' }).tap();
        await menu.waitFor({ state: 'hidden' });
      }
      expect(controls.length).toBeGreaterThan(5);
      const small = controls
        .filter(({ r }) => r.width < 44 || r.height < 44)
        .map(({ name, r }) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`);
      expect(small).toEqual([]);
    });

    it('PaintBall Mini: tap to pick, hold to preview the line, tap a hex to move, tap the enemy and Shoot, double tap to fly', async () => {
      await openSetupFile(t.page, serialiseSetup(duel()), 'Touch duel.json');
      await tapButton('Play');
      await tapButton('Roll the command dice');
      await settleView(t.page);
      const game = () =>
        t.page.evaluate(() => {
          type G = {
            active: string;
            log: { rule: string; text: string }[];
            table: { figures: { id: string; team: string; role: string; at: Point }[] };
          };
          const p = (window.__table!.store as Store).getState().play as { game: G; actions: unknown[] };
          return JSON.parse(JSON.stringify({ ...p.game, actions: p.actions.length })) as G & {
            actions: number;
          };
        });
      let g = await game();
      const me = g.table.figures.find((f) => f.team === g.active && f.role === 'paintballer')!;
      const foe = g.table.figures.find((f) => f.team !== g.active && f.role === 'paintballer')!;

      // A tap picks one's own figure.
      await tapUntil([await screen(me.at, 1.9)], async () => (await picks()).selected === me.id, 'pick');

      // A held finger on the enemy previews the line to it, as a hover does; let go, it goes, and aims at nobody.
      // Held on its body, or a little higher or lower where a base or a label stands over it.
      let previewed = false;
      for (const h of [1.9, 2.6, 1.2]) {
        await fingers.hold(await steadyScreen(foe.at, h), async () => {
          previewed = (await picks()).hover === foe.id;
          if (!previewed) return;
          expect(await picks()).toEqual({ selected: me.id, target: null, hover: foe.id });
          await shot(t.page, `touch-${tag}-hold-preview`);
        });
        if (previewed) break;
      }
      expect(previewed, 'a held finger on the enemy previews its line').toBe(true);
      expect(await picks()).toEqual({ selected: me.id, target: null, hover: null });

      // A tap on a free hex next to it moves it there (PM-MOVE: hex mode).
      const from = pointToHex(STANDARD_LAYOUT, me.at);
      const centre = pointToHex(STANDARD_LAYOUT, duelCentre);
      const taken = g.table.figures.map((f) => pointToHex(STANDARD_LAYOUT, f.at));
      const free = [
        { q: 0, r: -1 },
        { q: 0, r: 1 },
        { q: 1, r: -1 },
        { q: -1, r: 1 },
      ]
        .map((d): Hex => ({ q: from.q + d.q, r: from.r + d.r }))
        .filter(
          (h) => !(h.q === centre.q && h.r === centre.r) && !taken.some((x) => x.q === h.q && x.r === h.r),
        );
      await tapUntil(
        await Promise.all(free.map((h) => screen(hexToPoint(STANDARD_LAYOUT, h)))),
        async () => (await game()).actions > g.actions,
        'move',
      );
      g = await game();
      const moved = g.table.figures.find((f) => f.id === me.id)!;
      expect(pointToHex(STANDARD_LAYOUT, moved.at)).not.toEqual(from);

      // A tap on the enemy aims at it; a tap on Shoot fires.
      await tapUntil([await screen(foe.at, 1.9)], async () => (await picks()).target === foe.id, 'aim');
      await settleView(t.page);
      await shot(t.page, `touch-${tag}-aim`);
      const panel = t.page.getByTestId('play-panel');
      const shoot = panel.getByRole('button', { name: /^Shoot / });
      await shoot.first().waitFor();
      const logged = g.log.length;
      await tapButton(/^Shoot /, panel);
      await expect
        .poll(async () =>
          (await game()).log
            .slice(logged)
            .map((e) => e.text)
            .join(' '),
        )
        .toMatch(/fires/);

      // A double tap on a figure flies the camera to it.
      await settleView(t.page);
      await fingers.doubleTap(await screen(foe.at, 1.9));
      await settleView(t.page);
      const c = await camera();
      expect(Math.hypot(c.target[0] - foe.at.x, c.target[2] - foe.at.y)).toBeLessThan(1);
      expect(c.distance).toBeLessThan(30);
      await shot(t.page, `touch-${tag}-flown`);
    });

    it('the camera: one finger turns it round the table, two fingers pinch to zoom and move to pan', async () => {
      await tapButton('Three-quarter');
      await settleView(t.page);
      const a = await camera();
      // On bare table, away from every figure: the middle of the duel's centre hex.
      const bare = await screen(duelCentre);
      // Across two fifths of the screen, whatever its size.
      await fingers.drag(bare, { x: bare.x + Math.min(200, size.width * 0.4), y: bare.y });
      const b = await camera();
      expect(Math.abs(b.azimuth - a.azimuth)).toBeGreaterThan(10);
      expect(b.distance).toBeCloseTo(a.distance, 0);
      expect(b.target).toEqual(a.target);

      const wide = Math.min(320, size.width * 0.8);
      await fingers.pinch(bare, 80, wide);
      const c = await camera();
      expect(c.distance).toBeLessThan(b.distance * 0.8); // fingers spread: closer
      await fingers.pinch(bare, wide, 120);
      const d = await camera();
      expect(d.distance).toBeGreaterThan(c.distance * 1.3); // fingers pinched: further

      await fingers.pan(bare, { x: 0, y: 150 });
      const e = await camera();
      expect(Math.hypot(e.target[0] - d.target[0], e.target[2] - d.target[2])).toBeGreaterThan(2);
      expect(e.distance).toBeCloseTo(d.distance, 0);
      await shot(t.page, `touch-${tag}-camera`);
    });

    it('the tape measure: a finger dragged from a figure lays a tape from its base', async () => {
      const figures = await t.page.evaluate(() => {
        type F = { id: string; at: Point };
        const p = (window.__table!.store as Store).getState().play as { game: { table: { figures: F[] } } };
        return p.game.table.figures;
      });
      const blue = figures.find((f) => f.id === 'blue-1')!;
      // An end on bare table, well away from every base (a tape's end near one snaps to its centre).
      const to = [
        { x: 9, y: 12 },
        { x: -9, y: 12 },
        { x: 9, y: -12 },
        { x: -9, y: -12 },
      ]
        .map((d) => ({ x: blue.at.x + d.x, y: blue.at.y + d.y }))
        .find((p) => figures.every((f) => Math.hypot(f.at.x - p.x, f.at.y - p.y) > 6))!;
      await tapButton('Measure');
      await settleView(t.page);
      await fingers.drag(await screen(blue.at, 1.9), await screen(to));
      const tape = await t.page.evaluate(
        () => (window.__table!.store as Store).getState().tape as { from: Point; to: Point } | null,
      );
      expect(tape!.from).toEqual(blue.at);
      // Its end is where the finger let go, within a pixel or two of the table: about a centimetre on
      // a tablet, twice that on a phone, where the whole table is a third as wide.
      expect(Math.hypot(tape!.to.x - to.x, tape!.to.y - to.y)).toBeLessThan(size.width < 600 ? 3 : 1.5);
      expect(await t.page.getByTestId('tape-label').isVisible()).toBe(true);
      await expectNoWiderThanScreen();
      await shot(t.page, `touch-${tag}-tape`);
      await tapButton('Measure');
    });

    it('PaintBall Mini without hexes: a finger pressed on Blue 1 carries it 15 cm, and it walks there', async () => {
      await leaveGameByTouch();
      const hexless: Setup = { ...duel(), name: 'Touch hexless duel', mode: 'hexless' };
      await openSetupFile(t.page, serialiseSetup(hexless));
      await tapButton('Play');
      await tapButton('Roll the command dice');
      await settleView(t.page);
      const blueAt = () =>
        t.page.evaluate(() => {
          type F = { id: string; at: Point };
          const p = (window.__table!.store as Store).getState().play as {
            game: { active: string; table: { figures: F[] } };
            actions: unknown[];
          };
          return {
            active: p.game.active,
            actions: p.actions.length,
            at: p.game.table.figures.find((f) => f.id === 'blue-1')!.at,
          };
        });
      const before = await blueAt();
      expect(before.active).toBe('blue'); // seed 8
      const to = { x: before.at.x + 9, y: before.at.y + 12 };
      const look = await camera();
      await fingers.drag(await screen(before.at, 1.9), await screen(to));
      const after = await blueAt();
      expect(Math.hypot(after.at.x - to.x, after.at.y - to.y)).toBeLessThan(1);
      expect(after.actions).toBe(before.actions + 1);
      expect((await camera()).azimuth).toBeCloseTo(look.azimuth, 0); // the finger carried the figure, not the camera
      await expectNoWiderThanScreen();
      await shot(t.page, `touch-${tag}-hexless-carried`);
    });

    it('Hex Battle Wars: Red attacks by taps, on its piece, on the enemy and on Attack', async () => {
      await leaveGameByTouch();
      await loadTable('hex-battle-wars-duel');
      await t.page.getByTestId('setup-name').filter({ hasText: 'Duel' }).waitFor();
      await tapButton('Play');
      await playThroughStoreUntil("return seat === 'red' && next.type === 'attack';");
      await tapButton('Top-down'); // the whole board in the room the panels leave: both pieces in reach
      await settleView(t.page);
      const s = await t.page.evaluate(
        () => ((window.__table!.store as Store).getState().play as { game: BattleState }).game,
      );
      const target = (
        await t.page.evaluate(() => {
          type S = {
            play: { game: unknown };
            rules: { autoPlay(g: unknown, seat: string): { target: string } };
          };
          const st = (window.__table!.store as { getState(): S }).getState();
          return st.rules.autoPlay(st.play.game, 'red');
        })
      ).target;
      const around = async (id: string) => {
        const { hex, h } = pieceAt(s, id);
        const c = hexToPoint(battleDuel().board, hex);
        const round = [0, 1, 2, 3, 4, 5].map((k) => ({
          x: c.x + 2.2 * Math.cos(k),
          y: c.y + 2.2 * Math.sin(k),
        }));
        return Promise.all([c, ...round].map((p) => screen(p, h)));
      };
      await tapUntil(await around('red'), async () => (await picks()).selected === 'red', 'hbw-pick');
      // On a phone a pick raises the panels to half the screen; a player lowers them to see the enemy.
      const lower = t.page.getByRole('button', { name: 'Lower the panels' });
      if (await lower.isVisible()) {
        await lower.tap();
        await settleView(t.page);
      }
      await tapUntil(await around(target), async () => (await picks()).target === target, 'hbw-aim');
      await t.page.getByTestId('attack-card').waitFor();
      await shot(t.page, `touch-${tag}-hbw-aim`);
      const logged = s.log.length;
      await tapButton(/^Attack/, t.page.getByTestId('action-bar'));
      await expect
        .poll(() =>
          t.page.evaluate(
            () => ((window.__table!.store as Store).getState().play as { game: BattleState }).game.log.length,
          ),
        )
        .toBeGreaterThan(logged);
      const last = await t.page.evaluate(() => {
        const p = (window.__table!.store as Store).getState().play as { actions: { type: string }[] };
        return p.actions.at(-1)!.type;
      });
      expect(last).toBe('attack');
    });

    it('HexPrint: North activates a unit by a tap on its model and on Activate', async () => {
      await leaveGameByTouch();
      await loadTable('hexprint-skirmish');
      await t.page.getByTestId('setup-name').filter({ hasText: 'Skirmish' }).waitFor();
      await tapButton('Play');
      await playThroughStoreUntil(
        "return seat === 'north' && game.activation === null && game.removals.length === 0 && next.type === 'activate';",
      );
      const ready = await t.page.evaluate(() => {
        type Model = { id: string; at: { q: number; r: number }; gone: string | null };
        type Unit = {
          id: string;
          seat: string;
          marker: unknown;
          card: { height: number; footprint: number };
          models: Model[];
        };
        type S = {
          play: {
            game: { units: Unit[]; terrain: { hexes: Record<string, { height: number }> } };
            initial: { board: { origin: Point } };
          };
        };
        const s = (window.__table!.store as { getState(): S }).getState();
        const g = s.play.game;
        const o = s.play.initial.board.origin;
        const unit = g.units.find(
          (u) =>
            u.seat === 'north' &&
            u.marker === 'pool' &&
            u.card.footprint === 1 &&
            u.models.some((m) => m.gone === null),
        )!;
        const m = unit.models.find((x) => x.gone === null)!;
        const height = (g.terrain.hexes[`${m.at.q},${m.at.r}`]?.height ?? 0) * 3;
        return {
          unit: unit.id,
          at: { x: o.x + 10 * (m.at.q + m.at.r / 2), y: o.y + 5 * Math.sqrt(3) * m.at.r },
          h: height + unit.card.height * 3 * 0.6,
        };
      });
      await tapUntil(
        [await screen(ready.at, ready.h)],
        async () => (await picks()).selected !== null,
        'hexprint-pick',
      );
      await tapButton(/^Activate/, t.page.getByTestId('action-bar'));
      await expect
        .poll(() =>
          t.page.evaluate(() => {
            const p = (window.__table!.store as Store).getState().play as {
              game: { activation: { unit: string } | null };
            };
            return p.game.activation?.unit ?? null;
          }),
        )
        .not.toBeNull();
      await shot(t.page, `touch-${tag}-hexprint-activated`);
    });

    it('the editor: a tap on the palette and on the table places a piece, a finger drags it, taps turn and remove it, and select two to remove together', async () => {
      await leaveGameByTouch();
      await openSetupFile(t.page, serialiseSetup(duel()), 'Touch editor.json');
      await tapButton('Edit table');
      await t.page.getByTestId('editor-panel').waitFor();
      type Fig = { id: string; at: Point; facing?: number };
      const figures = () =>
        t.page.evaluate(
          () =>
            JSON.parse(
              JSON.stringify(
                ((window.__table!.store as Store).getState().setup as { figures: Fig[] }).figures,
              ),
            ) as Fig[],
        );
      const before = await figures();
      await tapButton('Red player');
      const spot = hexToPoint(STANDARD_LAYOUT, { q: 1, r: 0 });
      await fingers.tap(await screen(spot));
      await tapButton('Red player'); // the palette lets go of the piece
      const placed = (await figures()).find((f) => !before.some((b) => b.id === f.id));
      expect(placed).toBeDefined();

      const to = duelCentre;
      await settleView(t.page);
      await fingers.drag(await screen(placed!.at, 0.5), await screen(to));
      const dragged = (await figures()).find((f) => f.id === placed!.id)!;
      expect(Math.hypot(dragged.at.x - to.x, dragged.at.y - to.y)).toBeLessThan(3);
      await shot(t.page, `touch-${tag}-editor-dragged`);

      await tapButton('Turn ⟲');
      expect((await figures()).find((f) => f.id === placed!.id)!.facing).toBe(60);
      await tapButton('Remove');
      expect((await figures()).some((f) => f.id === placed!.id)).toBe(false);

      // A finger has no Shift: "Select several" makes each tap add a piece, and Remove takes both.
      await tapButton('Select several');
      const two = before.slice(0, 2);
      const selection = () =>
        t.page.evaluate(() => (window.__table!.store as Store).getState().editSelection as string[]);
      for (const [i, f] of two.entries())
        await tapUntil(
          [await steadyScreen(f.at, 0.5)],
          async () => (await selection()).length === i + 1,
          `editor-select-${i + 1}`,
        );
      expect(await selection()).toEqual(two.map((f) => f.id));
      await shot(t.page, `touch-${tag}-editor-two-selected`);
      await tapButton('Remove');
      expect((await figures()).map((f) => f.id)).toEqual(before.slice(2).map((f) => f.id));
      expect(t.errors).toEqual([]);
    });
  });
}
