import type { Hex, Layout, Point } from '../../geometry';
import { hexNeighbours, hexToPoint } from '../../geometry';

// The order the keys step through the table in, pure so it is tested without a page: a list of
// pieces walked round and round, and the hex an arrow key points to next.

/**
 * The piece after `from` in `list` (before it, `by` −1), wrapping round at either end; the first
 * (or the last) when `from` is not in the list; null for an empty list.
 */
export function stepThrough(list: readonly string[], from: string | null, by: 1 | -1): string | null {
  if (list.length === 0) return null;
  const i = from === null ? -1 : list.indexOf(from);
  if (i < 0) return by === 1 ? list[0]! : list[list.length - 1]!;
  return list[(i + by + list.length) % list.length]!;
}

/** An arrow key as a way across the table seen from its near end: up is the far edge (−y). */
export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';
const WAY: Readonly<Record<Arrow, Point>> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

export const isArrow = (key: string): key is Arrow => key in WAY;

/**
 * The neighbour of `at` that lies most the arrow's way. Up and down on a grid of pointy-topped
 * hexes have two neighbours equally far that way; the one nearer `keel` across is taken, so held
 * up or down the pointer zig-zags straight on from where it began instead of drifting aside.
 */
export function hexToward(layout: Layout, at: Hex, arrow: Arrow, keel: Point): Hex {
  const way = WAY[arrow];
  const c = hexToPoint(layout, at);
  let best = at;
  let bestAlong = -Infinity;
  let bestAside = Infinity;
  for (const n of hexNeighbours(at)) {
    const p = hexToPoint(layout, n);
    const along = Math.round(((p.x - c.x) * way.x + (p.y - c.y) * way.y) * 1000) / 1000;
    const aside = way.x === 0 ? Math.abs(p.x - keel.x) : Math.abs(p.y - keel.y);
    if (along > bestAlong || (along === bestAlong && aside < bestAside)) {
      best = n;
      bestAlong = along;
      bestAside = aside;
    }
  }
  return best;
}

/** A point moved `cm` the arrow's way (a destination nudged on the open mat). */
export function nudge(at: Point, arrow: Arrow, cm: number): Point {
  const way = WAY[arrow];
  return { x: at.x + way.x * cm, y: at.y + way.y * cm };
}
