import type { Page } from 'playwright-core';
import type { Hex } from '../../src/geometry';
import { hexToPoint } from '../../src/geometry';
import type { BoardSpec } from '../../src/scene/board/tableBoard';
import { tableBoard } from '../../src/scene/board/tableBoard';
import { brightnessAround } from './pixels';

/**
 * How many of the board's sides between hexes show as a line on screen: each side probed against
 * the middles of the two hexes it parts, where the side is a dark line across the grass. About 40
 * sides spread over the board are probed; one drawn off the canvas or under a panel (`data-covers`)
 * is not counted. Pieces stand on some hexes and hide their sides: a caller expects most, not all.
 */
export async function hexLinesSeen(page: Page): Promise<{ lined: number; probed: number }> {
  const spec = await page.evaluate(
    () => (window.__table!.store as { getState(): { setup: { board: BoardSpec } } }).getState().setup.board,
  );
  const board = tableBoard(spec);
  const sides = board.hexEdges.concat(board.seams);
  const nearest = (p: { x: number; y: number }): Hex =>
    board.hexes
      .map((h) => h.hex)
      .reduce((best, h) => {
        const c = hexToPoint(spec, h);
        const b = hexToPoint(spec, best);
        return Math.hypot(c.x - p.x, c.y - p.y) < Math.hypot(b.x - p.x, b.y - p.y) ? h : best;
      });
  const table: { x: number; y: number }[] = [];
  const step = Math.max(1, Math.floor(sides.length / 40));
  for (let i = 0; i < sides.length; i += step) {
    const { a, b } = sides[i]!;
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    // The two hexes' middles: a little way off the side, square to it, on either hand.
    const off = { x: -(b.y - a.y), y: b.x - a.x };
    const len = Math.hypot(off.x, off.y);
    const one = hexToPoint(spec, nearest({ x: mid.x + off.x / len, y: mid.y + off.y / len }));
    const two = hexToPoint(spec, nearest({ x: mid.x - off.x / len, y: mid.y - off.y / len }));
    table.push(mid, one, two);
  }
  // On screen, and whether each point is in the room the panels leave.
  const seen = await page.evaluate((pts) => {
    const canvas = document.querySelector('canvas')!.getBoundingClientRect();
    const panels = [...document.querySelectorAll<HTMLElement>('[data-covers]')].map((el) =>
      el.getBoundingClientRect(),
    );
    return pts.map((p) => {
      const s = window.__table!.project(p.x, p.y, 0);
      const open =
        s !== null &&
        s.x > canvas.left + 2 &&
        s.x < canvas.right - 2 &&
        s.y > canvas.top + 2 &&
        s.y < canvas.bottom - 2 &&
        !panels.some(
          (r) => s.x >= r.left - 2 && s.x <= r.right + 2 && s.y >= r.top - 2 && s.y <= r.bottom + 2,
        );
      return { at: s ?? { x: 0, y: 0 }, open };
    });
  }, table);
  const picture = await page.screenshot();
  const light = await brightnessAround(
    page,
    `data:image/png;base64,${picture.toString('base64')}`,
    seen.map((s) => s.at),
  );
  let lined = 0;
  let probed = 0;
  for (let k = 0; k < seen.length; k += 3) {
    if (!seen[k]!.open || !seen[k + 1]!.open || !seen[k + 2]!.open) continue;
    probed++;
    const [side, one, two] = [light[k]!, light[k + 1]!, light[k + 2]!];
    if (side.darkest < Math.min(one.mean, two.mean) - 20) lined++;
  }
  return { lined, probed };
}
