import type { Vector3 } from 'three';
import { Ray } from 'three';
import { LINE_HEIGHT_CM } from '../setup/pieces';
import { castAll, blocked } from '../../../sight/rays';
import { NO_OWNER } from '../../../sight/solids';
import { castLevel, levelHits } from '../../../sight/levelCast';
import { PERIMETER_PIECE } from './terrainSolids';
import type { TableModel } from './tableModel';
import { segmentDistance2 } from '../../../geometry/convexClip';

// PaintBall's two casts on the shared sight layer (src/sight/rays.ts): the G-LINE cast, which
// records per piece where the line first meets its footprint, and the eye's test for % visible.
// `plain` casts with three's Mesh.raycast, for the bench and the tests.

const _ray = new Ray();

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

/**
 * G-LINE: casts the segment a→b (table plane, cm) as a ray at LINE_HEIGHT_CM and records, per
 * piece, the nearest footprint wall it meets (`model.entry`) and the nearest perimeter wall;
 * hexless smoke clouds are met directly (`meetClouds`).
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
  const { rule } = model.solids;
  const pieceOf = model.solidPieces;
  if (plain) {
    const hits = castAll(rule, _ray, len, true);
    for (let i = 0; i < hits.length; i++) {
      const h = hits[i]!;
      const owner = rule.triOwner[h.faceIndex!]!;
      if (owner !== NO_OWNER)
        record(model, owner === PERIMETER_PIECE ? PERIMETER_PIECE : pieceOf[owner]!, h.distance);
    }
  } else {
    // The line keeps its height: the walls under it on the plan, as the BVH would meet them (levelCast.ts).
    const n = castLevel(rule, _ray, len);
    const { faces, distances } = levelHits;
    for (let i = 0; i < n; i++) {
      const owner = rule.triOwner[faces[i]!]!;
      if (owner !== NO_OWNER)
        record(model, owner === PERIMETER_PIECE ? PERIMETER_PIECE : pieceOf[owner]!, distances[i]!);
    }
  }
  meetClouds(model, ax, ay, bx, by);
}

/**
 * Hexless smoke: records where the segment a→b first meets each cloud's 64-gon wall, as the cast
 * would if the cloud stood in the solids (a wall met from inside counts too). Clouds are kept out
 * of the solids so that smoke coming or going rebuilds nothing.
 */
export function meetClouds(model: TableModel, ax: number, ay: number, bx: number, by: number): void {
  const clouds = model.clouds;
  if (clouds.length === 0) return;
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len === 0) return;
  for (const { piece, cx, cy, reach2, outline } of clouds) {
    if (segmentDistance2(cx, cy, ax, ay, bx, by) > reach2) continue;
    let first = Infinity;
    const n = outline.length;
    for (let i = 0; i < n; i += 2) {
      const ex = outline[i]!;
      const ey = outline[i + 1]!;
      const fx = outline[(i + 2) % n]! - ex;
      const fy = outline[(i + 3) % n]! - ey;
      const denom = dx * fy - dy * fx;
      if (denom === 0) continue; // along the wall: a ray never meets a wall edge-on
      const t = ((ex - ax) * fy - (ey - ay) * fx) / denom;
      const u = ((ex - ax) * dy - (ey - ay) * dx) / denom;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && t < first) first = t;
    }
    if (first !== Infinity) record(model, piece, first * len);
  }
}

/** Whether an opaque solid (hill, hard cover, bunker, stockade or trench bank) stands between two points. */
export const viewBlocked = (model: TableModel, from: Vector3, to: Vector3, plain = false): boolean =>
  blocked(model.solids.view, from, to, plain);
