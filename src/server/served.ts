import type { AnyRuleSystem } from '../game/ruleSystem';

/**
 * The rule systems a table server plays: each system's own object, which carries all a server asks
 * of it (its automatic player, what of an action another seat may see, what is not for a network
 * table), each known by its own id.
 */
export type ServedSystems = readonly AnyRuleSystem[];

/** The system a set-up names, if this server plays it. */
export const servedFor = (systems: ServedSystems, id: string): AnyRuleSystem | undefined =>
  systems.find((s) => s.id === id);
