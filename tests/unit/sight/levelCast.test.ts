import { DoubleSide, Ray, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { hexonLayout } from '../../../src/geometry';
import type { Part } from '../../../src/sight/parts';
import { hexStack } from '../../../src/sight/parts';
import { castLevel, levelHits } from '../../../src/sight/levelCast';
import type { Solids } from '../../../src/sight/solids';
import { buildSolids } from '../../../src/sight/solids';

// A level ray through the plan grid meets the triangles the BVH's raycast meets, at the same
// distances to the last bit: it is how a rule's line is cast, and the facts must not change.

/** Every hit the BVH gives, as "face@distance", sorted. */
function byBvh(solids: Solids, ray: Ray, far: number): string[] {
  return solids.bvh
    .raycast(ray, DoubleSide, 0, far)
    .map((h) => `${h.faceIndex}@${h.distance}`)
    .sort();
}

function byGrid(solids: Solids, ray: Ray, far: number): string[] {
  const n = castLevel(solids, ray, far);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(`${levelHits.faces[i]}@${levelHits.distances[i]}`);
  return out.sort();
}

/** Walls, prisms, rings, stacks and domes (sloped triangles) strewn over 100 × 100 cm. */
function strewn(roll: () => number): Part[] {
  const parts: Part[] = [];
  const at = () => ({ x: roll() * 100 - 50, y: roll() * 100 - 50 });
  for (let i = 0; i < 40; i++) {
    const c = at();
    const r = 1 + roll() * 6;
    const sides = 3 + Math.floor(roll() * 30);
    const outline = Array.from({ length: sides }, (_, k) => ({
      x: c.x + r * Math.cos((2 * Math.PI * k) / sides),
      y: c.y + r * Math.sin((2 * Math.PI * k) / sides),
    }));
    const kind = i % 5;
    if (kind === 0) parts.push({ owner: i, roles: 1, shape: { kind: 'prism', outline, height: 0.7 } });
    else if (kind === 1)
      parts.push({
        owner: i,
        roles: 1,
        shape: { kind: 'segments', edges: [{ a: at(), b: at() }], low: 0, high: 2 },
      });
    else if (kind === 2)
      parts.push({
        owner: i,
        roles: 1,
        shape: { kind: 'ring', centre: c, outer: r, inner: r / 2, height: 1 },
      });
    else if (kind === 3)
      parts.push({ owner: i, roles: 1, shape: hexStack(hexonLayout, { q: i % 7, r: -(i % 5) }, 1, 0.5) });
    else
      parts.push({
        owner: i,
        roles: 1,
        shape: {
          kind: 'dome',
          centre: c,
          centreHeight: 2,
          rings: [outline],
          heights: [outline.map(() => 0)],
        },
      });
  }
  return parts;
}

describe('castLevel', () => {
  it('meets the triangles the BVH meets, at the same distances, on thousands of level rays', () => {
    // mulberry32: a fixed stream of numbers in [0, 1).
    let seed = 13;
    const roll = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const { line } = buildSolids(strewn(roll), { line: 1 });
    let met = 0;
    for (let i = 0; i < 3000; i++) {
      const ax = roll() * 120 - 60;
      const az = roll() * 120 - 60;
      // Some rays along the axes and through corners, where rounding decides.
      const angle = i % 10 === 0 ? (Math.PI / 2) * (i % 4) : roll() * 2 * Math.PI;
      const far = roll() * 80;
      const ray = new Ray(
        new Vector3(ax, roll() * 2.2, az),
        new Vector3(Math.cos(angle), 0, Math.sin(angle)),
      );
      const expected = byBvh(line, ray, far);
      expect(byGrid(line, ray, far), `ray ${i}`).toEqual(expected);
      met += expected.length;
    }
    expect(met).toBeGreaterThan(1000);
  });

  it('refuses a ray that climbs or falls', () => {
    const { line } = buildSolids(
      strewn(() => 0.5),
      { line: 1 },
    );
    const ray = new Ray(new Vector3(0, 0, 0), new Vector3(1, 1, 0).normalize());
    expect(() => castLevel(line, ray, 10)).toThrow(/level ray/);
  });

  it('meets nothing on empty solids', () => {
    const { line } = buildSolids([], { line: 1 });
    expect(castLevel(line, new Ray(new Vector3(-5, 0, 0), new Vector3(1, 0, 0)), 10)).toBe(0);
  });
});
