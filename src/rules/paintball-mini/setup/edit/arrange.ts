import type { Hex } from '../../../../geometry';
import { hexKey, pointToHex } from '../../../../geometry';
import type { Setup } from '../types';
import { hexLabel } from './find';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { settle, takesRoom, withFigures } from './settle';
import { layoutOf } from './layout';

/**
 * Hex mode: stands every figure in `hex` on one of its three base slots, each on the free slot
 * nearest where it stood (placement.ts: slotPoint). Moves and placements do this by themselves;
 * this is for a set-up that came from hexless play or a hand-written file. Refused in hexless mode,
 * and where the hex holds more than three bases or both teams.
 */
export function arrangeHex(setup: Setup, { hex }: { readonly hex: Hex }): EditResult {
  if (setup.mode !== 'hex') return refuse('bases are arranged in hexes only in hex mode');
  const layout = layoutOf(setup);
  const here = setup.figures.filter((f) => takesRoom(f) && hexKey(pointToHex(layout, f.at)) === hexKey(hex));
  if (here.length === 0) return refuse(`there are no figures in ${hexLabel(setup, hex)}`);
  const ids = new Set(here.map((f) => f.id));
  const settled = settle(
    setup,
    setup.figures.filter((f) => !ids.has(f.id)),
    here.map((f) => ({ figure: f, target: f.at })),
  );
  if (!settled.ok) return settled;
  const figures = withFigures(setup, settled.figures);
  const byId = new Map(figures.map((f) => [f.id, f]));
  return done(
    {
      ...setup,
      figures,
      markers: setup.markers.map((m) =>
        m.kind === 'flag' && m.carriedBy !== null && ids.has(m.carriedBy)
          ? { ...m, at: byId.get(m.carriedBy)!.at }
          : m,
      ),
    },
    [...ids],
  );
}
