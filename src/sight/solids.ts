import { BufferAttribute, BufferGeometry, DoubleSide, Mesh, MeshBasicMaterial } from 'three';
import { CENTER, MeshBVH } from 'three-mesh-bvh';
import type { Part } from './parts';
import { drawShape } from './parts';
import { SolidBuilder } from './shapes';

// Parts into solids: one merged mesh with one BVH per role, so that a cast takes the first or every
// hit straight from three-mesh-bvh's own raycast with no filtering per triangle. A part with several
// roles is in each of their solids. Built once per table; what moves every turn (models) is better
// tested analytically (cylinders.ts) than kept in a tree.

/** The owner of the one stand-in triangle of an empty set of solids; no ray ever meets it. */
export const NO_OWNER = -0x80000000;

/** One role's solids with its BVH. */
export interface Solids {
  readonly geometry: BufferGeometry;
  readonly bvh: MeshBVH;
  /** The same geometry as a plain three.js mesh, for the un-accelerated comparison (bench, tests). */
  readonly plainMesh: Mesh;
  /** For each triangle, in the BVH's order (a hit's faceIndex): the owner of its part. */
  readonly triOwner: Int32Array;
  /** How many triangles the parts gave (0: nothing of this role on the table). */
  readonly triangles: number;
}

/**
 * The solids of each named role, e.g. `buildSolids(parts, { line: 1, eye: 2 })` gives
 * `{ line, eye }`, each holding the parts whose `roles` include that bit, in the parts' order.
 */
export function buildSolids<K extends string>(
  parts: readonly Part[],
  roles: Readonly<Record<K, number>>,
): Record<K, Solids> {
  const names = Object.keys(roles) as K[];
  for (const name of names) {
    const bit = roles[name];
    if (!Number.isInteger(bit) || bit <= 0)
      throw new Error(`sight: role "${name}" needs a positive whole bitmask, not ${String(bit)}`);
  }
  parts.forEach(checkPart);
  const builders = names.map(() => new SolidBuilder());
  for (const part of parts) {
    names.forEach((name, k) => {
      if ((part.roles & roles[name]) === 0) return;
      builders[k]!.beginPart(part.owner);
      drawShape(builders[k]!, part.shape);
    });
  }
  const out = {} as Record<K, Solids>;
  names.forEach((name, k) => (out[name] = solidsOf(builders[k]!)));
  return out;
}

/** Refuses a part the solids could not trace back or draw, naming the part and what is wrong. */
function checkPart(part: Part, i: number): void {
  const { owner, shape } = part;
  if (!Number.isInteger(owner) || owner === NO_OWNER || owner < NO_OWNER || owner > 0x7fffffff)
    throw new Error(`sight: part ${i} has owner ${String(owner)}; an owner is a whole 32-bit number`);
  if (shape.kind === 'stack' && (!Number.isInteger(shape.levels) || shape.levels < 0))
    throw new Error(`sight: part ${i} is a stack of ${shape.levels} levels; levels are whole and 0 or more`);
  if (shape.kind === 'stack' && !(shape.levelCm > 0))
    throw new Error(`sight: part ${i} is a stack with levels ${shape.levelCm} cm tall; a level has a height`);
}

/** One role's solids from the triangles a builder holds, with its BVH. */
export function solidsOf(b: SolidBuilder): Solids {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(b.positions), 3));
  const count = b.owners.length;
  const index = new Uint32Array(count);
  for (let i = 0; i < count; i++) index[i] = i;
  geometry.setIndex(new BufferAttribute(index, 1));
  // A BVH needs at least one triangle: an empty set gets one degenerate, out of every ray's way.
  if (count === 0) {
    geometry.setAttribute(
      'position',
      new BufferAttribute(new Float32Array([0, -1e6, 0, 0, -1e6, 0, 0, -1e6, 0]), 3),
    );
    geometry.setIndex(new BufferAttribute(new Uint32Array([0, 1, 2]), 1));
    b.owners.push(NO_OWNER, NO_OWNER, NO_OWNER);
  }
  // Split at the centre, not by surface area: on PaintBall's large bench table SAH takes 5 to 8
  // times as long to build and casts no faster; every hit of a ray is the same either way.
  const bvh = new MeshBVH(geometry, { strategy: CENTER, targetLeafSize: 4 });
  geometry.computeBoundingSphere();
  // The BVH has reordered the index; read each triangle's owner through it once, here.
  const order = geometry.index!.array;
  const triOwner = new Int32Array(order.length / 3);
  for (let t = 0; t < triOwner.length; t++) triOwner[t] = b.owners[order[3 * t]!]!;
  return {
    geometry,
    bvh,
    plainMesh: new Mesh(geometry, new MeshBasicMaterial({ side: DoubleSide })),
    triOwner,
    triangles: count / 3,
  };
}

/** The corners of a set of solids (x, y, z each) and their indices, three a triangle, as the grids read them. */
export function trianglesOf(solids: Solids) {
  const index = solids.geometry.index!.array;
  return {
    pos: solids.geometry.attributes.position!.array as ArrayLike<number>,
    index,
    triangles: index.length / 3,
  };
}

/** `make` for a set of solids, made on its first use and kept with them (and forgotten with them). */
export function keptWithSolids<T>(make: (solids: Solids) => T): (solids: Solids) => T {
  const kept = new WeakMap<Solids, T>();
  return (solids) => {
    const known = kept.get(solids);
    if (known !== undefined) return known;
    const made = make(solids);
    kept.set(solids, made);
    return made;
  };
}
