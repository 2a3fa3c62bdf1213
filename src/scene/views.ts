import type { Camera } from 'three';
import { Vector3 } from 'three';
import type { ViewPreset } from '../state/tableStore';

/** Camera presets, in cm, looking at the table's centre: position and target as three.js (x, y, z). */
export const VIEW_PRESETS: Readonly<Record<ViewPreset, { position: [number, number, number]; target: [number, number, number] }>> = {
  'three-quarter': { position: [34, 46, 52], target: [0, 0, 0] },
  // A hair off vertical: straight down leaves the orbit's heading undefined, and float noise turns the view.
  top: { position: [0, 112, 2], target: [0, 0, 0] },
  'red-end': { position: [-72, 34, 0], target: [0, 0, 0] },
  'blue-end': { position: [72, 34, 0], target: [0, 0, 0] },
};

/** The playing area the presets were framed for: the standard board, 75 × 37.5 cm, with room round it. */
const FRAMED_CM = { width: 75, depth: 50 };

/** How much further back the presets stand for a playing area this size (an open mat): 1 for the standard board. */
export function viewReach(bounds: { min: { x: number; y: number }; max: { x: number; y: number } }): number {
  const width = Math.max(Math.abs(bounds.min.x), Math.abs(bounds.max.x)) * 2;
  const depth = Math.max(Math.abs(bounds.min.y), Math.abs(bounds.max.y)) * 2;
  return Math.max(1, width / FRAMED_CM.width, depth / FRAMED_CM.depth);
}

/** A preset's camera position for a playing area `reach` times the standard board's. */
export function presetPosition(preset: ViewPreset, reach = 1): [number, number, number] {
  const [x, y, z] = VIEW_PRESETS[preset].position;
  return [x * reach, y * reach, z * reach];
}

/**
 * Moves a camera position back along its line to the target until the whole playing area (half
 * extents `half`, cm, round the table's centre) is in the camera's view, a margin kept; at most to
 * the orbit's farthest. The presets are framed for the standard board: a larger area needs this.
 */
export function standBackToHold(camera: Camera, position: Vector3, target: Vector3, half: { x: number; y: number }): Vector3 {
  const probe = camera.clone();
  const corners = [
    [-half.x, -half.y],
    [half.x, -half.y],
    [half.x, half.y],
    [-half.x, half.y],
  ].map(([x, y]) => new Vector3(x, 0, y));
  const at = position.clone();
  for (let i = 0; i < 24; i++) {
    probe.position.copy(at);
    probe.lookAt(target);
    probe.updateMatrixWorld();
    const inView = corners.every((c) => {
      const p = c.clone().project(probe);
      return Math.abs(p.x) <= 0.94 && Math.abs(p.y) <= 0.94 && p.z < 1;
    });
    if (inView) break;
    const next = target.clone().add(at.clone().sub(target).multiplyScalar(1.08));
    if (next.distanceTo(target) > ORBIT_LIMITS.maxDistance) break;
    at.copy(next);
  }
  return at;
}

export const VIEW_LABELS: Readonly<Record<ViewPreset, string>> = {
  'three-quarter': 'Three-quarter',
  top: 'Top-down',
  'red-end': 'Red end',
  'blue-end': 'Blue end',
};

/** Orbit limits: never under the table, never lost in space. */
export const ORBIT_LIMITS = {
  minDistance: 8,
  maxDistance: 240,
  /** Radians from straight down; just above the table's plane. */
  maxPolarAngle: Math.PI / 2 - 0.08,
} as const;
