import type { Hex } from '../../geometry';
import { hexToPoint } from '../../geometry';

// Which way one hex lies from another as the table is seen from above: north is the far edge (−y),
// as PaintBall's decision prompts say it. Hexes turn into points on a unit layout; only the angle counts.

const COMPASS = ['east', 'south-east', 'south', 'south-west', 'west', 'north-west', 'north', 'north-east'];
const UNIT = { across: 1, origin: { x: 0, y: 0 } };

/** The eight-way compass word for the way from `from` to `to`; null when they are one place. */
export function compassWord(
  from: Hex | { x: number; y: number },
  to: Hex | { x: number; y: number },
): string | null {
  const a = 'q' in from ? hexToPoint(UNIT, from) : from;
  const b = 'q' in to ? hexToPoint(UNIT, to) : to;
  if (Math.hypot(b.x - a.x, b.y - a.y) < 1e-9) return null;
  const turn = Math.atan2(b.y - a.y, b.x - a.x) / (Math.PI / 4);
  return COMPASS[((Math.round(turn) % 8) + 8) % 8]!;
}

/** The middle of some hexes, as a point on the same unit layout. */
export function middleOf(hexes: readonly Hex[]): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (const h of hexes) {
    const p = hexToPoint(UNIT, h);
    x += p.x;
    y += p.y;
  }
  return { x: x / Math.max(1, hexes.length), y: y / Math.max(1, hexes.length) };
}
