import type { InteractionEvent } from '../../../../state/interaction';
import { modelById } from '../../engine/units';
import { askForcedPath } from '../play/forcedStore';
import { actingModel } from './acting';
import type { TableStore } from './store';

/** The seat whose model this is in the game on the table; null outside a game or for no such model. */
export function seatOfModel(store: TableStore, id: string): string | null {
  const game = store.getState().play?.game;
  return game === undefined ? null : (modelById(game, id)?.unit.seat ?? null);
}

/**
 * A click on a model: with an offer waiting for a model (a shot's target), the offer takes it (a
 * Stomp, Push or Pin then asks where the models go); with
 * one's own model picked, another player's model becomes its target; while a unit activates and
 * none of its side is picked, another player's model is that unit's target; anything else is
 * picked. Nothing is picked while the editor is open.
 */
export function pickModel(store: TableStore, id: string): void {
  const s = store.getState();
  if (s.editing) return;
  if (s.interaction.kind === 'awaiting' && s.interaction.completes === 'piece') {
    // A Stomp, Push or Pin asks where the model goes (HP-FORCED); anything else takes the model.
    if (askForcedPath(store, s.interaction.offer, id)) return;
    s.completeOffer({ kind: 'piece', id });
    return;
  }
  let mine = s.selectedId === null ? null : seatOfModel(store, s.selectedId);
  const theirs = seatOfModel(store, id);
  const game = s.play?.game;
  const acting = game === undefined ? null : actingModel(game);
  if ((mine === null || mine === theirs) && acting !== null && seatOfModel(store, acting) !== theirs) {
    s.select(acting);
    mine = seatOfModel(store, acting);
  }
  const event: InteractionEvent =
    mine !== null && theirs !== null && theirs !== mine
      ? { type: 'target', targetId: id }
      : { type: 'select', pieceId: id };
  store.getState().interact(event);
}
