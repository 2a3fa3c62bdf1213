import type { Framing, Vec3 } from './framing';
import { frameBounds } from './framing';

// Where a picture of a key moment is taken from: the whole playing area from the table's usual
// three-quarter view, or a shot from over the shooter's shoulder, near enough that both pieces and
// the line between them fill the picture.

/** The three-quarter view's direction from the table towards the camera (views.ts' first view). */
const OVERVIEW_BACK: Vec3 = [34, 46, 52];

/** How far round the two pieces the picture shows, in cm: enough of the ground to say where they stand. */
const AROUND_CM = 8;

/** Pixels kept clear at the picture's edges. */
const MARGIN_PX = 16;

/** The picture's lens: three.js's field of view and the picture's size in pixels. */
export interface PictureLens {
  readonly fovDeg: number;
  readonly width: number;
  readonly height: number;
}

const fit = (points: readonly Vec3[], back: Vec3, lens: PictureLens): Framing =>
  frameBounds(points, back, {
    fovDeg: lens.fovDeg,
    canvasHeight: lens.height,
    room: { left: 0, top: 0, right: lens.width, bottom: lens.height },
    margin: MARGIN_PX,
  });

/** The whole of `area` (the playing area's corners, fit/playingArea.ts) from the three-quarter view. */
export const wholeTable = (area: readonly Vec3[], lens: PictureLens): Framing =>
  fit(area, OVERVIEW_BACK, lens);

/**
 * `shooter` and `target` (each a piece's base and head, fit/picked.ts: the shooter's first) from
 * behind and above the shooter, with some ground round them. Pieces on one spot are framed from
 * the three-quarter view.
 */
export function overTheShoulder(
  shooter: readonly Vec3[],
  target: readonly Vec3[],
  lens: PictureLens,
): Framing {
  const [from, to] = [shooter[0], target[0]];
  const points = [...shooter, ...target].flatMap(([x, y, z]) => [
    [x - AROUND_CM, y, z - AROUND_CM] as Vec3,
    [x + AROUND_CM, y, z + AROUND_CM] as Vec3,
    [x - AROUND_CM, y, z + AROUND_CM] as Vec3,
    [x + AROUND_CM, y, z - AROUND_CM] as Vec3,
  ]);
  const dx = from === undefined || to === undefined ? 0 : from[0] - to[0];
  const dz = from === undefined || to === undefined ? 0 : from[2] - to[2];
  const across = Math.hypot(dx, dz);
  if (points.length === 0) throw new Error('Nothing to frame: the shot names no piece on the table.');
  if (across < 1e-6) return fit(points, OVERVIEW_BACK, lens);
  // Back along the shot and well up: the shooter nearest, the target beyond, neither hiding the other.
  return fit(points, [dx / across, 1.4, dz / across], lens);
}
