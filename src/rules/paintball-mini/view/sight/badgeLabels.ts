import type { SceneLabel } from '../../../../scene/labels/SceneLabels';
import type { Setup } from '../../setup';
import { FIGURE_HEIGHT_CM, groundHeightAt } from '../../setup';
import { rollBadge } from '../state/shotCall';

function workOut(setup: Setup, shooterId: string, aimed: boolean): readonly SceneLabel[] {
  const shooter = setup.figures.find((f) => f.id === shooterId);
  if (shooter === undefined || shooter.role !== 'paintballer' || shooter.status === 'eliminated') return [];
  const enemies = setup.figures.filter(
    (f) => f.team !== shooter.team && f.role === 'paintballer' && f.status !== 'eliminated',
  );
  return enemies.map((e) => {
    const badge = rollBadge(setup, shooterId, e.id, aimed);
    const h = groundHeightAt(setup.terrain, e.at) + FIGURE_HEIGHT_CM + 1.6;
    return {
      key: e.id,
      position: [e.at.x, h, e.at.y],
      text: badge.text,
      look: badge.canShoot ? 'canShoot' : 'noShot',
      testId: `badge-${e.id}`,
      // A badge with a roll must be read; where badges crowd, a "no shot" badge folds away rather
      // than pushing the others off their figures, and one beyond all reach folds away anyway.
      foldable: !badge.canShoot,
      far: badge.far === true,
    };
  });
}

/** Each table's badges, per shooter and whether it has taken aim: a table never changes in place. */
const known = new WeakMap<Setup, Map<string, readonly SceneLabel[]>>();

/**
 * With `shooterId` selected, a badge over every enemy: whether it can be shot and the roll one die
 * needs, aimed once the figure has taken aim (PM-AIM). Worked out once per table, shooter and aim,
 * so a figure picked again, or picked after the table worked its badges out while idle, costs nothing.
 */
export function badgeLabels(setup: Setup, shooterId: string, aimed: boolean): readonly SceneLabel[] {
  let row = known.get(setup);
  if (row === undefined) known.set(setup, (row = new Map()));
  const key = `${aimed ? 'aimed' : 'unaimed'} ${shooterId}`;
  let labels = row.get(key);
  if (labels === undefined) row.set(key, (labels = workOut(setup, shooterId, aimed)));
  return labels;
}
