import { SERVED } from '../../src/server/systems';

// The automatic player as the table server calls it, for a system by its id: the one place the
// self-play bench reaches it, so a move of the players onto the systems changes this line alone.

/** The automatic player's next action in `state`, or undefined when it has none. */
export const autoAction = (systemId: string, state: unknown, world: unknown): unknown =>
  SERVED[systemId]?.auto?.(state, world);
