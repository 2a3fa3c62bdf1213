import type { TableEvent } from '../net/protocol';
import { diffState } from '../net/statePatch';

// The game each audience of one table was last pushed, so the next push carries only what the
// action changed (src/net/statePatch.ts). A patch is worked out from the projections an audience
// is sent, never from the real game, so it can hold nothing that audience may not see. It is sent
// only from the event just before: a push after a gap (another server pushed the one between, or
// this one kept two at once) carries the whole game again.

export class SentStates {
  private readonly last = new Map<string, { readonly seq: number; readonly state: unknown }>();

  /** The game `audience` was sent at the start (pushed whole). */
  started(audience: string, state: unknown): void {
    this.last.set(audience, { seq: 0, state });
  }

  /** `e` as pushed to `audience`: its game as a patch from the one sent at the event before, where there is one. */
  push(audience: string, e: TableEvent): TableEvent {
    if (e.state === null) return e;
    const before = this.last.get(audience);
    this.last.set(audience, { seq: e.seq, state: e.state });
    if (before === undefined || before.seq !== e.seq - 1) return e;
    return { ...e, state: null, patch: { from: before.seq, steps: diffState(before.state, e.state) } };
  }
}
