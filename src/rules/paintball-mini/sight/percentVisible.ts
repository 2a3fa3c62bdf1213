import { Vector3 } from 'three';
import {
  BASE_ACROSS_CM,
  BASE_THICKNESS_CM,
  EYE_HEIGHT_CM,
  FIGURE_HEIGHT_CM,
  groundHeightAt,
} from '../setup/pieces';
import type { Figure } from './types';
import { onTable } from './onTheLine';
import { viewBlocked } from './raycast';
import { gatherView, gatheredBlock } from './viewCandidates';
import type { TableModel } from './tableModel';

// How much of the target the shooter's eye can see (HexPrint grades its line of sight by it).
// The target is a vertical cylinder BODY_RADIUS_CM wide standing FIGURE_HEIGHT_CM tall on its base
// top; the samples spread through that volume on a golden-angle spiral, bottom to top. A sample is
// seen when no opaque solid (hills, hard cover, bunker and stockade walls, trench banks) and no
// other figure (its base and body, as cylinders) stands between it and the eye. Soft cover and
// smoke are see-through here: the rules treat them as cover, not as walls.

export const BODY_RADIUS_CM = BASE_ACROSS_CM * 0.28;
export const DEFAULT_SAMPLES = 64;

export type VisibilityTier = 'no-line-of-sight' | 'full-cover' | 'partial-cover' | 'none';

export interface PercentVisible {
  /** 0–100. */
  readonly percent: number;
  readonly tier: VisibilityTier;
  readonly seen: number;
  readonly samples: number;
}

/** HexPrint's tiers: ≤ 10 % no line of sight, < 50 % full cover, < 80 % partial cover, else none. */
export function visibilityTier(percent: number): VisibilityTier {
  if (percent <= 10) return 'no-line-of-sight';
  if (percent < 50) return 'full-cover';
  if (percent < 80) return 'partial-cover';
  return 'none';
}

/** Height of a figure's base top: the ground under it (a hill's surface) plus the base. */
export const baseTop = (model: TableModel, f: Figure): number =>
  groundHeightAt(model.terrain, f.at) + BASE_THICKNESS_CM;

/** The shooter's eye in three.js coordinates. */
export const eyeOf = (model: TableModel, f: Figure, out = new Vector3()): Vector3 =>
  out.set(f.at.x, baseTop(model, f) + EYE_HEIGHT_CM, f.at.y);

const GOLDEN = Math.PI * (3 - Math.sqrt(5));
/** Above this many gathered triangles, each ray walks the BVH instead (see percentVisible). */
const MAX_GATHERED = 1024;

/** Sample `i` of `n` in the body of a figure whose base top is at `top`, in three.js coordinates. */
export function samplePoint(target: Figure, top: number, i: number, n: number, out: Vector3): Vector3 {
  const r = BODY_RADIUS_CM * Math.sqrt((((i * 0.6180339887) % 1) + 0.5 / n) % 1);
  const a = i * GOLDEN;
  return out.set(
    target.at.x + r * Math.cos(a),
    top + ((i + 0.5) / n) * FIGURE_HEIGHT_CM,
    target.at.y + r * Math.sin(a),
  );
}

const _eye = new Vector3();
const _sample = new Vector3();
const _foot = new Vector3();
const _head = new Vector3();
/** Ground under each figure, worked out once per call rather than once per sample. */
let _grounds = new Float64Array(64);

/**
 * Whether the ray eye→point passes through a vertical cylinder (x, z centre, radius, from y0 to y1).
 * Analytic, so figures that move never touch the BVH.
 */
function crossesCylinder(
  e: Vector3,
  p: Vector3,
  cx: number,
  cz: number,
  radius: number,
  y0: number,
  y1: number,
): boolean {
  const dx = p.x - e.x;
  const dz = p.z - e.z;
  const fx = e.x - cx;
  const fz = e.z - cz;
  const a = dx * dx + dz * dz;
  const b = 2 * (fx * dx + fz * dz);
  const c = fx * fx + fz * fz - radius * radius;
  if (a === 0) return false;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return false;
  const s = Math.sqrt(disc);
  const tIn = Math.max(0, (-b - s) / (2 * a));
  const tOut = Math.min(1, (-b + s) / (2 * a));
  if (tIn >= tOut) return false;
  // The ray's height is linear in t: does it pass within [y0, y1] anywhere on [tIn, tOut]?
  const hIn = e.y + (p.y - e.y) * tIn;
  const hOut = e.y + (p.y - e.y) * tOut;
  return Math.max(hIn, hOut) >= y0 && Math.min(hIn, hOut) <= y1;
}

/** Figures near enough the pair's line to stop any sample's ray, gathered once per pair. */
let _near = new Int32Array(64);
let _nearCount = 0;

function gatherFigures(figures: readonly Figure[], shooter: Figure, target: Figure): void {
  if (_near.length < figures.length) _near = new Int32Array(figures.length * 2);
  _nearCount = 0;
  const ax = shooter.at.x;
  const ay = shooter.at.y;
  const dx = target.at.x - ax;
  const dy = target.at.y - ay;
  const len2 = dx * dx + dy * dy;
  // On the plan every ray runs within BODY_RADIUS_CM of the line between the two centres.
  const reach = BODY_RADIUS_CM + BASE_ACROSS_CM / 2;
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i]!;
    if (f === shooter || f === target || !onTable(f)) continue;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((f.at.x - ax) * dx + (f.at.y - ay) * dy) / len2));
    const ex = ax + t * dx - f.at.x;
    const ey = ay + t * dy - f.at.y;
    if (ex * ex + ey * ey <= reach * reach) _near[_nearCount++] = i;
  }
}

function figureInTheWay(figures: readonly Figure[], e: Vector3, p: Vector3): boolean {
  for (let k = 0; k < _nearCount; k++) {
    const i = _near[k]!;
    const f = figures[i]!;
    const ground = _grounds[i]!;
    if (crossesCylinder(e, p, f.at.x, f.at.y, BASE_ACROSS_CM / 2, ground, ground + BASE_THICKNESS_CM))
      return true;
    if (
      crossesCylinder(
        e,
        p,
        f.at.x,
        f.at.y,
        BODY_RADIUS_CM,
        ground,
        ground + BASE_THICKNESS_CM + FIGURE_HEIGHT_CM,
      )
    )
      return true;
  }
  return false;
}

export function percentVisible(
  model: TableModel,
  figures: readonly Figure[],
  shooter: Figure,
  target: Figure,
  samples = DEFAULT_SAMPLES,
  plain = false,
): PercentVisible {
  eyeOf(model, shooter, _eye);
  if (_grounds.length < figures.length) _grounds = new Float64Array(figures.length * 2);
  for (let i = 0; i < figures.length; i++) _grounds[i] = groundHeightAt(model.terrain, figures[i]!.at);
  const top = baseTop(model, target);
  gatherFigures(figures, shooter, target);
  // Test each ray against just the triangles near the pair. Measured on the CTF table with four
  // hills, that beats a BVH walk per ray even past a hundred triangles; only a huge list falls back.
  const gathered = plain
    ? 0
    : gatherView(
        model,
        _eye,
        _foot.set(target.at.x, top, target.at.y),
        _head.set(target.at.x, top + FIGURE_HEIGHT_CM, target.at.y),
        BODY_RADIUS_CM,
      );
  const perRay = plain || gathered > MAX_GATHERED;
  let seen = 0;
  for (let i = 0; i < samples; i++) {
    samplePoint(target, top, i, samples, _sample);
    if (figureInTheWay(figures, _eye, _sample)) continue;
    if (perRay ? viewBlocked(model, _eye, _sample, plain) : gatheredBlock(_eye, _sample)) continue;
    seen++;
  }
  const percent = samples === 0 ? 0 : (100 * seen) / samples;
  return { percent, tier: visibilityTier(percent), seen, samples };
}
