import type { Hex, Layout, Point } from '../geometry';
import { hexCorners } from '../geometry';
import type { SolidBuilder } from './shapes';

// What a rule system hands the sight layer: its table as parts. A part is one shape, the roles it
// plays (a bitmask the system chooses: say 1 for what stops its rule line, 2 for what stops the
// eye) and its owner (the system's own number for the piece or stack it belongs to), so that a hit
// can say which piece it met. Table point (x, y) at height h is the three.js point (x, h, y), in cm.

export type Shape =
  /** A convex outline raised from the ground to `height`: walls and a top. */
  | { readonly kind: 'prism'; readonly outline: readonly Point[]; readonly height: number }
  /** Upright walls round a closed outline from `low` to `high`, open at the top. */
  | {
      readonly kind: 'walls';
      readonly outline: readonly Point[];
      readonly low: number;
      readonly high: number;
    }
  /** Loose upright walls, one over each segment (a board's perimeter). */
  | {
      readonly kind: 'segments';
      readonly edges: readonly { readonly a: Point; readonly b: Point }[];
      readonly low: number;
      readonly high: number;
    }
  /** A ring wall round `centre`: outer and inner faces and a top. */
  | {
      readonly kind: 'ring';
      readonly centre: Point;
      readonly outer: number;
      readonly inner: number;
      readonly height: number;
    }
  /** An upright cylinder (a model's body), as a polygon of `segments` sides. */
  | {
      readonly kind: 'cylinder';
      readonly centre: Point;
      readonly radius: number;
      readonly low: number;
      readonly high: number;
      readonly segments?: number;
    }
  /** A height field over rings of points round a centre (a hill): `heights[k][i]` is over `rings[k][i]`. */
  | {
      readonly kind: 'dome';
      readonly centre: Point;
      readonly centreHeight: number;
      readonly rings: readonly (readonly Point[])[];
      readonly heights: readonly (readonly number[])[];
    }
  /** A stack of `levels` whole levels, each `levelCm` tall, on a convex outline (a hex). */
  | {
      readonly kind: 'stack';
      readonly outline: readonly Point[];
      readonly levels: number;
      readonly levelCm: number;
    };

export interface Part {
  readonly shape: Shape;
  /** Bitmask of the roles this part plays: it goes into the solids of every role it has. */
  readonly roles: number;
  /** The system's number for what the part belongs to, reported by every hit on it. */
  readonly owner: number;
}

/** A stack of levels on one hex of the board. */
export const hexStack = (layout: Layout, hex: Hex, levels: number, levelCm: number): Shape => ({
  kind: 'stack',
  outline: hexCorners(layout, hex),
  levels,
  levelCm,
});

/** Height of a stack's top, in cm: where a model standing on it stands. */
export function stackTop(shape: Extract<Shape, { kind: 'stack' }>): number {
  return shape.levels * shape.levelCm;
}

/** Adds a shape's triangles to `b`. */
export function drawShape(b: SolidBuilder, s: Shape): void {
  switch (s.kind) {
    case 'prism':
      return b.prism(s.outline, s.height);
    case 'walls':
      return b.walls(s.outline, s.low, s.high);
    case 'segments':
      for (const e of s.edges) b.wall(e.a, e.b, s.low, s.high);
      return;
    case 'ring':
      return b.ring(s.centre, s.outer, s.inner, s.height);
    case 'cylinder':
      return b.cylinder(s.centre, s.radius, s.low, s.high, s.segments);
    case 'dome':
      return b.dome(s.centre, s.centreHeight, s.rings, s.heights);
    case 'stack':
      return b.prism(s.outline, stackTop(s));
  }
}
