import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import { BASE_ACROSS_CM } from '../../../../../src/rules/paintball-mini/setup';
import { baseCorners } from '../../../../../src/rules/paintball-mini/sight';
import { crossesBase } from '../../../../../src/rules/paintball-mini/sight/onTheLine';
import { figure, prng } from './tables';

// PM-WAY-FIGURE against an independent exact check: how deep inside the base hexagon the segment
// gets at best (a concave function along it, maximised by ternary search), on random segments
// aimed at random bases, a quarter of them through a corner of the base on purpose.

function deepest(a: Point, b: Point, at: Point, facing: number): number {
  const depth = (t: number) => {
    const x = a.x + (b.x - a.x) * t - at.x;
    const y = a.y + (b.y - a.y) * t - at.y;
    let m = Infinity;
    for (let i = 0; i < 6; i++) {
      const an = ((facing + 60 * i) * Math.PI) / 180;
      m = Math.min(m, BASE_ACROSS_CM / 2 - (x * Math.cos(an) + y * Math.sin(an)));
    }
    return m;
  };
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    if (depth(m1) < depth(m2)) lo = m1;
    else hi = m2;
  }
  return Math.max(depth(lo), depth(0), depth(1));
}

describe('figure bases on the line', () => {
  for (const seed of [21, 22, 23]) {
    it(`PM-WAY-FIGURE seed ${seed}: base crossings agree with an exact check, corner grazes included`, () => {
      const random = prng(seed);
      let crossed = 0;
      let grazed = 0;
      for (let n = 0; n < 2000; n++) {
        const at = { x: 20 * random() - 10, y: 20 * random() - 10 };
        const facing = random() < 0.5 ? 60 * Math.floor(random() * 6) : 360 * random();
        const f = figure('red-9', at, { facing });
        const a = { x: 40 * random() - 20, y: 40 * random() - 20 };
        let b = { x: 40 * random() - 20, y: 40 * random() - 20 };
        if (n % 4 === 0) {
          // Through a corner of the base: from a, past the corner, on to twice as far.
          const c = baseCorners(at, facing)[Math.floor(random() * 6)]!;
          b = { x: a.x + 2 * (c.x - a.x), y: a.y + 2 * (c.y - a.y) };
        }
        const d = deepest(a, b, at, facing);
        if (Math.abs(d) < 1e-6) grazed++;
        if (Math.abs(d) > 1e-9 && Math.abs(d) < 1e-4) continue; // a near miss too close to call
        const at0 = crossesBase(f, a.x, a.y, b.x, b.y);
        expect(at0 >= 0, JSON.stringify({ a, b, at, facing })).toBe(d > 1e-6);
        if (at0 >= 0) crossed++;
      }
      expect(crossed).toBeGreaterThan(20);
      expect(grazed).toBeGreaterThan(50);
    });
  }
});
