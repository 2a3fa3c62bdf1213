import type { Setup } from '../../types';
import { figureLabel, markerLabel } from '../find';
import { inRing } from './rings';
import type { PlacementWarning } from './warning';
import { warn } from './warning';

/** PM-SENTRY: no sentry carries a flag or stands in a bunker (a file may say so; the editor's own edits refuse it). */
export function checkSentries(setup: Setup): PlacementWarning[] {
  const out: PlacementWarning[] = [];
  for (const f of setup.figures) {
    if (f.status !== 'sentry') continue;
    const flag = setup.markers.find((m) => m.kind === 'flag' && m.carriedBy === f.id);
    if (flag !== undefined)
      out.push(
        warn(
          'PM-SENTRY',
          [f.id, flag.id],
          `${figureLabel(setup, f)} is a sentry and carries ${markerLabel(flag)}: a flag carrier cannot be a sentry`,
        ),
      );
    const bunker = setup.terrain.find((t) => t.kind === 'bunker' && inRing(setup, t, f.at));
    if (bunker !== undefined)
      out.push(
        warn(
          'PM-SENTRY',
          [f.id, bunker.id],
          `${figureLabel(setup, f)} is a sentry in the bunker: figures in bunkers cannot be sentries`,
        ),
      );
  }
  return out;
}
