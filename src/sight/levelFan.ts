import type { Solids } from './solids';
import { gridOf } from './planGrid';

// Many level rays from one point (a threat map's enemy to every cell of the board): before casting
// each, a fan round the point says, direction by direction, how near the nearest upright triangle
// of the solids comes. A ray that stops short of that in its direction meets nothing, and need
// not be cast; any other is cast as usual (levelCast.ts), so the answers stay the cast's own.
// Directions are binned by a pseudo-angle (|dx| + |dz| diamond: monotone in the angle, no atan2).

const BINS = 1024;
/** Slack on directions (pseudo-angle units, about radians) and on distances (cm): far above rounding. */
const TURN_SLACK = 1e-6;
const NEAR_SLACK = 1e-6;
/** A triangle nearer the point than this is taken to span every direction (its span is then too near half a turn to trust). */
const AT_POINT = 1e-3;

export interface LevelFan {
  readonly x: number;
  readonly z: number;
  /** Per direction bin, a distance no triangle comes nearer than. */
  readonly nearest: Float64Array;
}

/** The pseudo-angle of direction (dx, dz), in [0, 4). */
function turn(dx: number, dz: number): number {
  const p = dz / (Math.abs(dx) + Math.abs(dz));
  return dx >= 0 ? (dz >= 0 ? p : 4 + p) : 2 - p;
}

/** Distance from the origin to segment p–q on the plan. */
function reach(px: number, pz: number, qx: number, qz: number): number {
  const ex = qx - px;
  const ez = qz - pz;
  const l2 = ex * ex + ez * ez;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, -(px * ex + pz * ez) / l2));
  const x = px + t * ex;
  const z = pz + t * ez;
  return Math.sqrt(x * x + z * z);
}

/**
 * The fan of `solids`' upright triangles round (x, z) on the plan, less those whose owner
 * (`triOwner`) `skip` names: rays from (x, z) are asked about the others alone.
 */
export function levelFan(solids: Solids, x: number, z: number, skip?: (owner: number) => boolean): LevelFan {
  const { plan, upright } = gridOf(solids);
  const nearest = new Float64Array(BINS).fill(Infinity);
  for (let k = 0; k < upright.length; k++) {
    const t = upright[k]!;
    if (skip !== undefined && skip(solids.triOwner[t]!)) continue;
    const o = 6 * t;
    const ax = plan[o]! - x;
    const az = plan[o + 1]! - z;
    const bx = plan[o + 2]! - x;
    const bz = plan[o + 3]! - z;
    const cx = plan[o + 4]! - x;
    const cz = plan[o + 5]! - z;
    // How near the triangle's plan comes: its nearest side, or 0 when it covers the point.
    const ab = ax * bz - az * bx;
    const bc = bx * cz - bz * cx;
    const ca = cx * az - cz * ax;
    const covers = (ab >= 0 && bc >= 0 && ca >= 0) || (ab <= 0 && bc <= 0 && ca <= 0);
    const near = covers ? 0 : Math.min(reach(ax, az, bx, bz), reach(bx, bz, cx, cz), reach(cx, cz, ax, az));
    const floor = near - NEAR_SLACK;
    if (near <= AT_POINT) {
      // At the point itself: every direction may meet it.
      for (let b = 0; b < BINS; b++) if (floor < nearest[b]!) nearest[b] = floor;
      continue;
    }
    // The directions it spans: under half a turn, as it does not cover the point.
    const base = turn(ax, az);
    const db = wrap(turn(bx, bz) - base);
    const dc = wrap(turn(cx, cz) - base);
    const from = base + Math.min(0, db, dc) - TURN_SLACK;
    const to = base + Math.max(0, db, dc) + TURN_SLACK;
    const last = Math.floor((to * BINS) / 4);
    for (let b = Math.floor((from * BINS) / 4); b <= last; b++) {
      const bin = ((b % BINS) + BINS) % BINS;
      if (floor < nearest[bin]!) nearest[bin] = floor;
    }
  }
  return { x, z, nearest };
}

/** A pseudo-angle difference into (-2, 2]. */
const wrap = (d: number): number => (d > 2 ? d - 4 : d <= -2 ? d + 4 : d);

/** Whether the level segment from the fan's point to (x, z) surely meets none of its triangles. */
export function clearTo(fan: LevelFan, x: number, z: number): boolean {
  const dx = x - fan.x;
  const dz = z - fan.z;
  if (dx === 0 && dz === 0) return false;
  const bin = Math.floor((turn(dx, dz) * BINS) / 4) % BINS;
  return Math.sqrt(dx * dx + dz * dz) + NEAR_SLACK < fan.nearest[bin]!;
}
