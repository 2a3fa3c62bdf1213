import type { Point } from '../../../../geometry';
import type { Standing } from '../../../../scene/systemView';
import type { Setup } from '../../setup';
import { BASE_CIRCUMRADIUS_CM, FIGURE_HEIGHT_CM, HEIGHTS_CM, footprint } from '../../setup';
import { figurePoses } from '../figures/figurePose';

/** A flag on its pole stands this tall. */
const FLAG_CM = 4;

/**
 * Everything of PaintBall Mini's on the table, for the views' fit: each piece of terrain's footprint,
 * every figure's base (the eliminated ones where they wait at the table's edge) and the markers, up
 * to the top of the tallest thing standing (a figure on a hill's top).
 */
export function standing(setup: Setup): Standing {
  const plan: Point[] = [];
  let top = FIGURE_HEIGHT_CM;
  for (const t of setup.terrain) {
    const f = footprint(t);
    if (f.shape === 'circle') {
      plan.push(
        { x: f.centre.x - f.radius, y: f.centre.y - f.radius },
        { x: f.centre.x + f.radius, y: f.centre.y + f.radius },
      );
    } else plan.push(...f.points);
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
  return { plan, top };
}
