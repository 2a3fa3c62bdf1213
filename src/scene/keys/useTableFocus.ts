import type { HTMLAttributes, KeyboardEvent } from 'react';
import { useTableStore } from '../../state/useTable';
import { useSystemView } from '../systemView';
import { loadOnce } from '../loadOnce';
import { cursorOn, keyCursor } from './cursor';

// The table in the page's tab order, and its keys while it has focus. What the keys do (tableKeys.ts)
// is not in the page's first download: the table fetches it once its first frame is drawn
// (OverlayWarmup), or on focus if that comes first.

/** What the table's name tells a screen reader (and the Keys & shortcuts list repeats). */
export const TABLE_KEYS_WORDS =
  'The table. In a game: N your next piece, ] and [ its targets, arrows move it, Enter picks or goes, Esc steps back.';

const OURS = new Set(['n', 'N', ']', '[', 'Enter', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

const tableKeys = loadOnce(() => import('./tableKeys'));

/**
 * Fetches what the keys do ahead of the first focus. A click on the table focuses it, and fetching
 * then (the chunk's preload links added to the page) cost the first select 2-3 ms of script.
 */
export const fetchTableKeys = (): void => tableKeys.fetch();

/** The props that make the table's element take focus and its keys. */
export function useTableFocus(): HTMLAttributes<HTMLDivElement> {
  const store = useTableStore();
  const view = useSystemView();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const { play, editing, replayAt } = store.getState();
    // Outside a game (the editor, a replay) the keys are the page's as ever.
    if (e.ctrlKey || e.metaKey || e.altKey || play === null || editing || replayAt !== null) return;
    // Esc is the table's while the keys point at something; after that it steps back in hand (shortcuts.ts).
    if (!OURS.has(e.key) && !(e.key === 'Escape' && cursorOn(keyCursor.getState()))) return;
    e.preventDefault();
    const { key, shiftKey } = e;
    tableKeys.run((m) => m.onTableKey(store, view, key, shiftKey));
  };
  return {
    tabIndex: 0,
    role: 'application',
    'aria-label': TABLE_KEYS_WORDS,
    onKeyDown,
    // Fetched when the table takes focus, so the first key acts at once.
    onFocus: tableKeys.fetch,
  };
}
