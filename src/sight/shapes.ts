import type { Point } from '../geometry';

// Builds the table's solids as plain triangle soup. Table point (x, y) at height h becomes the
// three.js point (x, h, y): Y is up and 1 unit is 1 cm. Every vertex carries the part it belongs
// to, so a hit triangle can be traced back to its piece after the BVH has reordered the triangles.

export class SolidBuilder {
  readonly positions: number[] = [];
  readonly owners: number[] = [];
  private part = 0;

  /** Starts a new part; the triangles added until the next call belong to it. */
  beginPart(part: number): void {
    this.part = part;
  }

  triangle(
    ax: number,
    ay: number,
    ah: number,
    bx: number,
    by: number,
    bh: number,
    cx: number,
    cy: number,
    ch: number,
  ): void {
    this.positions.push(ax, ah, ay, bx, bh, by, cx, ch, cy);
    this.owners.push(this.part, this.part, this.part);
  }

  /** A triangle between three ground points, each at its own height. */
  facet(a: Point, ah: number, b: Point, bh: number, c: Point, ch: number): void {
    this.triangle(a.x, a.y, ah, b.x, b.y, bh, c.x, c.y, ch);
  }

  /** A vertical quad over the ground segment a–b, from height `low` to `high`. */
  wall(a: Point, b: Point, low: number, high: number): void {
    this.triangle(a.x, a.y, low, b.x, b.y, low, b.x, b.y, high);
    this.triangle(a.x, a.y, low, b.x, b.y, high, a.x, a.y, high);
  }

  /** Vertical walls round a closed outline. */
  walls(outline: readonly Point[], low: number, high: number): void {
    for (let i = 0; i < outline.length; i++)
      this.wall(outline[i]!, outline[(i + 1) % outline.length]!, low, high);
  }

  /** A flat cap over a convex outline at `height` (a fan from its first corner). */
  cap(outline: readonly Point[], height: number): void {
    const o = outline[0]!;
    for (let i = 1; i + 1 < outline.length; i++) {
      const a = outline[i]!;
      const b = outline[i + 1]!;
      this.triangle(o.x, o.y, height, a.x, a.y, height, b.x, b.y, height);
    }
  }

  /** A convex prism: walls and a top. */
  prism(outline: readonly Point[], height: number): void {
    this.walls(outline, 0, height);
    this.cap(outline, height);
  }

  /** An upright cylinder from `low` to `high` as a `segments`-gon: side walls and a top. */
  cylinder(centre: Point, radius: number, low: number, high: number, segments = 32): void {
    const outline = circle(centre, radius, segments);
    this.walls(outline, low, high);
    this.cap(outline, high);
  }

  /** A ring wall (bunker sandbags, stockade logs): outer and inner faces and a top. */
  ring(centre: Point, outer: number, inner: number, height: number, segments = 32): void {
    const o = circle(centre, outer, segments);
    const n = circle(centre, Math.max(0.01, inner), segments);
    this.walls(o, 0, height);
    this.walls(n, 0, height);
    for (let i = 0; i < segments; i++) {
      const j = (i + 1) % segments;
      const a = o[i]!;
      const b = o[j]!;
      const c = n[j]!;
      const d = n[i]!;
      this.triangle(a.x, a.y, height, b.x, b.y, height, c.x, c.y, height);
      this.triangle(a.x, a.y, height, c.x, c.y, height, d.x, d.y, height);
    }
  }

  /** A surface given as rings of points (same count each) and their heights, closed by a centre point. */
  dome(
    centre: Point,
    centreHeight: number,
    rings: readonly (readonly Point[])[],
    heights: readonly (readonly number[])[],
  ): void {
    const first = rings[0]!;
    const h0 = heights[0]!;
    for (let i = 0; i < first.length; i++) {
      const j = (i + 1) % first.length;
      this.facet(centre, centreHeight, first[i]!, h0[i]!, first[j]!, h0[j]!);
    }
    for (let k = 0; k + 1 < rings.length; k++) {
      const inner = rings[k]!;
      const outer = rings[k + 1]!;
      const hi = heights[k]!;
      const ho = heights[k + 1]!;
      for (let i = 0; i < inner.length; i++) {
        const j = (i + 1) % inner.length;
        this.facet(inner[i]!, hi[i]!, outer[i]!, ho[i]!, outer[j]!, ho[j]!);
        this.facet(inner[i]!, hi[i]!, outer[j]!, ho[j]!, inner[j]!, hi[j]!);
      }
    }
  }
}

/** A circle as a polygon with its corners on the circle. */
export function circle(centre: Point, radius: number, segments: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    out.push({ x: centre.x + radius * Math.cos(a), y: centre.y + radius * Math.sin(a) });
  }
  return out;
}
