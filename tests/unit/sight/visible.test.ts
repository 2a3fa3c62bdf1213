import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { hexonLayout } from '../../../src/geometry';
import { crossesCylinder } from '../../../src/sight/cylinders';
import type { Part } from '../../../src/sight/parts';
import { hexStack } from '../../../src/sight/parts';
import { buildSolids } from '../../../src/sight/solids';
import type { Body } from '../../../src/sight/visible';
import { bodySample, seenOf } from '../../../src/sight/visible';

// % visible by sampling: the share of a model's body an eye sees past the solids and past what the
// caller screens. The body here is 16 cm tall; its 64 samples stand in 32 half-turn pairs, pair j
// at height (j + 0.5) / 2 cm.

const EYE = 1;
const LEVEL_CM = 4;
/** A model behind hex (0, 0), whose flat sides face ±x: that hex spans x from -5 to 5. */
const body: Body = { x: 8, y: 0, bottom: 0, height: 16, radius: 1 };

function stackOf(levels: number) {
  const parts: Part[] = [
    { owner: 0, roles: EYE, shape: hexStack(hexonLayout, { q: 0, r: 0 }, levels, LEVEL_CM) },
  ];
  return buildSolids(parts, { eye: EYE }).eye;
}

describe('% visible', () => {
  it('samples fill the body bottom to top, within its radius', () => {
    const p = new Vector3();
    for (let i = 0; i < 64; i++) {
      bodySample(body, i, 64, p);
      expect(p.y).toBe((Math.floor(i / 2) + 0.5) / 2);
      expect(Math.hypot(p.x - body.x, p.z - body.y)).toBeLessThanOrEqual(body.radius);
    }
  });

  for (const plain of [false, true]) {
    const how = plain ? 'plain Mesh.raycast' : 'BVH';
    it(`${how}: a stack of 3 levels with the eye level with its top hides the 48 samples below 12 cm: 25 % seen`, () => {
      const eye = new Vector3(-20, 3 * LEVEL_CM, 0);
      expect(seenOf(stackOf(3), eye, body, 64, undefined, plain)).toEqual({
        percent: 25,
        seen: 16,
        samples: 64,
      });
    });

    it(`${how}: a stack of 4 levels as tall as the body hides it all; no stack hides nothing`, () => {
      const eye = new Vector3(-20, 4 * LEVEL_CM, 0);
      expect(seenOf(stackOf(4), eye, body, 64, undefined, plain)).toEqual({
        percent: 0,
        seen: 0,
        samples: 64,
      });
      expect(seenOf(buildSolids([], { eye: EYE }).eye, eye, body, 64, undefined, plain)).toEqual({
        percent: 100,
        seen: 64,
        samples: 64,
      });
    });
  }

  it('a model in the way, screened as a cylinder level with the eye, hides the 24 samples below 6 cm', () => {
    const eye = new Vector3(-20, 6, 0);
    // A wide model 6 cm tall at x = 0, between the eye and the body.
    const screen = (e: Vector3, p: Vector3) => crossesCylinder(e, p, 0, 0, 3, 0, 6);
    expect(seenOf(buildSolids([], { eye: EYE }).eye, eye, body, 64, screen)).toEqual({
      percent: 62.5,
      seen: 40,
      samples: 64,
    });
  });

  it('no samples: nothing seen, 0 %', () => {
    expect(seenOf(stackOf(1), new Vector3(-20, 4, 0), body, 0)).toEqual({ percent: 0, seen: 0, samples: 0 });
  });
});
