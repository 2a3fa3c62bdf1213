import type { LineFacts } from '../../engine/facts';
import type { Setup } from '../../setup';
import type { SightLayer } from '../../sight';
import { createSight } from '../../sight';

/**
 * The one sight layer the app measures with. It caches the table's solids and each line's facts,
 * so asking again for an unchanged table costs almost nothing and moving one figure redoes only
 * the lines that figure is on.
 */
export const tableSight: SightLayer = createSight();

export function lineFactsOf(setup: Setup, shooterId: string, targetId: string): LineFacts {
  return tableSight.line(setup, shooterId, targetId);
}
