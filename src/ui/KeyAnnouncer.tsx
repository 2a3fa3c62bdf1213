import { useStore } from 'zustand';
import { keyCursor } from '../scene/keys/cursor';

/**
 * What the table's keys point at, said for a screen reader (src/scene/keys): the piece or the hex
 * in the game's words, read out politely after each key. Hidden from sight: the table shows it.
 */
export function KeyAnnouncer() {
  const said = useStore(keyCursor, (c) => c.said);
  return (
    <p className="sr-only" role="status" aria-live="polite" data-testid="table-keys-said">
      {said}
    </p>
  );
}
