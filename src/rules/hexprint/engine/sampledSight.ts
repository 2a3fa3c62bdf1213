import type { Hex, Point } from '../../../geometry';
import { hexKey, hexToPoint, hexonLayout, pointToHex } from '../../../geometry';
import type { Terrain } from '../board/terrain';
import { cardsAt, heightAt } from '../board/terrain';
import type { HexPrintWorld, Place, Sighting } from './world';
import { LEVEL_CM, SAMPLES } from './world';

// A plain answer to HP-LOS without three.js, for Node tests, the automatic player and the server:
// the board as columns (each hex's stack, plus a terrain card's screen such as a forest's trees),
// the target as an upright cylinder on each of its hexes sampled on a golden spiral through its
// volume, and each sample seen when the line from the eye clears every column it crosses.

/** A model's body: this far from its hex's centre, in cm (a base of 7 cm on a 10 cm hex). */
export const BODY_RADIUS = 3.5;
/** The eye stands this share of the model's height up. */
export const EYE_UP = 0.9;
/** Steps along each line, in cm. */
const STEP = 1;
const GOLDEN = Math.PI * (3 - Math.sqrt(5));
const L = hexonLayout;

export interface Point3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** The eye: over the middle of the model's hexes, near the top of the model. */
export function eyeOf(eye: Place): Point3 {
  const c = centre(eye.hexes);
  return { x: c.x, y: c.y, z: (eye.base + eye.height * EYE_UP) * LEVEL_CM };
}

function centre(hexes: readonly Hex[]): Point {
  const ps = hexes.map((h) => hexToPoint(L, h));
  return { x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length };
}

/** Sample `i` of `n` in the target: a golden spiral through the cylinder on hex `i` mod its hexes. */
export function targetSample(target: Place, i: number, n: number): Point3 {
  const c = hexToPoint(L, target.hexes[i % target.hexes.length]!);
  const r = BODY_RADIUS * Math.sqrt((((i * 0.6180339887) % 1) + 0.5 / n) % 1);
  const a = i * GOLDEN;
  const z = (target.base + ((i + 0.5) / n) * target.height) * LEVEL_CM;
  return { x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a), z };
}

/** How high a hex stands for the eye, in cm: its levels and its terrain's screen. */
export function columnTop(terrain: Terrain, h: Hex): number {
  const screen = Math.max(0, ...cardsAt(terrain, h).map((c) => c.screen));
  return (heightAt(terrain, h) + screen) * LEVEL_CM;
}

/** Column tops by hex, worked out once for a sighting. */
export type Tops = (h: Hex) => number;

export function topsOf(terrain: Terrain): Tops {
  const known = new Map<string, number>();
  return (h) => {
    const key = hexKey(h);
    let top = known.get(key);
    if (top === undefined) known.set(key, (top = columnTop(terrain, h)));
    return top;
  };
}

/** The first hex whose column the line eye→to passes below its top, skipping `own` hexes; null when clear. */
export function blockerOn(tops: Tops, from: Point3, to: Point3, own: ReadonlySet<string>): Hex | null {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(length / STEP));
  for (let k = 1; k < steps; k++) {
    const t = k / steps;
    const z = from.z + (to.z - from.z) * t;
    const h = pointToHex(L, { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
    if (z < tops(h) && !own.has(hexKey(h))) return h;
  }
  return null;
}

export function sampledSight(terrain: Terrain, eye: Place, target: Place, samples = SAMPLES): Sighting {
  const from = eyeOf(eye);
  const own = new Set([...eye.hexes, ...target.hexes].map(hexKey));
  const tops = topsOf(terrain);
  const blockers = new Map<string, Hex>();
  let seen = 0;
  for (let i = 0; i < samples; i++) {
    const hit = blockerOn(tops, from, targetSample(target, i, samples), own);
    if (hit === null) seen++;
    else blockers.set(hexKey(hit), hit);
  }
  return { seen, samples, blockers: [...blockers.values()] };
}

export const sampledWorld = (): HexPrintWorld => ({ sight: (t, e, g) => sampledSight(t, e, g) });
