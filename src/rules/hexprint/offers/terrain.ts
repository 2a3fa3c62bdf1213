import type { Hex } from '../../../geometry';
import type { Offer, OfferTarget } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import type { HexPrintState } from '../engine/gameState';
import { taken } from '../engine/places';
import { batchesLeft, batchFits, terrainPlacements } from '../engine/terrainBatch';
import type { HexPrintWorld } from '../engine/world';
import type { Batch } from '../setup/schema';
import { offer } from './offer';

// HP-SETUP: a button for each terrain batch the placer has left. Clicked, it waits for a hex: the
// batch's first hex goes there, turned the first way round (of six) that fits, so every hex lit is
// a place it goes; the table lights those hexes from the engine's own refusals. The view may turn
// the batch in hand (view/play/batchTurn.ts) and then places it as turned.

/** The first of the six turns at which the batch fits with its anchor on `at`; 0 when none does (the refusal says why). */
export function fittingTurn(s: HexPrintState, batch: Batch, at: Hex): number {
  const models = taken(s, null);
  for (let turn = 0; turn < 6; turn++) if (batchFits(s, batch, at, turn, models)) return turn;
  return 0;
}

export function terrainOffers(s: HexPrintState, w: HexPrintWorld, seat: string): Offer<Action>[] {
  if (s.phase !== 'deploy' || s.placer !== seat) return [];
  const fits = terrainPlacements(s);
  return batchesLeft(s, seat).map((batch) => {
    const action = (at: OfferTarget): Action => {
      const to = at.kind === 'hex' ? { q: at.q, r: at.r } : batch.hexes[0]!.at;
      return { type: 'placeTerrain', batch: batch.id, at: to, turn: fittingTurn(s, batch, to) };
    };
    // Greyed only when the batch fits nowhere at all: the first place it fits is the probe.
    const probe =
      fits.find((x) => x.type === 'placeTerrain' && x.batch === batch.id) ??
      action({ kind: 'piece', id: '' });
    return offer(
      s,
      w,
      {
        key: `terrain-${batch.id}`,
        label: `Place ${batch.name}`,
        cost: `${batch.hexes.length} hex${batch.hexes.length === 1 ? '' : 'es'} of terrain`,
        completes: 'hex',
        action,
        group: 'Terrain',
        prompt: 'Click a lit hex of your terrain rows: the batch’s first hex goes there.',
      },
      probe,
    );
  });
}
