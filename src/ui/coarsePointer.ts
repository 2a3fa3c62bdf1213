import { useSyncExternalStore } from 'react';

// Whether the player's main pointer is a finger (a tablet, a phone): the hints then speak of taps,
// holds and pinches rather than clicks, hovers and the wheel. Follows a tablet docked to a mouse.

const COARSE = '(pointer: coarse)';

/**
 * The one query, made on first use and kept: `matchMedia` builds and evaluates a new list on each
 * call (about a millisecond in a select's profile, where every card and bar that rendered asked
 * it again), while a kept list's `matches` follows the pointer by itself.
 */
let kept: MediaQueryList | null | undefined;
function query(): MediaQueryList | null {
  if (kept === undefined) kept = typeof matchMedia === 'function' ? matchMedia(COARSE) : null;
  return kept;
}

function subscribe(changed: () => void): () => void {
  const q = query();
  q?.addEventListener('change', changed);
  return () => q?.removeEventListener('change', changed);
}

/** Whether the main pointer is a finger now (false where there is no screen to ask). */
export const coarsePointer = (): boolean => query()?.matches ?? false;

/** Whether the main pointer is a finger, re-rendering when that changes. */
export const useCoarsePointer = (): boolean => useSyncExternalStore(subscribe, coarsePointer, () => false);
