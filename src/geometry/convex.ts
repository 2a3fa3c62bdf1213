import type { Point } from './point';

/**
 * Whether two convex polygons share interior (separating axis test): they overlap by more than
 * `touchCm` along every side's normal. Polygons that only touch (within `touchCm`) do not overlap.
 */
export function convexOverlap(a: readonly Point[], b: readonly Point[], touchCm = 1e-9): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const nx = q.y - p.y;
      const ny = p.x - q.x;
      const len = Math.hypot(nx, ny);
      let minA = Infinity;
      let maxA = -Infinity;
      let minB = Infinity;
      let maxB = -Infinity;
      for (const v of a) {
        const d = (v.x * nx + v.y * ny) / len;
        minA = Math.min(minA, d);
        maxA = Math.max(maxA, d);
      }
      for (const v of b) {
        const d = (v.x * nx + v.y * ny) / len;
        minB = Math.min(minB, d);
        maxB = Math.max(maxB, d);
      }
      if (maxA <= minB + touchCm || maxB <= minA + touchCm) return false;
    }
  }
  return true;
}
