import type { Action } from './actions';
import { apply } from './apply';
import type { HexPrintState } from './gameState';
import { sampledWorld } from './sampledSight';

// Steps the app takes by itself (RuleSystem.emptyStep, seatChooses). Time turning is never a
// choice (HP-TICK, HP-INIT): its player only clicks it. When the segment it reaches holds no
// marker and no terrain burns (HP-NEUTRAL), no die rolls either: nothing can happen in it, and no
// one clicks it at all; the log still says that time turned.

const TURN: Action = { type: 'turnTime' };
/** Time turning measures no sight: any world answers the same. */
const WORLD = sampledWorld();

/** Turn time when nothing rolls in it, else null. */
export function emptyStep(s: HexPrintState): Action | null {
  if (s.phase !== 'time' || s.removals.length > 0) return null;
  const r = apply(s, TURN, WORLD);
  return r.ok && r.state.rng.every((x, i) => x === s.rng[i]) ? TURN : null;
}

/** Whether the seat to act chooses anything now: turning time is one button, rolled for everyone. */
export const seatChooses = (s: HexPrintState): boolean => s.phase !== 'time' || s.removals.length > 0;
