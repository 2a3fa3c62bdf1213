import { Ray, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { aim, aimRay, hitDistance, meets, newAim } from '../../../src/sight/rayTriangle';

// The written-out ray–triangle test must answer as three.js's own Ray.intersectTriangle (no
// back-face culling) followed by the hit's distance to the start being under the segment's
// length, on every segment and triangle: it is what % visible's rays are tested with.

/** mulberry32: a fixed stream of numbers in [0, 1). */
function stream(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ray = new Ray();
const hit = new Vector3();

/** Three's answer for the segment from → to against triangle a, b, c. */
function byThree(from: Vector3, to: Vector3, a: Vector3, b: Vector3, c: Vector3): boolean {
  const far = from.distanceTo(to);
  ray.origin.copy(from);
  ray.direction.subVectors(to, from).divideScalar(far);
  return ray.intersectTriangle(a, b, c, false, hit) !== null && hit.distanceTo(from) < far;
}

describe('ray against triangle', () => {
  it('answers as three.js on random segments, along the axes, through corners and edges, and at the ends', () => {
    const roll = stream(5);
    const corners = new Float64Array(9);
    const p = () => new Vector3(roll() * 20 - 10, roll() * 20 - 10, roll() * 20 - 10);
    let met = 0;
    let missed = 0;
    for (let n = 0; n < 20000; n++) {
      const [a, b, c] = [p(), p(), p()];
      // A flat or upright triangle some of the time, as the solids' caps and walls are.
      if (n % 7 === 0) b.y = c.y = a.y;
      if (n % 7 === 1) [b.x, b.z] = [a.x, a.z];
      const from = p();
      let to = p();
      const kind = n % 6;
      // Aimed at a corner, at a point of an edge, inside, stopping on the face, or along an axis.
      if (kind === 1) to = from.clone().lerp(a, 1 + roll());
      if (kind === 2) to = from.clone().lerp(a.clone().lerp(b, roll()), 1 + roll());
      if (kind === 3) to = from.clone().lerp(a.clone().add(b).add(c).divideScalar(3), 0.5 + roll());
      if (kind === 4) to = a.clone().lerp(b, 0.5).lerp(c, 0.5);
      if (kind === 5) to = from.clone().setComponent(n % 3, from.getComponent(n % 3) + (roll() - 0.5) * 40);
      a.toArray(corners, 0);
      b.toArray(corners, 3);
      c.toArray(corners, 6);
      aim(from.x, from.y, from.z, to.x, to.y, to.z);
      const expected = byThree(from, to, a, b, c);
      expect(meets(corners, 0), `case ${n}`).toBe(expected);
      if (expected) met++;
      else missed++;
    }
    expect(met).toBeGreaterThan(2000);
    expect(missed).toBeGreaterThan(2000);
  });

  it('a segment of no length meets nothing, as in three.js', () => {
    const corners = Float64Array.from([-1, 0, -1, 1, 0, -1, 0, 0, 1]);
    const at = new Vector3(0, 0, 0);
    aim(0, 0, 0, 0, 0, 0);
    expect(meets(corners, 0)).toBe(false);
    expect(byThree(at, at, new Vector3(-1, 0, -1), new Vector3(1, 0, -1), new Vector3(0, 0, 1))).toBe(false);
  });

  it('reads the triangle asked for among many packed together', () => {
    const corners = Float64Array.from([
      ...[-1, 0, -1, 1, 0, -1, 0, 0, 1], // a floor at height 0
      ...[-1, 5, -1, 1, 5, -1, 0, 5, 1], // a ceiling at height 5
    ]);
    aim(0, 3, 0, 0, -3, 0);
    expect(meets(corners, 0)).toBe(true);
    expect(meets(corners, 1)).toBe(false);
  });

  it('hitDistance gives three.js’s distance to the hit, to the last bit, on random and level rays (the line cast’s test)', () => {
    const roll = stream(11);
    const corners = new Float64Array(9);
    const p = () => new Vector3(roll() * 20 - 10, roll() * 20 - 10, roll() * 20 - 10);
    const r = newAim();
    let met = 0;
    for (let n = 0; n < 20000; n++) {
      const [a, b, c] = [p(), p(), p()];
      // Upright walls some of the time, as the line solids are, and level rays as the line casts.
      if (n % 3 === 0) [b.x, b.z] = [a.x, a.z];
      const from = p();
      const dir = p().normalize();
      if (n % 2 === 0) dir.setY(0).normalize();
      if (n % 5 === 0) dir.copy(a.clone().lerp(b, roll()).sub(from).normalize());
      a.toArray(corners, 0);
      b.toArray(corners, 3);
      c.toArray(corners, 6);
      ray.origin.copy(from);
      ray.direction.copy(dir);
      const expected = ray.intersectTriangle(a, b, c, false, hit) === null ? -1 : ray.origin.distanceTo(hit);
      aimRay(r, from.x, from.y, from.z, dir.x, dir.y, dir.z);
      expect(Object.is(hitDistance(r, corners, 0), expected), `case ${n}`).toBe(true);
      if (expected >= 0) met++;
    }
    expect(met).toBeGreaterThan(2000);
  });
});
