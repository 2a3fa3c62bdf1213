import { SERVED } from '../../src/server/systems';

// The automatic player as the table server calls it (each system's own `auto`), for a system by its id.

/** The automatic player's next action in `state`, or undefined when it has none. */
export const autoAction = (systemId: string, state: unknown, world: unknown): unknown =>
  SERVED.find((s) => s.id === systemId)?.auto(state, world);
