import type { Setup } from '../../setup';
import type { AdoptedDrawing, SightLayer } from '../../sight';
import { groundOf } from '../../sight';
import type { FromSightWorker } from './sightAnswers';

// The lines the page is about to draw, measured in the table's sight worker: each asked pair's
// terrain line whole and % visible (what a `SightLine` and the shot card need, and the page could
// only measure by building the table's model). The first pair asked is handed out alone, as soon as
// it is measured (it is the one clicked or hovered, or the first enemy of a figure just selected);
// the rest a few together, so the page re-renders for them a few times rather than once a line.

/** Drawings handed out together after the first: each is a line and 64 samples of % visible. */
export const DRAWINGS_A_BATCH = 8;

/** One pair a step, so the worker can look for a newer table or a newer ask between any two. */
export function* sightDrawings(
  layer: SightLayer,
  setup: Setup,
  revision: number,
  shooterId: string,
  targetIds: readonly string[],
): Generator<FromSightWorker | null, void, undefined> {
  const ground = groundOf(setup);
  const inPlay = (id: string) => setup.figures.some((f) => f.id === id && f.status !== 'eliminated');
  if (!inPlay(shooterId)) return;
  let drawings: AdoptedDrawing[] = [];
  let first = true;
  for (const targetId of targetIds) {
    if (targetId === shooterId || !inPlay(targetId)) continue;
    drawings.push(layer.drawing(setup, shooterId, targetId));
    if (!first && drawings.length < DRAWINGS_A_BATCH) yield null;
    else {
      first = false;
      yield { kind: 'drawings', revision, drawings: { ground, drawings } };
      drawings = [];
    }
  }
  if (drawings.length > 0) yield { kind: 'drawings', revision, drawings: { ground, drawings } };
}
