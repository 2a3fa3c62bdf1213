import type { Interaction, InteractionEvent } from '../interaction';
import { IDLE, awaitedOffer, draggedOf, selectedOf, step, targetOf } from '../interaction';
import type { TableState } from '../tableStore';
import type { TableGet, TableSet } from './types';

// What the player has in hand: the interaction machine (interaction.ts) and the fields that read it.

export interface HandState {
  /**
   * What the player has in hand (interaction.ts). selectedId, targetId, awaitingOffer and grabbed
   * read it: they are written only with it, never on their own.
   */
  readonly interaction: Interaction;
  /** The selected figure: the shooter when a target is picked. */
  readonly selectedId: string | null;
  /** The enemy whose line of sight from the selected figure is shown and explained. */
  readonly targetId: string | null;
}

export interface HandActions {
  /** Takes a click or a key as the interaction machine's event; false (nothing changed) when it is refused. */
  interact(event: InteractionEvent): boolean;
  /** The table or the game changed under the hand (a new game, a replay, the editor): nothing is in hand. */
  letGo(): void;
  select(id: string | null): void;
  /** Shows a shot: its shooter selected and its target picked, so the line and the call are drawn. */
  showShot(shooterId: string, targetId: string | null): void;
}

/** The interaction and the fields that read it, written together. */
export const inHand = (interaction: Interaction) => ({
  interaction,
  selectedId: selectedOf(interaction),
  targetId: targetOf(interaction),
  // Only aimGrenade makes offers, and only with a grenade's kind as the offer's key.
  awaitingOffer: awaitedOffer(interaction) as TableState['awaitingOffer'],
  grabbed: draggedOf(interaction),
});

export function handSlice(set: TableSet, get: TableGet): HandState & HandActions {
  // Out of the shooter's eye; the store is told only when that changes, as every change of the
  // store runs every listener's selector (a click on a big table already changed it once).
  const leaveEye = () => {
    if (get().eyeView) set({ eyeView: false });
  };
  return {
    ...inHand(IDLE),
    interact: (event) => {
      const next = step(get().interaction, event);
      if (!next.ok) return false;
      set(inHand(next.state));
      // The pick gave the waiting offer the piece it asked for (a target picked before): it is taken.
      if (next.gives !== undefined) get().completeOffer(next.gives);
      return true;
    },
    letGo: () => set({ ...inHand(IDLE), eyeView: false }),
    select: (pieceId) => {
      if (get().interact({ type: 'select', pieceId })) leaveEye();
    },
    showShot: (pieceId, targetId) => {
      const event: InteractionEvent =
        targetId === null ? { type: 'select', pieceId } : { type: 'target', targetId, pieceId };
      if (get().interact(event)) leaveEye();
    },
  };
}
