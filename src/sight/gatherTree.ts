import type { Box3, Vector3 } from 'three';
import { Box3 as Box, Triangle } from 'three';
import type { ExtendedTriangle } from 'three-mesh-bvh';
import { keep } from './gathered';
import type { Solids } from './solids';

// Gathering through the BVH, for a body whose axis leans (gatherWedge.ts does the upright ones):
// every ray lies within `radius` of the triangle (eye, foot of the axis, top of it), so only
// triangles in BVH leaves whose box, grown by `radius`, meets that triangle can stop any of them.

const _hull = new Triangle();
const _grown = new Box();
const _hullBox = new Box();
let _radius = 0;
const _corners = new Float64Array(9);

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
    a.toArray(_corners, 0);
    b.toArray(_corners, 3);
    c.toArray(_corners, 6);
    keep(_corners, 0, -Infinity, Infinity, -Infinity, Infinity);
    return false;
  },
};

/** Gathers the triangles that may stop a ray from `eye` to within `radius` of the segment foot–top. */
export function gatherTree(solids: Solids, eye: Vector3, foot: Vector3, top: Vector3, radius: number): void {
  _hull.set(eye, foot, top);
  _hullBox.makeEmpty().expandByPoint(eye).expandByPoint(foot).expandByPoint(top);
  _radius = radius;
  solids.bvh.shapecast(callbacks);
}
