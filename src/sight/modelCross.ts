import type { Vector3 } from 'three';
import { DoubleSide, Ray } from 'three';
import { crossesUpright } from '../geometry/upright';
import type { ModelAt } from './meshModel';
import { toModel } from './meshModel';

// A piece's imported model in the way of a ray: the ray is carried into the model's own frame and
// cast at the model's one BVH (three-mesh-bvh), so a piece that moves or turns rebuilds nothing. The
// upright cylinder that holds the model is tested first, analytically (cylinders.ts' test): most
// pieces near a line stand clear of most of its rays.

const _ray = new Ray();
const _from = { x: 0, y: 0, z: 0 };
const _to = { x: 0, y: 0, z: 0 };

/** Whether the segment e→p (three.js coordinates) passes through the model of the piece at `at`. */
export function crossesModel(at: ModelAt, e: Vector3, p: Vector3): boolean {
  const { model } = at;
  // (A segment upright on the plan has no way across the cylinder to test: the BVH answers it.)
  const upright = e.x === p.x && e.z === p.z;
  const low = at.foot + model.low;
  const high = at.foot + model.high;
  if (!upright && !crossesUpright(e.x, e.y, e.z, p.x, p.y, p.z, at.x, at.y, model.reach, low, high))
    return false;
  toModel(at, e.x, e.y, e.z, _from);
  toModel(at, p.x, p.y, p.z, _to);
  const dx = _to.x - _from.x;
  const dy = _to.y - _from.y;
  const dz = _to.z - _from.z;
  const far = Math.sqrt(dx * dx + dy * dy + dz * dz);
  if (far === 0) return false;
  _ray.origin.set(_from.x, _from.y, _from.z);
  _ray.direction.set(dx / far, dy / far, dz / far);
  return model.bvh.raycastFirst(_ray, DoubleSide, 0, far) !== null;
}
