import type { Point } from '../../../geometry';
import { distanceToSegment, rotate } from '../../../geometry';
import type { Terrain } from './types';

// The sizes and shapes of every piece on the table, in cm. The 3D scene draws these and the sight
// layer raycasts against the same numbers, so what a player sees is what the rules measure.
// Beside them, what a player calls a piece of terrain by what it is.

/** A figure's base: a hexagon 2.5 cm across the flats (G-BASE). */
export const BASE_ACROSS_CM = 2.5;
export const BASE_CIRCUMRADIUS_CM = BASE_ACROSS_CM / Math.sqrt(3);
export const BASE_THICKNESS_CM = 0.3;
/** A paintballer from the top of its base to the top of its head. */
export const FIGURE_HEIGHT_CM = 2.8;
/** The upright cylinder the sight layer measures a figure's body as, on its base (percentVisible.ts). */
export const BODY_RADIUS_CM = BASE_ACROSS_CM * 0.28;
/** Eyes (goggles) above the top of the base. */
export const EYE_HEIGHT_CM = 2.4;
/**
 * What a player's imported figure model is fitted to (the editor's Models card, the table's drawing
 * and the sight alike): the base's width, and the height the sight measures a figure's body over its
 * base (FIGURE_HEIGHT_CM), so that at scale 1 a model on the base stands as tall as the body it
 * replaces, and its eyes, at EYE_SHARE of it, as high as the goggles.
 */
export const FIGURE_MODEL_FIT = {
  across: BASE_ACROSS_CM,
  height: FIGURE_HEIGHT_CM,
} as const;
/** G-LINE: the line of a shot is cast this high above the table, so any hill it crosses on the plan is hit. */
export const LINE_HEIGHT_CM = 0.25;

export const HEIGHTS_CM = {
  soft: 3.0,
  drums: 2.2,
  crates: 1.8,
  logs: 1.1,
  bunker: 1.4,
  stockade: 2.4,
  trench: 1.0,
  smoke: 7.0,
} as const;

/** Wall thickness of bunkers (sandbags) and stockades (logs); a trench's banks. */
export const WALL_CM = { bunker: 1.0, stockade: 0.7, trench: 0.9 } as const;

/** How much of a hill's radius is flat top; the rest is slope. */
export const HILL_PLATEAU = 0.55;

export type Footprint =
  | { readonly shape: 'circle'; readonly centre: Point; readonly radius: number }
  | { readonly shape: 'polygon'; readonly points: readonly Point[] };

function rectangle(at: Point, rotation: number, width: number, depth: number): Footprint {
  const w = width / 2;
  const d = depth / 2;
  const corners = [
    { x: -w, y: -d },
    { x: w, y: -d },
    { x: w, y: d },
    { x: -w, y: d },
  ].map((c) => {
    const r = rotate(c, rotation);
    return { x: at.x + r.x, y: at.y + r.y };
  });
  return { shape: 'polygon', points: corners };
}

function ellipse(at: Point, rotation: number, rx: number, ry: number, segments = 32): Footprint {
  const points: Point[] = [];
  for (let i = 0; i < segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const r = rotate({ x: rx * Math.cos(a), y: ry * Math.sin(a) }, rotation);
    points.push({ x: at.x + r.x, y: at.y + r.y });
  }
  return { shape: 'polygon', points };
}

/**
 * A piece of terrain by what it is: "the soft cover", the crates or drums it is, "the bunker". A
 * stockade is "the stockade" here; who asks may know it for a team's home base.
 */
export const terrainKindWords = (t: Terrain): string =>
  t.kind === 'soft' ? 'the soft cover' : t.kind === 'hard' ? `the ${t.model}` : `the ${t.kind}`;

/**
 * Each piece's footprint, made once: pieces are immutable (an edit makes a new object), and the rules
 * ask for the same footprints at every move (where a figure stands, what a move goes beside).
 */
const footprints = new WeakMap<Terrain, Footprint>();

/** The ground a piece covers, as the rules read it (PM-3CM measures to this; PM-WAY crosses it). */
export function footprint(t: Terrain): Footprint {
  let f = footprints.get(t);
  if (f === undefined) footprints.set(t, (f = footprintOf(t)));
  return f;
}

function footprintOf(t: Terrain): Footprint {
  switch (t.kind) {
    case 'soft':
    case 'smoke':
      return { shape: 'circle', centre: t.at, radius: t.radius };
    case 'bunker':
    case 'stockade':
      return { shape: 'circle', centre: t.at, radius: t.radius };
    case 'hard':
      return rectangle(t.at, t.rotation, t.width, t.depth);
    case 'trench':
      return rectangle(t.at, t.rotation, t.length, t.width);
    case 'hill':
      return ellipse(t.at, t.rotation, t.radiusX, t.radiusY);
  }
}

export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** 0 inside the footprint, else the distance from `p` to its edge. */
export function distanceToFootprint(p: Point, f: Footprint): number {
  if (f.shape === 'circle') return Math.max(0, Math.hypot(p.x - f.centre.x, p.y - f.centre.y) - f.radius);
  if (pointInPolygon(p, f.points)) return 0;
  let best = Infinity;
  for (let i = 0; i < f.points.length; i++) {
    best = Math.min(best, distanceToSegment(p, f.points[i]!, f.points[(i + 1) % f.points.length]!));
  }
  return best;
}

type Hill = Extract<Terrain, { kind: 'hill' }>;

/** Where `p` lies on a hill: 0 at the centre, 1 on the foot of the slope, > 1 off the hill. */
export function hillRadius(hill: Hill, p: Point): number {
  const local = rotate({ x: p.x - hill.at.x, y: p.y - hill.at.y }, -hill.rotation);
  return Math.hypot(local.x / hill.radiusX, local.y / hill.radiusY);
}

/** Height of a hill's surface above the table at `p`: a flat top and a smooth slope down to its foot. */
export function hillHeightAt(hill: Hill, p: Point): number {
  const rho = hillRadius(hill, p);
  if (rho <= HILL_PLATEAU) return hill.height;
  if (rho >= 1) return 0;
  const t = (rho - HILL_PLATEAU) / (1 - HILL_PLATEAU);
  return hill.height * 0.5 * (1 + Math.cos(Math.PI * t));
}

/** PM-HILL: a figure stands on a hill when its base centre is on the hill's footprint. */
export const standsOnHill = (hill: Hill, p: Point): boolean => hillRadius(hill, p) < 1;

/** Height of the ground under `p`: the highest hill there, or the table (0). */
export function groundHeightAt(terrain: readonly Terrain[], p: Point): number {
  let h = 0;
  for (const t of terrain) if (t.kind === 'hill') h = Math.max(h, hillHeightAt(t, p));
  return h;
}

/**
 * \`groundHeightAt\` for many points of one terrain: the hills are picked out of it once, not
 * looked for among every piece at each point (a big table's badges and threat patches ask for
 * hundreds of points over a couple of hundred pieces).
 */
export function groundHeights(terrain: readonly Terrain[]): (p: Point) => number {
  const hills = terrain.filter((t): t is Hill => t.kind === 'hill');
  return (p) => {
    let h = 0;
    for (const t of hills) h = Math.max(h, hillHeightAt(t, p));
    return h;
  };
}

/**
 * The corners of a figure's hexagonal base (G-BASE): one flat side square to its facing, like a
 * board hex's side to one of the six facings, so the corners lie at facing + 30° + k·60°; the
 * three back sides are the blind spot.
 */
export function baseCorners(at: Point, facing: number): Point[] {
  const out: Point[] = [];
  for (let k = 0; k < 6; k++) {
    const a = ((facing + 30 + 60 * k) * Math.PI) / 180;
    out.push({ x: at.x + BASE_CIRCUMRADIUS_CM * Math.cos(a), y: at.y + BASE_CIRCUMRADIUS_CM * Math.sin(a) });
  }
  return out;
}

// The Hexon tiles' thickness is the shared table's (geometry): the figures eliminated wait below its top.
export { BOARD_THICKNESS_CM } from '../../../geometry';
