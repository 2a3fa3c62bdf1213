import { BufferAttribute, BufferGeometry, DoubleSide, Mesh, MeshBasicMaterial } from 'three';
import { CENTER, MeshBVH } from 'three-mesh-bvh';

// A model a player imported, as the eye meets it: its triangles in the piece's own frame (the
// piece's centre on the plan at the origin, the piece's foot at y = 0, +y up, cm), after the fit
// (scale, turn, lift) the table draws it with, and one BVH over them. One model stands in for every
// piece of its kind, so the tree is built once and each piece only says where it stands and how it
// is turned (`ModelAt`): moving a piece rebuilds nothing, as with the cylinders.

export interface MeshModel {
  readonly geometry: BufferGeometry;
  readonly bvh: MeshBVH;
  /** The same geometry as a plain three.js mesh, for the un-accelerated comparison (bench, tests). */
  readonly plainMesh: Mesh;
  /** Lowest and highest corner above the piece's foot, in cm. */
  readonly low: number;
  readonly high: number;
  /** The farthest any corner lies from the upright axis on the plan: the cylinder that holds the model. */
  readonly reach: number;
  readonly triangles: number;
  /**
   * Whether the surface closes round an inside: every edge is shared by an even number of
   * triangles (corners at one place counted as one, as a file's seams repeat them).
   */
  readonly closed: boolean;
}

/** Where one piece stands with its kind's model: the frame the model's own coordinates are in. */
export interface ModelAt {
  readonly model: MeshModel;
  /** The piece's centre on the table plane (three's x and z). */
  readonly x: number;
  readonly y: number;
  /** Height of the piece's foot (y = 0 of the model). */
  readonly foot: number;
  /** Radians about +y, as three's `rotation.y` (counter-clockwise seen from above is negative). */
  readonly turn: number;
}

/**
 * The model of `positions` (x, y, z each, in the piece's frame) and `indices` (three a triangle).
 * Refuses, by name, what no ray could be cast against: no triangles, a corner index out of range,
 * a coordinate that is not a finite number.
 */
export function meshModel(positions: ArrayLike<number>, indices: ArrayLike<number>): MeshModel {
  const corners = Math.floor(positions.length / 3);
  if (positions.length % 3 !== 0) throw new Error('sight: a model needs whole x, y, z corners');
  if (indices.length === 0 || indices.length % 3 !== 0)
    throw new Error(`sight: a model needs whole triangles, not ${indices.length} corner indices`);
  let low = Infinity;
  let high = -Infinity;
  let reach2 = 0;
  for (let i = 0; i < indices.length; i++) {
    const c = indices[i]!;
    if (!Number.isInteger(c) || c < 0 || c >= corners)
      throw new Error(
        `sight: triangle ${Math.floor(i / 3) + 1} of a model names corner ${c}, which it has not`,
      );
    const x = positions[3 * c]!;
    const y = positions[3 * c + 1]!;
    const z = positions[3 * c + 2]!;
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z))
      throw new Error(`sight: corner ${c} of a model is not a finite point`);
    low = Math.min(low, y);
    high = Math.max(high, y);
    reach2 = Math.max(reach2, x * x + z * z);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(Float32Array.from(positions), 3));
  geometry.setIndex(new BufferAttribute(Uint32Array.from(indices), 1));
  // Split at the centre, as the table's solids are (solids.ts): quick to build, and a model is built
  // again whenever the player adjusts its fit.
  const bvh = new MeshBVH(geometry, { strategy: CENTER, targetLeafSize: 4 });
  geometry.computeBoundingSphere();
  return {
    geometry,
    bvh,
    plainMesh: new Mesh(geometry, new MeshBasicMaterial({ side: DoubleSide })),
    low,
    high,
    reach: Math.sqrt(reach2),
    triangles: indices.length / 3,
    closed: isClosed(positions, indices, Math.max(high - low, Math.sqrt(reach2)) * 1e-6),
  };
}

/** Whether every edge is used an even number of times, corners within `grain` of a grid point taken as one. */
function isClosed(positions: ArrayLike<number>, indices: ArrayLike<number>, grain: number): boolean {
  const places = new Map<string, number>();
  const place = (c: number): number => {
    const key = [0, 1, 2].map((a) => Math.round(positions[3 * c + a]! / (grain || 1))).join(',');
    let id = places.get(key);
    if (id === undefined) places.set(key, (id = places.size));
    return id;
  };
  const uses = new Map<number, number>();
  const ids = Array.from({ length: indices.length }, (_, i) => place(indices[i]!));
  for (let t = 0; t < ids.length; t += 3)
    for (let k = 0; k < 3; k++) {
      const a = ids[t + k]!;
      const b = ids[t + ((k + 1) % 3)]!;
      if (a === b) continue; // a triangle folded flat onto an edge adds nothing round it
      const edge = Math.min(a, b) * 0x200000 + Math.max(a, b);
      uses.set(edge, (uses.get(edge) ?? 0) + 1);
    }
  for (const n of uses.values()) if (n % 2 !== 0) return false;
  return uses.size > 0;
}

/** A point to fill: a three.js Vector3 or a plain object. */
interface Point3 {
  x: number;
  y: number;
  z: number;
}

/** The table point (three.js coordinates) of model point (lx, ly, lz) for a piece standing at `at`. */
export function toTable<T extends Point3>(at: ModelAt, lx: number, ly: number, lz: number, out: T): T {
  const c = Math.cos(at.turn);
  const s = Math.sin(at.turn);
  out.x = at.x + lx * c + lz * s;
  out.y = at.foot + ly;
  out.z = at.y - lx * s + lz * c;
  return out;
}

/** The model point of table point (wx, wy, wz) for a piece standing at `at`: `toTable` undone. */
export function toModel<T extends Point3>(at: ModelAt, wx: number, wy: number, wz: number, out: T): T {
  const c = Math.cos(at.turn);
  const s = Math.sin(at.turn);
  const dx = wx - at.x;
  const dz = wz - at.y;
  out.x = dx * c - dz * s;
  out.y = wy - at.foot;
  out.z = dx * s + dz * c;
  return out;
}

/** How high its eyes are above the piece's foot: `share` of the way from the model's lowest corner to its highest. */
export const eyeHeightOf = (model: MeshModel, share: number): number =>
  model.low + share * (model.high - model.low);
