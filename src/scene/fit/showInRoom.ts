import type { Framing, Lens, Vec3 } from './framing';
import { cameraAxes, frameBounds } from './framing';

// A camera the player has moved by hand stays theirs when a card opens beside the table: its
// direction and distance are kept. Only where the pieces the card is about would be left outside
// the room the card leaves is it moved: slid sideways the least that brings them in, and drawn back
// only when they cannot all stand in the room from where it is. Same arithmetic as frameBounds.

/** How high the orbit's centre may be: the controls keep it this low (CameraRig.tsx). */
export const TARGET_TOP_CM = 20;

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Where the camera must go so that every point stands in the room, or null when they all do already. */
export function showInRoom(points: readonly Vec3[], camera: Framing, lens: Lens): Framing | null {
  if (points.length === 0) return null;
  const back: Vec3 = [
    camera.position[0] - camera.target[0],
    camera.position[1] - camera.target[1],
    camera.position[2] - camera.target[2],
  ];
  const orbit = Math.hypot(...back);
  if (!(orbit > 0) || back[1] <= 0) return null;
  const { u, v, w } = cameraAxes(back);
  const focal = lens.canvasHeight / 2 / Math.tan((lens.fovDeg * Math.PI) / 360);
  const ku = Math.max(1, (lens.room.right - lens.room.left) / 2 - lens.margin) / focal;
  const kv = Math.max(1, (lens.room.bottom - lens.room.top) / 2 - lens.margin) / focal;
  const su = dot(camera.position, u);
  const sv = dot(camera.position, v);
  const d = dot(camera.position, w);
  // Each point bounds the camera's foot on each axis at this distance: a − k(D − c) ≤ s ≤ a + k(D − c).
  let [uLo, uHi, vLo, vHi] = [-Infinity, Infinity, -Infinity, Infinity];
  for (const p of points) {
    const depth = d - dot(p, w);
    if (depth <= 1) return frameBounds(points, back, lens);
    uLo = Math.max(uLo, dot(p, u) - ku * depth);
    uHi = Math.min(uHi, dot(p, u) + ku * depth);
    vLo = Math.max(vLo, dot(p, v) - kv * depth);
    vHi = Math.min(vHi, dot(p, v) + kv * depth);
  }
  const inside = uLo <= su && su <= uHi && vLo <= sv && sv <= vHi;
  if (inside) return null;
  if (uLo > uHi || vLo > vHi) return frameBounds(points, back, lens);
  const toU = Math.min(uHi, Math.max(uLo, su));
  const toV = Math.min(vHi, Math.max(vLo, sv));
  const position: Vec3 = [
    toU * u[0] + toV * v[0] + d * w[0],
    toU * u[1] + toV * v[1] + d * w[1],
    toU * u[2] + toV * v[2] + d * w[2],
  ];
  // The orbit's centre slides with the camera, along the same line of sight, kept on the table as
  // the controls keep it (no lower than the board, no higher than the tallest hill).
  const height = Math.min(TARGET_TOP_CM, Math.max(0, position[1] - orbit * w[1]));
  const along = (position[1] - height) / w[1];
  const target: Vec3 = [position[0] - along * w[0], height, position[2] - along * w[2]];
  return { position, target };
}
