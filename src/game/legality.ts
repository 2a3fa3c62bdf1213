import { PROBE_STOP, probeDice } from './dice';
import type { Refusal, RuleSystem } from './ruleSystem';

// The one legality probe every table asks (the action bar's greyed buttons, the move rings, the auto
// player): run the action with dice that stop at the first die. A refusal means not legal, with the
// system's own reason and rule; reaching a die, or finishing without one, means legal. Anything else
// thrown is a bug in the rules and reaches the caller: a broken rule never shows as an enabled button.

/** The part of a system the probe needs. */
export type Probed<S, A, W> = Pick<RuleSystem<S, A, unknown, W>, 'apply'>;

/** Why the system would refuse `action` now (its reason and rule), or null when it would take it. */
export function whyNot<S, A, W>(system: Probed<S, A, W>, state: S, action: A, world: W): Refusal | null {
  let outcome;
  try {
    outcome = system.apply(state, action, world, probeDice);
  } catch (e) {
    if (e === PROBE_STOP) return null;
    throw e;
  }
  return outcome.ok ? null : { ok: false, reason: outcome.reason, rule: outcome.rule };
}

/** Whether the system would take `action` now (checked without rolling a die). */
export const isLegal = <S, A, W>(system: Probed<S, A, W>, state: S, action: A, world: W): boolean =>
  whyNot(system, state, action, world) === null;

/** The system's candidate actions that it would take now. */
export function legalActions<S, A, W>(
  system: Pick<RuleSystem<S, A, unknown, W>, 'apply' | 'candidates'>,
  state: S,
  world: W,
): A[] {
  return system.candidates(state, world).filter((a) => isLegal(system, state, a, world));
}
