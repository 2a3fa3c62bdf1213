import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellsNear } from '../../../../../src/rules/paintball-mini/sight/cellRows';
import type { Stand } from '../../../../../src/rules/paintball-mini/sight/stand';

// An enemy's threat column reads only the cells cellsNear gives (threatMap.ts): it must give every
// cell within the square round the point, in the list's order, however the board leaves cells out.

/** A grid laid out as threatCells lays it: row by row, rising x, some points left out (off the board). */
const grid = fc
  .record({
    rows: fc.integer({ min: 1, max: 12 }),
    columns: fc.integer({ min: 1, max: 12 }),
    step: fc.constantFrom(1, 2.5, 3),
    out: fc.array(fc.boolean(), { minLength: 144, maxLength: 144 }),
  })
  .map(({ rows, columns, step, out }) => {
    const cells: Stand[] = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < columns; c++)
        if (!out[r * 12 + c]!) cells.push({ x: step / 2 + c * step, y: step / 2 + r * step, facing: 0 });
    return cells;
  });

describe('cellsNear', () => {
  it('gives every cell within r along each axis, in order, and no other', () => {
    fc.assert(
      fc.property(
        grid,
        fc.double({ min: -5, max: 40, noNaN: true }),
        fc.double({ min: -5, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (cells, x, y, r) => {
          // The square's edges as cellsNear reads them, so no rounding tells the two apart.
          const within = (c: Stand) => c.x >= x - r && c.x <= x + r && c.y - y >= -r && c.y - y <= r;
          const want = cells.flatMap((c, i) => (within(c) ? [i] : []));
          expect(Array.from(cellsNear(cells, x, y, r)!)).toEqual(want);
        },
      ),
    );
  });

  it('gives null for cells not laid out row by row (hex centres), so every cell is read', () => {
    const cells: Stand[] = [
      { x: 0, y: 0, facing: 0 },
      { x: 5, y: 0, facing: 0 },
      { x: 2, y: 0, facing: 0 },
    ];
    expect(cellsNear(cells, 0, 0, 10)).toBeNull();
    expect(cellsNear([cells[1]!, { x: 0, y: -1, facing: 0 }], 0, 0, 10)).toBeNull();
  });
});
