import { describe, expect, it } from 'vitest';
import { Ray, Vector3 } from 'three';
import type { Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { groundHeightAt } from '../../../../../src/rules/paintball-mini/setup';
import {
  CLICK_SLOP_PX,
  FINGER_SLOP_PX,
  afterDrag,
  groundOnRay,
  slopFor,
} from '../../../../../src/scene/pointerOnTable';

// PM-HILL: a figure on a hill stands on its surface, so the point under the pointer is where the
// pointer's ray first meets the ground: a hill's slope in front of the table behind it.

const hill: Terrain = {
  id: 'hill-1',
  kind: 'hill',
  at: { x: 0, y: 0 },
  rotation: 0,
  radiusX: 12,
  radiusY: 9,
  height: 6,
};
const ground = (p: { x: number; y: number }) => groundHeightAt([hill], p);
/** A camera 60 cm up and 60 cm back (three-quarter view), looking at `target` on the table plane. */
const rayAt = (target: { x: number; y: number }) => {
  const origin = new Vector3(10, 60, 60);
  return new Ray(origin, new Vector3(target.x, 0, target.y).sub(origin).normalize());
};
const heightAlong = (ray: Ray, p: { x: number; y: number }) => {
  const t = (p.x - ray.origin.x) / ray.direction.x;
  return ray.origin.y + ray.direction.y * t;
};

describe('the point under the pointer on a hill', () => {
  it('PM-HILL: a ray over the hill meets its surface, in front of the table point behind it', () => {
    const ray = rayAt({ x: 0, y: -6 });
    const p = groundOnRay(ray, ground)!;
    // On the hill, and at the ray's own height there: the pointer meets the ground at p.
    expect(ground(p)).toBeGreaterThan(5);
    expect(heightAlong(ray, p)).toBeCloseTo(ground(p), 6);
    // Nearer the camera than where the ray reaches the table (y = −6).
    expect(p.y).toBeGreaterThan(-6 + 3);
    // And the first meeting: every point of the ray before it is above the ground.
    for (let k = 1; k < 400; k++) {
      const t = (k / 400) * ((p.x - ray.origin.x) / ray.direction.x);
      const q = ray.at(t, new Vector3());
      expect(q.y).toBeGreaterThan(ground({ x: q.x, y: q.z }));
    }
  });

  it('PM-HILL: a ray over the bare table meets the table plane, as without hills', () => {
    const ray = rayAt({ x: 30, y: 20 });
    expect(ground({ x: 30, y: 20 })).toBe(0);
    const p = groundOnRay(ray, ground)!;
    expect(p.x).toBeCloseTo(30, 9);
    expect(p.y).toBeCloseTo(20, 9);
    expect(groundOnRay(ray)).toEqual(p);
  });

  it('a ray that never comes down to the table meets nothing', () => {
    expect(groundOnRay(new Ray(new Vector3(0, 10, 0), new Vector3(0, 1, 0)), ground)).toBeNull();
    expect(groundOnRay(new Ray(new Vector3(0, 10, 0), new Vector3(1, 0, 0)), ground)).toBeNull();
  });
});

describe('a click or a tap, and a drag', () => {
  const click = (delta: number, pointerType: string) => ({
    delta,
    nativeEvent: { pointerType } as unknown as Event,
  });
  it('a mouse that moved more than CLICK_SLOP_PX dragged; a finger may shift up to FINGER_SLOP_PX and still tap', () => {
    expect(afterDrag(click(CLICK_SLOP_PX, 'mouse'))).toBe(false);
    expect(afterDrag(click(CLICK_SLOP_PX + 1, 'mouse'))).toBe(true);
    expect(afterDrag(click(CLICK_SLOP_PX + 1, 'pen'))).toBe(true);
    expect(afterDrag(click(FINGER_SLOP_PX, 'touch'))).toBe(false);
    expect(afterDrag(click(FINGER_SLOP_PX + 1, 'touch'))).toBe(true);
    expect(FINGER_SLOP_PX).toBeGreaterThan(CLICK_SLOP_PX);
  });
  it('a click with no pointer kind (an old browser, a synthetic click) is judged as a mouse is', () => {
    expect(slopFor(undefined)).toBe(CLICK_SLOP_PX);
    expect(afterDrag({ delta: CLICK_SLOP_PX + 1, nativeEvent: new Event('click') })).toBe(true);
  });
});
