import type { Board, Point } from '../../geometry';
import type { Setup } from '../../rules/paintball-mini/setup';
import {
  BASE_CIRCUMRADIUS_CM,
  FIGURE_HEIGHT_CM,
  HEIGHTS_CM,
  footprint,
  setupBoard,
} from '../../rules/paintball-mini/setup';
import { figurePoses } from '../../rules/paintball-mini/view/figures/figurePose';
import type { Vec3 } from './framing';

/** A flag on its pole stands this tall. */
const FLAG_CM = 4;

/**
 * The corners of the box the views must show: the playing area's edge (every hex of the board, or
 * an open mat's outline: both are the board's perimeter), every piece on it, and the eliminated
 * figures where they wait at the table's edge, up to the top of the tallest thing standing.
 * Three.js axes: x across, y up, z = the table's y. `board` is the set-up's, when already built.
 */
export function playingArea(setup: Setup, board: Board = setupBoard(setup)): Vec3[] {
  const plan: Point[] = [];
  for (const e of board.perimeter) plan.push(e.a, e.b);
  let top = FIGURE_HEIGHT_CM;
  for (const t of setup.terrain) {
    const f = footprint(t);
    if (f.shape === 'circle') {
      plan.push(
        { x: f.centre.x - f.radius, y: f.centre.y - f.radius },
        { x: f.centre.x + f.radius, y: f.centre.y + f.radius },
      );
    } else plan.push(...f.points);
    // A figure can stand on a hill's top.
    top = Math.max(
      top,
      t.kind === 'hill'
        ? t.height + FIGURE_HEIGHT_CM
        : t.kind === 'hard'
          ? HEIGHTS_CM[t.model]
          : HEIGHTS_CM[t.kind],
    );
  }
  for (const pose of figurePoses(setup)) {
    const r = BASE_CIRCUMRADIUS_CM;
    plan.push({ x: pose.at.x - r, y: pose.at.y - r }, { x: pose.at.x + r, y: pose.at.y + r });
  }
  for (const m of setup.markers) plan.push(m.at);
  if (setup.markers.length > 0) top = Math.max(top, FLAG_CM);
  if (plan.length === 0)
    plan.push(
      { x: -setup.table.width / 2, y: -setup.table.depth / 2 },
      { x: setup.table.width / 2, y: setup.table.depth / 2 },
    );
  const xs = plan.map((p) => p.x);
  const ys = plan.map((p) => p.y);
  const [x0, x1, z0, z1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const corners: Vec3[] = [];
  for (const x of [x0, x1]) for (const y of [0, top]) for (const z of [z0, z1]) corners.push([x, y, z]);
  return corners;
}
