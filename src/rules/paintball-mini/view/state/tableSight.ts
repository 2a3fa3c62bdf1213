import type { LineFacts } from '../../engine/facts';
import type { Setup } from '../../setup';
import type { SightLayer, SightLine } from '../../sight';
import { createSight } from '../../sight';

/**
 * The one sight layer the app measures with. It caches the table's solids and each line's facts,
 * so asking again for an unchanged table costs almost nothing and moving one figure redoes only
 * the lines that figure is on.
 */
export const tableSight: SightLayer = createSight();

/** Whether a figure is on the table and in the game (eliminated figures only wait at its edge). */
const inPlay = (setup: Setup, id: string) =>
  setup.figures.some((f) => f.id === id && f.status !== 'eliminated');

export function sightLineOf(setup: Setup, shooterId: string, targetId: string): SightLine | null {
  if (!inPlay(setup, shooterId) || !inPlay(setup, targetId)) return null;
  return tableSight.sightLine(setup, shooterId, targetId);
}

export function lineFactsOf(setup: Setup, shooterId: string, targetId: string): LineFacts {
  return tableSight.line(setup, shooterId, targetId);
}
