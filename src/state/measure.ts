import type { Point } from '../geometry';
import type { Setup } from '../rules/paintball-mini/setup';

// The tape's reading is PaintBall Mini's (G-HEX, G-BAND, PM-RANGE): it lives with its rules.
export type { TapeReading } from '../rules/paintball-mini/engine/tapeReading';
export { readTape } from '../rules/paintball-mini/engine/tapeReading';

/** How close to a base centre a tape end must come to snap to it, in cm. */
export const SNAP_CM = 1.6;

/** A tape end near a figure's base snaps to its centre, where the rules measure from (G-BAND). */
export function snapToBase(setup: Pick<Setup, 'figures'>, p: Point): Point {
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
