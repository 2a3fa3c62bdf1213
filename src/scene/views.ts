import type { ViewPreset } from '../state/tableStore';

/** Camera presets, in cm, looking at the table's centre: position and target as three.js (x, y, z). */
export const VIEW_PRESETS: Readonly<Record<ViewPreset, { position: [number, number, number]; target: [number, number, number] }>> = {
  'three-quarter': { position: [34, 46, 52], target: [0, 0, 0] },
  // A hair off vertical: straight down leaves the orbit's heading undefined, and float noise turns the view.
  top: { position: [0, 112, 2], target: [0, 0, 0] },
  'red-end': { position: [-72, 34, 0], target: [0, 0, 0] },
  'blue-end': { position: [72, 34, 0], target: [0, 0, 0] },
};

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
