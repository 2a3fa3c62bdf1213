import { describe, expect, it } from 'vitest';
import { footprintMatrix, onFootprint, unitFootprintMatrix } from '../../../../src/table/meshes';
import { PLAIN_ADJUST } from '../../../../src/table/meshes';

// Fitting a model to a piece of terrain: stretched over the piece's own footprint and height, turned
// as the piece is, stood on the ground under it; the player's turn before the stretch, the scale
// about its foot and the lift in cm after it.

/** A box 40 × 10 × 20 model units, off-centre as a file may leave it: corners only. */
const BOX = new Float32Array([
  ...[-10, 5, -5],
  ...[30, 5, -5],
  ...[-10, 15, -5],
  ...[30, 15, -5],
  ...[-10, 5, 15],
  ...[30, 5, 15],
  ...[-10, 15, 15],
  ...[30, 15, 15],
]);

const PIECE = { x: 50, y: 30, ground: 2, rotation: 0, width: 12, depth: 6, height: 3 };

/** Each axis's least and most over points (x, y, z after each other). */
function spans(p: ArrayLike<number>): [number, number][] {
  return [0, 1, 2].map((a) => {
    let [lo, hi] = [Infinity, -Infinity];
    for (let i = a; i < p.length; i += 3) [lo, hi] = [Math.min(lo, p[i]!), Math.max(hi, p[i]!)];
    return [lo, hi] as [number, number];
  });
}

const close = (got: [number, number][], want: [number, number][]) =>
  got.forEach(([lo, hi], a) => {
    expect(lo).toBeCloseTo(want[a]![0], 5);
    expect(hi).toBeCloseTo(want[a]![1], 5);
  });

describe('unitFootprintMatrix', () => {
  it('fits the model into one unit each way, centred across, its foot at 0', () => {
    const m = unitFootprintMatrix(BOX, PLAIN_ADJUST);
    const at = (x: number, y: number, z: number) =>
      [0, 1, 2].map((a) => m[a]! * x + m[4 + a]! * y + m[8 + a]! * z + m[12 + a]!);
    expect(at(-10, 5, -5).map((v) => +v.toFixed(9))).toEqual([-0.5, 0, -0.5]);
    expect(at(30, 15, 15).map((v) => +v.toFixed(9))).toEqual([0.5, 1, 0.5]);
  });
});

describe('onFootprint', () => {
  it("lands on the piece's footprint and height, whatever the model's size and proportions", () => {
    close(spans(onFootprint(BOX, PLAIN_ADJUST, PIECE)), [
      [44, 56],
      [2, 5],
      [27, 33],
    ]);
  });

  it("turns with the piece: a quarter turn runs the piece's width along the table's y", () => {
    const turned = onFootprint(BOX, PLAIN_ADJUST, { ...PIECE, rotation: 90 });
    close(spans(turned), [
      [47, 53],
      [2, 5],
      [24, 36],
    ]);
    // The model's +x end (x = 30) goes where the rules' rotate() puts the piece's +x: to +y.
    expect(turned[3 * 1 + 2]).toBeCloseTo(36, 5);
  });

  it("takes the player's turn before the stretch, so a turned model still fills the footprint", () => {
    close(spans(onFootprint(BOX, { scale: 1, turn: 90, lift: 0 }, PIECE)), [
      [44, 56],
      [2, 5],
      [27, 33],
    ]);
  });

  it("grows about the piece's foot by the player's scale, and the lift raises it in cm", () => {
    close(spans(onFootprint(BOX, { scale: 2, turn: 0, lift: 0.5 }, PIECE)), [
      [38, 62],
      [2.5, 8.5],
      [24, 36],
    ]);
  });

  it('keeps a flat model flat: nothing to stretch upward', () => {
    const flat = new Float32Array([0, 0, 0, 10, 0, 0, 0, 0, 10]);
    close(spans(onFootprint(flat, PLAIN_ADJUST, PIECE)), [
      [44, 56],
      [2, 2],
      [27, 33],
    ]);
  });

  it('the instance matrix alone puts the unit box on the piece', () => {
    const m = footprintMatrix(PIECE, 0);
    expect([m[12], m[13], m[14]]).toEqual([50, 2, 30]);
    expect([m[0], m[5], m[10]]).toEqual([12, 3, 6]);
  });
});
