import type { Vector3 } from 'three';
import { crossesUpright } from '../geometry/upright';

// Models in the way, tested analytically as upright cylinders: they move every turn, and a few exact
// tests per ray cost less than keeping a tree of them up to date.

/**
 * Whether the segment e→p (three.js coordinates) passes through an upright cylinder: centre (cx, cz)
 * on the plan, `radius`, from height y0 to y1.
 */
export function crossesCylinder(
  e: Vector3,
  p: Vector3,
  cx: number,
  cz: number,
  radius: number,
  y0: number,
  y1: number,
): boolean {
  return crossesUpright(e.x, e.y, e.z, p.x, p.y, p.z, cx, cz, radius, y0, y1);
}
