import { describe, expect, it } from 'vitest';
import { loadRung } from '../../../../../bench/ladder/load';
import { groundHeightAt, groundHeights } from '../../../../../src/rules/paintball-mini/setup';

// The hills picked out once (badges, threat patches) give the very heights groundHeightAt gives.

describe('groundHeights', () => {
  it('reads exactly as groundHeightAt at every figure, on and off the hills, of the large and huge tables', () => {
    for (const rung of ['large', 'huge'] as const) {
      const setup = loadRung(rung, 'hex');
      const at = groundHeights(setup.terrain);
      const points = [
        ...setup.figures.map((f) => f.at),
        ...setup.terrain.filter((t) => t.kind === 'hill').map((h) => ({ x: h.at.x + 1.3, y: h.at.y - 0.7 })),
      ];
      const onHills = points.filter((p) => groundHeightAt(setup.terrain, p) > 0);
      expect(onHills.length).toBeGreaterThan(0);
      expect(onHills.length).toBeLessThan(points.length);
      for (const p of points) expect(at(p)).toBe(groundHeightAt(setup.terrain, p));
    }
  });

  it('reads 0 where there is no hill', () => {
    expect(groundHeights([])({ x: 3, y: 4 })).toBe(0);
  });
});
