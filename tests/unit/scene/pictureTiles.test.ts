import { describe, expect, it } from 'vitest';
import { fittingScale, pictureTiles, wholeView } from '../../../src/scene/pictureTiles';

describe('pictureTiles: a large picture cut into canvas-sized windows', () => {
  it('scale 1 is the view itself, one tile', () => {
    const base = { fullWidth: 800, fullHeight: 500, offsetX: -120, offsetY: 10, width: 800, height: 500 };
    expect(pictureTiles(base, 1)).toEqual([{ col: 0, row: 0, view: base }]);
  });

  it('4× of a whole view: sixteen windows, row by row, that tile the view scaled up with no gap or overlap', () => {
    const tiles = pictureTiles(wholeView(640, 400), 4);
    expect(tiles).toHaveLength(16);
    expect(tiles.map((t) => [t.col, t.row]).slice(0, 5)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [0, 1],
    ]);
    for (const t of tiles) {
      expect(t.view).toEqual({
        fullWidth: 2560,
        fullHeight: 1600,
        offsetX: t.col * 640,
        offsetY: t.row * 400,
        width: 640,
        height: 400,
      });
    }
  });

  it('a view already offset (panels beside the table) keeps its window: the tiles cover exactly that window scaled', () => {
    // The canvas shows the window starting 150 px right and 20 px down of a 1000 × 600 frustum.
    const base = { fullWidth: 1000, fullHeight: 600, offsetX: 150, offsetY: 20, width: 1000, height: 600 };
    const tiles = pictureTiles(base, 2);
    const left = Math.min(...tiles.map((t) => t.view.offsetX));
    const right = Math.max(...tiles.map((t) => t.view.offsetX + t.view.width));
    const top = Math.min(...tiles.map((t) => t.view.offsetY));
    const bottom = Math.max(...tiles.map((t) => t.view.offsetY + t.view.height));
    // As shares of the full view, the picture covers what the canvas covers.
    expect([left / 2000, right / 2000, top / 1200, bottom / 1200]).toEqual([
      150 / 1000,
      1150 / 1000,
      20 / 600,
      620 / 600,
    ]);
    expect(tiles.every((t) => t.view.fullWidth === 2000 && t.view.fullHeight === 1200)).toBe(true);
  });

  it('refuses a scale that is not a whole number', () => {
    expect(() => pictureTiles(wholeView(10, 10), 1.5)).toThrow(/whole number, not 1.5/);
    expect(() => pictureTiles(wholeView(10, 10), 0)).toThrow(/whole number, not 0/);
  });

  it('fittingScale: the largest whole scale whose picture fits the browser, never below 1', () => {
    expect(fittingScale(4, 1280, 800, 16_384)).toBe(4);
    expect(fittingScale(4, 5000, 3000, 16_384)).toBe(3);
    expect(fittingScale(4, 20_000, 100, 16_384)).toBe(1);
    expect(fittingScale(2.7, 100, 100, 16_384)).toBe(2);
  });
});
