// A large picture is drawn in tiles, one canvas-sized render each, so no single step holds the page
// for the whole render: each tile is a window onto the camera's view made `scale` times larger.

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
  readonly col: number;
  readonly row: number;
  /** The window to draw on the whole canvas for this tile. */
  readonly view: ViewWindow;
}

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
 * shows now) `scale` times larger: the whole view is scaled up and cut into canvas-sized windows.
 */
export function pictureTiles(base: ViewWindow, scale: number): PictureTile[] {
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`A picture's scale is a whole number, not ${scale}.`);
  const tiles: PictureTile[] = [];
  for (let row = 0; row < scale; row++)
    for (let col = 0; col < scale; col++)
      tiles.push({
        col,
        row,
        view: {
          fullWidth: base.fullWidth * scale,
          fullHeight: base.fullHeight * scale,
          offsetX: base.offsetX * scale + col * base.width,
          offsetY: base.offsetY * scale + row * base.height,
          width: base.width,
          height: base.height,
        },
      });
  return tiles;
}

/** The largest whole scale up to `wanted` whose picture stays within `maxSide` pixels a side. */
export function fittingScale(wanted: number, width: number, height: number, maxSide: number): number {
  let scale = Math.max(1, Math.floor(wanted));
  while (scale > 1 && (width * scale > maxSide || height * scale > maxSide)) scale--;
  return scale;
}
