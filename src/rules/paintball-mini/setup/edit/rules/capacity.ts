import type { Setup } from '../../types';
import { figureLabel, terrainLabel } from '../find';
import { takesRoom } from '../settle';
import { inRing, isRing } from './rings';
import type { PlacementWarning } from './warning';
import { ends, listWords, warn } from './warning';

/**
 * PM-CAPACITY: a bunker or log stockade holds at most two friendly paintballers (a spare place is
 * always left). In hex mode a figure is in it when it shares its hex; hexless, when its base centre
 * is inside the ring. `skip` names stockades another check already counts (the home bases).
 */
export function checkCapacity(setup: Setup, skip: ReadonlySet<string>): PlacementWarning[] {
  const out: PlacementWarning[] = [];
  for (const ring of setup.terrain) {
    if (!isRing(ring) || skip.has(ring.id)) continue;
    for (const team of ends) {
      const here = setup.figures.filter(
        (f) => takesRoom(f) && f.role === 'paintballer' && f.team === team && inRing(setup, ring, f.at),
      );
      if (here.length <= 2) continue;
      out.push(
        warn(
          'PM-CAPACITY',
          [ring.id, ...here.map((f) => f.id)],
          `${listWords(here.map((f) => figureLabel(setup, f)))} are in ${terrainLabel(setup, ring)}: it holds at most two of one team`,
        ),
      );
    }
  }
  return out;
}
