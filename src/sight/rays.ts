import type { Intersection, Vector3 } from 'three';
import { DoubleSide, Ray, Raycaster } from 'three';
import type { Solids } from './solids';
import { NO_OWNER } from './solids';

// Rays against one role's solids, each with the BVH (three-mesh-bvh) and, for the bench and the
// tests, the plain way (three's Mesh.raycast over every triangle of the same mesh: `plain`).
// Module-level scratch objects, as three-mesh-bvh does: these run for every line and every sample
// point, and a fresh Ray or Vector3 per call would be garbage the frame pays for later.

const _ray = new Ray();
const _raycaster = new Raycaster();
const _hits: Intersection[] = [];

/** What a ray met: the owner of the part and how far from the ray's start, in cm. */
export interface RayHit {
  readonly owner: number;
  readonly distance: number;
}

/**
 * Every hit of `ray` (its direction of length 1) within `far`, in no particular order; read each
 * one's owner with `ownerOf`. The array is reused by the next call.
 */
export function castAll(solids: Solids, ray: Ray, far: number, plain = false): readonly Intersection[] {
  if (!plain) return solids.bvh.raycast(ray, DoubleSide, 0, far);
  _raycaster.ray.copy(ray);
  _raycaster.near = 0;
  _raycaster.far = far;
  _hits.length = 0;
  solids.plainMesh.raycast(_raycaster, _hits);
  return _hits;
}

/** The owner of the part a hit of `castAll` met. */
export const ownerOf = (solids: Solids, hit: Intersection): number => solids.triOwner[hit.faceIndex!]!;

/** Points `_ray` from `from` towards `to` and gives the distance between them. */
function aim(from: Vector3, to: Vector3): number {
  const far = from.distanceTo(to);
  _ray.origin.copy(from);
  if (far > 0) _ray.direction.subVectors(to, from).divideScalar(far);
  return far;
}

/** Whether anything of these solids stands between two points: the eye's test. */
export function blocked(solids: Solids, from: Vector3, to: Vector3, plain = false): boolean {
  const far = aim(from, to);
  if (far === 0) return false;
  if (!plain) return solids.bvh.raycastFirst(_ray, DoubleSide, 0, far) !== null;
  return castAll(solids, _ray, far, true).length > 0;
}

/** Whether `to` can be seen from `from`: nothing of these solids between them. */
export const inView = (solids: Solids, from: Vector3, to: Vector3, plain = false): boolean =>
  !blocked(solids, from, to, plain);

/** The nearest part between two points, or null when the way is clear. */
export function firstHit(solids: Solids, from: Vector3, to: Vector3, plain = false): RayHit | null {
  const far = aim(from, to);
  if (far === 0) return null;
  if (!plain) {
    const hit = solids.bvh.raycastFirst(_ray, DoubleSide, 0, far);
    return hit === null ? null : { owner: ownerOf(solids, hit), distance: hit.distance };
  }
  return hitsBetween(solids, from, to, true)[0] ?? null;
}

/**
 * Every part met between two points, nearest first, one entry per owner at its nearest hit: which
 * pieces a line passes through (a terrain card that applies because the line crosses its piece).
 */
export function hitsBetween(solids: Solids, from: Vector3, to: Vector3, plain = false): RayHit[] {
  const far = aim(from, to);
  if (far === 0) return [];
  const nearest = new Map<number, number>();
  for (const hit of castAll(solids, _ray, far, plain)) {
    const owner = ownerOf(solids, hit);
    if (owner === NO_OWNER) continue;
    const d = nearest.get(owner);
    if (d === undefined || hit.distance < d) nearest.set(owner, hit.distance);
  }
  return [...nearest]
    .map(([owner, distance]) => ({ owner, distance }))
    .sort((p, q) => p.distance - q.distance || p.owner - q.owner);
}
