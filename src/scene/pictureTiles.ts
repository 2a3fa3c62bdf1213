// A large picture is drawn in small tiles, each its own render into an off-screen target, so no
// single step holds the page for long and the screen never shows a tile: each tile is a window onto
// the camera's view made `scale` times larger.

/** A window onto a camera's full view, as three's `setViewOffset` takes it. */
export interface ViewWindow {
  readonly fullWidth: number;
  readonly fullHeight: number;
  readonly offsetX: number;
  readonly offsetY: number;
  readonly width: number;
  readonly height: number;
}

export interface PictureTile {
  /** Where the tile goes in the picture, in the picture's pixels (from its top left). */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The window of the camera's view the tile shows. */
  readonly view: ViewWindow;
}

/** The most pixels a side of one tile has: small enough that one tile's render is a short step. */
export const TILE_SIDE = 320;

/** The whole view of a camera with no window set, for a canvas of this size. */
export const wholeView = (width: number, height: number): ViewWindow => ({
  fullWidth: width,
  fullHeight: height,
  offsetX: 0,
  offsetY: 0,
  width,
  height,
});

/**
 * The tiles, row by row from the top left, whose renders side by side make `base` (what the canvas
 * shows now, `pixels` of it across and down) `scale` times larger: the picture, `scale` × `pixels`,
 * cut into tiles of at most `side` pixels a side, the last of a row or column the rest.
 */
export function pictureTiles(
  base: ViewWindow,
  scale: number,
  pixels: { readonly width: number; readonly height: number },
  side = TILE_SIDE,
): PictureTile[] {
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`A picture's scale is a whole number, not ${scale}.`);
  const [width, height] = [pixels.width * scale, pixels.height * scale];
  // The picture's pixels to the view's units (a canvas's device pixels to its CSS pixels).
  const [kx, ky] = [base.width / pixels.width, base.height / pixels.height];
  const tiles: PictureTile[] = [];
  for (let y = 0; y < height; y += side)
    for (let x = 0; x < width; x += side) {
      const [w, h] = [Math.min(side, width - x), Math.min(side, height - y)];
      tiles.push({
        x,
        y,
        width: w,
        height: h,
        view: {
          fullWidth: base.fullWidth * scale,
          fullHeight: base.fullHeight * scale,
          offsetX: base.offsetX * scale + x * kx,
          offsetY: base.offsetY * scale + y * ky,
          width: w * kx,
          height: h * ky,
        },
      });
    }
  return tiles;
}

/** The largest whole scale up to `wanted` whose picture stays within `maxSide` pixels a side. */
export function fittingScale(wanted: number, width: number, height: number, maxSide: number): number {
  let scale = Math.max(1, Math.floor(wanted));
  while (scale > 1 && (width * scale > maxSide || height * scale > maxSide)) scale--;
  return scale;
}
