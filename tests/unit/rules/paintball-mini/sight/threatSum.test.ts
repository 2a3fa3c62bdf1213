import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableModel } from '../../../../../src/rules/paintball-mini/sight/tableModel';
import type { ThreatColumn } from '../../../../../src/rules/paintball-mini/sight/threatMap';
import { threatMapOf } from '../../../../../src/rules/paintball-mini/sight/threatMap';
import { emptySum, mapOfSum, sumTo } from '../../../../../src/rules/paintball-mini/sight/threatSum';

// The threat map kept as counts (threatSum.ts) must add up, after any run of enemies' columns
// coming and going, exactly what threatMapOf adds up from the columns there now.

const CELLS = 12;
const cells = Array.from({ length: CELLS }, (_, i) => ({ at: { x: i, y: 0 }, hex: null }));
const model = { mode: 'hexless' } as TableModel;

/** A column as threatColumn makes one: no shot (0), or an aimed roll of 2–6 and an unaimed one (0 or 2–6). */
const column: fc.Arbitrary<ThreatColumn> = fc
  .array(
    fc.oneof(
      fc.constant([0, 0] as const),
      fc.tuple(fc.integer({ min: 2, max: 6 }), fc.constantFrom(0, 2, 3, 4, 5, 6)),
    ),
    { minLength: CELLS, maxLength: CELLS },
  )
  .map((needs) => ({
    x: 0,
    y: 0,
    facing: 0,
    status: 'active',
    blindSpots: false,
    aimed: Uint8Array.from(needs.map(([a]) => a)),
    unaimed: Uint8Array.from(needs.map(([, u]) => u)),
  }));

describe('threat map as counts', () => {
  it('PM-RANGE, PM-ENTRENCHED: after columns come and go, the counts give the map threatMapOf adds up', () => {
    fc.assert(
      fc.property(
        fc.array(column, { minLength: 1, maxLength: 6 }),
        fc.array(fc.array(fc.nat(), { maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        (pool, picks) => {
          const sum = emptySum(cells);
          for (const pick of picks) {
            // An enemy may be listed twice: its column then counts twice, as threatMapOf counts it.
            const cols = pick.map((k) => pool[k % pool.length]!);
            sumTo(sum, cols);
            expect(mapOfSum(sum, model.mode, 'red')).toEqual(threatMapOf(model, 'red', cells, cols));
          }
        },
      ),
      { numRuns: 200, seed: 33 },
    );
  });

  it('PM-RANGE: a cell two enemies threaten reads both, the best aimed roll and the best unaimed one', () => {
    const one: ThreatColumn = { ...emptyColumn(), aimed: Uint8Array.of(3, 0), unaimed: Uint8Array.of(4, 0) };
    const two: ThreatColumn = { ...emptyColumn(), aimed: Uint8Array.of(2, 5), unaimed: Uint8Array.of(0, 6) };
    const sum = emptySum(cells.slice(0, 2));
    expect(sumTo(sum, [one, two])).toBe(true);
    expect(
      mapOfSum(sum, model.mode, 'blue').cells.map(({ shooters, aimed, unaimed }) => [
        shooters,
        aimed,
        unaimed,
      ]),
    ).toEqual([
      [2, 2, 4],
      [1, 5, 6],
    ]);
    // `two` goes: the first cell's best rolls are `one`'s again.
    expect(sumTo(sum, [one])).toBe(true);
    expect(
      mapOfSum(sum, model.mode, 'blue').cells.map(({ shooters, aimed, unaimed }) => [
        shooters,
        aimed,
        unaimed,
      ]),
    ).toEqual([
      [1, 3, 4],
      [0, null, null],
    ]);
    expect(sumTo(sum, [one])).toBe(false);
  });
});

function emptyColumn(): ThreatColumn {
  return {
    x: 0,
    y: 0,
    facing: 0,
    status: 'active',
    blindSpots: false,
    aimed: new Uint8Array(2),
    unaimed: new Uint8Array(2),
  };
}
