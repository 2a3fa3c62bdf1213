import type { ModelAdjust } from './fit';

// Fitting a model to a piece of terrain: a hill, a bunker, a wood or an obstacle is as wide, as deep
// and as tall as the piece the rules measure, and these vary piece by piece (one hill is 30 cm long,
// the next 12). So the model is stretched, not only scaled: first into a box one unit each way
// (turned as the player turned it, stood at the origin, centred), then, piece by piece, out to that
// piece's footprint and true height, turned as the piece is and stood on the ground under it. The
// player's scale grows or shrinks it about its foot; the lift raises it in cm. The rules go on
// measuring the piece's footprint and height: the model is what the table draws there, no more.

/** A piece's size in its own frame, in cm: across its width (x), its depth, and its true height. */
export interface Footprint {
  readonly width: number;
  readonly depth: number;
  readonly height: number;
}

/** Where a piece stands: its centre on the table (x, y as the table's plan), the ground under it and its turn. */
export interface FootprintPlace {
  readonly x: number;
  readonly y: number;
  /** The height of the ground the piece stands on, in cm. */
  readonly ground: number;
  /** Degrees counter-clockwise on the table's plan (geometry's `rotate`). */
  readonly rotation: number;
}

/** One piece a kind's model stands in for: where it stands and how large it is. */
export interface FootprintPiece extends FootprintPlace, Footprint {}

/**
 * The model into a unit box (a column-major 4×4, three's Matrix4.fromArray): turned about the upright
 * by the player's turn (as fitMatrix turns), its turned corners spanning −½…½ across and along and
 * 0…1 up, then times the player's scale about its foot. A model flat in one direction keeps that
 * direction as it is (nothing to stretch).
 */
export function unitFootprintMatrix(positions: ArrayLike<number>, adjust: ModelAdjust): number[] {
  const turn = (adjust.turn * Math.PI) / 180;
  const [c, s] = [Math.cos(turn), Math.sin(turn)];
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 2 < positions.length; i += 3) {
    const [x, y, z] = [positions[i]!, positions[i + 1]!, positions[i + 2]!];
    const turned = [x * c + z * s, y, -x * s + z * c];
    for (let a = 0; a < 3; a++) {
      min[a] = Math.min(min[a]!, turned[a]!);
      max[a] = Math.max(max[a]!, turned[a]!);
    }
  }
  if (!(min[0]! <= max[0]!)) return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  const k = [0, 1, 2].map((a) => {
    const span = max[a]! - min[a]!;
    return (span > 0 ? 1 / span : 1) * adjust.scale;
  }) as [number, number, number];
  const centre = [(min[0]! + max[0]!) / 2, min[1]!, (min[2]! + max[2]!) / 2];
  // u = k · (R(turn)·p − centre), written out column by column.
  // prettier-ignore
  return [
    k[0] * c, 0, -k[2] * s, 0,
    0, k[1], 0, 0,
    k[0] * s, 0, k[2] * c, 0,
    -k[0] * centre[0]!, -k[1] * centre[1]!, -k[2] * centre[2]!, 1,
  ];
}

/**
 * The unit box out onto one piece (column-major 4×4): stretched to its width, height and depth, turned
 * as the piece is, its centre over the piece's and its foot on the ground under it, raised by `lift`
 * cm. The table's plan (x, y) is the scene's (x, z).
 */
export function footprintMatrix(piece: FootprintPiece, lift: number): number[] {
  const r = (piece.rotation * Math.PI) / 180;
  const [c, s] = [Math.cos(r), Math.sin(r)];
  // prettier-ignore
  return [
    piece.width * c, 0, piece.width * s, 0,
    0, piece.height, 0, 0,
    -piece.depth * s, 0, piece.depth * c, 0,
    piece.x, piece.ground + lift, piece.y, 1,
  ];
}

/** a × b, both column-major 4×4. */
export function multiplyMatrices(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(16).fill(0);
  for (let col = 0; col < 4; col++)
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row]! * b[col * 4 + k]!;
      out[col * 4 + row] = sum;
    }
  return out;
}

/** Where a model's corners land on one piece (x, y, z after each other, the scene's axes), in a new array. */
export function onFootprint(
  positions: ArrayLike<number>,
  adjust: ModelAdjust,
  piece: FootprintPiece,
): Float32Array {
  const m = multiplyMatrices(footprintMatrix(piece, adjust.lift), unitFootprintMatrix(positions, adjust));
  const out = new Float32Array(positions.length);
  for (let i = 0; i + 2 < positions.length; i += 3) {
    const [x, y, z] = [positions[i]!, positions[i + 1]!, positions[i + 2]!];
    for (let a = 0; a < 3; a++) out[i + a] = m[a]! * x + m[4 + a]! * y + m[8 + a]! * z + m[12 + a]!;
  }
  return out;
}
