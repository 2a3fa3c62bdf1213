import type { Rect } from './framing';

/** Under this share of the whole canvas the room is too small to be worth it: the view takes the whole canvas. */
const SMALLEST_SHARE = 0.3;

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The room the panels leave: the largest rectangle of the canvas that no panel covers, for a view
 * `aspect` times as wide as it is tall (a wide table fits a wide room better than a tall one of
 * the same area). Panels are rectangles in canvas pixels; those outside the canvas are ignored.
 */
export function roomLeft(width: number, height: number, covers: readonly Rect[], aspect: number): Rect {
  const whole: Rect = { left: 0, top: 0, right: width, bottom: height };
  const boxes = covers
    .map((c) => ({
      left: Math.max(0, c.left),
      top: Math.max(0, c.top),
      right: Math.min(width, c.right),
      bottom: Math.min(height, c.bottom),
    }))
    .filter((c) => c.right > c.left && c.bottom > c.top);
  if (boxes.length === 0) return whole;
  const lefts = [0, ...boxes.map((b) => b.right)];
  const rights = [width, ...boxes.map((b) => b.left)];
  const tops = [0, ...boxes.map((b) => b.bottom)];
  const bottoms = [height, ...boxes.map((b) => b.top)];
  // How large the view can be drawn in a room: limited by its width, or by its height times the aspect.
  const scale = (r: Rect) => Math.min(r.right - r.left, (r.bottom - r.top) * aspect);
  let best: Rect | null = null;
  for (const left of lefts)
    for (const right of rights)
      for (const top of tops)
        for (const bottom of bottoms) {
          if (right <= left || bottom <= top) continue;
          const r = { left, top, right, bottom };
          if (boxes.some((b) => overlaps(b, r))) continue;
          const area = (right - left) * (bottom - top);
          if (
            best === null ||
            scale(r) > scale(best) ||
            (scale(r) === scale(best) && area > (best.right - best.left) * (best.bottom - best.top))
          )
            best = r;
        }
  if (best === null || scale(best) < SMALLEST_SHARE * scale(whole)) return whole;
  return best;
}
