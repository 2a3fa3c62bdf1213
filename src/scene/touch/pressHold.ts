import { FINGER_SLOP_PX } from '../pointerOnTable';

// A press-and-hold, as touch players know it from maps: a finger that rests on one spot for half a
// second shows what a mouse's hover would, and a finger that moves first is a drag (of the camera or
// of a piece) or a tap, never a hold. Only the timing lives here, with the clock handed in, so a test
// drives it without waiting and the table decides what the hold shows.

/** How long a finger rests before the press is a hold, in ms: as long as the platforms' own long press. */
export const HOLD_MS = 500;
/** How far (CSS px) a resting finger may wander and still be held: as far as a tap may. */
export const HOLD_SLOP_PX = FINGER_SLOP_PX;

/** The time and the one timer a hold needs: the page's own, or a test's. */
export interface HoldClock {
  /** Calls `fire` once after `ms`; the function returned cancels it. */
  after(ms: number, fire: () => void): () => void;
}

export const pageClock: HoldClock = {
  after(ms, fire) {
    const id = setTimeout(fire, ms);
    return () => clearTimeout(id);
  },
};

export interface HoldHands {
  /** The finger has rested long enough, at this point: show what a hover would. */
  held(x: number, y: number): void;
  /** The held finger let go (or the press was cancelled): take away what the hold showed. */
  letGo(): void;
}

export interface PressHold {
  /** A finger came down (a second finger, or any other pointer, cancels the hold: it is a pinch). */
  down(x: number, y: number): void;
  move(x: number, y: number): void;
  /** The finger let go; returns whether the press had become a hold (its tap is then not a tap). */
  up(): boolean;
  /** Ends the press with no hold, or ends the hold (a second finger, the gesture taken away). */
  cancel(): void;
  /** Whether a finger is held now. */
  readonly holding: boolean;
}

type State =
  | { readonly kind: 'up' }
  | { readonly kind: 'resting'; readonly x: number; readonly y: number; readonly stop: () => void }
  | { readonly kind: 'held' };

/**
 * up → resting (a finger down) → held (it rested HOLD_MS within HOLD_SLOP_PX) → up. A finger that
 * wanders from resting, a second finger, or a cancel goes back to up with nothing shown.
 */
export function pressHold(hands: HoldHands, clock: HoldClock = pageClock, ms = HOLD_MS): PressHold {
  let state: State = { kind: 'up' };
  const end = (): boolean => {
    const was = state;
    state = { kind: 'up' };
    if (was.kind === 'resting') was.stop();
    if (was.kind === 'held') hands.letGo();
    return was.kind === 'held';
  };
  return {
    down(x, y) {
      if (state.kind !== 'up') return void end();
      const stop = clock.after(ms, () => {
        if (state.kind !== 'resting') return;
        const { x: hx, y: hy } = state;
        state = { kind: 'held' };
        hands.held(hx, hy);
      });
      state = { kind: 'resting', x, y, stop };
    },
    // Once held, the finger may go anywhere: the hover follows it as a mouse's would.
    move(x, y) {
      if (state.kind === 'resting' && Math.hypot(x - state.x, y - state.y) > HOLD_SLOP_PX) end();
    },
    up: end,
    cancel: () => void end(),
    get holding() {
      return state.kind === 'held';
    },
  };
}
