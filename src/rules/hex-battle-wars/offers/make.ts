import type { Offer, OfferTarget } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';

// How the bar's offers are made: an offer, greyed with the engine's refusal of the action it probes.

export type Make = (o: Omit<Offer<Action>, 'refused'>, probe?: Action) => Offer<Action>;

/** The hex a click gave; a click elsewhere gives no hex, and the engine refuses it. */
export const hexOf = (t: OfferTarget) => (t.kind === 'hex' ? { q: t.q, r: t.r } : { q: NaN, r: NaN });
