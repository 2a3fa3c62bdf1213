// Exact segment tests against convex polygons given by side normals: a board hex, a figure's base.
// Cyrus–Beck clipping: each side is a half-plane n·(p − c) ≤ apothem. The hard cases of hex mode
// (a line that only grazes a corner, or runs exactly along an edge) are decided here on purpose:
// a line crosses a polygon's interior only when the middle of its clipped chord lies strictly
// inside, so a corner touch (a chord of length 0) and an edge run (a chord on a side) do not count.

/** Tolerance, in cm, below which a point counts as on a side rather than inside. */
export const ON_SIDE_CM = 1e-7;

/** Unit normals of a regular hexagon whose first flat side faces `degrees`. Six (cos, sin) pairs. */
export function hexagonNormals(degrees: number, out = new Float64Array(12)): Float64Array {
  for (let i = 0; i < 6; i++) {
    const a = ((degrees + 60 * i) * Math.PI) / 180;
    out[2 * i] = Math.cos(a);
    out[2 * i + 1] = Math.sin(a);
  }
  return out;
}

/** Board hexes are pointy-topped: their flat sides face 0°, 60°, … 300°. */
export const BOARD_HEX_NORMALS = hexagonNormals(0);

/**
 * The result of the last clip. Module-level so the hot paths (every line, every threat cell) make
 * no garbage: read it straight after calling `clipSegment`.
 */
export const clipped = { t0: 0, t1: 0, interior: false };

/**
 * Clips the segment a→b to the closed convex polygon centred on (cx, cy) with unit side normals
 * (pairs in `normals`) each at distance `apothem` (give or take ON_SIDE_CM). Sets `clipped.t0/t1` (fractions of the segment)
 * and `clipped.interior`; returns whether the closed polygon is met at all.
 */
export function clipSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  normals: Float64Array,
  apothem: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const rx = ax - cx;
  const ry = ay - cy;
  let t0 = 0;
  let t1 = 1;
  clipped.interior = false;
  const sides = normals.length >> 1;
  for (let i = 0; i < sides; i++) {
    const nx = normals[2 * i]!;
    const ny = normals[2 * i + 1]!;
    // Sides are widened by ON_SIDE_CM: a segment lying along a side (to rounding) is then met by
    // it, not thrown out because its direction is off parallel by 1e-16.
    const num = apothem + ON_SIDE_CM - (nx * rx + ny * ry);
    const den = nx * dx + ny * dy;
    if (den === 0) {
      if (num < 0) return false;
    } else {
      const t = num / den;
      if (den > 0) {
        if (t < t1) t1 = t;
      } else if (t > t0) t0 = t;
    }
    if (t0 > t1) return false;
  }
  clipped.t0 = t0;
  clipped.t1 = t1;
  // The chord's middle is strictly inside exactly when the segment meets the interior (the polygon is convex).
  const mx = rx + dx * 0.5 * (t0 + t1);
  const my = ry + dy * 0.5 * (t0 + t1);
  let inner = Infinity;
  for (let i = 0; i < sides; i++) {
    const gap = apothem - (normals[2 * i]! * mx + normals[2 * i + 1]! * my);
    if (gap < inner) inner = gap;
  }
  clipped.interior = inner > ON_SIDE_CM;
  return true;
}

/** Whether (px, py) lies inside the polygon, sides included up to `ON_SIDE_CM`. */
export function insideConvex(
  px: number,
  py: number,
  cx: number,
  cy: number,
  normals: Float64Array,
  apothem: number,
): boolean {
  const sides = normals.length >> 1;
  for (let i = 0; i < sides; i++) {
    if (normals[2 * i]! * (px - cx) + normals[2 * i + 1]! * (py - cy) > apothem + ON_SIDE_CM) return false;
  }
  return true;
}

/** Distance² from (px, py) to the segment a→b. */
export function segmentDistance2(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}
