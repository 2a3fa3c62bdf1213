import type { Point } from '../../../geometry';
import type { Footprint } from './pieces';
import type { Setup, Terrain } from './types';
import {
  BASE_CIRCUMRADIUS_CM,
  BASE_THICKNESS_CM,
  FIGURE_HEIGHT_CM,
  HEIGHTS_CM,
  footprint,
  groundHeightAt,
  hillHeightAt,
} from './pieces';
import { pickPiece } from './pickPiece';

/** A ray in table coordinates: x and y on the table plane, z the height above it, all in cm. */
export interface TableRay {
  readonly origin: { readonly x: number; readonly y: number; readonly z: number };
  readonly dir: { readonly x: number; readonly y: number; readonly z: number };
}

/** How far outside a piece a click still takes it, in cm (as pickPiece). */
const REACH_CM = 0.4;
const FLAG_HEIGHT_CM = 4;
const SPLAT_HEIGHT_CM = 0.2;
/** Pieces a figure stands inside: the ray enters them through their walls or falls to their floor. */
const OPEN_TOPPED = new Set<Terrain['kind']>(['bunker', 'stockade', 'trench']);

/** Where along the ray (as multiples of dir) it is inside the footprint on the plan, or null. */
function spanOnPlan(ray: TableRay, f: Footprint, grow: number): [number, number] | null {
  const { origin: o, dir: d } = ray;
  if (f.shape === 'circle') {
    const r = f.radius + grow;
    const ox = o.x - f.centre.x;
    const oy = o.y - f.centre.y;
    const a = d.x * d.x + d.y * d.y;
    const c = ox * ox + oy * oy - r * r;
    if (a < 1e-12) return c <= 0 ? [-Infinity, Infinity] : null; // straight down
    const b = ox * d.x + oy * d.y;
    const disc = b * b - a * c;
    if (disc < 0) return null;
    const s = Math.sqrt(disc);
    return [(-b - s) / a, (-b + s) / a];
  }
  // Cyrus–Beck against a convex polygon (every polygon footprint is convex: rectangles, ellipses).
  const pts = f.points;
  let area = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    area += p.x * q.y - q.x * p.y;
  }
  const sign = area >= 0 ? 1 : -1;
  let lo = -Infinity;
  let hi = Infinity;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    // Outward normal of edge p→q.
    const nx = sign * (q.y - p.y);
    const ny = sign * -(q.x - p.x);
    const len = Math.hypot(nx, ny) || 1;
    const dist = ((o.x - p.x) * nx + (o.y - p.y) * ny) / len - grow; // > 0 outside this edge
    const rate = (d.x * nx + d.y * ny) / len;
    if (Math.abs(rate) < 1e-12) {
      if (dist > 0) return null;
      continue;
    }
    const t = -dist / rate;
    if (rate < 0) lo = Math.max(lo, t);
    else hi = Math.min(hi, t);
    if (lo > hi) return null;
  }
  return [lo, hi];
}

/** Where along the ray its height is between `bottom` and `top`. */
function spanInHeight(ray: TableRay, bottom: number, top: number): [number, number] | null {
  const { origin: o, dir: d } = ray;
  if (Math.abs(d.z) < 1e-12) return o.z >= bottom && o.z <= top ? [-Infinity, Infinity] : null;
  const a = (bottom - o.z) / d.z;
  const b = (top - o.z) / d.z;
  return [Math.min(a, b), Math.max(a, b)];
}

/** The first point along the ray inside the solid "footprint × [bottom, top]", or null when it misses. */
function enterPrism(
  ray: TableRay,
  f: Footprint,
  bottom: number,
  top: number,
  grow = 0,
): { t: number; throughTop: boolean } | null {
  const plan = spanOnPlan(ray, f, grow);
  const height = spanInHeight(ray, bottom, top);
  if (plan === null || height === null) return null;
  const lo = Math.max(plan[0], height[0], 0);
  const hi = Math.min(plan[1], height[1]);
  if (lo > hi) return null;
  return { t: lo, throughTop: height[0] >= plan[0] };
}

const at = (ray: TableRay, t: number): Point => ({
  x: ray.origin.x + ray.dir.x * t,
  y: ray.origin.y + ray.dir.y * t,
});

/** Where a ray that has entered a hill's bounding prism first meets its surface, marching down the slope. */
function hitHill(ray: TableRay, hill: Extract<Terrain, { kind: 'hill' }>): number | null {
  const f = footprint(hill);
  const plan = spanOnPlan(ray, f, 0);
  const height = spanInHeight(ray, 0, hill.height);
  if (plan === null || height === null) return null;
  const lo = Math.max(plan[0], height[0], 0);
  const hi = Math.min(plan[1], height[1]);
  if (lo > hi) return null;
  const speed = Math.hypot(ray.dir.x, ray.dir.y, ray.dir.z) || 1;
  const step = 0.2 / speed; // 2 mm along the ray
  for (let t = lo; t <= hi + step; t += step) {
    const s = Math.min(t, hi);
    if (ray.origin.z + ray.dir.z * s <= hillHeightAt(hill, at(ray, s)) + 1e-6) return s;
  }
  return null;
}

const topOf = (t: Terrain): number =>
  t.kind === 'hill' ? t.height : t.kind === 'hard' ? HEIGHTS_CM[t.model] : HEIGHTS_CM[t.kind];

/** A circle on the plan round a footprint: its centre and the farthest corner. */
const circles = new WeakMap<Footprint, { x: number; y: number; r: number }>();
function circleRound(f: Footprint): { x: number; y: number; r: number } {
  let c = circles.get(f);
  if (c !== undefined) return c;
  if (f.shape === 'circle') c = { x: f.centre.x, y: f.centre.y, r: f.radius };
  else {
    // Worked out for every piece on the first press on a table: plain loops, nothing made.
    let x = 0;
    let y = 0;
    for (const p of f.points) {
      x += p.x;
      y += p.y;
    }
    x /= f.points.length;
    y /= f.points.length;
    let r2 = 0;
    for (const p of f.points) r2 = Math.max(r2, (p.x - x) ** 2 + (p.y - y) ** 2);
    c = { x, y, r: Math.sqrt(r2) };
  }
  circles.set(f, c);
  return c;
}

/**
 * Whether the ray may meet the piece before `until` (along the ray): where it is between the
 * table and the piece's top and before `until`, does it pass near the piece on the plan? Pieces
 * stand no higher than a few cm, so that stretch of the ray is short, and on a big table it passes
 * near a handful of its pieces: the rest are never cast at. Generous (a circle round the piece,
 * widened by twice the click's reach: a grown rectangle's corners stand √2 of it out), as only what
 * cannot be met is skipped.
 */
export function mayMeet(ray: TableRay, t: Terrain, until: number): boolean {
  const height = spanInHeight(ray, 0, topOf(t));
  if (height === null) return false;
  const lo = Math.max(height[0], 0);
  const hi = Math.min(height[1], until);
  if (lo > hi) return false;
  if (!Number.isFinite(hi)) return true; // level or rising rays: rare, cast as they are
  const c = circleRound(footprint(t));
  const a = at(ray, lo);
  const b = at(ray, hi);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const k = len2 < 1e-12 ? 0 : Math.max(0, Math.min(1, ((c.x - a.x) * dx + (c.y - a.y) * dy) / len2));
  return Math.hypot(a.x + k * dx - c.x, a.y + k * dy - c.y) <= c.r + 2 * REACH_CM + 1e-6;
}

/** Where along the ray it first meets the drawn piece, or null. */
export function hitTerrain(ray: TableRay, t: Terrain): number | null {
  if (t.kind === 'hill') return hitHill(ray, t);
  const f = footprint(t);
  const top = topOf(t);
  const hit = enterPrism(ray, f, 0, top, REACH_CM);
  if (hit === null) return null;
  if (!OPEN_TOPPED.has(t.kind) || !hit.throughTop) return hit.t;
  // In through the open top: what is drawn there is the floor (or a figure standing on it, found first).
  const floor = ray.dir.z < 0 ? -ray.origin.z / ray.dir.z : null;
  return floor !== null && floor >= hit.t ? floor : null;
}

/**
 * The piece drawn under the pointer: the first one the camera's ray meets, nearest first, so a
 * figure in front of a hill takes the click in any view. Smoke is see-through, so it is taken only
 * where nothing else is. A ray that meets no piece falls back to the table point it reaches, with
 * pickPiece's slop around small pieces.
 */
export function pickOnRay(setup: Setup, ray: TableRay): string | null {
  let best: { id: string; t: number } | null = null;
  const consider = (id: string, t: number | null) => {
    if (t !== null && (best === null || t < best.t)) best = { id, t };
  };
  for (const f of setup.figures) {
    if (f.status === 'eliminated') continue;
    const ground = groundHeightAt(setup.terrain, f.at);
    const base = { shape: 'circle', centre: f.at, radius: BASE_CIRCUMRADIUS_CM } as const;
    consider(
      f.id,
      enterPrism(ray, base, ground, ground + BASE_THICKNESS_CM + FIGURE_HEIGHT_CM, REACH_CM)?.t ?? null,
    );
  }
  for (const m of setup.markers) {
    if (m.kind === 'flag' && m.carriedBy !== null) continue;
    const ground = groundHeightAt(setup.terrain, m.at);
    const shape = { shape: 'circle', centre: m.at, radius: 1.1 } as const;
    const top = m.kind === 'flag' ? FLAG_HEIGHT_CM : SPLAT_HEIGHT_CM;
    consider(m.id, enterPrism(ray, shape, ground, ground + top, REACH_CM)?.t ?? null);
  }
  const hit = (t: Terrain) => (mayMeet(ray, t, Infinity) ? hitTerrain(ray, t) : null);
  for (const t of setup.terrain) if (t.kind !== 'smoke') consider(t.id, hit(t));
  if (best !== null) return (best as { id: string }).id;
  for (const t of setup.terrain) if (t.kind === 'smoke') consider(t.id, hit(t));
  if (best !== null) return (best as { id: string }).id;
  if (ray.dir.z >= 0) return null;
  return pickPiece(setup, at(ray, -ray.origin.z / ray.dir.z));
}

/**
 * The piece drawn in front of a figure along the ray, if any: the hill, crates or wall that hides
 * the part of the figure under the pointer (smoke does not hide it). Null when the figure is what
 * is drawn there, or when the ray does not reach the figure's solid at all (the mesh says it does).
 */
export function drawnInFrontOf(setup: Setup, ray: TableRay, figureId: string): string | null {
  const f = setup.figures.find((x) => x.id === figureId);
  if (f === undefined || f.status === 'eliminated') return null;
  const ground = groundHeightAt(setup.terrain, f.at);
  const base = { shape: 'circle', centre: f.at, radius: BASE_CIRCUMRADIUS_CM } as const;
  const hit = enterPrism(ray, base, ground, ground + BASE_THICKNESS_CM + FIGURE_HEIGHT_CM, REACH_CM);
  if (hit === null) return null;
  let front: { id: string; t: number } | null = null;
  for (const t of setup.terrain) {
    if (t.kind === 'smoke' || !mayMeet(ray, t, hit.t)) continue;
    const at = hitTerrain(ray, t);
    if (at !== null && at < hit.t && (front === null || at < front.t)) front = { id: t.id, t: at };
  }
  return front === null ? null : (front as { id: string }).id;
}
