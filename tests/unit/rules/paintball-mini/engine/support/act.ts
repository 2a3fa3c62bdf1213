import type { Action, GameState, Sight } from '../../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight } from '../../../../../../src/rules/paintball-mini/engine';
import { lines } from './table';

// A PaintBall action with forced dice, for rule tests: the test fails loudly on a refusal, and gets
// the new state, the entries the action logged and those entries as `[RULE] text` lines.

export function act(s: GameState, a: Action, dice: number[] = [], sight: Sight = flatSight) {
  const r = apply(s, a, { sight, dice });
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return { state: r.state, events: r.events, log: lines(r.events) };
}
