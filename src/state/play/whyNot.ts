import type { Action, GameState } from '../../rules/paintball-mini/engine';
import { apply } from '../../rules/paintball-mini/engine';
import { tableSight } from '../../rules/paintball-mini/view/state/tableSight';

/**
 * Why the engine would refuse `action` now, in its words, or null when it would take it. Asked
 * as a probe: the engine stops at the first die, so nothing is rolled and nothing changes.
 */
export function whyNot(game: GameState, action: Action): string | null {
  try {
    const r = apply(game, action, { sight: tableSight, probe: true });
    return r.ok ? null : r.reason;
  } catch {
    return null; // the probe stopped at a die: the action is legal
  }
}
