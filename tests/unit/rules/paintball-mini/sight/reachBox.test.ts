import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beyondBox, passesNear, reachBox } from '../../../../../src/rules/paintball-mini/sight/touched';

// The clouds' box only passes by lines that pass near no cloud: a line it lets through is then
// tested as before, so what a cloud marks stale is what it marked before the box.

const coord = fc.double({ min: -250, max: 250, noNaN: true });
const reach = fc.record({ x: coord, y: coord, r2: fc.double({ min: 0, max: 400, noNaN: true }) });

describe('reachBox', () => {
  it('never passes by a segment that passes near a reach', () => {
    fc.assert(
      fc.property(
        fc.array(reach, { minLength: 1, maxLength: 4 }),
        coord,
        coord,
        coord,
        coord,
        (reaches, ax, ay, bx, by) => {
          const box = reachBox(reaches)!;
          if (passesNear(ax, ay, bx, by, reaches)) expect(beyondBox(ax, ay, bx, by, box)).toBe(false);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('passes by a segment well away, and holds a segment touching a reach on its edge', () => {
    const box = reachBox([{ x: 0, y: 0, r2: 25 }])!;
    expect(beyondBox(10, -20, 10, 20, box)).toBe(true);
    expect(beyondBox(5, -20, 5, 20, box)).toBe(false);
    expect(passesNear(5, -20, 5, 20, [{ x: 0, y: 0, r2: 25 }])).toBe(true);
  });

  it('is null for no reach', () => {
    expect(reachBox([])).toBeNull();
  });
});
