import type { Setup } from '../../setup';
import { drawnInFrontOf } from '../../setup/pickOnRay';
import { warmLooks } from '../../../../scene/labels/labelAtlas';
import { tableSight } from '../state/tableSight';
import { SIGHT_LOOKS } from './labelLooks';
import { badgeLabels } from './badgeLabels';
import { threatDrawing } from './threatDrawing';

/**
 * What the sight tools' first use on this table would work out, in small steps for the table to
 * take while it is idle: the labels' fonts, the table's solids, then each figure's enemy badges (its lines of sight to
 * every enemy), then each team's threat view, and last the check a click on a figure makes that
 * nothing is drawn in front of it (run once, so the first click does not run it cold). A figure's
 * first click then only looks them up.
 */
export function* warmSight(setup: Setup): Generator<void, void, undefined> {
  warmLooks(SIGHT_LOOKS);
  yield;
  tableSight.model(setup);
  yield;
  for (const f of setup.figures) {
    if (f.role !== 'paintballer' || f.status === 'eliminated') continue;
    badgeLabels(setup, f.id, false);
    yield;
  }
  for (const team of ['red', 'blue'] as const) {
    threatDrawing(setup, team);
    yield;
  }
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
