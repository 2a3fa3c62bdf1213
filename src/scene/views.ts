import type { ViewPreset } from '../state/tableStore';
import type { Framing, Lens, Vec3 } from './fit/framing';
import { frameBounds } from './fit/framing';

/**
 * Camera presets, in cm, looking at the table's centre: position and target as three.js (x, y, z).
 * Only their directions are kept on screen: each view is fitted to the playing area and to the
 * room the panels leave (presetFraming).
 */
export const VIEW_PRESETS: Readonly<
  Record<ViewPreset, { position: [number, number, number]; target: [number, number, number] }>
> = {
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

/** The way a preset looks: from the table towards the camera. */
export function presetDirection(preset: ViewPreset): Vec3 {
  const { position: p, target: t } = VIEW_PRESETS[preset];
  return [p[0] - t[0], p[1] - t[1], p[2] - t[2]];
}

/** Pixels kept clear between the playing area and the room's edges. */
export const ROOM_MARGIN_PX = 16;

/** A preset's view of the playing area (its box's corners), as near as the room allows. */
export function presetFraming(preset: ViewPreset, area: readonly Vec3[], lens: Lens): Framing {
  return frameBounds(area, presetDirection(preset), lens);
}

/** Orbit limits: never under the table, never lost in space. */
export const ORBIT_LIMITS = {
  minDistance: 8,
  maxDistance: 240,
  /** Radians from straight down; just above the table's plane. */
  maxPolarAngle: Math.PI / 2 - 0.08,
} as const;
