import type { AnyRuleSystem } from '../game/ruleSystem';

/**
 * A rule system as the table server plays it: the system object, and what only a server needs of
 * it: the automatic player a host may hand a dropped seat to, and what of an action the other seats
 * may see when the system hides things (see src/net/projection.ts).
 */
export interface Served {
  readonly system: AnyRuleSystem;
  /** The automatic player's next action; absent: the first legal candidate. */
  readonly auto?: (state: unknown, world: unknown) => unknown;
  /**
   * Why an action a one-screen table allows is not for a network table (PaintBall's referee's hand
   * moves any piece: between machines there is no referee standing by), or null when it is.
   */
  readonly offline?: (action: unknown) => string | null;
  /** What of `action` a seat other than the actor may see; absent: nothing, if the system hides things. */
  readonly showAction?: (action: unknown, seat: string) => unknown;
}

export type ServedSystems = Readonly<Record<string, Served>>;

/** The system a set-up names, if this server plays it: only its own ids, never a name every object has ("constructor"). */
export const servedFor = (systems: ServedSystems, id: string): Served | undefined =>
  Object.hasOwn(systems, id) ? systems[id] : undefined;
