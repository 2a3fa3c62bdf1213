import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Hex } from '../../src/geometry';
import { hexToPoint } from '../../src/geometry';
import type { BoardSpec } from '../../src/scene/board/tableBoard';
import { tableBoard } from '../../src/scene/board/tableBoard';
import type { TablePage } from './harness';
import { afterFrames, launch, openTable, settleView, shot } from './harness';
import { brightnessAround } from './pixels';

// Every rule of a hex table counts hexes, so the ground shows them: the lines between hexes are
// drawn for every system played on the hex grid (a set-up that names no mode is a hex table).

let browser: Browser;
let t: TablePage;

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1000, height: 640 });
});

afterAll(async () => {
  await browser?.close();
});

const TABLES = [
  { id: 'capture-the-flag', name: 'Capture the Flag', system: 'PaintBall Mini' },
  { id: 'hex-battle-wars-duel', name: 'Duel', system: 'Hex Battle Wars' },
  { id: 'hexprint-skirmish', name: 'Skirmish', system: 'HexPrint' },
] as const;

describe('the hex grid', () => {
  for (const table of TABLES)
    it(`${table.system}: the lines between hexes are drawn on the ground, top-down`, async () => {
      await afterFrames(t.page, async () => {
        await t.page.getByRole('combobox', { name: 'Load a table' }).selectOption(table.id);
      });
      await t.page.getByTestId('setup-name').filter({ hasText: table.name }).waitFor();
      await afterFrames(t.page, () => t.page.getByRole('button', { name: 'Top-down' }).click());
      await settleView(t.page);
      // Sides within a tile are lines, sides between two tiles seams (a board of single hexes has only seams).
      const drawn = await t.page.evaluate(
        () => window.__table!.drawnTriangles('hex-lines') + window.__table!.drawnTriangles('seams'),
      );
      expect(drawn).toBeGreaterThan(0);

      // Each side between two hexes, against the middles of the two hexes it parts: where nothing
      // stands on them, the side is a dark line across the grass.
      const spec = await t.page.evaluate(
        () =>
          (window.__table!.store as { getState(): { setup: { board: BoardSpec } } }).getState().setup.board,
      );
      const board = tableBoard(spec);
      const sides = board.hexEdges.concat(board.seams);
      const project = (p: { x: number; y: number }) =>
        t.page.evaluate(([x, y]) => window.__table!.project(x!, y!, 0)!, [p.x, p.y]);
      const nearest = (p: { x: number; y: number }): Hex =>
        board.hexes
          .map((h) => h.hex)
          .reduce((best, h) => {
            const c = hexToPoint(spec, h);
            const b = hexToPoint(spec, best);
            return Math.hypot(c.x - p.x, c.y - p.y) < Math.hypot(b.x - p.x, b.y - p.y) ? h : best;
          });
      const probes: { x: number; y: number }[] = [];
      const step = Math.max(1, Math.floor(sides.length / 40));
      for (let i = 0; i < sides.length; i += step) {
        const { a, b } = sides[i]!;
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        // The two hexes' middles: a little way off the side, square to it, on either hand.
        const off = { x: -(b.y - a.y), y: b.x - a.x };
        const len = Math.hypot(off.x, off.y);
        const one = hexToPoint(spec, nearest({ x: mid.x + off.x / len, y: mid.y + off.y / len }));
        const two = hexToPoint(spec, nearest({ x: mid.x - off.x / len, y: mid.y - off.y / len }));
        probes.push(await project(mid), await project(one), await project(two));
      }
      const picture = await t.page.screenshot();
      const seen = await brightnessAround(
        t.page,
        `data:image/png;base64,${picture.toString('base64')}`,
        probes,
      );
      let lined = 0;
      for (let k = 0; k < seen.length; k += 3) {
        const [side, one, two] = [seen[k]!, seen[k + 1]!, seen[k + 2]!];
        if (side.darkest < Math.min(one.mean, two.mean) - 20) lined++;
      }
      await shot(t.page, `hex-grid-${table.id}`);
      // Pieces stand on some hexes and hide their sides: most sides still show.
      expect(lined / (seen.length / 3)).toBeGreaterThan(0.6);
      expect(t.errors).toEqual([]);
    });
});
