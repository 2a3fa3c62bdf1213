import { describe, expect, it } from 'vitest';
import { TILE_SIDE, fittingScale, pictureTiles, wholeView } from '../../../src/scene/pictureTiles';

describe('pictureTiles: a picture cut into small windows onto the view scaled up', () => {
  /** Every pixel of a w × h picture covered by exactly one tile. */
  function coverage(
    tiles: readonly { x: number; y: number; width: number; height: number }[],
    w: number,
    h: number,
  ) {
    const hits = new Uint8Array(w * h);
    for (const t of tiles)
      for (let y = t.y; y < t.y + t.height; y++) for (let x = t.x; x < t.x + t.width; x++) hits[y * w + x]!++;
    return new Set(hits);
  }

  it('scale 1 of a canvas no bigger than a tile is the view itself, one tile', () => {
    const base = { fullWidth: 300, fullHeight: 200, offsetX: -120, offsetY: 10, width: 300, height: 200 };
    expect(pictureTiles(base, 1, { width: 300, height: 200 })).toEqual([
      { x: 0, y: 0, width: 300, height: 200, view: base },
    ]);
  });

  it('4× of a 640 × 400 canvas: 8 × 5 tiles of 320 px, row by row, covering the picture once and the view scaled up', () => {
    const tiles = pictureTiles(wholeView(640, 400), 4, { width: 640, height: 400 });
    expect(TILE_SIDE).toBe(320);
    expect(tiles).toHaveLength(8 * 5);
    expect(tiles.slice(0, 9).map((t) => [t.x, t.y])).toEqual([
      [0, 0],
      [320, 0],
      [640, 0],
      [960, 0],
      [1280, 0],
      [1600, 0],
      [1920, 0],
      [2240, 0],
      [0, 320],
    ]);
    expect(coverage(tiles, 2560, 1600)).toEqual(new Set([1]));
    for (const t of tiles)
      expect(t.view).toEqual({
        fullWidth: 2560,
        fullHeight: 1600,
        offsetX: t.x,
        offsetY: t.y,
        width: t.width,
        height: t.height,
      });
  });

  it('sides that are not a whole number of tiles end in a narrower column and a shorter row', () => {
    const tiles = pictureTiles(wholeView(700, 330), 1, { width: 700, height: 330 });
    expect(tiles.map((t) => [t.x, t.y, t.width, t.height])).toEqual([
      [0, 0, 320, 320],
      [320, 0, 320, 320],
      [640, 0, 60, 320],
      [0, 320, 320, 10],
      [320, 320, 320, 10],
      [640, 320, 60, 10],
    ]);
    expect(coverage(tiles, 700, 330)).toEqual(new Set([1]));
  });

  it('a canvas of two device pixels to each CSS pixel: tiles in device pixels, windows in the view’s CSS units', () => {
    const tiles = pictureTiles(wholeView(400, 300), 2, { width: 800, height: 600 });
    expect(coverage(tiles, 1600, 1200)).toEqual(new Set([1]));
    const t = tiles.find((k) => k.x === 640 && k.y === 320)!;
    expect(t.view).toEqual({
      fullWidth: 800,
      fullHeight: 600,
      offsetX: 320,
      offsetY: 160,
      width: 160,
      height: 160,
    });
  });

  it('a view already offset (panels beside the table) keeps its window: the tiles cover exactly that window scaled', () => {
    // The canvas shows the window starting 150 px right and 20 px down of a 1000 × 600 frustum.
    const base = { fullWidth: 1000, fullHeight: 600, offsetX: 150, offsetY: 20, width: 1000, height: 600 };
    const tiles = pictureTiles(base, 2, { width: 1000, height: 600 });
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
    expect(() => pictureTiles(wholeView(10, 10), 1.5, { width: 10, height: 10 })).toThrow(
      /whole number, not 1.5/,
    );
    expect(() => pictureTiles(wholeView(10, 10), 0, { width: 10, height: 10 })).toThrow(
      /whole number, not 0/,
    );
  });

  it('fittingScale: the largest whole scale whose picture fits the browser, never below 1', () => {
    expect(fittingScale(4, 1280, 800, 16_384)).toBe(4);
    expect(fittingScale(4, 5000, 3000, 16_384)).toBe(3);
    expect(fittingScale(4, 20_000, 100, 16_384)).toBe(1);
    expect(fittingScale(2.7, 100, 100, 16_384)).toBe(2);
  });
});
