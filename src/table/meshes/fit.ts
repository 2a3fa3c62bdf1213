import type { Bounds } from './mesh';

// Fitting a model to a piece: whatever units and size the file used, the model is scaled so it
// stands the piece's true height (the height the rules measure), stood on the table (its lowest
// corner at 0) and centred over the piece's base. The player then adjusts it: a scale on top of
// the fit, a turn about the upright and a lift (a model with a sculpted base may sink into the
// table's base disc). A piece with no height (a flat tile) is fitted across its footprint instead.

/** The player's adjustments of one model on one kind of piece. */
export interface ModelAdjust {
  /** × the fitted size. */
  readonly scale: number;
  /** Degrees counter-clockwise about the upright, seen from above. */
  readonly turn: number;
  /** Centimetres up (down when negative) from standing on the table. */
  readonly lift: number;
}

export const PLAIN_ADJUST: ModelAdjust = { scale: 1, turn: 0, lift: 0 };
export const SCALE_RANGE = { least: 0.1, most: 10 } as const;
export const LIFT_RANGE = { least: -20, most: 20 } as const;

/** The piece a model stands in for: its footprint across and its true height, in cm. */
export interface PieceSize {
  readonly across: number;
  readonly height: number;
}

export interface ModelFit {
  /** Model units to cm. */
  readonly scale: number;
  /** Radians about +y. */
  readonly turn: number;
  /** The model point that lands on the piece's centre at table height (before the lift). */
  readonly anchor: readonly [number, number, number];
  readonly lift: number;
  /** The fitted model's size in cm: across x, up, across z (before the turn). */
  readonly size: readonly [number, number, number];
}

export function fitModel(bounds: Bounds, piece: PieceSize, adjust: ModelAdjust = PLAIN_ADJUST): ModelFit {
  const [w, h, d] = [0, 1, 2].map((a) => bounds.max[a]! - bounds.min[a]!) as [number, number, number];
  const across = Math.max(w, d);
  const base =
    piece.height > 0 && h > 0 ? piece.height / h : across > 0 && piece.across > 0 ? piece.across / across : 1;
  const scale = base * adjust.scale;
  return {
    scale,
    turn: (adjust.turn * Math.PI) / 180,
    anchor: [(bounds.min[0] + bounds.max[0]) / 2, bounds.min[1], (bounds.min[2] + bounds.max[2]) / 2],
    lift: adjust.lift,
    size: [w * scale, h * scale, d * scale],
  };
}

/**
 * The fit as a column-major 4×4 matrix (three's Matrix4.fromArray): p' = R(turn)·scale·(p − anchor)
 * + (0, lift, 0), in the piece's own frame (its centre at the origin, the table at y = 0).
 */
export function fitMatrix(fit: ModelFit): number[] {
  const c = Math.cos(fit.turn) * fit.scale;
  const s = Math.sin(fit.turn) * fit.scale;
  const [ax, ay, az] = fit.anchor;
  // A turn counter-clockwise seen from above (+y) about y: x' = x cos + z sin, z' = −x sin + z cos.
  // prettier-ignore
  return [
    c, 0, -s, 0,
    0, fit.scale, 0, 0,
    s, 0, c, 0,
    -(c * ax + s * az), fit.lift - fit.scale * ay, -(-s * ax + c * az), 1,
  ];
}

/** A model's corners (x, y, z after each other) where the fit puts them, in a new array. */
export function fitPositions(fit: ModelFit, p: ArrayLike<number>): Float32Array {
  const m = fitMatrix(fit);
  const out = new Float32Array(p.length);
  for (let i = 0; i < p.length; i += 3) {
    const [x, y, z] = [p[i]!, p[i + 1]!, p[i + 2]!];
    out[i] = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!;
    out[i + 1] = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!;
    out[i + 2] = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!;
  }
  return out;
}

/** Where the fit puts one model point: the matrix written out, for tests and for the preview's words. */
export function fitPoint(fit: ModelFit, p: readonly [number, number, number]): [number, number, number] {
  const m = fitMatrix(fit);
  return [
    m[0]! * p[0] + m[4]! * p[1] + m[8]! * p[2] + m[12]!,
    m[1]! * p[0] + m[5]! * p[1] + m[9]! * p[2] + m[13]!,
    m[2]! * p[0] + m[6]! * p[1] + m[10]! * p[2] + m[14]!,
  ];
}
