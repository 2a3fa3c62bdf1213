import { convexOverlap } from '../../../../geometry';
import { BASE_ACROSS_CM, BASE_CIRCUMRADIUS_CM, baseCorners } from '../pieces';

export { baseCorners };
import type { Figure } from '../types';

// G-BASE: a figure's base is a hexagon 2.5 cm across the flats, one flat side square to its facing
// (so its corners lie at facing + 30° + k·60°). Hexless play refuses two bases that overlap; bases
// that only touch are fine.

/** Bases closer than this are touching, not overlapping. */
const TOUCH_CM = 1e-6;

/** Whether two figures' bases overlap (separating-axis test on the two hexagons). */
export function basesOverlap(a: Pick<Figure, 'at' | 'facing'>, b: Pick<Figure, 'at' | 'facing'>): boolean {
  const d = Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y);
  if (d >= 2 * BASE_CIRCUMRADIUS_CM) return false;
  if (d < BASE_ACROSS_CM - TOUCH_CM) return true;
  return convexOverlap(baseCorners(a.at, a.facing), baseCorners(b.at, b.facing), TOUCH_CM);
}
