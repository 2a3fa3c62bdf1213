import { describe, expect, it } from 'vitest';
import type { Figure } from '../../../../../src/rules/paintball-mini/setup';
import { BASE_CIRCUMRADIUS_CM } from '../../../../../src/rules/paintball-mini/setup';
import {
  buildTableModel,
  createSight,
  lineFacts,
  lineOfSight,
  percentVisible,
  place,
} from '../../../../../src/rules/paintball-mini/sight';
import { GRID_FROM, basesNear, foundBases } from '../../../../../src/rules/paintball-mini/sight/baseGrid';
import { loadRung } from '../../../../../bench/ladder/load';
import { figure, prng } from './tables';

// The grid of bases (baseGrid.ts) only narrows which figures a line looks at: it must find every
// base within reach of the line, in the figures' order, and the facts through it must be those of
// the pass over every figure (a table under GRID_FROM figures, the same figures split in two).

const distance = (f: Figure, ax: number, ay: number, bx: number, by: number) => {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((f.at.x - ax) * dx + (f.at.y - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(ax + t * dx - f.at.x, ay + t * dy - f.at.y);
};

describe('the grid of bases along a line', () => {
  it('PM-WAY-FIGURE: every base within reach of a random segment is found, once, in the figures’ order', () => {
    const random = prng(13);
    const figures = Array.from({ length: 120 }, (_, i) =>
      figure(`f-${i}`, { x: (random() - 0.5) * 160, y: (random() - 0.5) * 100 }),
    );
    let within = 0;
    for (let k = 0; k < 400; k++) {
      // Ends anywhere, axis-parallel ones and single points included.
      const [ax, ay] = [(random() - 0.5) * 200, (random() - 0.5) * 140];
      const [bx, by] =
        k % 10 === 0
          ? [ax, ay + 30]
          : k % 10 === 1
            ? [ax + 30, ay]
            : k % 10 === 2
              ? [ax, ay]
              : [(random() - 0.5) * 200, (random() - 0.5) * 140];
      const n = basesNear(figures, ax, ay, bx, by, BASE_CIRCUMRADIUS_CM);
      const found = [...foundBases().subarray(0, n)];
      expect(found).toEqual([...new Set(found)].sort((p, q) => p - q));
      const want = figures.flatMap((f, i) =>
        distance(f, ax, ay, bx, by) <= BASE_CIRCUMRADIUS_CM ? [i] : [],
      );
      within += want.length;
      for (const i of want) expect(found, `${k}: figure ${i}`).toContain(i);
      expect(n).toBeLessThan(figures.length / 2);
    }
    expect(within).toBeGreaterThan(20);
  });

  for (const mode of ['hex', 'hexless'] as const) {
    it(`PM-WAY-FIGURE (${mode}): on the huge bench table the facts through the grid are those of a pass over every figure`, () => {
      const table = loadRung('huge', mode);
      expect(table.figures.length).toBeGreaterThanOrEqual(GRID_FROM);
      const model = buildTableModel(table);
      let obstructed = 0;
      for (let s = 0; s < table.figures.length; s += 3)
        for (let t = 1; t < table.figures.length; t += 2) {
          const [a, b] = [table.figures[s]!, table.figures[t]!];
          if (a === b) continue;
          const line = lineOfSight(
            model,
            place(model, { ...a.at, facing: a.facing }),
            place(model, { ...b.at, facing: b.facing }),
          );
          const facts = lineFacts(table, a, b, line);
          // The same figures in arrays of fewer than GRID_FROM, each passed over whole.
          const parts = [[], []] as Figure[][];
          table.figures.forEach((f, i) => parts[Math.floor((i * 2) / table.figures.length)]!.push(f));
          const small = parts.map((p) => [...new Set([a, b, ...p.slice(0, GRID_FROM - 3)])]);
          const rest = parts.map((p) => p.slice(GRID_FROM - 3));
          const pieces = [...small, ...rest.filter((r) => r.length > 0).map((r) => [a, b, ...r])];
          expect(pieces.every((p) => p.length < GRID_FROM)).toBe(true);
          const byParts = pieces.flatMap((p) =>
            lineFacts({ ...table, figures: p }, a, b, line).obstructions.filter((o) => o.kind === 'figure'),
          );
          const mine = facts.obstructions.filter((o) => o.kind === 'figure');
          expect(mine).toEqual([...byParts].sort((p, q) => p.at - q.at));
          if (mine.length > 0) obstructed++;
        }
      expect(obstructed).toBeGreaterThan(50);
    });
  }

  it('PM-LOS: % visible through the grid counts what a pass over every figure counts', () => {
    const table = loadRung('large', 'hexless');
    const model = buildTableModel(table);
    const reds = table.figures.filter((f) => f.team === 'red');
    const blues = table.figures.filter((f) => f.team === 'blue');
    let screened = 0;
    for (const r of reds)
      for (const b of blues) {
        const grid = percentVisible(model, table.figures, r, b, 64);
        const near = table.figures.filter(
          (f) => f === r || f === b || distance(f, r.at.x, r.at.y, b.at.x, b.at.y) < 3,
        );
        expect(near.length).toBeLessThan(GRID_FROM);
        const pass = percentVisible(model, near, r, b, 64);
        expect(grid.seen).toBe(pass.seen);
        const open = percentVisible(model, [r, b], r, b, 64);
        if (open.seen > grid.seen) screened++;
      }
    expect(screened).toBeGreaterThan(10);
  });

  it('a sight layer finds figures by id in a big table, and says which id it cannot find', () => {
    const table = loadRung('huge', 'hex');
    const sight = createSight();
    const last = table.figures[table.figures.length - 1]!;
    expect(sight.line(table, table.figures[0]!.id, last.id).targetId).toBe(last.id);
    expect(() => sight.line(table, 'red-1', 'nobody')).toThrow('no figure "nobody" on the table');
  });
});
