import type { Ray } from 'three';
import type { Solids } from './solids';
import { SLACK, gridOf } from './planGrid';
import { hitDistance, newAim, aimRay } from './rayTriangle';
import { walkUnder, walked } from './cellWalk';

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
  const ax = ray.origin.x;
  const az = ray.origin.z;
  const dx = ray.direction.x;
  const dz = ray.direction.z;
  aimRay(aim, ax, ray.origin.y, az, dx, ray.direction.y, dz);
  // The triangles listed under the segment, widened by the slack (cellWalk.ts).
  const n = walkUnder(g, ax, az, ax + dx * far, az + dz * far, SLACK);
  const { plan, corners } = g;
  const found = walked.items;
  for (let i = 0; i < n; i++) {
    const t = found[i]!;
    if (!clearOf(plan, t, ax, az, dx, dz, far)) test(corners, t, far);
  }
  return levelHits.count;
}
