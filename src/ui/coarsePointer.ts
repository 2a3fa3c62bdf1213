import { useSyncExternalStore } from 'react';

// Whether the player's main pointer is a finger (a tablet, a phone): the hints then speak of taps,
// holds and pinches rather than clicks, hovers and the wheel. Follows a tablet docked to a mouse.

const COARSE = '(pointer: coarse)';

// Made once, as the screen's width queries are (layout/screenWidth.ts): `matches` follows the device.
let list: MediaQueryList | null | undefined;
const query = (): MediaQueryList | null =>
  (list ??= typeof matchMedia === 'function' ? matchMedia(COARSE) : null);

function subscribe(changed: () => void): () => void {
  const q = query();
  q?.addEventListener('change', changed);
  return () => q?.removeEventListener('change', changed);
}

/** Whether the main pointer is a finger now (false where there is no screen to ask). */
export const coarsePointer = (): boolean => query()?.matches ?? false;

/** Whether the main pointer is a finger, re-rendering when that changes. */
export const useCoarsePointer = (): boolean => useSyncExternalStore(subscribe, coarsePointer, () => false);
