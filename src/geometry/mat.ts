import type { Board, BoardEdge } from './board';
import type { Layout } from './layout';
import type { Point } from './point';

// An open mat: tape-measure play on a cloth with no hexes at all ("to play the game on a table
// without the use of hexes"). The playing area is the mat's outline, a simple polygon in cm; its
// sides are the perimeter of PM-LOS-PERIMETER.

/** The outline of a rectangular mat `width` × `depth` cm, centred on the table, counter-clockwise. */
export function matRectangle(width: number, depth: number): Point[] {
  const w = width / 2;
  const d = depth / 2;
  return [
    { x: -w, y: -d },
    { x: w, y: -d },
    { x: w, y: d },
    { x: -w, y: d },
  ];
}

export function matSides(outline: readonly Point[]): BoardEdge[] {
  return outline.map((a, i) => ({ a, b: outline[(i + 1) % outline.length]! }));
}

/** Whether `p` lies on the mat: inside the outline or on its edge (the edge is still the mat). */
export function onMat(outline: readonly Point[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i]!;
    const b = outline[j]!;
    if (onSegment(p, a, b)) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

const EPS = 1e-9;

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

function onSegment(p: Point, a: Point, b: Point): boolean {
  if (Math.abs(cross(a, b, p)) > EPS * Math.max(1, Math.hypot(b.x - a.x, b.y - a.y))) return false;
  return (
    p.x >= Math.min(a.x, b.x) - EPS &&
    p.x <= Math.max(a.x, b.x) + EPS &&
    p.y >= Math.min(a.y, b.y) - EPS &&
    p.y <= Math.max(a.y, b.y) + EPS
  );
}

/** Whether two segments cross or touch at all. */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (
    ((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) &&
    ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS))
  )
    return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/** Twice the outline's signed area: positive counter-clockwise. */
export function outlineArea(outline: readonly Point[]): number {
  let s = 0;
  matSides(outline).forEach(({ a, b }) => (s += a.x * b.y - b.x * a.y));
  return s / 2;
}

/**
 * What is wrong with an outline as a mat, in plain words, or null when it is a simple polygon:
 * at least three corners, no corner twice, no side crossing or touching another but its neighbours,
 * and some area.
 */
export function outlineProblem(outline: readonly Point[]): { corner: number | null; problem: string } | null {
  const n = outline.length;
  if (n < 3) return { corner: null, problem: `a mat needs at least 3 corners, this outline has ${n}` };
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = outline[i]!;
      const b = outline[j]!;
      if (Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6)
        return {
          corner: j,
          problem: `corner ${j + 1} is at (${b.x}, ${b.y}) cm, the same point as corner ${i + 1}`,
        };
    }
  }
  const sides = matSides(outline);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) continue;
      if (segmentsMeet(sides[i]!.a, sides[i]!.b, sides[j]!.a, sides[j]!.b))
        return { corner: null, problem: `the outline crosses itself: side ${i + 1} meets side ${j + 1}` };
    }
  }
  if (Math.abs(outlineArea(outline)) < 1)
    return { corner: null, problem: 'the outline encloses no area: its corners lie on one line' };
  return null;
}

/**
 * PM-LOS-PERIMETER on a mat: a segment leaves the playing area when either end is off the mat or it
 * crosses a side (a concave mat can be left and re-entered between two points on it).
 */
export function leavesMat(outline: readonly Point[], a: Point, b: Point): boolean {
  if (!onMat(outline, a) || !onMat(outline, b)) return true;
  for (const side of matSides(outline)) {
    const d1 = cross(side.a, side.b, a);
    const d2 = cross(side.a, side.b, b);
    const d3 = cross(a, b, side.a);
    const d4 = cross(a, b, side.b);
    if (
      ((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) &&
      ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS))
    )
      return true;
  }
  // Through a reflex corner: the middle of the segment tells.
  return !onMat(outline, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
}

/** A mat as the rules see a board: no hexes, no seams, its sides the perimeter. */
export function buildMat(layout: Layout, outline: readonly Point[]): Board {
  const corners = outline.map((p) => ({ x: p.x, y: p.y }));
  return {
    layout,
    hexes: [],
    hexEdges: [],
    seams: [],
    perimeter: matSides(corners),
    mat: corners,
    has: () => false,
    tileOf: () => undefined,
    contains: (p) => onMat(corners, p),
  };
}
