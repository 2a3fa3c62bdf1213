import type { Page } from 'playwright-core';
import type { Hex, Layout } from '../../src/geometry';
import { hexToPoint } from '../../src/geometry';
import type { BattleState } from '../../src/rules/hex-battle-wars/engine';
import { afterFrames, settle, settleView, shot } from './harness';

// How a Hex Battle Wars player's choices are clicked at the table: the action bar's buttons, a
// piece picked on the canvas, a lit hex to end a move. The browser tests that play HBW through
// the UI share these; they read the store only to know where to click.

type Store = { getState(): Record<string, unknown> };

/** Height of one obstacle level, in cm. */
export const LEVEL_CM = 4;

export const levelOf = (s: BattleState, h: Hex): number => s.table.levels[`${h.q},${h.r}`] ?? 0;

/** Where a piece stands, and the height to click it at: a character's chest, a tile's top. */
export function pieceAt(s: BattleState, id: string): { hex: Hex; h: number } {
  const tile = s.tiles.find((x) => x.id === id);
  const hex = tile?.at ?? s.characters.find((c) => c.seat === id)!.at!;
  return { hex, h: levelOf(s, hex) * LEVEL_CM + (tile === undefined ? 3.5 : 0.8) };
}

export interface HbwClicks {
  /** The game on the table now. */
  game(): Promise<BattleState>;
  /** The piece picked and the piece aimed at. */
  picked(): Promise<{ selected: string | null; target: string | null }>;
  /** The screen point over a hex, `h` cm up. */
  screenAt(hex: Hex, h: number): Promise<{ x: number; y: number }>;
  /** Clicks a screen point once the view is at rest. */
  clickAt(p: { x: number; y: number }): Promise<void>;
  /** Clicks a piece until `took` says the click reached it; returns where it clicked. */
  clickPiece(
    s: BattleState,
    id: string,
    took: () => Promise<boolean>,
    before?: () => Promise<void>,
  ): Promise<{ x: number; y: number }>;
  /** Clicks the action bar's button of that name. */
  bar(name: RegExp): Promise<void>;
  /** Picks one's own piece on the table (once: a piece already picked stays picked). */
  pick(s: BattleState, id: string): Promise<void>;
}

/** The clicks on `page`, whose table has the board `board`; `tag` names a missed click's screenshot. */
export function hbwClicks(page: Page, board: Layout, tag: string): HbwClicks {
  const game = () =>
    page.evaluate(
      () => ((window.__table!.store as Store).getState().play as { game: BattleState }).game,
    ) as Promise<BattleState>;

  const picked = () =>
    page.evaluate(() => {
      const s = (window.__table!.store as Store).getState();
      return { selected: s.selectedId as string | null, target: s.targetId as string | null };
    });

  async function screenAt(hex: Hex, h: number): Promise<{ x: number; y: number }> {
    // A card that opened with the last click refits the view a moment later: project after that.
    await settleView(page);
    const p = hexToPoint(board, hex);
    const at = await page.evaluate(([x, y, z]) => window.__table!.project(x!, y!, z), [p.x, p.y, h]);
    if (at === null) throw new Error(`hex ${hex.q},${hex.r} is off the screen`);
    return at;
  }

  async function clickAt(p: { x: number; y: number }): Promise<void> {
    await settleView(page);
    await afterFrames(page, () => page.mouse.click(p.x, p.y));
    await settle(page);
  }

  /**
   * Another piece may stand in front of part of the one wanted (three tiles on one hex, a
   * character before a tile), so the pointer tries its middle and then round it. A click on the
   * wrong piece only picks or aims, which the next click undoes.
   */
  async function clickPiece(
    s: BattleState,
    id: string,
    took: () => Promise<boolean>,
    before: () => Promise<void> = async () => {},
  ): Promise<{ x: number; y: number }> {
    const { hex, h } = pieceAt(s, id);
    const c = hexToPoint(board, hex);
    const round = [0, 1, 2, 3, 4, 5].map((k) => ({ x: 2.2 * Math.cos(k), y: 2.2 * Math.sin(k) }));
    for (const d of [{ x: 0, y: 0 }, ...round]) {
      await settleView(page);
      const p = await page.evaluate(
        ([x, y, z]) => window.__table!.project(x!, y!, z),
        [c.x + d.x, c.y + d.y, h],
      );
      if (p === null) continue;
      await before();
      // A click on a piece already picked changes nothing and draws no frame: settle, not wait.
      await page.mouse.click(p.x, p.y);
      await settle(page);
      if (await took()) return p;
    }
    await shot(page, `${tag}-missed`);
    const tiles = s.tiles.map((x) => `${x.id}@${x.at.q},${x.at.r}`).join(' ');
    throw new Error(`no click reached ${id} (${tiles}; picked ${JSON.stringify(await picked())})`);
  }

  async function bar(name: RegExp): Promise<void> {
    await afterFrames(page, () => page.getByTestId('action-bar').getByRole('button', { name }).click());
    await settle(page);
  }

  async function pick(s: BattleState, id: string): Promise<void> {
    if ((await picked()).selected === id) return;
    // Another seat's piece picked by a stray click turns the next click into an aim: Esc lets go.
    const letGo = async () => {
      for (let k = 0; k < 3; k++) {
        const now = await picked();
        if (now.selected === null || now.selected === id) return;
        await page.keyboard.press('Escape');
        await settle(page);
      }
    };
    await clickPiece(s, id, async () => (await picked()).selected === id, letGo);
  }

  return { game, picked, screenAt, clickAt, clickPiece, bar, pick };
}
