import type { Focus, Offer, OfferSheet } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import { seatToAct } from '../engine/candidates';
import type { HexPrintState } from '../engine/gameState';
import { modelById, seatName } from '../engine/units';
import { cardView } from '../engine/views';
import type { HexPrintWorld } from '../engine/world';
import { offer } from './offer';
import { playOffers } from './play';

// The action bar for the picked model's unit: what it may do now, in the player's words, each
// button greyed with the engine's own refusal (src/game/legality.ts).

export function offersFor(s: HexPrintState, focus: Focus, w: HexPrintWorld): OfferSheet<Action> | null {
  const picked = focus.pieceId === null ? undefined : modelById(s, focus.pieceId);
  if (picked === undefined) return null;
  const { unit, model } = picked;
  const card = cardView(s, unit.id)!;
  const a = s.activation;
  const mine = a?.unit === unit.id;
  const status = [
    mine
      ? `${a.limit - a.taken} of ${a.limit} actions left`
      : `marker ${unit.marker === 'pool' ? 'in the pool' : unit.marker === null ? 'not placed' : `on segment ${unit.marker}`}`,
    `${unit.counters} positive counter${unit.counters === 1 ? '' : 's'}`,
    ...card.slots.filter((x) => x.damaged).map((x) => `${x.name} damaged: ${x.meaning}`),
  ].join(' · ');
  const offers: Offer<Action>[] = [];
  const removal = s.removals[0];
  if (removal?.unit === unit.id) {
    // HP-MODELS: the owner picks; this model first, then the next ones on the table if more must go.
    const rest = unit.models.filter((m) => m.gone === null && m.id !== model.id).map((m) => m.id);
    const action: Action = { type: 'removeModels', models: [model.id, ...rest].slice(0, removal.count) };
    const label = removal.count === 1 ? 'Take this model off' : `Take this and ${removal.count - 1} more off`;
    offers.push(offer(s, w, { key: 'remove', label, cost: 'damage', completes: 'now', action }, action));
  }
  if (removal === undefined) offers.push(...playOffers(s, w, unit, model.id, focus.targetId));
  const toAct = seatToAct(s);
  const hint = toAct === null ? 'The game is over.' : `${seatName(s, toAct)} to act.`;
  return { title: unit.name, status, hint, offers };
}
