import type { InteractionEvent } from '../../../../state/interaction';
import type { TableStore } from './store';

/** The seat a piece belongs to: a character is named by its seat, a tile as `tile:<seat>:<n>`. */
export const seatOfPiece = (id: string): string => (id.startsWith('tile:') ? id.split(':')[1]! : id);

/**
 * A click on a piece: with one's own piece picked, another player's piece becomes its target (an
 * attack waiting for its target is given it, and the rules judge it: interaction.ts); with an
 * attack waiting, any piece is offered to it as the target, for the rules to say why not; anything
 * else is picked. Nothing is picked while the editor is open.
 */
export function pickPiece(store: TableStore, id: string): void {
  const s = store.getState();
  if (s.editing) return;
  const attacking = s.interaction.kind === 'awaiting' && s.interaction.completes === 'piece';
  const mine = s.selectedId === null ? null : seatOfPiece(s.selectedId);
  const event: InteractionEvent =
    mine !== null && s.play !== null && (attacking || seatOfPiece(id) !== mine)
      ? { type: 'target', targetId: id }
      : { type: 'select', pieceId: id };
  s.interact(event);
}
