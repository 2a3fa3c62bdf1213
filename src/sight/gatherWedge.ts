import type { Vector3 } from 'three';
import { walkUnder, walked } from './cellWalk';
import { keep } from './gathered';
import type { Solids } from './solids';
import { viewGridOf } from './viewGrid';

// Gathering for an upright body, on the plan (viewGrid.ts). Let L be the plan distance from the
// eye to the body's axis. A ray's point at fraction s of its way lies, on the plan, s·δ across the
// line eye→axis (δ: how far across its end lies from the axis, at most the radius), s·(L ± radius)
// along it, and at the height eye + s·(h − eye), h its end's height. So a triangle is met by no ray
// when it lies wholly beyond the radius across, before the eye or past the body along, or above or
// below every ray where it stands; and one that may be met can only hide the points of the body
// whose height h and offset δ fall in its window, worked out here once per pair.

/** Slack in cm on every test, far above rounding. */
const SLACK_CM = 1e-3;

/** The eye and the body of the last gathering: what `gatheredBlock` checks its rays against. */
export const wedge = { ex: 0, ey: 0, ez: 0, tx: 0, tz: 0, ux: 0, uz: 0, low: 0, high: 0, radius: 0 };

export function gatherWedge(solids: Solids, eye: Vector3, foot: Vector3, top: Vector3, radius: number): void {
  const g = viewGridOf(solids);
  const corners = g.corners;
  const ex = eye.x;
  const ey = eye.y;
  const ez = eye.z;
  const tx = foot.x;
  const tz = foot.z;
  const w = radius + SLACK_CM;
  const L = Math.sqrt((tx - ex) * (tx - ex) + (tz - ez) * (tz - ez));
  const ux = L === 0 ? 0 : (tx - ex) / L;
  const uz = L === 0 ? 0 : (tz - ez) / L;
  wedge.ex = ex;
  wedge.ey = ey;
  wedge.ez = ez;
  wedge.tx = tx;
  wedge.tz = tz;
  wedge.ux = ux;
  wedge.uz = uz;
  wedge.low = foot.y;
  wedge.high = top.y;
  wedge.radius = radius;
  // Heights and windows are bounded only when the eye stands clear of the body on the plan.
  const banded = L > radius + SLACK_CM;
  const low = foot.y - ey;
  const high = top.y - ey;
  // The triangles listed under the segment eye→axis widened by w (cellWalk.ts).
  const n = walkUnder(g, ex, ez, tx, tz, w);
  const found = walked.items;
  for (let i = 0; i < n; i++) {
    const t = found[i]!;
    const o = 9 * t;
    const ax = corners[o]! - ex;
    const az = corners[o + 2]! - ez;
    const bx = corners[o + 3]! - ex;
    const bz = corners[o + 5]! - ez;
    const cx = corners[o + 6]! - ex;
    const cz = corners[o + 8]! - ez;
    // Across the line eye→axis.
    const sa = ax * uz - az * ux;
    const sb = bx * uz - bz * ux;
    const sc = cx * uz - cz * ux;
    const aMin = Math.min(sa, sb, sc);
    const aMax = Math.max(sa, sb, sc);
    if (aMin > w || aMax < -w) continue;
    // Along it.
    const pa = ax * ux + az * uz;
    const pb = bx * ux + bz * uz;
    const pc = cx * ux + cz * uz;
    const pMin = Math.min(pa, pb, pc);
    const pMax = Math.max(pa, pb, pc);
    if (pMax < -w || pMin > L + w) continue;
    if (!banded) {
      keep(corners, t, -Infinity, Infinity, -Infinity, Infinity);
      continue;
    }
    // The fractions s at which a ray is that far along, and the heights of the rays there.
    const s0 = Math.min(1, Math.max(0, pMin) / (L + radius));
    const s1 = Math.max(s0, Math.min(1, pMax / (L - radius)));
    const yMin = Math.min(corners[o + 1]!, corners[o + 4]!, corners[o + 7]!) - ey - SLACK_CM;
    const yMax = Math.max(corners[o + 1]!, corners[o + 4]!, corners[o + 7]!) - ey + SLACK_CM;
    if (yMin > Math.max(s0 * high, s1 * high) || yMax < Math.min(s0 * low, s1 * low)) continue;
    if (s0 === 0) {
      keep(corners, t, -Infinity, Infinity, -Infinity, Infinity);
      continue;
    }
    // The window: the ends' heights and offsets across that reach the triangle at some s.
    const across0 = aMin - SLACK_CM;
    const across1 = aMax + SLACK_CM;
    keep(
      corners,
      t,
      ey + Math.min(yMin / s0, yMin / s1),
      ey + Math.max(yMax / s0, yMax / s1),
      Math.min(across0 / s0, across0 / s1),
      Math.max(across1 / s0, across1 / s1),
    );
  }
}
