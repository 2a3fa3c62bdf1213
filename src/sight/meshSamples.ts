import { DoubleSide, Ray, Vector3 } from 'three';
import { bodySamples, radicalInverse } from '../geometry/bodySamples';
import type { MeshModel } from './meshModel';

// Where to look for a model when asking how much of it an eye can see: `count` points inside it,
// picked from the very points a cylinder body uses (src/geometry/bodySamples.ts: height stratified,
// a Hammersley spread on the plan) laid through the upright cylinder that holds the model, keeping
// those inside the model's surface. A point is inside when rays from it in three fixed, skew
// directions cross the surface an odd number of times, two of three deciding: a ray that grazes an
// edge then still gives the answer of the other two. When the
// cylinder's `count` points hold too few inside, its 2·count, 4·count, … points are tried; of those
// inside, `count` are kept evenly by height (the points come bottom to top). A model that does not
// close round an inside (an open sheet, a scan with holes: meshModel's `closed`), where "inside"
// means nothing, is sampled on its surface instead, area-weighted with the same radical inverses.
// Worked out once per model and count, in the model's own frame.

/** Ray directions for the inside test: skew, so that none runs along a modelled face or edge. */
const PROBES = [
  new Vector3(0.137, 1, 0.291).normalize(),
  new Vector3(1, -0.213, 0.377).normalize(),
  new Vector3(-0.311, 0.173, 1).normalize(),
];

/** The most candidates looked at for one model: 256 × count. */
const MOST_GROWTH = 256;

const _ray = new Ray();
const _p = new Vector3();

/** Whether model point `p` lies inside the model's surface (two of the three probes cross it an odd number of times). */
export function insideModel(model: MeshModel, p: Vector3): boolean {
  let odd = 0;
  for (const d of PROBES) {
    _ray.origin.copy(p);
    _ray.direction.copy(d);
    if (model.bvh.raycast(_ray, DoubleSide, 0, Infinity).length % 2 === 1) odd++;
  }
  return odd >= 2;
}

const made = new WeakMap<MeshModel, Map<number, Float64Array>>();

/** The `count` sample points of `model` (x, y, z each, in its own frame), bottom to top. */
export function modelSamples(model: MeshModel, count: number): Float64Array {
  let byCount = made.get(model);
  if (byCount === undefined) made.set(model, (byCount = new Map()));
  const known = byCount.get(count);
  if (known !== undefined) return known;
  const picked =
    count === 0
      ? new Float64Array(0)
      : ((model.closed ? insideSamples(model, count) : null) ?? surfaceSamples(model, count));
  byCount.set(count, picked);
  return picked;
}

function insideSamples(model: MeshModel, count: number): Float64Array | null {
  const tall = model.high - model.low;
  for (let n = count; n <= count * MOST_GROWTH; n *= 2) {
    const s = bodySamples(n);
    const inside: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = model.reach * s.out[i]!;
      _p.set(r * s.cos[i]!, model.low + s.up[i]! * tall, r * s.sin[i]!);
      if (insideModel(model, _p)) inside.push(_p.x, _p.y, _p.z);
    }
    const found = inside.length / 3;
    if (found < count) continue;
    const out = new Float64Array(3 * count);
    for (let k = 0; k < count; k++) {
      const from = Math.floor(((k + 0.5) * found) / count);
      out.set(inside.slice(3 * from, 3 * from + 3), 3 * k);
    }
    return out;
  }
  return null;
}

/** `count` points on the surface, each triangle taking a share by its area. */
function surfaceSamples(model: MeshModel, count: number): Float64Array {
  const pos = model.geometry.attributes.position!.array;
  const index = model.geometry.index!.array;
  const triangles = index.length / 3;
  const area = new Float64Array(triangles + 1);
  const a = new Vector3();
  const b = new Vector3();
  const c = new Vector3();
  const corner = (v: Vector3, t: number, k: number) => v.fromArray(pos, 3 * index[3 * t + k]!);
  for (let t = 0; t < triangles; t++) {
    corner(a, t, 0);
    corner(b, t, 1);
    corner(c, t, 2);
    area[t + 1] = area[t]! + b.sub(a).cross(c.sub(a)).length() / 2;
  }
  const total = area[triangles]!;
  const out = new Float64Array(3 * count);
  let t = 0;
  for (let i = 0; i < count; i++) {
    const at = ((i + 0.5) / count) * total;
    while (t < triangles - 1 && area[t + 1]! < at) t++;
    // A point of the triangle from two radical inverses, folded back into it when it falls beyond the diagonal.
    let u = radicalInverse(i + 1, 2);
    let v = radicalInverse(i + 1, 3);
    if (u + v > 1) [u, v] = [1 - u, 1 - v];
    corner(a, t, 0);
    corner(b, t, 1).sub(a);
    corner(c, t, 2).sub(a);
    out.set([a.x + u * b.x + v * c.x, a.y + u * b.y + v * c.y, a.z + u * b.z + v * c.z], 3 * i);
  }
  return out;
}
