import { createStore } from 'zustand/vanilla';
import type { Point } from '../../geometry';

// Where the keyboard points on the table, apart from what the player has picked (the store's
// interaction): a piece a key stepped to (to pick with Enter), and a place the arrows moved to (to
// move to with Enter). A page has one table, so one cursor; what it says for a screen reader too.

export interface KeyCursor {
  /** The piece the keys stepped to: one's own to pick, or a target; null for none. */
  readonly piece: string | null;
  /** Whether `piece` is a target of the picked piece (its line is previewed) rather than one's own. */
  readonly target: boolean;
  /** Where the arrows moved the picked piece's pointer (a hex's centre in hex play); null for none. */
  readonly at: Point | null;
  /** The piece whose pointer `at` is: picking another (by mouse too) leaves it behind. */
  readonly of: string | null;
  /** The last thing said about it, for the live region. */
  readonly said: string;
}

export const NO_CURSOR: KeyCursor = { piece: null, target: false, at: null, of: null, said: '' };

export const keyCursor = createStore<KeyCursor>(() => NO_CURSOR);

/** Whether the keys point at anything that Esc would let go of first. */
export const cursorOn = (c: KeyCursor): boolean => c.piece !== null || c.at !== null;
