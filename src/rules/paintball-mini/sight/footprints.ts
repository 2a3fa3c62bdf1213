import type { Point } from '../../../geometry';
import { convexOverlap } from '../../../geometry/convex';
import { distanceToSegment } from '../../../geometry/point';
import type { Footprint } from '../setup';
import { baseCorners, pointInPolygon } from '../setup/pieces';

export { baseCorners };

// Distances and overlaps between a figure's base and the footprints of cover, on the plan.
// PM-3CM measures from the edge of the base to the cover's footprint.

/** Within this of a piece of cover, a base is in it or behind it (PM-3CM), in cm. */
export const COVER_REACH_CM = 3;

function distanceToOutline(p: Point, poly: readonly Point[]): number {
  if (pointInPolygon(p, poly)) return 0;
  let best = Infinity;
  for (let i = 0; i < poly.length; i++)
    best = Math.min(best, distanceToSegment(p, poly[i]!, poly[(i + 1) % poly.length]!));
  return best;
}

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const d1 = o(a, b, c);
  const d2 = o(a, b, d);
  const d3 = o(c, d, a);
  const d4 = o(c, d, b);
  return d1 * d2 <= 0 && d3 * d4 <= 0;
}

/** Distance from the edge of a base (its corners) to a footprint: 0 when they touch or overlap. */
export function baseToFootprint(base: readonly Point[], f: Footprint): number {
  if (f.shape === 'circle') return Math.max(0, distanceToOutline(f.centre, base) - f.radius);
  const poly = f.points;
  if (base.some((p) => pointInPolygon(p, poly)) || poly.some((p) => pointInPolygon(p, base))) return 0;
  let best = Infinity;
  for (let i = 0; i < base.length; i++) {
    const a = base[i]!;
    const b = base[(i + 1) % base.length]!;
    for (let j = 0; j < poly.length; j++) {
      const c = poly[j]!;
      const d = poly[(j + 1) % poly.length]!;
      if (segmentsCross(a, b, c, d)) return 0;
      best = Math.min(best, distanceToSegment(a, c, d), distanceToSegment(c, a, b));
    }
  }
  return best;
}

export { convexOverlap };
