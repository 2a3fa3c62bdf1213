import { useEffect, useRef } from 'react';

// The action bar's buttons each have a key, shown on the button: the home row's letters in the
// order the buttons stand, clear of the table's shortcuts (H, B, M, P, T, E, the digits) and of
// N, which steps through one's pieces on the table.

export const OFFER_KEYS = ['a', 's', 'd', 'f', 'g', 'j', 'k', 'l'] as const;

/** Whether a key press is someone typing, or meant for a card or dialog open over the bar. */
function notForTheBar(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (t === null || typeof t.closest !== 'function') return false;
  return (
    t.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName) ||
    t.closest('dialog, [role="dialog"], [role="alertdialog"]') !== null
  );
}

/**
 * Presses the bar's `n`th button when its key is pressed (`press(n)`), while the bar is shown; a
 * key another handler took already, or pressed with a modifier, is left alone.
 */
export function useOfferKeys(count: number, press: (n: number) => void): void {
  // The latest buttons' press, read when a key comes: the listener stays while the bar does.
  const latest = useRef(press);
  useEffect(() => {
    latest.current = press;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || notForTheBar(e)) return;
      const n = OFFER_KEYS.indexOf(e.key.toLowerCase() as (typeof OFFER_KEYS)[number]);
      if (n < 0 || n >= count) return;
      e.preventDefault();
      latest.current(n);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);
}
