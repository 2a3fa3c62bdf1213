import type { Hex, Point } from '../../../geometry';
import { hexCorners, hexKey, hexLine, hexNeighbours, hexToPoint, hexonLayout } from '../../../geometry';
import { bodySamples } from '../../../geometry/bodySamples';
import { crossesUpright } from '../../../geometry/upright';
import type { Terrain } from '../board/terrain';
import { cardsAt, heightAt } from '../board/terrain';
import type { Bodies, Body, HexPrintWorld, Place, Point3, Sighting } from './world';
import { LEVEL_CM, SAMPLES } from './world';

// A plain answer to HP-LOS without three.js, for Node tests, the automatic player and the server:
// the board as columns (each hex's stack, plus a terrain card's screen such as a forest's trees),
// the target as an upright cylinder on each of its hexes sampled evenly through its volume (the
// points src/sight's bodySample uses too), and each sample seen when the line from the eye clears
// every column it crosses, tested exactly hex by hex, and every other model on the table (an
// upright cylinder on each of its hexes, as the table draws it). The hexes the two models stand on
// never hide them. A model with an imported model for its look (`bodies`, ../sight/lookBodies.ts)
// is that model instead: its eye as high up it, its samples spread through its mesh, and the mesh is
// what stands in the way.

/** A model's body: this far from its hex's centre, in cm (a base of 7 cm on a 10 cm hex). */
export const BODY_RADIUS = 3.5;
/** The eye stands this share of the model's height up. */
export const EYE_UP = 0.9;
const L = hexonLayout;

export type { Point3 } from './world';

/** The eye: over the middle of the model's hexes, near the top of the model (of its imported model, with one). */
export function eyeOf(eye: Place, body: Body | null = null): Point3 {
  const c = centre(eye.hexes);
  return { x: c.x, y: c.y, z: body === null ? (eye.base + eye.height * EYE_UP) * LEVEL_CM : body.eye };
}

function centre(hexes: readonly Hex[]): Point {
  const ps = hexes.map((h) => hexToPoint(L, h));
  return { x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length };
}

/**
 * Sample `i` of `n` in the target: the body's points (bodySamples), each half-turn pair in the
 * cylinder on one of its hexes in turn, so each hex's points are their own half-turn image.
 */
export function targetSample(target: Place, i: number, n: number): Point3 {
  const c = hexToPoint(L, sampleHex(target, i));
  const s = bodySamples(n);
  const r = BODY_RADIUS * s.out[i]!;
  const z = (target.base + s.up[i]! * target.height) * LEVEL_CM;
  return { x: c.x + r * s.cos[i]!, y: c.y + r * s.sin[i]!, z };
}

/** The hex whose cylinder holds sample `i`: each half-turn pair of points on one hex, the hexes in turn. */
export const sampleHex = (target: Place, i: number): Hex =>
  target.hexes[Math.floor(i / 2) % target.hexes.length]!;

/** How high a hex stands for the eye, in cm: its levels and its terrain's screen. */
export function columnTop(terrain: Terrain, h: Hex): number {
  const screen = Math.max(0, ...cardsAt(terrain, h).map((c) => c.screen));
  return (heightAt(terrain, h) + screen) * LEVEL_CM;
}

const tops = new WeakMap<Terrain, Map<string, number>>();

/** A hex's column top, kept per board: a bench or a turn asks the same hexes many times. */
function topOf(terrain: Terrain, h: Hex, key: string): number {
  let known = tops.get(terrain);
  if (known === undefined) tops.set(terrain, (known = new Map()));
  let top = known.get(key);
  if (top === undefined) known.set(key, (top = columnTop(terrain, h)));
  return top;
}

/** A hex that may stand in the way: its outline (counter-clockwise) and its column's top. */
interface Column {
  readonly at: Hex;
  readonly corners: readonly Point[];
  readonly top: number;
}

/** The columns a line from `eye` to anywhere in `target`'s hexes can cross: those on the hex line and next to it, not their own. */
export function columnsBetween(terrain: Terrain, eye: Place, target: Place): Column[] {
  const own = new Set([...eye.hexes, ...target.hexes].map(hexKey));
  const near = new Map<string, Hex>();
  for (const a of eye.hexes)
    for (const b of target.hexes)
      for (const h of hexLine(a, b)) for (const n of [h, ...hexNeighbours(h)]) near.set(hexKey(n), n);
  const out: Column[] = [];
  for (const [key, h] of near) {
    const top = topOf(terrain, h, key);
    if (top > 0 && !own.has(key)) out.push({ at: h, corners: hexCorners(L, h), top });
  }
  return out;
}

/** Where the segment from→to is inside a convex outline: [t0, t1] along it, or null. */
function clip(from: Point3, to: Point3, corners: readonly Point[]): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  for (let i = 0; i < corners.length; i++) {
    const c = corners[i]!;
    const d = corners[(i + 1) % corners.length]!;
    const ex = d.x - c.x;
    const ey = d.y - c.y;
    const f0 = ex * (from.y - c.y) - ey * (from.x - c.x);
    const f1 = ex * (to.y - c.y) - ey * (to.x - c.x);
    if (f0 < 0 && f1 < 0) return null;
    if (f0 < 0) t0 = Math.max(t0, f0 / (f0 - f1));
    else if (f1 < 0) t1 = Math.min(t1, f0 / (f0 - f1));
  }
  return t0 < t1 ? [t0, t1] : null;
}

/**
 * The column the line eye→to first passes below the top of, or null when clear. The line is
 * straight, so within one hex it is lowest where it enters or leaves: the test is exact.
 */
export function blockerOn(columns: readonly Column[], from: Point3, to: Point3): Hex | null {
  let first: Hex | null = null;
  let firstT = Infinity;
  for (const col of columns) {
    const span = clip(from, to, col.corners);
    if (span === null || span[0] >= firstT) continue;
    const low = Math.min(from.z + (to.z - from.z) * span[0], from.z + (to.z - from.z) * span[1]);
    if (low < col.top) {
      first = col.at;
      firstT = span[0];
    }
  }
  return first;
}

/** Each of `others` with its imported body (null for the default one), worked out once a sighting. */
export const othersWithBodies = (
  others: readonly Place[],
  bodies: Bodies | undefined,
): readonly (readonly [Place, Body | null])[] => others.map((o) => [o, bodies?.(o) ?? null] as const);

/**
 * Whether a model of `others` stands on the line from→to: its imported body, or each hex of it an
 * upright cylinder, as drawn.
 */
export function modelInTheWay(
  others: readonly (readonly [Place, Body | null])[],
  from: Point3,
  to: Point3,
): boolean {
  for (const [o, body] of others) {
    if (body !== null) {
      if (body.crosses(from, to)) return true;
      continue;
    }
    for (const h of o.hexes) {
      const c = hexToPoint(L, h);
      const [low, high] = [o.base * LEVEL_CM, (o.base + o.height) * LEVEL_CM];
      if (crossesUpright(from.x, from.z, from.y, to.x, to.z, to.y, c.x, c.y, BODY_RADIUS, low, high))
        return true;
    }
  }
  return false;
}

export function sampledSight(
  terrain: Terrain,
  eye: Place,
  target: Place,
  samples = SAMPLES,
  others: readonly Place[] = [],
  bodies?: Bodies,
): Sighting {
  const from = eyeOf(eye, bodies?.(eye) ?? null);
  const columns = columnsBetween(terrain, eye, target);
  const body = bodies?.(target) ?? null;
  const points = body?.samples(samples);
  const around = othersWithBodies(others, bodies);
  const blockers = new Map<string, Hex>();
  let seen = 0;
  let byModels = 0;
  for (let i = 0; i < samples; i++) {
    const to = points?.[i] ?? targetSample(target, i, samples);
    const hit = blockerOn(columns, from, to);
    if (hit !== null) blockers.set(hexKey(hit), hit);
    else if (modelInTheWay(around, from, to)) byModels++;
    else seen++;
  }
  return { seen, samples, blockers: [...blockers.values()], ...(byModels > 0 ? { byModels } : {}) };
}

/** The rules' own sight; with `bodies`, models with an imported model for their look are measured as it. */
export const sampledWorld = (bodies?: Bodies): HexPrintWorld => ({
  sight: (t, e, g, o) => sampledSight(t, e, g, SAMPLES, o, bodies),
});
