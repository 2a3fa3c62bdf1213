import type { Obstruction } from '../engine/facts';
import type { Figure } from '../setup';
import { BASE_ACROSS_CM, BASE_CIRCUMRADIUS_CM } from '../setup/pieces';
import { clipSegment, clipped, hexagonNormals } from '../../../geometry/convexClip';
import type { CoverCrossing } from './coverOf';
import { GRID_FROM, basesNear, centresOf, foundBases } from './baseGrid';

// PM-WAY-FIGURE: a figure other than the shooter and the target is in the way when the line
// crosses its base. Bases are tested directly as hexagons on the plan (no BVH): they move every
// turn, and a dozen exact tests per line cost less than keeping a tree of them up to date.

/** A base's side normals per facing, worked out once: a table has a handful of facings, and a line meets many bases. */
const normalsByFacing = new Map<number, Float64Array>();

function normalsOf(facing: number): Float64Array {
  let n = normalsByFacing.get(facing);
  if (n === undefined) {
    if (normalsByFacing.size > 4096) normalsByFacing.clear();
    normalsByFacing.set(facing, (n = hexagonNormals(facing)));
  }
  return n;
}
/** A base's corner circle, squared: no square root in the test of every figure against every line. */
const NEAR2 = BASE_CIRCUMRADIUS_CM * BASE_CIRCUMRADIUS_CM;
/** From a base's centre to each of its sides. */
const APOTHEM = BASE_ACROSS_CM / 2;
/** How far from a line a base's centre can be and the line still touch it, with room for rounding. */
const REACH = BASE_CIRCUMRADIUS_CM + 1e-6;

/** Figures that are on the table: every figure but the eliminated. */
export const onTable = (f: Figure): boolean => f.status !== 'eliminated';

/**
 * Whether the segment a→b passes within a base's corner circle of (cx, cy): most bases are nowhere
 * near a line. No division: beside the segment, the distance² is cross² / len2. (Only a corner of
 * the base lies as far as its corner circle, and a line through a corner does not cross it.)
 */
function nearLine(
  cx: number,
  cy: number,
  ax: number,
  ay: number,
  dx: number,
  dy: number,
  len2: number,
): boolean {
  const ex = cx - ax;
  const ey = cy - ay;
  const along = ex * dx + ey * dy;
  if (along <= 0) return ex * ex + ey * ey <= NEAR2;
  if (along >= len2) return (ex - dx) * (ex - dx) + (ey - dy) * (ey - dy) <= NEAR2;
  const cross = ex * dy - ey * dx;
  return cross * cross <= NEAR2 * len2;
}

/** Where the segment a→b first enters the figure's base, in cm from a, or -1 when it does not cross it. */
export function crossesBase(f: Figure, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  return nearLine(f.at.x, f.at.y, ax, ay, dx, dy, len2) ? entersBase(f, ax, ay, bx, by, len2) : -1;
}

/** The exact test of `crossesBase`, for a base already known to be near the line. */
function entersBase(f: Figure, ax: number, ay: number, bx: number, by: number, len2: number): number {
  return baseEnteredAt(f.at.x, f.at.y, f.facing, ax, ay, bx, by, len2);
}

/**
 * Where the segment a→b (`len2` its length squared) first enters the base centred on (fx, fy)
 * turned to `facing`, in cm from a, or -1: the very sum `figuresInTheWay` does, so that a kept
 * line can work out a figure's `at` again from where the figures stand (pairStore.ts).
 */
export function baseEnteredAt(
  fx: number,
  fy: number,
  facing: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  len2: number,
): number {
  if (!clipSegment(ax, ay, bx, by, fx, fy, normalsOf(facing), APOTHEM) || !clipped.interior) return -1;
  return clipped.t0 * Math.sqrt(len2);
}

/** Figures in the way of the line from `shooter` to `target`, nearest first. */
export function figuresInTheWay(figures: readonly Figure[], shooter: Figure, target: Figure): Obstruction[] {
  const out: Obstruction[] = [];
  const ax = shooter.at.x;
  const ay = shooter.at.y;
  const bx = target.at.x;
  const by = target.at.y;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  // A big table: only the bases in the grid cells along the line (baseGrid.ts), in the same order.
  const many = figures.length >= GRID_FROM;
  const n = many ? basesNear(figures, ax, ay, bx, by, REACH) : figures.length;
  const near = many ? foundBases() : null;
  const xy = centresOf(figures);
  for (let k = 0; k < n; k++) {
    const i = near === null ? k : near[k]!;
    // The cheap test first, on the packed centres, and the line's direction worked out once for every figure.
    if (!nearLine(xy[2 * i]!, xy[2 * i + 1]!, ax, ay, dx, dy, len2)) continue;
    const f = figures[i]!;
    if (f === shooter || f === target) continue;
    const at = entersBase(f, ax, ay, bx, by, len2);
    if (at >= 0 && onTable(f) && f.id !== shooter.id && f.id !== target.id)
      out.push({ kind: 'figure', id: f.id, at });
  }
  return out;
}

const ORDER = { figure: 0, soft: 1, hard: 2 } as const;

/** PM-WAY: figures and cover in one list, nearest the shooter first. */
export function inTheWay(figures: Obstruction[], cover: readonly CoverCrossing[]): Obstruction[] {
  if (cover.length === 0 && figures.length < 2) return figures;
  const out = figures;
  for (const c of cover) out.push({ kind: c.kind, id: c.id, at: c.at });
  return out.sort(nearestFirst);
}

const nearestFirst = (p: Obstruction, q: Obstruction): number => p.at - q.at || ORDER[p.kind] - ORDER[q.kind];
