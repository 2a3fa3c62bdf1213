import { useTable } from '../../state/useTable';

/** Why no other table opens during a game: the game is on this one. */
const LEAVE_FIRST = 'A game is being played on this table: leave it first (it waits under Recent games)';

/** Why a network table's toolbar opens, edits and starts nothing. */
export const NET_HELD = 'The table server keeps this table: leave the network table (its panel) to change it';

/**
 * Whether the table is held from opening, editing or starting another: by a game on it, or at a
 * network table, where the server holds the set-up and the game; and why, in a button's tip.
 */
export function useTableHeld() {
  const playing = useTable((s) => s.play !== null);
  const atNet = useTable((s) => s.net !== null);
  return { playing, atNet, held: playing || atNet, heldWhy: atNet ? NET_HELD : LEAVE_FIRST };
}
