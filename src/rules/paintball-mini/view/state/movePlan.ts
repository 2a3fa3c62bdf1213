import type { Action, GameState } from '../../engine';
import { CM_A_TURN, stepsAlong } from '../../engine';
import type { Point } from '../../../../geometry';
import { distance } from '../../../../geometry';
import { whyNot } from './whyNot';

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
 * A hexless move to `to`, straight along the line in the engine's steps (PM-AP: 1 AP each). The engine takes it
 * as one action, a step at a time: a step within a sentry's reach pauses it for the sentry's owner
 * and the rest follows the answers (EN-SENTRY-MOVE); it refuses it whole when a step could not be taken.
 */
export function movePlan(game: GameState, figureId: string, to: Point): MovePlan {
  const f = game.table.figures.find((x) => x.id === figureId);
  if (f === undefined) return { action: null, steps: [], cm: 0, why: 'that figure is not on the table' };
  const cm = distance(f.at, to);
  const steps = stepsAlong(f.at, to);
  const [first, ...then] = steps as [Point, ...Point[]];
  // Beyond three steps no figure has the AP (PM-AP); the action's shape holds at most two more.
  if (then.length > 2) return { action: null, steps, cm, why: `at most ${CM_A_TURN} cm of movement a turn` };
  const action: Action =
    then.length === 0 ? { type: 'move', figureId, to: first } : { type: 'move', figureId, to: first, then };
  return { action, steps, cm, why: whyNot(game, action) };
}
