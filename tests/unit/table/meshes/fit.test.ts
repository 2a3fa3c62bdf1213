import { describe, expect, it } from 'vitest';
import { fitModel, fitPoint } from '../../../../src/table/meshes';
import type { Bounds } from '../../../../src/table/meshes';

// Fitting a model to a piece: stood on the table, centred on the piece and scaled to its true height,
// then the player's scale, turn and lift on top.

/** A 30 mm figure on a 25 mm base, off-centre by (5, 2, -5) mm as a file may leave it. */
const FIGURE: Bounds = { min: [-7.5, 2, -17.5], max: [17.5, 32, 7.5] };
const PIECE = { across: 2.5, height: 3 };

const close = (got: readonly number[], want: readonly number[]) =>
  got.forEach((v, i) => expect(v).toBeCloseTo(want[i]!, 9));

describe('fitModel', () => {
  it("scales a model to the piece's true height and stands it on the table, centred on the piece", () => {
    const fit = fitModel(FIGURE, PIECE);
    expect(fit.scale).toBeCloseTo(0.1, 12);
    close(fit.size, [2.5, 3, 2.5]);
    // The bottom centre lands on the piece's centre at table height; the top centre 3 cm above it.
    close(fitPoint(fit, [5, 2, -5]), [0, 0, 0]);
    close(fitPoint(fit, [5, 32, -5]), [0, 3, 0]);
    close(fitPoint(fit, [17.5, 2, -5]), [1.25, 0, 0]);
  });

  it('turns counter-clockwise seen from above, then lifts and scales as the player asks', () => {
    const turned = fitModel(FIGURE, PIECE, { scale: 1, turn: 90, lift: 0 });
    // +x (the figure's front) turns a quarter counter-clockwise seen from +y: to -z.
    close(fitPoint(turned, [17.5, 2, -5]), [0, 0, -1.25]);
    const adjusted = fitModel(FIGURE, PIECE, { scale: 2, turn: 0, lift: 0.5 });
    close(fitPoint(adjusted, [5, 32, -5]), [0, 6.5, 0]);
    close(adjusted.size, [5, 6, 5]);
  });

  it('fits a piece with no height (a flat tile) across its footprint', () => {
    const flat: Bounds = { min: [0, 0, 0], max: [100, 0, 50] };
    const fit = fitModel(flat, { across: 10, height: 0 });
    expect(fit.scale).toBeCloseTo(0.1, 12);
    close(fit.size, [10, 0, 5]);
  });
});
