import { useMemo } from 'react';
import { Html } from '@react-three/drei';
import type { Figure, Setup } from '../../setup';
import { FIGURE_HEIGHT_CM, groundHeightAt } from '../../setup';
import { quickNeed } from '../../state/shotCall';

/** Enemies closer than this stand in one crowd: their badges are stacked, one tier each, not drawn over each other. */
const CROWDED_CM = 4.5;
const TIER_CM = 1.6;

/** For each figure in turn, the lowest tier no crowded neighbour before it already stands on. */
function stackTiers(figures: readonly Figure[]): number[] {
  const tiers: number[] = [];
  figures.forEach((e, i) => {
    const taken = new Set(figures.slice(0, i).flatMap((o, j) => (Math.hypot(o.at.x - e.at.x, o.at.y - e.at.y) < CROWDED_CM ? [tiers[j]!] : [])));
    let t = 0;
    while (taken.has(t)) t++;
    tiers.push(t);
  });
  return tiers;
}

/** With a figure selected, every enemy shows whether it can be shot and the roll one die needs. */
export function EnemyBadges({ setup, shooterId }: { setup: Setup; shooterId: string }) {
  // Worked out once per table and shooter, not on every render (a tape drag re-renders often).
  const badges = useMemo(() => {
    const shooter = setup.figures.find((f) => f.id === shooterId);
    if (shooter === undefined || shooter.role !== 'paintballer' || shooter.status === 'eliminated') return [];
    const enemies = setup.figures.filter((f) => f.team !== shooter.team && f.role === 'paintballer' && f.status !== 'eliminated');
    const tiers = stackTiers(enemies);
    return enemies.map((e, i) => ({ e, need: quickNeed(setup, shooterId, e.id), tier: tiers[i]! }));
  }, [setup, shooterId]);
  if (badges.length === 0) return null;
  return (
    <group name="enemy-badges">
      {badges.map(({ e, need, tier }) => {
        const h = groundHeightAt(setup.terrain, e.at) + FIGURE_HEIGHT_CM + 1.6 + tier * TIER_CM;
        const text = need.unaimed !== null ? `${need.unaimed}+` : need.aimed !== null ? `aim ${need.aimed}+` : 'no shot';
        return (
          <Html key={e.id} position={[e.at.x, h, e.at.y]} center zIndexRange={[25, 0]} style={{ pointerEvents: 'none' }}>
            <div className={`enemy-badge${need.aimed === null ? ' none' : ''}`} data-testid={`badge-${e.id}`}>
              {text}
            </div>
          </Html>
        );
      })}
    </group>
  );
}
