import type { Vector3 } from 'three';
import { clearGathered, gathered } from './gathered';
import { gatherTree } from './gatherTree';
import { gatherWedge, wedge } from './gatherWedge';
import { aim, meets } from './rayTriangle';
import type { Solids } from './solids';

// % visible casts dozens of rays from one eye to one body. Rather than search the solids once per
// ray, search them once per pair for the few triangles near enough to stop any of those rays
// (on the plan for an upright body, gatherWedge.ts; through the BVH for a leaning one,
// gatherTree.ts), then test each ray against those alone, with three's own ray–triangle test
// (rayTriangle.ts): every ray's answer is the one a raycast of all the solids gives.

/** How far past the segment's box a triangle is still tested, in cm: rounding never drops a hit. */
const SLACK = 1e-4;

let _upright = false;

/** Gathers the triangles of `solids` that could stand between `eye` and a body on the axis foot–top. Returns how many. */
export function gatherNear(
  solids: Solids,
  eye: Vector3,
  foot: Vector3,
  top: Vector3,
  radius: number,
): number {
  clearGathered();
  _upright = foot.x === top.x && foot.z === top.z;
  if (_upright) gatherWedge(solids, eye, foot, top, radius);
  else gatherTree(solids, eye, foot, top, radius);
  return gathered.count;
}

/**
 * Whether a gathered triangle stands between `from` and `to` (call after `gatherNear`). A ray from
 * the gathering's eye to a point of its upright body is tested only against the triangles whose
 * window holds that point.
 */
export function gatheredBlock(from: Vector3, to: Vector3): boolean {
  const n = gathered.count;
  if (n === 0) return false;
  const { corners, windows } = gathered;
  let height = to.y;
  let across = 0;
  const dx = to.x - wedge.tx;
  const dz = to.z - wedge.tz;
  const windowed =
    _upright &&
    from.x === wedge.ex &&
    from.y === wedge.ey &&
    from.z === wedge.ez &&
    to.y >= wedge.low &&
    to.y <= wedge.high &&
    dx * dx + dz * dz <= wedge.radius * wedge.radius;
  if (windowed) across = dx * wedge.uz - dz * wedge.ux;
  else height = NaN; // no window then: every comparison with NaN is false
  // The segment's box, widened past rounding: a triangle wholly outside it cannot meet the segment.
  const x0 = Math.min(from.x, to.x) - SLACK;
  const x1 = Math.max(from.x, to.x) + SLACK;
  const y0 = Math.min(from.y, to.y) - SLACK;
  const y1 = Math.max(from.y, to.y) + SLACK;
  const z0 = Math.min(from.z, to.z) - SLACK;
  const z1 = Math.max(from.z, to.z) + SLACK;
  let aimed = false;
  for (let i = 0; i < n; i++) {
    const w = 4 * i;
    if (height < windows[w]! || height > windows[w + 1]!) continue;
    if (windowed && (across < windows[w + 2]! || across > windows[w + 3]!)) continue;
    const o = 9 * i;
    const c = corners;
    if (
      (c[o]! < x0 && c[o + 3]! < x0 && c[o + 6]! < x0) ||
      (c[o]! > x1 && c[o + 3]! > x1 && c[o + 6]! > x1) ||
      (c[o + 1]! < y0 && c[o + 4]! < y0 && c[o + 7]! < y0) ||
      (c[o + 1]! > y1 && c[o + 4]! > y1 && c[o + 7]! > y1) ||
      (c[o + 2]! < z0 && c[o + 5]! < z0 && c[o + 8]! < z0) ||
      (c[o + 2]! > z1 && c[o + 5]! > z1 && c[o + 8]! > z1)
    )
      continue;
    if (!aimed) {
      aim(from.x, from.y, from.z, to.x, to.y, to.z);
      aimed = true;
    }
    if (meets(c, i)) return true;
  }
  return false;
}
