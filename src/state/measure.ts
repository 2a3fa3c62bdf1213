import type { Point } from '../geometry';

// Where a tape end lands. What the tape reads is the rule system's (PaintBall Mini: tapeReading.ts).

/** How close to a base centre a tape end must come to snap to it, in cm. */
export const SNAP_CM = 1.6;

/** A tape end near a figure's base snaps to its centre, where the rules measure from (G-BAND). */
export function snapToBase(
  setup: { readonly figures: readonly { readonly at: Point; readonly status: string }[] },
  p: Point,
): Point {
  let best: Point = p;
  let bestD = SNAP_CM;
  for (const f of setup.figures) {
    if (f.status === 'eliminated') continue;
    const d = Math.hypot(f.at.x - p.x, f.at.y - p.y);
    if (d < bestD) {
      bestD = d;
      best = f.at;
    }
  }
  return best;
}
