import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import type { Hex } from '../../../../geometry';
import { tileHexes } from '../../../../geometry';
import type { HexPrintState } from '../../engine/gameState';
import { taken } from '../../engine/places';
import { batchById, batchFits, batchHexes, batchProblem } from '../../engine/terrainBatch';
import type { Batch } from '../../setup/schema';
import { fittingTurn } from '../../offers/terrain';
import type { TableStore } from '../state/store';
import { useTable } from '../state/store';

// A terrain batch in hand (HP-SETUP): while its button waits for a hex, R turns it a sixth of a turn
// (Shift+R back) and the table shows its whole shape where the pointer is. Untouched, it goes down
// the first of its six ways that fits where it is put (the button's own choice); once turned, it
// goes down as shown, and the lit hexes are where it fits that way. A finger has no pointer to
// hover with: its first tap on a hex shows the shape there, and a second tap on that hex (or the
// bar's Put it here) puts it down. Kept apart from the table's store: never saved, shared or
// undone, and forgotten when the button stops waiting.

interface InHand {
  /** The button it was turned under: another button, or the same one pressed again later, starts unturned. */
  readonly offer: string | null;
  /** Sixths of a turn, 0 to 5; null until the player turns it. */
  readonly turn: number | null;
  /** The hex the pointer (mouse or keys) is over, for the shape shown there. */
  readonly over: Hex | null;
  /**
   * Where a finger last tapped it, under the button it was tapped under: shown until a second tap.
   * Lifting a finger leaves the table, so this is kept apart from `over`, which the leaving clears.
   */
  readonly tapped: { readonly offer: string; readonly at: Hex } | null;
}

const useInHand = create<InHand>(() => ({ offer: null, turn: null, over: null, tapped: null }));

const sameHex = (a: Hex | null | undefined, b: Hex | null | undefined): boolean =>
  a?.q === b?.q && a?.r === b?.r;

/** Where the batch under `offer` is shown: the pointer's hex, else a finger's last tap. */
const shownAt = (h: InHand, offer: string | null): Hex | null =>
  h.over ?? (h.tapped !== null && h.tapped.offer === offer ? h.tapped.at : null);

const BATCH_OFFER = /^terrain-(.+)$/;

/** The batch whose button waits for a hex now, with the game it was offered in; null when none does. */
function waitingBatch(store: TableStore): { game: HexPrintState; batch: Batch; offer: string } | null {
  const s = store.getState();
  const offer = s.interaction.kind === 'awaiting' && s.replayAt === null ? s.interaction.offer : null;
  const id = offer === null ? null : BATCH_OFFER.exec(offer)?.[1];
  const game = s.play?.game;
  if (id === undefined || id === null || game === undefined) return null;
  const batch = batchById(game, id);
  return batch === undefined ? null : { game, batch, offer: offer! };
}

/** The player's turn of the batch under `offer`, or null while it is unturned. */
const turnUnder = (offer: string): number | null => {
  const h = useInHand.getState();
  return h.offer === offer ? h.turn : null;
};

/** R and Shift+R (and the bar's buttons): turn the batch in hand. False when no batch waits. */
export function turnBatch(store: TableStore, by: 1 | -1): boolean {
  const w = waitingBatch(store);
  if (w === null) return false;
  const h = useInHand.getState();
  // The first press turns it on from the way it shows where the pointer is (or from unturned).
  const at = shownAt(h, w.offer);
  const from = turnUnder(w.offer) ?? (at === null ? 0 : fittingTurn(w.game, w.batch, at));
  useInHand.setState({ offer: w.offer, turn: (from + by + 6) % 6 });
  return true;
}

/** A click or Enter on a hex with a turned batch in hand: it goes down as shown. False when it is not ours. */
export function placeTurnedBatch(store: TableStore, offer: string, at: Hex): boolean {
  const w = waitingBatch(store);
  const turn = turnUnder(offer);
  if (w === null || w.offer !== offer || turn === null) return false;
  store.getState().act({ type: 'placeTerrain', batch: w.batch.id, at: { q: at.q, r: at.r }, turn });
  return true;
}

/** Where the pointer is over the table, while a batch waits (null when it leaves). */
export const pointBatchAt = (over: Hex | null): void => {
  if (!sameHex(useInHand.getState().over, over)) useInHand.setState({ over });
};

/**
 * A finger's tap on a hex while a batch waits: the first tap there shows the batch on it and is
 * taken (true); a second tap on the same hex is left to place it (false), as a click does.
 */
export function tapBatchAt(store: TableStore, at: Hex): boolean {
  const w = waitingBatch(store);
  if (w === null) return false;
  const { tapped } = useInHand.getState();
  if (tapped !== null && tapped.offer === w.offer && sameHex(tapped.at, at)) return false;
  useInHand.setState({ tapped: { offer: w.offer, at: { q: at.q, r: at.r } }, over: null });
  return true;
}

/** The bar's Put it here: the batch goes down where a finger last showed it. False when none is shown. */
export function putTappedBatch(store: TableStore): boolean {
  const w = waitingBatch(store);
  const { tapped } = useInHand.getState();
  if (w === null || tapped === null || tapped.offer !== w.offer) return false;
  store.getState().completeOffer({ kind: 'hex', ...tapped.at });
  return true;
}

/** What the table and the bar show of the batch in hand; null when no batch waits. */
export interface BatchView {
  readonly batch: Batch;
  /** The player's turn, or null while it goes down the first way that fits. */
  readonly turn: number | null;
  /** Its shape where the pointer is, as it would go down there; empty when the pointer is off the table. */
  readonly shape: readonly Hex[];
  /** Why it cannot go down where the pointer is; null when it can (or the pointer is elsewhere). */
  readonly problem: string | null;
  /** With a turned batch, the hexes it may be put on that way: the button's own lighting is for unturned. */
  readonly fits: readonly Hex[] | null;
  /** Shown where a finger tapped (not under a pointer): the bar offers to put it there. */
  readonly tapped: boolean;
}

export function useBatchInHand(): BatchView | null {
  const { offer, turn, over, tapped } = useInHand();
  const game = useTable((s) => s.play?.game);
  const initial = useTable((s) => s.play?.initial);
  const waiting = useTable((s) =>
    s.interaction.kind === 'awaiting' && s.replayAt === null ? s.interaction.offer : null,
  );
  // Once its button stops waiting (placed, Esc, another button), the turn is forgotten.
  useEffect(() => {
    if (offer !== null && offer !== waiting) useInHand.setState({ offer: null, turn: null });
    if (tapped !== null && tapped.offer !== waiting) useInHand.setState({ tapped: null });
  }, [offer, tapped, waiting]);
  return useMemo(() => {
    const id = waiting === null ? undefined : BATCH_OFFER.exec(waiting)?.[1];
    if (id === undefined || game === undefined || initial === undefined) return null;
    const batch = batchById(game, id);
    if (batch === undefined) return null;
    const mine = offer === waiting ? turn : null;
    const models = taken(game, null);
    const at = shownAt({ offer, turn, over, tapped }, waiting);
    const shown = mine ?? (at === null ? 0 : fittingTurn(game, batch, at));
    const fits =
      mine === null
        ? null
        : initial.board.tiles
            .flatMap((t) => tileHexes(t))
            .filter((h) => batchFits(game, batch, h, mine, models));
    return {
      batch,
      turn: mine,
      shape: at === null ? [] : batchHexes(batch, at, shown),
      problem: at === null ? null : batchProblem(game, batch, at, shown, models),
      fits,
      tapped: over === null && at !== null,
    };
  }, [offer, turn, over, tapped, game, initial, waiting]);
}
