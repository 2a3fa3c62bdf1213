import type { Action, GameState } from '../../engine';
import { apply } from '../../engine';
import type { Point } from '../../geometry';
import { distance, lerpPoint } from '../../geometry';
import { tableSight } from '../sight';
import { whyNot } from './whyNot';

/** Tape-measure play moves 10 cm per AP (PM-AP): a longer move is taken as steps of at most 10 cm. */
export const STEP_CM = 10;

export interface MovePlan {
  readonly steps: readonly Action[];
  readonly cm: number;
  /** Why the engine would refuse the move (its first refused step), or null. */
  readonly why: string | null;
}

/**
 * The steps a hexless move to `to` takes, straight along the line, each checked by the engine in
 * the state the step before leaves (so a sentry's shot or the AP left are taken into account).
 */
export function movePlan(game: GameState, figureId: string, to: Point): MovePlan {
  const f = game.table.figures.find((x) => x.id === figureId);
  if (f === undefined) return { steps: [], cm: 0, why: 'that figure is not on the table' };
  const cm = distance(f.at, to);
  const n = Math.max(1, Math.ceil(cm / STEP_CM - 1e-9));
  const steps: Action[] = [];
  for (let i = 1; i <= n; i++) steps.push({ type: 'move', figureId, to: i === n ? to : lerpPoint(f.at, to, (i * STEP_CM) / cm) });
  let g = game;
  for (const step of steps) {
    const why = whyNot(g, step);
    if (why !== null) return { steps, cm, why };
    // Check the next step from where this one leaves the figure. A step that would roll a die (a
    // sentry firing) stops the look-ahead: what happens after it is up to the dice.
    try {
      const r = apply(g, step, { sight: tableSight, probe: true });
      if (!r.ok) break;
      g = r.state;
    } catch {
      break;
    }
  }
  return { steps, cm, why: null };
}
