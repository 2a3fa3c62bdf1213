// three.js's own ray–triangle test (Ray.intersectTriangle, the watertight one, with no back-face
// culling, as three-mesh-bvh's raycast with DoubleSide and Mesh.raycast use it), written out for
// one segment tested against many triangles: what depends only on the segment (its direction, the
// axis it is sheared along) is worked out once in `aim`, and a triangle is read straight from a
// packed array with no Vector3 to fill. Every step is three's arithmetic in three's order, so each
// answer is the one `ray.intersectTriangle(a, b, c, false, hit)` followed by
// `hit.distanceTo(from) < far` gives, bit for bit.

/** The segment last aimed by `aim`, and its length: what `meets` tests triangles against. */
const _aim: Aim = newAim();
let far = 0;

/** Aims at the segment from → to (three.js coordinates); returns its length. */
export function aim(
  fromX: number,
  fromY: number,
  fromZ: number,
  toX: number,
  toY: number,
  toZ: number,
): number {
  // As Vector3.distanceTo, then subVectors(to, from).divideScalar(far).
  const ex = fromX - toX;
  const ey = fromY - toY;
  const ez = fromZ - toZ;
  far = Math.sqrt(ex * ex + ey * ey + ez * ez);
  const inverse = 1 / far;
  aimRay(
    _aim,
    fromX,
    fromY,
    fromZ,
    (toX - fromX) * inverse,
    (toY - fromY) * inverse,
    (toZ - fromZ) * inverse,
  );
  return far;
}

/** Whether the aimed segment meets triangle `t` of `corners` (nine numbers a triangle) nearer than its far end. */
export function meets(corners: ArrayLike<number>, t: number): boolean {
  const d = hitDistance(_aim, corners, t);
  return d >= 0 && d < far;
}

/**
 * A ray aimed once for many triangles, as three.js holds it (origin, direction of length 1), with
 * what three's test works out from the direction alone: for casts that keep several rays' aims
 * apart (levelCast.ts).
 */
export interface Aim {
  ox: number;
  oy: number;
  oz: number;
  dirX: number;
  dirY: number;
  dirZ: number;
  kx: number;
  ky: number;
  kz: number;
  sx: number;
  sy: number;
  sz: number;
  okx: number;
  oky: number;
  okz: number;
  /** False when the direction is zero: three meets nothing then. */
  aimed: boolean;
}

/** An aim to fill (one literal: its fields stay in the object, fast to read). */
export function newAim(): Aim {
  return {
    ox: 0,
    oy: 0,
    oz: 0,
    dirX: 0,
    dirY: 0,
    dirZ: 0,
    kx: 0,
    ky: 0,
    kz: 0,
    sx: 0,
    sy: 0,
    sz: 0,
    okx: 0,
    oky: 0,
    okz: 0,
    aimed: false,
  };
}

/** Aims `into` along the ray from (ox, oy, oz) in direction (dx, dy, dz): three's axes and shear, in three's order. */
export function aimRay(
  into: Aim,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
): void {
  into.ox = ox;
  into.oy = oy;
  into.oz = oz;
  into.dirX = dx;
  into.dirY = dy;
  into.dirZ = dz;
  const adx = Math.abs(dx);
  const ady = Math.abs(dy);
  const adz = Math.abs(dz);
  // Plain assignments, no destructuring or closures: this runs for every ray.
  let kx: number;
  let ky: number;
  let kz: number;
  let dkz: number;
  if (adx >= ady && adx >= adz) {
    kz = 0;
    dkz = dx;
    kx = dx >= 0 ? 1 : 2;
    ky = dx >= 0 ? 2 : 1;
  } else if (ady >= adz) {
    kz = 1;
    dkz = dy;
    kx = dy >= 0 ? 2 : 0;
    ky = dy >= 0 ? 0 : 2;
  } else {
    kz = 2;
    dkz = dz;
    kx = dz >= 0 ? 0 : 1;
    ky = dz >= 0 ? 1 : 0;
  }
  into.kx = kx;
  into.ky = ky;
  into.kz = kz;
  into.aimed = dkz !== 0;
  into.sx = (kx === 0 ? dx : kx === 1 ? dy : dz) / dkz;
  into.sy = (ky === 0 ? dx : ky === 1 ? dy : dz) / dkz;
  into.sz = 1 / dkz;
  into.okx = kx === 0 ? ox : kx === 1 ? oy : oz;
  into.oky = ky === 0 ? ox : ky === 1 ? oy : oz;
  into.okz = kz === 0 ? ox : kz === 1 ? oy : oz;
}

/**
 * Where the ray aimed in `r` meets triangle `t` of `corners` (nine numbers a triangle): its
 * distance from the origin (three's `ray.at`, then `distanceTo` the origin), or -1 where it does
 * not meet it. No reach is applied: the caller compares with its own.
 */
export function hitDistance(r: Aim, corners: ArrayLike<number>, t: number): number {
  if (!r.aimed) return -1;
  const { kx, ky, kz, sx, sy, okx, oky, okz } = r;
  const o = 9 * t;
  const akz = corners[o + kz]! - okz;
  const bkz = corners[o + 3 + kz]! - okz;
  const ckz = corners[o + 6 + kz]! - okz;
  const ax = corners[o + kx]! - okx - sx * akz;
  const ay = corners[o + ky]! - oky - sy * akz;
  const bx = corners[o + 3 + kx]! - okx - sx * bkz;
  const by = corners[o + 3 + ky]! - oky - sy * bkz;
  const cx = corners[o + 6 + kx]! - okx - sx * ckz;
  const cy = corners[o + 6 + ky]! - oky - sy * ckz;
  const u = cx * by - cy * bx;
  const v = ax * cy - ay * cx;
  const w = bx * ay - by * ax;
  if ((u < 0 || v < 0 || w < 0) && (u > 0 || v > 0 || w > 0)) return -1;
  const det = u + v + w;
  if (det === 0) return -1;
  const tScaled = r.sz * (u * akz + v * bkz + w * ckz);
  if (det > 0 ? tScaled < 0 : tScaled > 0) return -1;
  const at = tScaled / det;
  const hx = r.ox + r.dirX * at - r.ox;
  const hy = r.oy + r.dirY * at - r.oy;
  const hz = r.oz + r.dirZ * at - r.oz;
  return Math.sqrt(hx * hx + hy * hy + hz * hz);
}
