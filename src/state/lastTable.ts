import type { Envelope, SetupKinds, SetupResult } from '../table';
import { parseSetupText, serialiseSetup } from '../table';
import type { TableStore } from './tableStore';

// The last table is kept in the browser across reloads. It comes back through the same checks as
// any file, so a stored table from an older version or a tampered one is refused by field.

export const LAST_TABLE_KEY = 'paintball-mini:last-table';

export interface TableShelf {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored table, read with the systems the app has (`kinds`), or null when none is stored. */
export function restoreLastTable<T extends Envelope>(
  shelf: TableShelf,
  kinds: SetupKinds<T>,
): SetupResult<T> | null {
  let text: string | null = null;
  try {
    text = shelf.getItem(LAST_TABLE_KEY);
  } catch {
    return null; // storage switched off: start fresh
  }
  return text === null ? null : parseSetupText(text, kinds);
}

/** Whether a shelf refused a value for want of room (each browser names it its own way). */
const isFull = (e: unknown): boolean =>
  e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * Keeps the store's table on the shelf whenever it changes (at most every `waitMs`). A table too
 * large for the shelf (a browser keeps about 5 MB a site; imported models may take more) is said
 * once, until one fits again: a reload would not bring it back, so the player is told to save it.
 */
export function keepLastTable(store: TableStore, shelf: TableShelf, waitMs = 300): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let kept = store.getState().setup;
  let full = false;
  const save = () => {
    timer = null;
    const text = serialiseSetup(kept);
    try {
      shelf.setItem(LAST_TABLE_KEY, text);
      full = false;
    } catch (e) {
      // Storage switched off: the table on screen is unaffected, and nothing is said.
      if (!isFull(e)) return;
      if (!full)
        store
          .getState()
          .notify(
            'error',
            `This table is too large for the browser to keep across a reload (${(text.length / 1e6).toFixed(1)} MB, its models included): use Save to keep it as a file.`,
          );
      full = true;
    }
  };
  const stop = store.subscribe((s) => {
    if (s.setup === kept) return;
    kept = s.setup;
    if (timer === null) timer = setTimeout(save, waitMs);
  });
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    save();
  };
  // A change made just before the tab closes or reloads is kept too.
  const onHide = typeof addEventListener === 'function' ? (addEventListener('pagehide', flush), true) : false;
  return () => {
    stop();
    if (onHide) removeEventListener('pagehide', flush);
    flush();
  };
}
