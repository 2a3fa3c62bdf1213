import type { Offer } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import type { GameState } from '../engine/gameState';
import type { Figure } from '../setup/types';

/**
 * PM-CHARGE: the selected figure charges alone, or with every other figure of its side that can
 * join (each one the engine would let charge on its own, then all together).
 */
export function chargeOffers(
  game: GameState,
  charger: Figure,
  target: Figure,
  mayCharge: (action: Action) => boolean,
): Offer<Action>[] {
  const others = game.table.figures
    .filter((f) => f.team === charger.team && f.role === 'paintballer' && f.id !== charger.id)
    .filter((f) => mayCharge({ type: 'charge', targetId: target.id, figureIds: [f.id] }))
    .map((f) => f.id);
  const offers: Offer<Action>[] = [
    {
      key: 'charge',
      label: `Charge ${target.name}`,
      cost: '1 AP a hex',
      completes: 'now',
      action: { type: 'charge', targetId: target.id, figureIds: [charger.id] },
    },
  ];
  if (others.length > 0)
    offers.push({
      key: 'charge-together',
      label: `Charge ${target.name} with ${others.length + 1}`,
      cost: '1 AP a hex each',
      completes: 'now',
      action: { type: 'charge', targetId: target.id, figureIds: [charger.id, ...others] },
    });
  return offers;
}
