import type { Point } from '../../geometry';
import { distanceToSegment } from '../../geometry';
import type { TableState } from '../../state/tableStore';

// An open mat's corners under the editor's pointer: one to take hold of, or a side to add one on.

/** How near a mat's corner a press must be to take hold of it, in cm. */
export const CORNER_GRIP_CM = 2.5;

/** The open mat's corner within reach of `p`, or null. */
export function cornerNear(setup: TableState['setup'], p: Point): number | null {
  const outline = setup.board.mat?.outline ?? [];
  let best: number | null = null;
  let bestD = CORNER_GRIP_CM;
  outline.forEach((c, i) => {
    const d = Math.hypot(c.x - p.x, c.y - p.y);
    if (d <= bestD) {
      best = i;
      bestD = d;
    }
  });
  return best;
}

/** Whether `p` lies on a side of the open mat, within reach of the pointer. */
export function onMatSide(setup: TableState['setup'], p: Point): boolean {
  const outline = setup.board.mat?.outline ?? [];
  return outline.some(
    (a, i) => distanceToSegment(p, a, outline[(i + 1) % outline.length]!) <= CORNER_GRIP_CM,
  );
}
