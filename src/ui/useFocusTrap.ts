import type { RefObject } from 'react';
import { useEffect } from 'react';
import { tableElement } from '../scene/keys/tableElement';

// A card that asks keeps the keyboard in itself while open and gives the focus back when it
// closes (focusTrap.ts, loaded with the first card: the table opens without it).

const loadTrap = () => import('./focusTrap');

/**
 * Keeps Tab inside `card` while `active`; with `focusFirst`, its first control takes the focus as it
 * opens; with `withTable`, the table is in the round after the card's controls (a card that asks
 * for a place on it, answered by the table's keys).
 */
export function useFocusTrap(
  card: RefObject<HTMLElement | null>,
  active: boolean,
  { focusFirst = false, withTable = false }: { focusFirst?: boolean; withTable?: boolean } = {},
): void {
  // Fetched once the card's owner is on the page, so the keys are held as soon as a card opens.
  useEffect(() => void loadTrap(), []);
  useEffect(() => {
    const el = card.current;
    if (!active || el === null) return;
    // The opener, taken now: by the time the trap has loaded, the card may hold the focus itself.
    const before = document.activeElement;
    let release: (() => void) | null = null;
    let closed = false;
    const table = withTable ? tableElement() : null;
    void loadTrap().then((m) => {
      if (!closed) release = m.trapFocus(el, before, focusFirst, table === null ? [] : [table]);
    });
    return () => {
      closed = true;
      release?.();
    };
  }, [card, active, focusFirst, withTable]);
}
