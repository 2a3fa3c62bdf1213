import type { Box3, Intersection } from 'three';
import { Ray, Raycaster, Vector3 } from 'three';
import type { ExtendedTriangle } from 'three-mesh-bvh';
import { LINE_HEIGHT_CM } from '../setup';
import { PERIMETER_PIECE, RULE, VIEW } from './solids';
import type { TableModel } from './tableModel';

// The two raycasts of the sight layer, each with the BVH (three-mesh-bvh shapecast) and, for the
// bench and the tests, the plain way (three's Mesh.raycast over every triangle).
// Module-level scratch objects, as three-mesh-bvh does: these run for every line and every
// sample point, and a fresh Vector3 per call would be garbage the frame pays for later.

const _ray = new Ray();
const _hit = new Vector3();
const _boxHit = new Vector3();
const _raycaster = new Raycaster();
const _hits: Intersection[] = [];

/** Touched pieces of the last `castLine`, so resetting `model.entry` costs only what was hit. */
export const touched = { pieces: new Int32Array(256), count: 0, perimeterAt: Infinity };

let _model: TableModel | null = null;
let _far = 0;
let _role = 0;
let _blocked = false;

function record(piece: number, distance: number): void {
  if (piece === PERIMETER_PIECE) {
    if (distance < touched.perimeterAt) touched.perimeterAt = distance;
    return;
  }
  const entry = _model!.entry;
  if (entry[piece] === Infinity) {
    if (touched.count === touched.pieces.length) {
      const grown = new Int32Array(touched.pieces.length * 2);
      grown.set(touched.pieces);
      touched.pieces = grown;
    }
    touched.pieces[touched.count++] = piece;
  }
  if (distance < entry[piece]!) entry[piece] = distance;
}

const intersectsBounds = (box: Box3): boolean => {
  const p = _ray.intersectBox(box, _boxHit);
  return p !== null && p.distanceTo(_ray.origin) <= _far;
};

const lineTriangle = (tri: ExtendedTriangle, triIndex: number): boolean => {
  const part = _model!.solids.triPart[triIndex]!;
  if ((_model!.solids.partRole[part]! & RULE) === 0) return false;
  if (_ray.intersectTriangle(tri.a, tri.b, tri.c, false, _hit) === null) return false;
  const d = _hit.distanceTo(_ray.origin);
  if (d <= _far) record(_model!.solids.partPiece[part]!, d);
  return false;
};

const viewTriangle = (tri: ExtendedTriangle, triIndex: number): boolean => {
  const part = _model!.solids.triPart[triIndex]!;
  if ((_model!.solids.partRole[part]! & _role) === 0) return false;
  if (_ray.intersectTriangle(tri.a, tri.b, tri.c, false, _hit) === null) return false;
  _blocked = _hit.distanceTo(_ray.origin) < _far;
  return _blocked;
};

const lineCallbacks = { intersectsBounds, intersectsTriangle: lineTriangle };
const viewCallbacks = { intersectsBounds, intersectsTriangle: viewTriangle };

/** Clears what the last `castLine` wrote into `model.entry`. */
export function resetLine(model: TableModel): void {
  for (let i = 0; i < touched.count; i++) model.entry[touched.pieces[i]!] = Infinity;
  touched.count = 0;
  touched.perimeterAt = Infinity;
}

/**
 * G-LINE: casts the segment a→b (table plane, cm) as a ray at LINE_HEIGHT_CM and records, per
 * piece, the nearest footprint wall it meets (`model.entry`) and the nearest perimeter wall.
 */
export function castLine(model: TableModel, ax: number, ay: number, bx: number, by: number, plain = false): void {
  resetLine(model);
  const len = Math.hypot(bx - ax, by - ay);
  if (len === 0) return;
  _model = model;
  _far = len;
  _ray.origin.set(ax, LINE_HEIGHT_CM, ay);
  _ray.direction.set((bx - ax) / len, 0, (by - ay) / len);
  if (!plain) {
    model.solids.bvh.shapecast(lineCallbacks);
    return;
  }
  plainCast(model, len);
  for (const h of _hits) {
    const part = model.solids.triPart[h.faceIndex!]!;
    if (model.solids.partRole[part]! & RULE) record(model.solids.partPiece[part]!, h.distance);
  }
}

/** Whether anything with `role` (VIEW by default) stands between two 3D points (three.js coordinates). */
export function viewBlocked(model: TableModel, from: Vector3, to: Vector3, plain = false, role = VIEW): boolean {
  _model = model;
  _role = role;
  _far = from.distanceTo(to);
  if (_far === 0) return false;
  _ray.origin.copy(from);
  _ray.direction.subVectors(to, from).divideScalar(_far);
  if (!plain) {
    _blocked = false;
    model.solids.bvh.shapecast(viewCallbacks);
    return _blocked;
  }
  plainCast(model, _far);
  for (const h of _hits) {
    const part = model.solids.triPart[h.faceIndex!]!;
    if (model.solids.partRole[part]! & role) return true;
  }
  return false;
}

function plainCast(model: TableModel, far: number): void {
  _raycaster.ray.copy(_ray);
  _raycaster.near = 0;
  _raycaster.far = far;
  _hits.length = 0;
  model.solids.plainMesh.raycast(_raycaster, _hits);
}
