import type { Board, Point } from '../../geometry';
import type { Standing } from '../systemView';
import type { Vec3 } from './framing';

/**
 * The corners of the box the views must show: the playing area's edge (every hex of the board, or
 * an open mat's outline: both are the board's perimeter) and everything standing on the table (the
 * system's pieces, from its view), up to the top of the tallest. An empty table shows the whole
 * table. Three.js axes: x across, y up, z = the table's y.
 */
export function playingArea(
  board: Board,
  table: { readonly width: number; readonly depth: number },
  standing: Standing,
): Vec3[] {
  const plan: Point[] = [];
  for (const e of board.perimeter) plan.push(e.a, e.b);
  plan.push(...standing.plan);
  if (plan.length === 0)
    plan.push({ x: -table.width / 2, y: -table.depth / 2 }, { x: table.width / 2, y: table.depth / 2 });
  const xs = plan.map((p) => p.x);
  const ys = plan.map((p) => p.y);
  const [x0, x1, z0, z1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const corners: Vec3[] = [];
  for (const x of [x0, x1])
    for (const y of [0, standing.top]) for (const z of [z0, z1]) corners.push([x, y, z]);
  return corners;
}
