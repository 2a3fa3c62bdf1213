import type { Focus, Offer, OfferTarget } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import type { BattleState, Character } from '../engine/gameState';
import type { BattleSight } from '../engine/sight';

// How the bar's offers are made: an offer, greyed with the engine's refusal of the action it probes.

export type Make = (o: Omit<Offer<Action>, 'refused'>, probe?: Action) => Offer<Action>;

/** What the bar is made for: the game, the picked piece's character and focus, its sight, and the maker. */
export interface BarFor {
  readonly s: BattleState;
  readonly me: Character;
  readonly focus: Focus;
  readonly sight: BattleSight;
  readonly offer: Make;
}

/** The hex a click gave; a click elsewhere gives no hex, and the engine refuses it. */
export const hexOf = (t: OfferTarget) => (t.kind === 'hex' ? { q: t.q, r: t.r } : { q: NaN, r: NaN });
