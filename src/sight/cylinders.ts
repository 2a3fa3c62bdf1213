import type { Vector3 } from 'three';

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
  const dx = p.x - e.x;
  const dz = p.z - e.z;
  const fx = e.x - cx;
  const fz = e.z - cz;
  const a = dx * dx + dz * dz;
  const b = 2 * (fx * dx + fz * dz);
  const c = fx * fx + fz * fz - radius * radius;
  if (a === 0) return false;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return false;
  const s = Math.sqrt(disc);
  const tIn = Math.max(0, (-b - s) / (2 * a));
  const tOut = Math.min(1, (-b + s) / (2 * a));
  if (tIn >= tOut) return false;
  // The segment's height is linear in t: does it pass within [y0, y1] anywhere on [tIn, tOut]?
  const hIn = e.y + (p.y - e.y) * tIn;
  const hOut = e.y + (p.y - e.y) * tOut;
  return Math.max(hIn, hOut) >= y0 && Math.min(hIn, hOut) <= y1;
}
