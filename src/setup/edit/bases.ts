import type { Point } from '../../geometry';
import { BASE_ACROSS_CM, BASE_CIRCUMRADIUS_CM, baseCorners } from '../pieces';

export { baseCorners };
import type { Figure } from '../types';

// G-BASE: a figure's base is a hexagon 2.5 cm across the flats, one flat side square to its facing
// (so its corners lie at facing + 30° + k·60°). Hexless play refuses two bases that overlap; bases
// that only touch are fine.

const TOUCH_CM = 1e-6;

function separated(a: readonly Point[], b: readonly Point[]): boolean {
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
      if (maxA <= minB + TOUCH_CM || maxB <= minA + TOUCH_CM) return true;
    }
  }
  return false;
}

/** Whether two figures' bases overlap (separating-axis test on the two hexagons). */
export function basesOverlap(a: Pick<Figure, 'at' | 'facing'>, b: Pick<Figure, 'at' | 'facing'>): boolean {
  const d = Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y);
  if (d >= 2 * BASE_CIRCUMRADIUS_CM) return false;
  if (d < BASE_ACROSS_CM - TOUCH_CM) return true;
  return !separated(baseCorners(a.at, a.facing), baseCorners(b.at, b.facing));
}
