import type { InteractionEvent } from '../../../../state/interaction';
import { modelById } from '../../engine/units';
import type { TableStore } from './store';

/** The seat whose model this is in the game on the table; null outside a game or for no such model. */
export function seatOfModel(store: TableStore, id: string): string | null {
  const game = store.getState().play?.game;
  return game === undefined ? null : (modelById(game, id)?.unit.seat ?? null);
}

/**
 * A click on a model: with an offer waiting for a model (a shot's target), the offer takes it; with
 * one's own model picked, another player's model becomes its target; anything else is picked.
 * Nothing is picked while the editor is open.
 */
export function pickModel(store: TableStore, id: string): void {
  const s = store.getState();
  if (s.editing) return;
  if (s.interaction.kind === 'awaiting' && s.interaction.completes === 'piece') {
    s.completeOffer({ kind: 'piece', id });
    return;
  }
  const mine = s.selectedId === null ? null : seatOfModel(store, s.selectedId);
  const theirs = seatOfModel(store, id);
  const event: InteractionEvent =
    mine !== null && theirs !== null && theirs !== mine
      ? { type: 'target', targetId: id }
      : { type: 'select', pieceId: id };
  s.interact(event);
}
