import { useSyncExternalStore } from 'react';

/**
 * How much room the window gives across. `narrow` (a phone): the toolbar folds into its menu and
 * the panels become a sheet from the bottom. `mid` (800 × 600): the toolbar keeps one row by
 * folding its less used commands. `wide`: everything stands where it always has.
 */
export type ScreenWidth = 'narrow' | 'mid' | 'wide';

/** Below these widths (CSS pixels) the window is narrow, or mid; narrow.css uses the same numbers. */
export const NARROW_BELOW = 700;
export const MID_BELOW = 1000;

// Made once: a query list's `matches` follows the window, and React reads it at every render of
// every panel that asks (making the lists anew each time cost a click ~1 ms on the big tables).
let lists: { readonly narrow: MediaQueryList; readonly mid: MediaQueryList } | null = null;
const queries = () =>
  (lists ??= {
    narrow: window.matchMedia(`(max-width: ${NARROW_BELOW - 0.02}px)`),
    mid: window.matchMedia(`(max-width: ${MID_BELOW - 0.02}px)`),
  });

function subscribe(changed: () => void) {
  const { narrow, mid } = queries();
  narrow.addEventListener('change', changed);
  mid.addEventListener('change', changed);
  return () => {
    narrow.removeEventListener('change', changed);
    mid.removeEventListener('change', changed);
  };
}

function current(): ScreenWidth {
  const { narrow, mid } = queries();
  return narrow.matches ? 'narrow' : mid.matches ? 'mid' : 'wide';
}

/** The window's width class, following the window as it is resized or turned. */
export const useScreenWidth = (): ScreenWidth => useSyncExternalStore(subscribe, current);
