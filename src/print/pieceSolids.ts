import type { Point } from '../geometry';
import type { Shape } from '../sight/parts';
import type { PrintPart } from './boardParts';
import { CLEARANCE_MM } from './boardParts';
import type { Solid } from './solid';
import { prism } from './solid';

// A system's terrain pieces out to print: each piece is the shapes the sight layer measures it by
// (src/sight/parts.ts), so the print is the table the rules see. Prisms (hard cover, a trench's
// banks) and upright cylinders print as they stand; a ring wall (a bunker, a stockade) as a closed
// ring; a hill's height field on a thin plinth, since its foot comes down to nothing. Pieces stand
// alone on the board, so only their bottoms and tops keep the clearance from the tiles.

/** A piece to print: what the parts list calls it, and its shapes (one printed body each). */
export interface PrintPiece {
  readonly id: string;
  readonly what: string;
  readonly terrain: string;
  readonly shapes: readonly Shape[];
}

const MM_PER_CM = 10;
/** A hill's foot is at height 0: it prints on a plinth this thick, so its edge is never a knife. */
export const PLINTH_MM = 1.2;
const RING_SEGMENTS = 48;

/** (x, y) on the table in cm to the print's (x, −y) in mm, as the board's parts are. */
const plan = (p: Point): [number, number] => [p.x * MM_PER_CM, -p.y * MM_PER_CM];

/** Six times the signed volume: positive when the triangles face out. */
function volume6(positions: readonly number[], triangles: readonly number[]): number {
  let v = 0;
  for (let t = 0; t < triangles.length; t += 3) {
    const [a, b, c] = [triangles[t]! * 3, triangles[t + 1]! * 3, triangles[t + 2]! * 3];
    const [ax, ay, az] = [positions[a]!, positions[a + 1]!, positions[a + 2]!];
    const [bx, by, bz] = [positions[b]!, positions[b + 1]!, positions[b + 2]!];
    const [cx, cy, cz] = [positions[c]!, positions[c + 1]!, positions[c + 2]!];
    v += ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  }
  return v;
}

/**
 * A body from corners and triangles wound one way throughout; turned inside out when that way
 * faces in (the table's y turned over in the print flips a ring's order).
 */
function closed(positions: number[], triangles: number[]): Solid {
  if (volume6(positions, triangles) < 0)
    for (let t = 0; t < triangles.length; t += 3) {
      const b = triangles[t + 1]!;
      triangles[t + 1] = triangles[t + 2]!;
      triangles[t + 2] = b;
    }
  return { positions: Float32Array.from(positions), triangles: Uint32Array.from(triangles) };
}

/** Quads round two rings of n corners each (first corner indices a and b), a[i] a[i+1] b[i+1] b[i]. */
function band(triangles: number[], a: number, b: number, n: number) {
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    triangles.push(a + i, a + j, b + j, a + i, b + j, b + i);
  }
}

/** A ring wall: the ground between two circles round `centre`, raised to `heightCm`. */
export function ringSolid(centre: Point, outerCm: number, innerCm: number, heightCm: number): Solid {
  const c = CLEARANCE_MM;
  const [cx, cy] = plan(centre);
  const ro = outerCm * MM_PER_CM - c;
  const ri = innerCm * MM_PER_CM + c;
  if (!(ro > ri)) throw new Error(`A ring wall needs room between its circles (${innerCm}–${outerCm} cm).`);
  const z0 = c;
  const z1 = heightCm * MM_PER_CM - c;
  const n = RING_SEGMENTS;
  const positions: number[] = [];
  // Four rings of corners: outer bottom, outer top, inner top, inner bottom.
  for (const [r, z] of [
    [ro, z0],
    [ro, z1],
    [ri, z1],
    [ri, z0],
  ] as const)
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      positions.push(cx + r * Math.cos(a), cy + r * Math.sin(a), z);
    }
  const triangles: number[] = [];
  // Outer wall, top, inner wall, bottom: each band turns the same way round the ring of bands.
  band(triangles, 0, n, n);
  band(triangles, n, 2 * n, n);
  band(triangles, 2 * n, 3 * n, n);
  band(triangles, 3 * n, 0, n);
  return closed(positions, triangles);
}

/** A hill: its height field over rings round its centre, on a plinth, with a flat underside. */
export function domeSolid(shape: Extract<Shape, { kind: 'dome' }>): Solid {
  const c = CLEARANCE_MM;
  const { rings, heights } = shape;
  const n = rings[0]?.length ?? 0;
  if (n < 3 || rings.some((r) => r.length !== n))
    throw new Error('A hill prints from rings of the same number of points, 3 at least.');
  const top = (h: number) => Math.max(h * MM_PER_CM, 0) + PLINTH_MM - c;
  const positions: number[] = [];
  const [cx, cy] = plan(shape.centre);
  positions.push(cx, cy, top(shape.centreHeight)); // 0: the top's centre
  rings.forEach((ring, k) => ring.forEach((p, i) => positions.push(...plan(p), top(heights[k]![i]!))));
  const foot = 1 + (rings.length - 1) * n; // the last ring's first corner
  for (const p of rings[rings.length - 1]!) positions.push(...plan(p), c); // the underside's rim
  const rim = 1 + rings.length * n;
  positions.push(cx, cy, c); // the underside's centre
  const under = rim + n;
  const triangles: number[] = [];
  for (let i = 0; i < n; i++) triangles.push(0, 1 + i, 1 + ((i + 1) % n));
  for (let k = 0; k + 1 < rings.length; k++) band(triangles, 1 + (k + 1) * n, 1 + k * n, n);
  band(triangles, rim, foot, n); // the plinth's edge
  for (let i = 0; i < n; i++) triangles.push(under, rim + ((i + 1) % n), rim + i);
  return closed(positions, triangles);
}

/** A shape as a printed body, or null for one that is no solid piece (open walls, a board's edge). */
export function shapeSolid(shape: Shape): Solid | null {
  switch (shape.kind) {
    case 'prism':
      return prism(shape.outline, 0, shape.height, CLEARANCE_MM);
    case 'cylinder': {
      const n = shape.segments ?? RING_SEGMENTS;
      const outline: Point[] = [];
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2;
        outline.push({
          x: shape.centre.x + shape.radius * Math.cos(a),
          y: shape.centre.y + shape.radius * Math.sin(a),
        });
      }
      return prism(outline, shape.low, shape.high, CLEARANCE_MM);
    }
    case 'ring':
      return ringSolid(shape.centre, shape.outer, shape.inner, shape.height);
    case 'dome':
      return domeSolid(shape);
    default:
      return null;
  }
}

/** The height in mm a shape prints to, for the parts list. */
function heightMm(shape: Shape): number {
  switch (shape.kind) {
    case 'prism':
    case 'ring':
      return shape.height * MM_PER_CM;
    case 'cylinder':
      return (shape.high - shape.low) * MM_PER_CM;
    case 'dome':
      return Math.max(shape.centreHeight, ...shape.heights.flat()) * MM_PER_CM + PLINTH_MM;
    default:
      return 0;
  }
}

/** Each piece's printable shapes as parts: the piece's id, numbered where it has several bodies. */
export function pieceParts(pieces: readonly PrintPiece[]): PrintPart[] {
  return pieces.flatMap((piece) => {
    const bodies = piece.shapes.flatMap((shape) => {
      const solid = shapeSolid(shape);
      return solid === null ? [] : [{ solid, heightMm: heightMm(shape) }];
    });
    return bodies.map((b, k) => ({
      id: bodies.length === 1 ? piece.id : `${piece.id} ${k + 1}`,
      what: piece.what,
      heightMm: b.heightMm,
      terrain: piece.terrain,
      solid: b.solid,
    }));
  });
}
