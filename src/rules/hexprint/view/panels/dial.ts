// The Hex Timer's dial drawn in an SVG of 120 units: segment 1 at the top, going clockwise, each a
// sixth of a ring; where its number sits and where its markers sit, spread along its arc.

const OUTER = 56;
const INNER = 24;
const SIXTH = Math.PI / 3;

export interface Spot {
  readonly x: number;
  readonly y: number;
}

const at = (r: number, a: number): Spot => ({ x: r * Math.sin(a), y: -r * Math.cos(a) });
const f = (n: number) => n.toFixed(2);

/** Segment s (1–6) of the dial: its wedge as an SVG path, its label's spot, and marker i of n's spot. */
export function dialSegment(s: number): { path: string; label: Spot; marker(i: number, n: number): Spot } {
  const from = (s - 1.5) * SIXTH;
  const to = (s - 0.5) * SIXTH;
  const [a, b, c, d] = [at(OUTER, from), at(OUTER, to), at(INNER, to), at(INNER, from)];
  const path =
    `M${f(a.x)},${f(a.y)} A${OUTER},${OUTER} 0 0 1 ${f(b.x)},${f(b.y)} ` +
    `L${f(c.x)},${f(c.y)} A${INNER},${INNER} 0 0 0 ${f(d.x)},${f(d.y)} Z`;
  const mid = (s - 1) * SIXTH;
  const label = at(INNER + 8, mid);
  return {
    path,
    label: { x: label.x, y: label.y + 3 },
    marker: (i, n) => at(OUTER - 10, from + ((i + 1) / (n + 1)) * SIXTH),
  };
}
