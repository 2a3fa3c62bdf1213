import type { Ray } from 'three';
import type { Solids } from './solids';
import { SLACK, gridOf } from './planGrid';
import { hitDistance, newAim, aimRay } from './rayTriangle';

// A level ray (one that keeps its height, as a rule's line between two bases does) against a set
// of solids, found through a grid on the plan instead of the BVH. Such a ray can only meet the
// triangles it passes over on the plan and never meets a flat one (it lies in its plane), so the
// grid lists each upright triangle in the cells its plan covers, and a cast walks the cells under
// the segment and tests those triangles with three's own ray–triangle test, as the BVH's raycast
// does: the same triangles are met at the same distances, bit for bit, without the walk down the
// tree or the hit objects three-mesh-bvh makes for each hit.

/** The hits of the last `castLevel`: `count` of them, each a triangle (faceIndex) and its distance. */
export const levelHits = {
  count: 0,
  faces: new Int32Array(64),
  distances: new Float64Array(64),
};

/**
 * On the plan, whether triangle `t` lies wholly to one side of the ray's line (by more than the
 * slack) or wholly behind its start or past its end: then it cannot be met, and most are not.
 */
function clearOf(
  plan: Float64Array,
  t: number,
  ox: number,
  oz: number,
  dx: number,
  dz: number,
  far: number,
): boolean {
  const p = 6 * t;
  const sa = (plan[p]! - ox) * dz - (plan[p + 1]! - oz) * dx;
  const sb = (plan[p + 2]! - ox) * dz - (plan[p + 3]! - oz) * dx;
  const sc = (plan[p + 4]! - ox) * dz - (plan[p + 5]! - oz) * dx;
  if ((sa > SLACK && sb > SLACK && sc > SLACK) || (sa < -SLACK && sb < -SLACK && sc < -SLACK)) return true;
  const ua = (plan[p]! - ox) * dx + (plan[p + 1]! - oz) * dz;
  const ub = (plan[p + 2]! - ox) * dx + (plan[p + 3]! - oz) * dz;
  const uc = (plan[p + 4]! - ox) * dx + (plan[p + 5]! - oz) * dz;
  return (
    (ua < -SLACK && ub < -SLACK && uc < -SLACK) || (ua > far + SLACK && ub > far + SLACK && uc > far + SLACK)
  );
}

/** The ray of the cast under way, aimed once for all the triangles it is tested against. */
const aim = newAim();

/** Records triangle `t` where the aimed ray meets it within `far` (three's test, rayTriangle.ts). */
function test(corners: Float64Array, t: number, far: number): void {
  const d = hitDistance(aim, corners, t);
  if (d < 0 || d > far) return;
  if (levelHits.count === levelHits.faces.length) {
    const faces = new Int32Array(levelHits.count * 2);
    const distances = new Float64Array(levelHits.count * 2);
    faces.set(levelHits.faces);
    distances.set(levelHits.distances);
    [levelHits.faces, levelHits.distances] = [faces, distances];
  }
  levelHits.faces[levelHits.count] = t;
  levelHits.distances[levelHits.count++] = d;
}

/**
 * Every hit of a level `ray` (direction of length 1 with no height component) within `far`, as
 * `castAll` would give them but in no particular order, into `levelHits`. Returns how many.
 */
export function castLevel(solids: Solids, ray: Ray, far: number): number {
  if (ray.direction.y !== 0) throw new Error('sight: castLevel takes a level ray (direction.y = 0)');
  levelHits.count = 0;
  const g = gridOf(solids);
  const cast = ++g.cast;
  const ax = ray.origin.x;
  const az = ray.origin.z;
  const bx = ax + ray.direction.x * far;
  const bz = az + ray.direction.z * far;
  // The cells under the segment, widened by the slack, column by column (no destructuring here:
  // it costs an array each time under the JIT).
  const lo = ax <= bx ? ax : bx;
  const hi = ax <= bx ? bx : ax;
  const { x0, z0, cell, inverse, cols, rows, starts, items, stamp, plan, corners } = g;
  const dx = ray.direction.x;
  const dz = ray.direction.z;
  aimRay(aim, ax, ray.origin.y, az, dx, ray.direction.y, dz);
  const c0 = Math.max(0, Math.floor((lo - SLACK - x0) * inverse));
  const c1 = Math.min(cols - 1, Math.floor((hi + SLACK - x0) * inverse));
  const slope = bx === ax ? 0 : (bz - az) / (bx - ax);
  for (let k = c0; k <= c1; k++) {
    const left = Math.max(lo, x0 + k * cell - SLACK);
    const right = Math.min(hi, x0 + (k + 1) * cell + SLACK);
    let zlo = az < bz ? az : bz;
    let zhi = az < bz ? bz : az;
    if (bx !== ax && left <= right) {
      const zl = az + (left - ax) * slope;
      const zr = az + (right - ax) * slope;
      zlo = zl <= zr ? zl : zr;
      zhi = zl <= zr ? zr : zl;
    }
    const r0 = Math.max(0, Math.floor((zlo - SLACK - z0) * inverse));
    const r1 = Math.min(rows - 1, Math.floor((zhi + SLACK - z0) * inverse));
    for (let r = r0; r <= r1; r++) {
      const cellAt = r * cols + k;
      const end = starts[cellAt + 1]!;
      for (let j = starts[cellAt]!; j < end; j++) {
        const t = items[j]!;
        if (stamp[t] === cast) continue;
        stamp[t] = cast;
        if (!clearOf(plan, t, ax, az, dx, dz, far)) test(corners, t, far);
      }
    }
  }
  return levelHits.count;
}
