import type { Intersection, Vector3 } from 'three';
import { DoubleSide, Ray, Raycaster } from 'three';
import { LINE_HEIGHT_CM } from '../setup/pieces';
import type { Solids } from './solids';
import { PERIMETER_PIECE } from './solids';
import type { TableModel } from './tableModel';

// The two raycasts of the sight layer, each with the BVH (three-mesh-bvh) and, for the bench and
// the tests, the plain way (three's Mesh.raycast over every triangle of the same mesh).
// Module-level scratch objects, as three-mesh-bvh does: these run for every line and every
// sample point, and a fresh Ray or Vector3 per call would be garbage the frame pays for later.

const _ray = new Ray();
const _raycaster = new Raycaster();
const _hits: Intersection[] = [];

/**
 * Touched pieces of the last `castLine` and the model it ran on, so resetting costs only what was
 * hit, and a cast on one table never leaves stale entries behind in another's.
 */
export const touched = {
  pieces: new Int32Array(256),
  count: 0,
  perimeterAt: Infinity,
  model: null as TableModel | null,
};

function record(model: TableModel, piece: number, distance: number): void {
  if (piece === PERIMETER_PIECE) {
    if (distance < touched.perimeterAt) touched.perimeterAt = distance;
    return;
  }
  const entry = model.entry;
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

/** Clears what the last `castLine` wrote, on whichever model it ran, and starts one on `model`. */
export function resetLine(model: TableModel): void {
  const last = touched.model;
  if (last !== null) for (let i = 0; i < touched.count; i++) last.entry[touched.pieces[i]!] = Infinity;
  touched.count = 0;
  touched.perimeterAt = Infinity;
  touched.model = model;
}

function allHits(solids: Solids, far: number, plain: boolean): readonly Intersection[] {
  if (!plain) return solids.bvh.raycast(_ray, DoubleSide, 0, far);
  _raycaster.ray.copy(_ray);
  _raycaster.near = 0;
  _raycaster.far = far;
  _hits.length = 0;
  solids.plainMesh.raycast(_raycaster, _hits);
  return _hits;
}

/**
 * G-LINE: casts the segment a→b (table plane, cm) as a ray at LINE_HEIGHT_CM and records, per
 * piece, the nearest footprint wall it meets (`model.entry`) and the nearest perimeter wall.
 */
export function castLine(
  model: TableModel,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  plain = false,
): void {
  resetLine(model);
  const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
  if (len === 0) return;
  _ray.origin.set(ax, LINE_HEIGHT_CM, ay);
  _ray.direction.set((bx - ax) / len, 0, (by - ay) / len);
  const { rule, partPiece } = model.solids;
  const hits = allHits(rule, len, plain);
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    const part = rule.triPart[h.faceIndex!]!;
    if (part >= 0) record(model, partPiece[part]!, h.distance);
  }
}

/** Whether an opaque solid (hill, hard cover, bunker, stockade or trench bank) stands between two points. */
export function viewBlocked(model: TableModel, from: Vector3, to: Vector3, plain = false): boolean {
  const far = from.distanceTo(to);
  if (far === 0) return false;
  _ray.origin.copy(from);
  _ray.direction.subVectors(to, from).divideScalar(far);
  const { view } = model.solids;
  if (!plain) return view.bvh.raycastFirst(_ray, DoubleSide, 0, far) !== null;
  return allHits(view, far, true).length > 0;
}
