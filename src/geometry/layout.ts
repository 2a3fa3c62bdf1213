import type { Hex, FractionalHex } from './hex';
import { hexRound } from './hex';
import type { Point } from './point';

/**
 * Turns hexes into table points and back. Hexes are pointy-topped: two flat sides face ±x, so the
 * six facings of a figure (PM-BLIND) are 0°, 60°, … 300°, each square to a side. A Hexon II hex is
 * 10 cm across the flats (G-HEX), so adjacent centres are 10 cm apart.
 */
export interface Layout {
  /** Distance across the flats, in cm. */
  readonly across: number;
  /** Table point of hex (0, 0). */
  readonly origin: Point;
}

export const HEXON_ACROSS_CM = 10;
export const hexonLayout: Layout = { across: HEXON_ACROSS_CM, origin: { x: 0, y: 0 } };

/** Centre-to-corner distance. */
export const circumradius = (layout: Layout): number => layout.across / Math.sqrt(3);

export function hexToPoint(layout: Layout, h: FractionalHex): Point {
  const size = circumradius(layout);
  return {
    x: layout.origin.x + size * (Math.sqrt(3) * h.q + (Math.sqrt(3) / 2) * h.r),
    y: layout.origin.y + size * (1.5 * h.r),
  };
}

export function pointToFractionalHex(layout: Layout, p: Point): FractionalHex {
  const size = circumradius(layout);
  const x = (p.x - layout.origin.x) / size;
  const y = (p.y - layout.origin.y) / size;
  return { q: (Math.sqrt(3) / 3) * x - y / 3, r: (2 / 3) * y };
}

export function pointToHex(layout: Layout, p: Point): Hex {
  return hexRound(pointToFractionalHex(layout, p));
}

/** The six corners of a hex, counter-clockwise from the one at 30°. */
export function hexCorners(layout: Layout, h: Hex): Point[] {
  const c = hexToPoint(layout, h);
  const size = circumradius(layout);
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((60 * i + 30) * Math.PI) / 180;
    out.push({ x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) });
  }
  return out;
}

/** The side of `h` that faces direction `direction` (see HEX_DIRECTIONS): corners (d + 5) % 6 and d. */
export function sideCorners(layout: Layout, h: Hex, direction: number): [Point, Point] {
  const corners = hexCorners(layout, h);
  const d = ((direction % 6) + 6) % 6;
  return [corners[(d + 5) % 6]!, corners[d]!];
}
