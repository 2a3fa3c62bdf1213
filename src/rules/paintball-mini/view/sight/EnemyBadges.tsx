import { useMemo } from 'react';
import type { SceneLabel } from '../../../../scene/labels/SceneLabels';
import { SceneLabels } from '../../../../scene/labels/SceneLabels';
import type { Figure, Setup } from '../../setup';
import { FIGURE_HEIGHT_CM, groundHeightAt } from '../../setup';
import { rollBadge } from '../state/shotCall';
import { SIGHT_LOOKS } from './labelLooks';

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

/**
 * With a figure selected, every enemy shows whether it can be shot and the roll one die needs:
 * aimed once the figure has taken aim (PM-AIM).
 */
export function EnemyBadges({
  setup,
  shooterId,
  aimed,
}: {
  setup: Setup;
  shooterId: string;
  aimed: boolean;
}) {
  // Worked out once per table and shooter, not on every render (a tape drag re-renders often).
  const labels = useMemo((): SceneLabel[] => {
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
  }, [setup, shooterId, aimed]);
  if (labels.length === 0) return null;
  return (
    <group name="enemy-badges">
      <SceneLabels
        name="enemy-badge-labels"
        labels={labels}
        looks={SIGHT_LOOKS}
        listName="Enemies: whether each can be shot, and the roll it needs"
        listTestId="enemy-badges"
      />
    </group>
  );
}
