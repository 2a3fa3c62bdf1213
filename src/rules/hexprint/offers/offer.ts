import { whyNot } from '../../../game/legality';
import type { Offer } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import { apply } from '../engine/apply';
import type { HexPrintState } from '../engine/gameState';
import type { HexPrintWorld } from '../engine/world';

// One button, greyed with the engine's own refusal of the action it would take (legality.ts).

export const engine = { apply };

export function offer(
  s: HexPrintState,
  w: HexPrintWorld,
  o: Omit<Offer<Action>, 'refused'>,
  probe: Action | null,
): Offer<Action> {
  const refused = probe === null ? null : whyNot(engine, s, probe, w);
  return refused === null ? o : { ...o, refused };
}
