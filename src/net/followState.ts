import { applyPatch } from './applyPatch';
import type { TableEvent } from './protocol';

// The game a client holds as events arrive: an event carries the whole game (a join's catch-up,
// or where the server had no earlier one to patch from), a patch from the game this client was sent
// at an earlier event, or nothing when a later event follows at once. A patch from any other event
// than the one held, or one that does not fit, is refused: the client asks for a catch-up then.

/** The game a client holds, and the event it is the game after. */
export interface HeldState {
  readonly state: unknown;
  readonly at: number;
}

export type Followed = ({ readonly ok: true } & HeldState) | { readonly ok: false; readonly problem: string };

/** The game after `e`, from the game held before it. */
export function stateAfter(held: HeldState, e: TableEvent): Followed {
  if (e.patch !== undefined && e.patch !== null) {
    const { from, steps } = e.patch;
    if (from !== held.at)
      return {
        ok: false,
        problem: `event ${e.seq} changes the game as it was at event ${String(from)}, and this screen has it at event ${held.at}`,
      };
    const r = applyPatch(held.state, steps);
    return r.ok
      ? { ok: true, state: r.state, at: e.seq }
      : { ok: false, problem: `event ${e.seq}: ${r.problem}` };
  }
  return e.state === null ? { ok: true, ...held } : { ok: true, state: e.state, at: e.seq };
}
