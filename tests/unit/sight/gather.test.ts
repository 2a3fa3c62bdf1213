import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { hexonLayout } from '../../../src/geometry';
import { gatherNear, gatheredBlock } from '../../../src/sight/gather';
import type { Part } from '../../../src/sight/parts';
import { hexStack } from '../../../src/sight/parts';
import { blocked } from '../../../src/sight/rays';
import type { Solids } from '../../../src/sight/solids';
import { buildSolids } from '../../../src/sight/solids';
import type { Body } from '../../../src/sight/visible';
import { bodySample, seenOf } from '../../../src/sight/visible';

// % visible gathers, once per eye and body, the few triangles that could stop any of its rays
// (on the plan for an upright body, through the BVH for a leaning one) and tests each ray against
// those alone. Whatever it leaves out must stop no ray: every ray's answer is the one a BVH walk
// of all the solids gives (three-mesh-bvh's raycastFirst), on thousands of rays.

/** mulberry32: a fixed stream of numbers in [0, 1). */
function stream(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Prisms, walls, rings, stacks and domes of many heights strewn over 80 × 80 cm. */
function strewn(roll: () => number): Solids {
  const parts: Part[] = [];
  const at = () => ({ x: roll() * 80 - 40, y: roll() * 80 - 40 });
  for (let i = 0; i < 50; i++) {
    const c = at();
    const r = 1 + roll() * 5;
    const sides = 3 + Math.floor(roll() * 30);
    const outline = Array.from({ length: sides }, (_, k) => ({
      x: c.x + r * Math.cos((2 * Math.PI * k) / sides),
      y: c.y + r * Math.sin((2 * Math.PI * k) / sides),
    }));
    const height = 0.5 + roll() * 6;
    const shapes: Part['shape'][] = [
      { kind: 'prism', outline, height },
      { kind: 'segments', edges: [{ a: at(), b: at() }], low: roll(), high: height },
      { kind: 'ring', centre: c, outer: r, inner: r / 2, height },
      hexStack(hexonLayout, { q: (i % 9) - 4, r: (i % 7) - 3 }, 1 + (i % 3), 1.5),
      { kind: 'dome', centre: c, centreHeight: height, rings: [outline], heights: [outline.map(() => 0)] },
    ];
    parts.push({ owner: i, roles: 1, shape: shapes[i % 5]! });
  }
  return buildSolids(parts, { eye: 1 }).eye;
}

const EYE_TO_BODY = 8;

describe('gathering the triangles near an eye and a body', () => {
  it('an upright body: each ray is blocked exactly when a BVH walk of all the solids says so', () => {
    const roll = stream(7);
    const solids = strewn(roll);
    const sample = new Vector3();
    let [stopped, rays, partly] = [0, 0, 0];
    for (let pair = 0; pair < 400; pair++) {
      const eye = new Vector3(roll() * 90 - 45, roll() * EYE_TO_BODY, roll() * 90 - 45);
      // Some bodies right beside the eye, or round it, where the plan's wedge is at its narrowest.
      const near = pair % 20 === 0;
      const body: Body = {
        x: near ? eye.x + roll() - 0.5 : roll() * 90 - 45,
        y: near ? eye.z + roll() - 0.5 : roll() * 90 - 45,
        bottom: roll() * 3,
        height: 1 + roll() * 6,
        radius: 0.3 + roll() * 1.5,
      };
      const foot = new Vector3(body.x, body.bottom, body.y);
      const top = new Vector3(body.x, body.bottom + body.height, body.y);
      gatherNear(solids, eye, foot, top, body.radius);
      let seen = 0;
      for (let i = 0; i < 48; i++) {
        bodySample(body, i, 48, sample);
        const expected = blocked(solids, eye, sample);
        expect(gatheredBlock(eye, sample), `pair ${pair} sample ${i}`).toBe(expected);
        if (expected) stopped++;
        else seen++;
        rays++;
      }
      expect(seenOf(solids, eye, body, 48).seen).toBe(seen);
      if (seen > 0 && seen < 48) partly++;
    }
    // The random pairs really test something: both answers, and bodies partly hidden.
    expect(stopped).toBeGreaterThan(rays / 10);
    expect(rays - stopped).toBeGreaterThan(rays / 10);
    expect(partly).toBeGreaterThan(20);
  });

  it('a leaning body: rays to points within its radius of the axis agree with a BVH walk too', () => {
    const roll = stream(11);
    const solids = strewn(roll);
    const to = new Vector3();
    let stopped = 0;
    for (let pair = 0; pair < 200; pair++) {
      const eye = new Vector3(roll() * 90 - 45, roll() * EYE_TO_BODY, roll() * 90 - 45);
      const foot = new Vector3(roll() * 90 - 45, roll() * 3, roll() * 90 - 45);
      const top = foot.clone().add(new Vector3(roll() * 4 - 2, 1 + roll() * 6, roll() * 4 - 2));
      const radius = 0.3 + roll() * 1.5;
      gatherNear(solids, eye, foot, top, radius);
      for (let i = 0; i < 32; i++) {
        const angle = roll() * 2 * Math.PI;
        const r = radius * roll();
        to.lerpVectors(foot, top, roll()).add(new Vector3(r * Math.cos(angle), 0, r * Math.sin(angle)));
        const expected = blocked(solids, eye, to);
        expect(gatheredBlock(eye, to), `pair ${pair} point ${i}`).toBe(expected);
        if (expected) stopped++;
      }
    }
    expect(stopped).toBeGreaterThan(500);
  });
});
