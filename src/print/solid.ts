import { ShapeUtils, Vector2 } from 'three';
import type { Point } from '../geometry';

// A printable body: a closed, watertight triangle mesh in millimetres, z up. Every body here is an
// outline on the table raised between two heights (a prism), which is what hex tiles, stacked
// levels and Hexon bases are. The table's (x, y) in cm become (x, −y) in mm, so the print's axes
// turn the right way round (z up) and nothing comes out mirrored.

export interface Solid {
  /** Corner positions, x y z in mm, three numbers a corner. */
  readonly positions: Float32Array;
  /** Triangles as corner indices, wound counter-clockwise seen from outside. */
  readonly triangles: Uint32Array;
}

const MM_PER_CM = 10;

/**
 * `plan` (counter-clockwise) with every side moved in by `mm`: each corner slides along its
 * bisector far enough that both its sides keep their direction (a mitred offset).
 */
function inset(plan: readonly Vector2[], mm: number): Vector2[] {
  const n = plan.length;
  return plan.map((p, i) => {
    const before = p
      .clone()
      .sub(plan[(i + n - 1) % n]!)
      .normalize();
    const after = plan[(i + 1) % n]!.clone().sub(p).normalize();
    // The inside of a counter-clockwise outline is on the left of each side.
    const n1 = new Vector2(-before.y, before.x);
    const n2 = new Vector2(-after.y, after.x);
    const k = mm / (1 + n1.dot(n2));
    return new Vector2(p.x + (n1.x + n2.x) * k, p.y + (n1.y + n2.y) * k);
  });
}

/**
 * The prism over `outline` (table cm, any simple polygon, either winding) from height `bottomCm`
 * to `topCm`, its sides moved in and its top and bottom moved towards each other by `clearMm`.
 * Its caps share the walls' corners, so each edge belongs to exactly two triangles.
 */
export function prism(outline: readonly Point[], bottomCm: number, topCm: number, clearMm = 0): Solid {
  if (outline.length < 3)
    throw new Error(`A printable outline needs 3 corners at least, not ${outline.length}.`);
  const z0 = bottomCm * MM_PER_CM + clearMm;
  const z1 = topCm * MM_PER_CM - clearMm;
  if (!(z1 > z0)) throw new Error(`A printable body needs a top above its bottom (${bottomCm}–${topCm} cm).`);
  let plan = outline.map((p) => new Vector2(p.x * MM_PER_CM, -p.y * MM_PER_CM));
  if (ShapeUtils.isClockWise(plan)) plan = plan.reverse();
  if (clearMm !== 0) plan = inset(plan, clearMm);
  const n = plan.length;
  const positions = new Float32Array(n * 2 * 3);
  plan.forEach((p, i) => {
    positions.set([p.x, p.y, z0], i * 3); // bottom corners 0 … n − 1
    positions.set([p.x, p.y, z1], (n + i) * 3); // top corners n … 2n − 1
  });
  const triangles: number[] = [];
  for (const [a, b, c] of ShapeUtils.triangulateShape(plan, []) as [number, number, number][]) {
    triangles.push(n + a, n + b, n + c); // the top faces up
    triangles.push(c, b, a); // the bottom faces down
  }
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    // A counter-clockwise outline has the outside on its right: these walls face out.
    triangles.push(i, j, n + j, i, n + j, n + i);
  }
  return { positions, triangles: Uint32Array.from(triangles) };
}
