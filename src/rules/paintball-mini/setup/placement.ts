import type { Hex, Layout, Point } from '../../../geometry';
import { hexToPoint } from '../../../geometry';
import { round } from '../../../table';

/**
 * Where the bases in one hex stand. Up to three 2.5 cm bases fit in a 10 cm hex (G-BASE); they
 * stand on a triangle 2.3 cm from the centre, which leaves room for a piece of hard cover on the
 * hex's forward side.
 */
export const SLOT_RADIUS_CM = 2.3;
const SLOT_ANGLES = [90, 210, 330];

export function slotPoint(layout: Layout, h: Hex, slot: number, turn = 0): Point {
  const c = hexToPoint(layout, h);
  const a = ((SLOT_ANGLES[slot % 3]! + turn) * Math.PI) / 180;
  return { x: round(c.x + SLOT_RADIUS_CM * Math.cos(a)), y: round(c.y + SLOT_RADIUS_CM * Math.sin(a)) };
}

export function hexPoint(layout: Layout, h: Hex, dx = 0, dy = 0): Point {
  const c = hexToPoint(layout, h);
  return { x: round(c.x + dx), y: round(c.y + dy) };
}

export { round };
