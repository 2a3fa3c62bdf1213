import type { BufferGeometry } from 'three';
import { BoxGeometry, CylinderGeometry, ExtrudeGeometry, Shape } from 'three';
import { merged } from './paint';

// A seat is told by a mark on its pieces as well as by its colour, so no player needs the colour
// to know whose piece it is: the first seat a disc, the second a triangle, then a square, a
// diamond, a cross and a star. The glyphs are the same marks for the panels' words.

export const SEAT_MARKS = ['●', '▲', '■', '◆', '✚', '★'] as const;

/** The mark of the seat at `index` in the set-up's seat order. */
export const seatMark = (index: number): (typeof SEAT_MARKS)[number] =>
  SEAT_MARKS[Math.max(0, index) % SEAT_MARKS.length]!;

const THICK = 0.12;

function star(): BufferGeometry {
  const s = new Shape();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 0.55 : 0.23;
    const a = Math.PI / 2 + (i * Math.PI) / 5;
    if (i === 0) s.moveTo(r * Math.cos(a), r * Math.sin(a));
    else s.lineTo(r * Math.cos(a), r * Math.sin(a));
  }
  const g = new ExtrudeGeometry(s, { depth: THICK, bevelEnabled: false });
  // Lying on the base, its first point away from the figure's right hand (model −z).
  g.rotateX(-Math.PI / 2);
  return g;
}

/** The seat mark at `index` lying flat, about 1 cm across, its underside at y = 0. */
export function seatMarkGeometry(index: number): BufferGeometry {
  const lift = (g: BufferGeometry) => g.translate(0, THICK / 2, 0);
  switch (index % SEAT_MARKS.length) {
    case 0:
      return lift(new CylinderGeometry(0.45, 0.45, THICK, 20));
    case 1:
      return lift(new CylinderGeometry(0.6, 0.6, THICK, 3));
    case 2:
      return lift(new BoxGeometry(0.8, THICK, 0.8));
    case 3:
      return lift(new CylinderGeometry(0.6, 0.6, THICK, 4));
    case 4:
      return lift(merged([new BoxGeometry(0.9, THICK, 0.3), new BoxGeometry(0.3, THICK, 0.9)]));
    default:
      return star();
  }
}

const DARK_MARK = '#1d2125';
const LIGHT_MARK = '#f7f4ea';

/** WCAG's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => linear(c / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * A light mark on a dark seat colour and a dark mark on a light one: whichever stands out more
 * from it by WCAG's contrast ratio, so the mark reads on its base and on the panels' chips.
 */
export function markColourOn(seatColour: string): string {
  const l = luminance(seatColour);
  const onLight = (luminance(LIGHT_MARK) + 0.05) / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(DARK_MARK) + 0.05);
  return onLight >= onDark ? LIGHT_MARK : DARK_MARK;
}
