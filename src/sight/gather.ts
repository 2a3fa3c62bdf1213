import type { Box3 } from 'three';
import { Box3 as Box, Ray, Triangle, Vector3 } from 'three';
import type { ExtendedTriangle } from 'three-mesh-bvh';
import type { Solids } from './solids';

// % visible casts dozens of rays from one eye to one body. Rather than walk the BVH once per ray,
// walk it once per pair: every ray lies within `radius` of the triangle (eye, foot of the body's
// axis, top of it), so only triangles in BVH leaves whose box, grown by `radius`, meets that
// triangle can stop any of them. The rays are then tested against those few triangles alone.

const _hull = new Triangle();
const _grown = new Box();
const _hullBox = new Box();
const _a = new Vector3();
const _b = new Vector3();
const _c = new Vector3();
const _hit = new Vector3();
let _radius = 0;
/** How far past the segment's box a triangle is still tested, in cm: rounding never drops a hit. */
const SLACK = 1e-4;

/** The gathered triangles, nine coordinates each. */
let _corners = new Float32Array(9 * 64);
let _count = 0;

const callbacks = {
  // The hull's own box first: most nodes fail that cheap test before the exact one.
  intersectsBounds: (box: Box3): boolean =>
    _grown.copy(box).expandByScalar(_radius).intersectsBox(_hullBox) && _grown.intersectsTriangle(_hull),
  intersectsTriangle: (tri: ExtendedTriangle): boolean => {
    // A triangle whose own box, grown by the radius, misses the hull's box stops no ray: a leaf
    // holds several, and most of them are away from the pair.
    const r = _radius;
    const { a, b, c } = tri;
    if (
      Math.min(a.x, b.x, c.x) - r > _hullBox.max.x ||
      Math.max(a.x, b.x, c.x) + r < _hullBox.min.x ||
      Math.min(a.y, b.y, c.y) - r > _hullBox.max.y ||
      Math.max(a.y, b.y, c.y) + r < _hullBox.min.y ||
      Math.min(a.z, b.z, c.z) - r > _hullBox.max.z ||
      Math.max(a.z, b.z, c.z) + r < _hullBox.min.z
    )
      return false;
    if (9 * (_count + 1) > _corners.length) {
      const grown = new Float32Array(_corners.length * 2);
      grown.set(_corners);
      _corners = grown;
    }
    const o = 9 * _count++;
    _corners[o] = tri.a.x;
    _corners[o + 1] = tri.a.y;
    _corners[o + 2] = tri.a.z;
    _corners[o + 3] = tri.b.x;
    _corners[o + 4] = tri.b.y;
    _corners[o + 5] = tri.b.z;
    _corners[o + 6] = tri.c.x;
    _corners[o + 7] = tri.c.y;
    _corners[o + 8] = tri.c.z;
    return false;
  },
};

/** Gathers the triangles of `solids` that could stand between `eye` and a body on the axis foot–top. Returns how many. */
export function gatherNear(
  solids: Solids,
  eye: Vector3,
  foot: Vector3,
  top: Vector3,
  radius: number,
): number {
  _hull.set(eye, foot, top);
  _hullBox.makeEmpty().expandByPoint(eye).expandByPoint(foot).expandByPoint(top);
  _radius = radius;
  _count = 0;
  solids.bvh.shapecast(callbacks);
  return _count;
}

const _ray = new Ray();

/** Whether a gathered triangle stands between `from` and `to` (call after `gatherNear`). */
export function gatheredBlock(from: Vector3, to: Vector3): boolean {
  if (_count === 0) return false;
  const far = from.distanceTo(to);
  _ray.origin.copy(from);
  _ray.direction.subVectors(to, from).divideScalar(far);
  // The segment's box, widened past rounding: a triangle wholly outside it cannot meet the segment.
  const x0 = Math.min(from.x, to.x) - SLACK;
  const x1 = Math.max(from.x, to.x) + SLACK;
  const y0 = Math.min(from.y, to.y) - SLACK;
  const y1 = Math.max(from.y, to.y) + SLACK;
  const z0 = Math.min(from.z, to.z) - SLACK;
  const z1 = Math.max(from.z, to.z) + SLACK;
  for (let i = 0; i < _count; i++) {
    const o = 9 * i;
    const c = _corners;
    if (
      (c[o]! < x0 && c[o + 3]! < x0 && c[o + 6]! < x0) ||
      (c[o]! > x1 && c[o + 3]! > x1 && c[o + 6]! > x1) ||
      (c[o + 1]! < y0 && c[o + 4]! < y0 && c[o + 7]! < y0) ||
      (c[o + 1]! > y1 && c[o + 4]! > y1 && c[o + 7]! > y1) ||
      (c[o + 2]! < z0 && c[o + 5]! < z0 && c[o + 8]! < z0) ||
      (c[o + 2]! > z1 && c[o + 5]! > z1 && c[o + 8]! > z1)
    )
      continue;
    _a.set(_corners[o]!, _corners[o + 1]!, _corners[o + 2]!);
    _b.set(_corners[o + 3]!, _corners[o + 4]!, _corners[o + 5]!);
    _c.set(_corners[o + 6]!, _corners[o + 7]!, _corners[o + 8]!);
    if (_ray.intersectTriangle(_a, _b, _c, false, _hit) !== null && _hit.distanceTo(from) < far) return true;
  }
  return false;
}
