import type { Point } from '../../../../geometry';
import { pointToHex } from '../../../../geometry';
import type { GameState } from '../../engine';
import type { TableStore } from '../state/store';

/**
 * A click on the table at `p` (on the ground): the referee's card picking a piece's new place, a
 * grenade in hand thrown there, or the selected figure moved there (hex play: into that hex; on the
 * open mat along the engine's steps, as a drag does). The Enter key at the keys' pointer comes here too.
 */
export function clickTable(store: TableStore, t: GameState['table'], p: Point): void {
  const { selectedId, act, awaitingOffer, referee, completeOffer } = store.getState();
  // The referee's card is picking a piece's new place: the click says where, nothing is played yet.
  if (referee?.picking === true) return store.getState().setReferee({ picking: false, at: p });
  if (selectedId === null) return;
  const to = t.mode === 'hex' ? pointToHex({ across: t.board.across, origin: t.board.origin }, p) : p;
  // With an offer waiting (a grenade in hand) the click says where it goes; otherwise where the figure moves.
  if (awaitingOffer !== null) completeOffer('q' in to ? { kind: 'hex', ...to } : { kind: 'point', ...to });
  else if (t.mode === 'hex') act({ type: 'move', figureId: selectedId, to });
  else store.getState().moveAlong(selectedId, p); // in the engine's steps (stepsAlong), as a drag does
}
