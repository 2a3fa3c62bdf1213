import type { SceneLabel } from '../../../../scene/labels/SceneLabels';
import type { Figure, Setup } from '../../setup';
import { FIGURE_HEIGHT_CM, groundHeightAt } from '../../setup';
import { rollBadge } from '../state/shotCall';

/** Enemies closer than this stand in one crowd: their badges are stacked, one tier each, not drawn over each other. */
const CROWDED_CM = 4.5;
const TIER_CM = 1.6;

/** For each figure in turn, the lowest tier no crowded neighbour before it already stands on. */
function stackTiers(figures: readonly Figure[]): number[] {
  const tiers: number[] = [];
  figures.forEach((e, i) => {
    const taken = new Set(
      figures
        .slice(0, i)
        .flatMap((o, j) => (Math.hypot(o.at.x - e.at.x, o.at.y - e.at.y) < CROWDED_CM ? [tiers[j]!] : [])),
    );
    let t = 0;
    while (taken.has(t)) t++;
    tiers.push(t);
  });
  return tiers;
}

function workOut(setup: Setup, shooterId: string, aimed: boolean): readonly SceneLabel[] {
  const shooter = setup.figures.find((f) => f.id === shooterId);
  if (shooter === undefined || shooter.role !== 'paintballer' || shooter.status === 'eliminated') return [];
  const enemies = setup.figures.filter(
    (f) => f.team !== shooter.team && f.role === 'paintballer' && f.status !== 'eliminated',
  );
  const tiers = stackTiers(enemies);
  return enemies.map((e, i) => {
    const badge = rollBadge(setup, shooterId, e.id, aimed);
    const h = groundHeightAt(setup.terrain, e.at) + FIGURE_HEIGHT_CM + 1.6 + tiers[i]! * TIER_CM;
    return {
      key: e.id,
      position: [e.at.x, h, e.at.y],
      text: badge.text,
      look: badge.canShoot ? 'canShoot' : 'noShot',
      testId: `badge-${e.id}`,
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
