import type { InteractionEvent } from '../../../../state/interaction';
import type { TableStore } from './store';

/** The seat a piece belongs to: a character is named by its seat, a tile as `tile:<seat>:<n>`. */
export const seatOfPiece = (id: string): string => (id.startsWith('tile:') ? id.split(':')[1]! : id);

/**
 * A click on a piece: with an attack waiting for its target, the piece is attacked (the offer asks
 * the rules); with one's own piece picked, another player's piece becomes its target; anything else
 * is picked. Nothing is picked while the editor is open.
 */
export function pickPiece(store: TableStore, id: string): void {
  const s = store.getState();
  if (s.editing) return;
  if (s.interaction.kind === 'awaiting' && s.interaction.completes === 'piece') {
    s.completeOffer({ kind: 'piece', id });
    return;
  }
  const mine = s.selectedId === null ? null : seatOfPiece(s.selectedId);
  const event: InteractionEvent =
    mine !== null && seatOfPiece(id) !== mine && s.play !== null
      ? { type: 'target', targetId: id }
      : { type: 'select', pieceId: id };
  s.interact(event);
}
