import type { ViewPreset } from '../state/tableStore';
import type { Framing, Lens, Vec3 } from './fit/framing';
import { frameBounds } from './fit/framing';

type Pose = { readonly position: [number, number, number]; readonly target: [number, number, number] };

/** The presets that look at the whole table, in cm, looking at its centre (position and target as three.js x, y, z). */
const OVERVIEWS: Readonly<Record<'three-quarter' | 'top', Pose>> = {
  'three-quarter': { position: [34, 46, 52], target: [0, 0, 0] },
  // A hair off vertical: straight down leaves the orbit's heading undefined, and float noise turns the view.
  top: { position: [0, 112, 2], target: [0, 0, 0] },
};

/** Where the first view of a table looks from, before it is fitted to the board. */
export const FIRST_VIEW: Pose = OVERVIEWS['three-quarter'];

/** The seats round the table, as the views need them: in clockwise order, with their names. */
export type ViewSeats = readonly { readonly id: string; readonly name: string }[];

/** The preset at a seat's end. */
export const seatEnd = (seatId: string): ViewPreset => `${seatId}-end`;

/**
 * Every preset of a table: the two overviews, then one at each seat's end. The first seat sits at
 * the table's left end (−x), the others clockwise round it, so two seats face each other down the
 * table's length (PaintBall Mini's red and blue ends) and six sit round it like a clock.
 */
export function presetsFor(seats: ViewSeats): ViewPreset[] {
  return ['three-quarter', 'top', ...seats.map((s) => seatEnd(s.id))];
}

/** A preset's pose; a seat's end that names no seat of this table is the three-quarter view. */
export function presetPose(preset: ViewPreset, seats: ViewSeats): Pose {
  if (preset === 'three-quarter' || preset === 'top') return OVERVIEWS[preset];
  const i = seats.findIndex((s) => seatEnd(s.id) === preset);
  if (i < 0) return OVERVIEWS['three-quarter'];
  const angle = Math.PI - (i * 2 * Math.PI) / seats.length;
  const round = (n: number) => (Math.abs(n) < 1e-9 ? 0 : n);
  return { position: [round(72 * Math.cos(angle)), 34, round(72 * Math.sin(angle))], target: [0, 0, 0] };
}

/** A preset as a player names it: "Three-quarter", "Top-down", "Red end". */
export function presetLabel(preset: ViewPreset, seats: ViewSeats): string {
  if (preset === 'three-quarter') return 'Three-quarter';
  if (preset === 'top') return 'Top-down';
  const seat = seats.find((s) => seatEnd(s.id) === preset);
  return `${seat?.name ?? preset.slice(0, -'-end'.length)} end`;
}

/** The way a preset looks: from the table towards the camera. */
export function presetDirection(preset: ViewPreset, seats: ViewSeats): Vec3 {
  const { position: p, target: t } = presetPose(preset, seats);
  return [p[0] - t[0], p[1] - t[1], p[2] - t[2]];
}

/** Pixels kept clear between the playing area and the room's edges. */
export const ROOM_MARGIN_PX = 16;

/** A preset's view of the playing area (its box's corners), as near as the room allows. */
export function presetFraming(
  preset: ViewPreset,
  seats: ViewSeats,
  area: readonly Vec3[],
  lens: Lens,
): Framing {
  return frameBounds(area, presetDirection(preset, seats), lens);
}

/** Orbit limits: never under the table, never lost in space. */
export const ORBIT_LIMITS = {
  minDistance: 8,
  maxDistance: 240,
  /** Radians from straight down; just above the table's plane. */
  maxPolarAngle: Math.PI / 2 - 0.08,
} as const;
