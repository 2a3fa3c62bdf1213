import { Box3, DoubleSide, Ray } from 'three';
import type { Solids } from './solids';

// Ground height at a point of the table, read off the solids themselves: the highest surface over
// it (a hill's slope, the top of a stack of levels), found by a ray cast straight down from above
// them all. A system that knows its ground in closed form (PaintBall's hills) may keep its formula;
// this is for a table that is only its parts.

const _down = new Ray();
const _box = new Box3();

/** The height in cm of the highest surface of `solids` over the table point (x, y), or 0 where there is none. */
export function surfaceAt(solids: Solids, x: number, y: number): number {
  const box = solids.bvh.getBoundingBox(_box);
  if (box.isEmpty() || box.max.y <= 0) return 0;
  const from = box.max.y + 1;
  _down.origin.set(x, from, y);
  _down.direction.set(0, -1, 0);
  const hit = solids.bvh.raycastFirst(_down, DoubleSide, 0, from);
  return hit === null ? 0 : Math.max(0, hit.point.y);
}
