import { describe, expect, it } from 'vitest';
import { fitWords, fittedPositions, fittedSize } from '../../../../src/ui/editor/previewFit';

// What the Models card says and previews of a model: a figure's model fitted to its true height, a
// terrain kind's stretched over a typical piece's footprint and height, the player's scale on top.

/** A box 40 × 10 × 20 model units: two opposite corners and one more, one triangle. */
const MESH = {
  positions: new Float32Array([-10, 5, -5, 30, 15, 15, 30, 5, -5]),
  indices: new Uint32Array([0, 1, 2]),
};
const FIGURE = { kind: 'figure', label: 'Figures', across: 2.5, height: 2.5 };
const HILL = {
  kind: 'hill',
  label: 'Hills',
  across: 20,
  height: 3,
  terrain: { depth: 14, measured: "Drawn only: the rules measure the hill's footprint and height." },
};

describe('the Models card’s fit', () => {
  it('a figure’s model keeps its proportions, as tall as the figure', () => {
    const size = fittedSize(FIGURE, MESH, { scale: 1, turn: 0, lift: 0 });
    expect([size.across, size.height, size.depth]).toEqual([10, 2.5, 5]);
    expect(fitWords(FIGURE, size, 1)).toBe('Stands 2.5 cm tall and 10.0 cm across, 1 triangle.');
    expect(fitWords(FIGURE, size, 20_000)).toBe('Stands 2.5 cm tall and 10.0 cm across, 20,000 triangles.');
  });

  it('a terrain model is stretched over the typical piece, the scale on top, and the preview draws it there', () => {
    const use = { scale: 1.5, turn: 0, lift: 0.5 };
    const size = fittedSize(HILL, MESH, use);
    expect([size.across, size.height, size.depth]).toEqual([30, 4.5, 21]);
    expect(fitWords(HILL, size, 144)).toBe(
      'Fitted to each piece; on a typical one it covers 30.0 × 21.0 cm and stands 4.5 cm tall, 144 triangles.',
    );
    const p = Array.from(fittedPositions(HILL, MESH, use)).map((v) => +v.toFixed(6));
    expect(p.slice(0, 6)).toEqual([-15, 0.5, -10.5, 15, 5, 10.5]);
  });
});
