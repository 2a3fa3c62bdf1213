import type { Point } from '../../geometry';
import type { TableRay } from '../systemView';

/** Nothing on a table stands higher than this, in cm: the march along a ray starts here. */
const HIGHEST_CM = 40;
const STEP_CM = 0.4;

/**
 * Where a ray from the eye first meets the ground the system describes (a hill's top, a stack of
 * blocks), or where it meets the table when nothing stands in its way: a click on the top of a
 * 3-level block is a click on that block's hex, not the hex behind it.
 */
export function groundOnRay(ray: TableRay, heightAt: (at: Point) => number): Point | null {
  const { origin: o, dir: d } = ray;
  if (d.z >= 0) return null;
  const start = Math.max(0, (HIGHEST_CM - o.z) / d.z);
  const end = -o.z / d.z;
  const step = STEP_CM / Math.hypot(d.x, d.y, d.z);
  for (let t = start; t < end; t += step) {
    const at = { x: o.x + t * d.x, y: o.y + t * d.y };
    if (o.z + t * d.z <= heightAt(at)) return at;
  }
  return { x: o.x + end * d.x, y: o.y + end * d.y };
}
