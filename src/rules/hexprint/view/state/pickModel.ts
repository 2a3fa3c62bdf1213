import type { InteractionEvent } from '../../../../state/interaction';
import { modelById } from '../../engine/units';
import { actingModel } from './acting';
import type { TableStore } from './store';

/** The seat whose model this is in the game on the table; null outside a game or for no such model. */
export function seatOfModel(store: TableStore, id: string): string | null {
  const game = store.getState().play?.game;
  return game === undefined ? null : (modelById(game, id)?.unit.seat ?? null);
}

/**
 * A click on a model: with one's own model picked, another player's model becomes its target, and
 * an offer waiting for a model (a shot's target) is given it (interaction.ts; a Stomp, Push or Pin
 * then asks where the models go: askFirst); with such an offer waiting, any model is offered to it,
 * for the rules to say why not; while a unit activates and none of its side is picked, another
 * player's model is that unit's target; anything else is picked. Nothing is picked while the
 * editor is open.
 */
export function pickModel(store: TableStore, id: string): void {
  const s = store.getState();
  if (s.editing) return;
  if (s.interaction.kind === 'awaiting' && s.interaction.completes === 'piece' && s.selectedId !== null) {
    s.interact({ type: 'target', targetId: id });
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
