import type { Point } from '../geometry';

// Where a tape end lands. What the tape reads is the rule system's (PaintBall Mini: tapeReading.ts).

/** How close to a base centre a tape end must come to snap to it, in cm. */
export const SNAP_CM = 1.6;

/** A tape end near a piece's base snaps to its centre, where the rules measure from; `bases` are the system's (its view's `bases`). */
export function snapToBase(bases: readonly Point[], p: Point): Point {
  let best: Point = p;
  let bestD = SNAP_CM;
  for (const at of bases) {
    const d = Math.hypot(at.x - p.x, at.y - p.y);
    if (d < bestD) {
      bestD = d;
      best = at;
    }
  }
  return best;
}
