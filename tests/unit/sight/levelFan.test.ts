import { Ray, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { Part } from '../../../src/sight/parts';
import { castLevel, levelHits } from '../../../src/sight/levelCast';
import { clearTo, levelFan } from '../../../src/sight/levelFan';
import { buildSolids } from '../../../src/sight/solids';

// A fan round a point says which level rays from it meet nothing, so they need not be cast (the
// threat map's lines from each enemy). It may only ever spare a ray the cast finds empty; the
// ones it cannot vouch for are cast as before.

/** mulberry32: a fixed stream of numbers in [0, 1). */
function stream(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Walls round outlines and loose walls strewn over 100 × 100 cm, each owned by its number. */
function walls(roll: () => number): Part[] {
  const parts: Part[] = [];
  for (let i = 0; i < 30; i++) {
    const c = { x: roll() * 100 - 50, y: roll() * 100 - 50 };
    const r = 1 + roll() * 6;
    const sides = 3 + Math.floor(roll() * 30);
    const outline = Array.from({ length: sides }, (_, k) => ({
      x: c.x + r * Math.cos((2 * Math.PI * k) / sides),
      y: c.y + r * Math.sin((2 * Math.PI * k) / sides),
    }));
    const shape: Part['shape'] =
      i % 2 === 0
        ? { kind: 'walls', outline, low: 0, high: 2 }
        : { kind: 'segments', edges: [{ a: outline[0]!, b: c }], low: 0, high: 2 };
    parts.push({ owner: i, roles: 1, shape });
  }
  return parts;
}

describe('a fan of level rays', () => {
  it('spares only rays that meet nothing, less the owners it skips, and spares many', () => {
    const roll = stream(3);
    const { line } = buildSolids(walls(roll), { line: 1 });
    let [spared, rays] = [0, 0];
    for (let n = 0; n < 60; n++) {
      const [x, z] = [roll() * 110 - 55, roll() * 110 - 55];
      // Some fans skip a piece the point stands in, as an enemy on a hill skips that hill.
      const skipped = n % 3 === 0 ? Math.floor(roll() * 30) : -1;
      const fan = levelFan(line, x, z, skipped < 0 ? undefined : (owner) => owner === skipped);
      for (let k = 0; k < 200; k++) {
        // Ends anywhere, and some straight along the axes or at a wall's corner, where rounding decides.
        let [tx, tz] = [roll() * 110 - 55, roll() * 110 - 55];
        if (k % 10 === 0) tx = x;
        if (k % 10 === 1) tz = z;
        rays++;
        if (!clearTo(fan, tx, tz)) continue;
        spared++;
        const far = Math.sqrt((tx - x) ** 2 + (tz - z) ** 2);
        const ray = new Ray(new Vector3(x, 1, z), new Vector3((tx - x) / far, 0, (tz - z) / far));
        const hits = castLevel(line, ray, far);
        const met = Array.from(levelHits.faces.subarray(0, hits), (f) => line.triOwner[f]!);
        expect(
          met.filter((owner) => owner !== skipped),
          `fan ${n} ray ${k}`,
        ).toEqual([]);
      }
    }
    expect(spared).toBeGreaterThan(rays / 4);
    expect(spared).toBeLessThan(rays);
  });

  it('a ray of no length, or from inside a wall, is never spared', () => {
    const { line } = buildSolids(
      [
        {
          owner: 0,
          roles: 1,
          shape: { kind: 'segments', edges: [{ a: { x: -5, y: 0 }, b: { x: 5, y: 0 } }], low: 0, high: 2 },
        },
      ],
      { line: 1 },
    );
    expect(clearTo(levelFan(line, 0, 3), 0, 3)).toBe(false);
    const onWall = levelFan(line, 0, 0);
    expect([clearTo(onWall, 0, 1), clearTo(onWall, 3, -1)]).toEqual([false, false]);
    // Away from the wall: clear up to it, not past it.
    const fan = levelFan(line, 0, 3);
    expect([clearTo(fan, 0, 1), clearTo(fan, 0, -1), clearTo(fan, 20, 3)]).toEqual([true, false, true]);
  });
});
