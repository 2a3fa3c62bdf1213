import type { Setup } from '../../setup';
import { drawnInFrontOf } from '../../setup/pickOnRay';
import { paintWordsAhead, warmLooks } from '../../../../scene/labels/atlasAhead';
import type { SceneLabel } from '../../../../scene/labels/SceneLabels';
import { tableSight } from '../state/tableSight';
import { SIGHT_LOOKS } from './labelLooks';
import { badgeLabels, warmBadge } from './badgeLabels';
import { threatDrawingSteps } from './threatDrawing';
import { pageSightFeed } from './pageSightFeed';

/**
 * What the sight tools' first use on this table would work out, in small steps for the table to
 * take while it is idle: the labels' fonts; the lines and threat columns, measured by the sight
 * worker (sightFeed.ts) and adopted into the page's layer while this waits, taking no idle time
 * (without a worker, or when it failed, the page builds the table's solids as a step and measures
 * them itself below); then each figure's enemy badges one enemy at a time (the roll each line
 * needs), each team's threat view a few cells at a time, its numbers painted with the badges'
 * words a few at a time, and last the check a click on a figure makes that nothing is drawn in
 * front of it (run once, so the first click does not run it cold).
 * A figure's first click then only looks them up. A click waits at most for the one step under
 * way, so no step does more than one line, one slice of a threat column or one slice of patches.
 * After a change, what the sight layer kept (the lines the change did not touch, the columns of
 * enemies that did not move) costs only a look-up, in the worker as on the page.
 */
export function* warmSight(setup: Setup): Generator<unknown, void, undefined> {
  warmLooks(SIGHT_LOOKS);
  yield;
  const feed = pageSightFeed();
  // A promise as a step: the idle steps wait for it (idleSteps.ts).
  yield feed.feed(setup);
  if (!feed.answered(setup)) {
    tableSight.model(setup);
    yield;
  }
  const shooters = setup.figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');
  for (const f of shooters) {
    for (const e of shooters) {
      if (e.team === f.team) continue;
      warmBadge(setup, f.id, e.id);
      yield;
    }
    badgeLabels(setup, f.id, false);
  }
  const threatWords: SceneLabel[] = [];
  for (const team of ['red', 'blue'] as const) {
    threatWords.push(...(yield* threatDrawingSteps(setup, team)).labels);
    yield;
  }
  // The threat views' numbers join the badges' words in the atlas painted ahead (handed to the GPU
  // at the warm-up's end), so turning the view on, or a change that keeps its numbers, paints none.
  yield* paintWordsAhead(SIGHT_LOOKS, threatWords);
  const first = setup.figures.find((f) => f.status !== 'eliminated');
  if (first !== undefined) {
    const { x, y } = first.at;
    drawnInFrontOf(
      setup,
      { origin: { x, y: y - 60, z: 60 }, dir: { x: 0, y: Math.SQRT1_2, z: -Math.SQRT1_2 } },
      first.id,
    );
  }
}
