import type { Ray } from 'three';
import { Vector3 } from 'three';
import type { Solids } from './solids';

// A level ray (one that keeps its height, as a rule's line between two bases does) against a set
// of solids, found through a grid on the plan instead of the BVH. Such a ray can only meet the
// triangles it passes over on the plan and never meets a flat one (it lies in its plane), so the
// grid lists each upright triangle in the cells its plan covers, and a cast walks the cells under
// the segment and tests those triangles with three's own ray–triangle test, as the BVH's raycast
// does: the same triangles are met at the same distances, bit for bit, without the walk down the
// tree or the hit objects three-mesh-bvh makes for each hit.

export interface PlanGrid {
  readonly x0: number;
  readonly z0: number;
  readonly cell: number;
  readonly cols: number;
  readonly rows: number;
  /** Triangles (the BVH's order, a hit's faceIndex) of cell k: `items[starts[k] .. starts[k + 1])`. */
  readonly starts: Int32Array;
  readonly items: Int32Array;
  /** Per triangle, the last cast that tested it (to test each once). */
  readonly stamp: Int32Array;
  /** Per triangle, its corners on the plan: x, z three times. */
  readonly plan: Float64Array;
  /** The upright triangles (the only ones a level ray can meet). */
  readonly upright: Int32Array;
  cast: number;
}

/** How far a triangle's plan is widened when binned, in cm: rounding never drops one from a cell it touches. */
const SLACK = 1e-3;
const grids = new WeakMap<Solids, PlanGrid>();

/** The plan grid of a set of solids, made on first use and kept with them. */
export function gridOf(solids: Solids): PlanGrid {
  const known = grids.get(solids);
  if (known !== undefined) return known;
  const pos = solids.geometry.attributes.position!.array as ArrayLike<number>;
  const index = solids.geometry.index!.array;
  const triangles = index.length / 3;
  const upright: number[] = [];
  let [x0, z0, x1, z1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let t = 0; t < triangles; t++) {
    const [a, b, c] = [index[3 * t]! * 3, index[3 * t + 1]! * 3, index[3 * t + 2]! * 3];
    if (pos[a + 1] === pos[b + 1] && pos[b + 1] === pos[c + 1]) continue; // flat: a level ray lies in its plane
    upright.push(t);
    x0 = Math.min(x0, pos[a]!, pos[b]!, pos[c]!);
    x1 = Math.max(x1, pos[a]!, pos[b]!, pos[c]!);
    z0 = Math.min(z0, pos[a + 2]!, pos[b + 2]!, pos[c + 2]!);
    z1 = Math.max(z1, pos[a + 2]!, pos[b + 2]!, pos[c + 2]!);
  }
  if (upright.length === 0) [x0, z0, x1, z1] = [0, 0, 0, 0];
  x0 -= SLACK;
  z0 -= SLACK;
  // About one cell per upright triangle, none under 1 cm, at most 128 a side.
  const area = Math.max(1, (x1 - x0 + SLACK) * (z1 - z0 + SLACK));
  const cell = Math.max(1, Math.sqrt(area / Math.max(1, upright.length)), (x1 - x0) / 128, (z1 - z0) / 128);
  const cols = Math.floor((x1 + SLACK - x0) / cell) + 1;
  const rows = Math.floor((z1 + SLACK - z0) / cell) + 1;
  const lists: number[][] = Array.from({ length: cols * rows }, () => []);
  for (const t of upright) {
    const [a, b, c] = [index[3 * t]! * 3, index[3 * t + 1]! * 3, index[3 * t + 2]! * 3];
    const c0 = Math.floor((Math.min(pos[a]!, pos[b]!, pos[c]!) - SLACK - x0) / cell);
    const c1 = Math.floor((Math.max(pos[a]!, pos[b]!, pos[c]!) + SLACK - x0) / cell);
    const r0 = Math.floor((Math.min(pos[a + 2]!, pos[b + 2]!, pos[c + 2]!) - SLACK - z0) / cell);
    const r1 = Math.floor((Math.max(pos[a + 2]!, pos[b + 2]!, pos[c + 2]!) + SLACK - z0) / cell);
    for (let r = Math.max(0, r0); r <= Math.min(rows - 1, r1); r++)
      for (let k = Math.max(0, c0); k <= Math.min(cols - 1, c1); k++) lists[r * cols + k]!.push(t);
  }
  const starts = new Int32Array(cols * rows + 1);
  lists.forEach((l, k) => (starts[k + 1] = starts[k]! + l.length));
  const items = new Int32Array(starts[cols * rows]!);
  lists.forEach((l, k) => items.set(l, starts[k]!));
  const plan = new Float64Array(triangles * 6);
  for (let t = 0; t < triangles; t++)
    for (let v = 0; v < 3; v++) {
      plan[6 * t + 2 * v] = pos[index[3 * t + v]! * 3]!;
      plan[6 * t + 2 * v + 1] = pos[index[3 * t + v]! * 3 + 2]!;
    }
  const grid = {
    x0,
    z0,
    cell,
    cols,
    rows,
    starts,
    items,
    stamp: new Int32Array(triangles),
    plan,
    upright: Int32Array.from(upright),
    cast: 0,
  };
  grids.set(solids, grid);
  return grid;
}

/** The hits of the last `castLevel`: `count` of them, each a triangle (faceIndex) and its distance. */
export const levelHits = {
  count: 0,
  faces: new Int32Array(64),
  distances: new Float64Array(64),
};

const _a = new Vector3();
const _b = new Vector3();
const _c = new Vector3();
const _at = new Vector3();

/**
 * On the plan, whether triangle `t` lies wholly to one side of the ray's line (by more than the
 * slack) or wholly behind its start or past its end: then it cannot be met, and most are not.
 */
function clearOf(
  plan: Float64Array,
  t: number,
  ox: number,
  oz: number,
  dx: number,
  dz: number,
  far: number,
): boolean {
  const p = 6 * t;
  const sa = (plan[p]! - ox) * dz - (plan[p + 1]! - oz) * dx;
  const sb = (plan[p + 2]! - ox) * dz - (plan[p + 3]! - oz) * dx;
  const sc = (plan[p + 4]! - ox) * dz - (plan[p + 5]! - oz) * dx;
  if ((sa > SLACK && sb > SLACK && sc > SLACK) || (sa < -SLACK && sb < -SLACK && sc < -SLACK)) return true;
  const ua = (plan[p]! - ox) * dx + (plan[p + 1]! - oz) * dz;
  const ub = (plan[p + 2]! - ox) * dx + (plan[p + 3]! - oz) * dz;
  const uc = (plan[p + 4]! - ox) * dx + (plan[p + 5]! - oz) * dz;
  return (
    (ua < -SLACK && ub < -SLACK && uc < -SLACK) || (ua > far + SLACK && ub > far + SLACK && uc > far + SLACK)
  );
}

function test(solids: Solids, ray: Ray, t: number, far: number): void {
  const pos = solids.geometry.attributes.position!.array as ArrayLike<number>;
  const index = solids.geometry.index!.array;
  const a = index[3 * t]! * 3;
  const b = index[3 * t + 1]! * 3;
  const c = index[3 * t + 2]! * 3;
  _a.set(pos[a]!, pos[a + 1]!, pos[a + 2]!);
  _b.set(pos[b]!, pos[b + 1]!, pos[b + 2]!);
  _c.set(pos[c]!, pos[c + 1]!, pos[c + 2]!);
  // As three-mesh-bvh's raycast with DoubleSide: no back-face culling, the distance to the point.
  if (ray.intersectTriangle(_a, _b, _c, false, _at) === null) return;
  const d = ray.origin.distanceTo(_at);
  if (d < 0 || d > far) return;
  if (levelHits.count === levelHits.faces.length) {
    const faces = new Int32Array(levelHits.count * 2);
    const distances = new Float64Array(levelHits.count * 2);
    faces.set(levelHits.faces);
    distances.set(levelHits.distances);
    [levelHits.faces, levelHits.distances] = [faces, distances];
  }
  levelHits.faces[levelHits.count] = t;
  levelHits.distances[levelHits.count++] = d;
}

/**
 * Every hit of a level `ray` (direction of length 1 with no height component) within `far`, as
 * `castAll` would give them but in no particular order, into `levelHits`. Returns how many.
 */
export function castLevel(solids: Solids, ray: Ray, far: number): number {
  if (ray.direction.y !== 0) throw new Error('sight: castLevel takes a level ray (direction.y = 0)');
  levelHits.count = 0;
  const g = gridOf(solids);
  const cast = ++g.cast;
  const ax = ray.origin.x;
  const az = ray.origin.z;
  const bx = ax + ray.direction.x * far;
  const bz = az + ray.direction.z * far;
  // The cells under the segment, widened by the slack, column by column (no destructuring here:
  // it costs an array each time under the JIT).
  const lo = ax <= bx ? ax : bx;
  const hi = ax <= bx ? bx : ax;
  const { x0, z0, cell, cols, rows, starts, items, stamp, plan } = g;
  const dx = ray.direction.x;
  const dz = ray.direction.z;
  const c0 = Math.max(0, Math.floor((lo - SLACK - x0) / cell));
  const c1 = Math.min(cols - 1, Math.floor((hi + SLACK - x0) / cell));
  const slope = bx === ax ? 0 : (bz - az) / (bx - ax);
  for (let k = c0; k <= c1; k++) {
    const left = Math.max(lo, x0 + k * cell - SLACK);
    const right = Math.min(hi, x0 + (k + 1) * cell + SLACK);
    let zlo = az < bz ? az : bz;
    let zhi = az < bz ? bz : az;
    if (bx !== ax && left <= right) {
      const zl = az + (left - ax) * slope;
      const zr = az + (right - ax) * slope;
      zlo = zl <= zr ? zl : zr;
      zhi = zl <= zr ? zr : zl;
    }
    const r0 = Math.max(0, Math.floor((zlo - SLACK - z0) / cell));
    const r1 = Math.min(rows - 1, Math.floor((zhi + SLACK - z0) / cell));
    for (let r = r0; r <= r1; r++) {
      const cellAt = r * cols + k;
      const end = starts[cellAt + 1]!;
      for (let j = starts[cellAt]!; j < end; j++) {
        const t = items[j]!;
        if (stamp[t] === cast) continue;
        stamp[t] = cast;
        if (!clearOf(plan, t, ax, az, dx, dz, far)) test(solids, ray, t, far);
      }
    }
  }
  return levelHits.count;
}
