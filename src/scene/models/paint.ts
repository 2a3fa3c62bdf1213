import type { BufferGeometry, ColorRepresentation } from 'three';
import { Color, CylinderGeometry, Float32BufferAttribute, Quaternion, Vector3 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

// A model is built of three.js primitives merged into one geometry per kind, so a table of them is
// one draw call per kind however many stand there. Each part carries its own colour in its
// vertices, and how much of its seat's colour it takes (seatTinted.ts): a jersey all of it, a face
// or a gun none, a scout's light cloth half.

/** `g` with its colour and its share of the seat's colour in every vertex, ready to merge. */
export function painted(g: BufferGeometry, colour: ColorRepresentation, tint = 0): BufferGeometry {
  const geometry = g.index === null ? g : g.toNonIndexed();
  const c = new Color(colour);
  const n = geometry.getAttribute('position').count;
  const colours = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) colours.set([c.r, c.g, c.b], i * 3);
  geometry.setAttribute('color', new Float32BufferAttribute(colours, 3));
  geometry.setAttribute('seatTint', new Float32BufferAttribute(new Float32Array(n).fill(tint), 1));
  geometry.deleteAttribute('uv');
  return geometry;
}

export function merged(parts: readonly BufferGeometry[]): BufferGeometry {
  const g = mergeGeometries([...parts], false);
  if (g === null) throw new Error('model parts could not be merged');
  return g;
}

const UP = new Vector3(0, 1, 0);

/** A round rod from `a` to `b` (model space, y up): a leg, an arm, a barrel. */
export function strut(a: Vector3, b: Vector3, radius: number, sides = 6): BufferGeometry {
  const along = b.clone().sub(a);
  const g = new CylinderGeometry(radius, radius, along.length(), sides);
  g.applyQuaternion(new Quaternion().setFromUnitVectors(UP, along.normalize()));
  const mid = a.clone().add(b).multiplyScalar(0.5);
  g.translate(mid.x, mid.y, mid.z);
  return g;
}
