// Framing the playing area in the room the panels leave. Pure arithmetic on plain numbers, so it
// can be tested against three.js's own projection.
//
// The camera's view is centred on the room (a view offset, viewOffsetFor) and the camera looks
// along a preset's direction; what is left to choose is where it stands. In the camera's axes
// (right u, up v, back w) a point p at (a, b, c) relative to the camera's foot (s_u, s_v) at
// distance D is on screen within the room when
//   |a − s_u| ≤ k_u (D − c)   and   |b − s_v| ≤ k_v (D − c),
// k being the room's half-size (less the margin) over the focal length in pixels. Those are linear
// in (s_u, s_v, D): the nearest D that holds every point is exact, not searched for.

export type Vec3 = readonly [number, number, number];

/** A rectangle of the canvas, in CSS pixels from its top-left corner. */
export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface Lens {
  /** The camera's vertical field of view, in degrees (three.js's `fov`). */
  readonly fovDeg: number;
  /** The canvas's height in pixels: the field of view spans it. */
  readonly canvasHeight: number;
  /** Where the view must fit, in canvas pixels; the view is centred on it. */
  readonly room: Rect;
  /** Pixels kept clear inside the room's edges. */
  readonly margin: number;
}

export interface Framing {
  readonly position: Vec3;
  /** On the table's plane (height 0): where the orbit turns. */
  readonly target: Vec3;
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  if (!(l > 0)) throw new Error('A view direction must not be zero.');
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** The camera's right, up and back axes when it looks against `back` with up +y (as Object3D.lookAt). */
export function cameraAxes(back: Vec3): { u: Vec3; v: Vec3; w: Vec3 } {
  let w = unit(back);
  let side = cross([0, 1, 0], w);
  if (Math.hypot(...side) < 1e-9) {
    // Straight down: three.js nudges the view a hair towards +z to find a heading; so do we.
    w = unit([w[0], w[1], w[2] + 0.0001]);
    side = cross([0, 1, 0], w);
  }
  const u = unit(side);
  return { u, v: cross(w, u), w };
}

/** Where the view's centre must go so that it lies in the middle of the room (setViewOffset's x and y). */
export function viewOffsetFor(width: number, height: number, room: Rect): { x: number; y: number } {
  return { x: width / 2 - (room.left + room.right) / 2, y: height / 2 - (room.top + room.bottom) / 2 };
}

/**
 * The nearest camera that looks along `-back` and shows every point inside the lens's room, with
 * the margin. `back` points from the table towards the camera and must rise (a view from above).
 */
export function frameBounds(points: readonly Vec3[], back: Vec3, lens: Lens): Framing {
  if (points.length === 0) throw new Error('Nothing to frame: the playing area has no points.');
  const { u, v, w } = cameraAxes(back);
  if (w[1] <= 0) throw new Error('A preset looks down on the table: its direction must rise.');
  const focal = lens.canvasHeight / 2 / Math.tan((lens.fovDeg * Math.PI) / 360);
  const halfW = Math.max(1, (lens.room.right - lens.room.left) / 2 - lens.margin);
  const halfH = Math.max(1, (lens.room.bottom - lens.room.top) / 2 - lens.margin);
  const ku = halfW / focal;
  const kv = halfH / focal;
  let pu = -Infinity;
  let mu = -Infinity;
  let pv = -Infinity;
  let mv = -Infinity;
  let deepest = -Infinity;
  for (const p of points) {
    const a = dot(p, u);
    const b = dot(p, v);
    const c = dot(p, w);
    pu = Math.max(pu, c + a / ku);
    mu = Math.max(mu, c - a / ku);
    pv = Math.max(pv, c + b / kv);
    mv = Math.max(mv, c - b / kv);
    deepest = Math.max(deepest, c);
  }
  // The nearest distance that holds both axes; never so near that a point is at the lens.
  const d = Math.max((pu + mu) / 2, (pv + mv) / 2, deepest + 1);
  const su = (ku * (pu - mu)) / 2;
  const sv = (kv * (pv - mv)) / 2;
  const position: Vec3 = [
    su * u[0] + sv * v[0] + d * w[0],
    su * u[1] + sv * v[1] + d * w[1],
    su * u[2] + sv * v[2] + d * w[2],
  ];
  // Slide the target along the line of sight down to the table's plane: the same view, an orbit on the table.
  const along = position[1] / w[1];
  return { position, target: [position[0] - along * w[0], 0, position[2] - along * w[2]] };
}

/** How many times wider than tall the points look from along `back` (a parallel view's guess, for choosing a room). */
export function spanAspect(points: readonly Vec3[], back: Vec3): number {
  const { u, v } = cameraAxes(back);
  const as = points.map((p) => dot(p, u));
  const bs = points.map((p) => dot(p, v));
  const wide = Math.max(...as) - Math.min(...as);
  const tall = Math.max(...bs) - Math.min(...bs);
  return tall > 0 && wide > 0 ? wide / tall : 1;
}
