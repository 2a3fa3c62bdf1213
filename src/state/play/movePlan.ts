import type { Action, GameState } from '../../rules/paintball-mini/engine';
import type { Point } from '../../geometry';
import { distance, lerpPoint } from '../../geometry';
import { whyNot } from './whyNot';

/** Tape-measure play moves 10 cm per AP (PM-AP): a longer move is taken as steps of at most 10 cm. */
export const STEP_CM = 10;

export interface MovePlan {
  /** The move as the engine takes it: its first step, then the others; null when nobody is there to move. */
  readonly action: Action | null;
  /** Where each step ends, the last at the point asked for; one AP each. */
  readonly steps: readonly Point[];
  readonly cm: number;
  /** Why the engine would refuse the move (measured step by step, before any sentry is asked), or null. */
  readonly why: string | null;
}

/**
 * A hexless move to `to`, straight along the line in steps of at most 10 cm. The engine takes it
 * as one action, a step at a time: a step within a sentry's reach pauses it for the sentry's owner
 * and the rest follows the answers (EN-SENTRY-MOVE); it refuses it whole when a step could not be taken.
 */
export function movePlan(game: GameState, figureId: string, to: Point): MovePlan {
  const f = game.table.figures.find((x) => x.id === figureId);
  if (f === undefined) return { action: null, steps: [], cm: 0, why: 'that figure is not on the table' };
  const cm = distance(f.at, to);
  const n = Math.max(1, Math.ceil(cm / STEP_CM - 1e-9));
  const steps: Point[] = [];
  for (let i = 1; i <= n; i++) steps.push(i === n ? to : lerpPoint(f.at, to, (i * STEP_CM) / cm));
  const [first, ...then] = steps as [Point, ...Point[]];
  // Beyond three steps no figure has the AP (PM-AP); the action's shape holds at most two more.
  if (then.length > 2) return { action: null, steps, cm, why: 'at most 20 cm of movement a turn' };
  const action: Action =
    then.length === 0 ? { type: 'move', figureId, to: first } : { type: 'move', figureId, to: first, then };
  return { action, steps, cm, why: whyNot(game, action) };
}
