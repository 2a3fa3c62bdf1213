import { memo } from 'react';
import type { Setup } from '../../setup';
import { SceneLabels } from '../../../../scene/labels/SceneLabels';
import { badgeLabels } from './badgeLabels';
import { SIGHT_LOOKS } from './labelLooks';
import { useAnswers } from './pendingOnPage';

/**
 * With a figure selected, every enemy shows whether it can be shot and the roll one die needs:
 * aimed once the figure has taken aim (PM-AIM). The badges are laid out apart on screen: none
 * overlaps another from any view, and "no shot" badges with no room fold away. Drawn again only when
 * the table, the shooter or its aim changes, not when the pointer hovers another figure or the
 * threat view turns on, and when the sight worker's answers come while a badge is being measured.
 */
export const EnemyBadges = memo(function EnemyBadges({
  setup,
  shooterId,
  aimed,
}: {
  setup: Setup;
  shooterId: string;
  aimed: boolean;
}) {
  // A badge whose line the worker is measuring shows "…" until the answers come, re-rendering this.
  useAnswers();
  // Worked out once per table and shooter, not on every render (a tape drag re-renders often).
  const labels = badgeLabels(setup, shooterId, aimed);
  if (labels.length === 0) return null;
  return (
    <group name="enemy-badges">
      <SceneLabels
        name="enemy-badge-labels"
        labels={labels}
        looks={SIGHT_LOOKS}
        listName="Enemies: whether each can be shot, and the roll it needs"
        listTestId="enemy-badges"
        apart
      />
    </group>
  );
});
