import type { Point } from '../../../geometry/point';
import type { Team } from '../setup/types';

// The choices the rulebook gives a player. The game stops with one of these pending; the player named
// answers it with a `decide` action (or an automatic policy does, see autoPlayer.ts).

interface DecisionBase {
  readonly id: number;
  /** Who must answer. */
  readonly player: Team;
  /** What is asked, in words. */
  readonly question: string;
}

/** PM-CMD: a tied command roll; the player who acted second last turn picks. */
export interface ChooseOrder extends DecisionBase {
  readonly kind: 'chooseOrder';
  readonly options: readonly ('first' | 'second')[];
}

/** PM-SNAP: fewer hits than shots; the defender says which targets took them (hits per target). */
export interface AllocateHits extends DecisionBase {
  readonly kind: 'allocateHits';
  readonly targets: readonly string[];
  /** Each option: hits per target, in `targets` order. */
  readonly options: readonly (readonly number[])[];
}

/** PM-GRENADE: a missed throw; the opponent places it. */
export interface PlaceGrenade extends DecisionBase {
  readonly kind: 'placeGrenade';
  readonly grenade: 'smoke' | 'paint';
  readonly throwerId: string;
  readonly aim: Point;
  /** Hex mode: the centres of the hexes allowed. Hexless: empty, any point within `within` cm of aim. */
  readonly options: readonly Point[];
  readonly within: number;
}

/** PM-CHARGE: the shooting side picks which die of the other side its kill negates. */
export interface NegateDie extends DecisionBase {
  readonly kind: 'negateDie';
  /** Indices into the shootout's dice. */
  readonly options: readonly number[];
}

/** PM-CHARGE: the losing side picks which of its figures falls. */
export interface ChooseCasualty extends DecisionBase {
  readonly kind: 'chooseCasualty';
  readonly options: readonly string[];
}

/**
 * PM-SENTRY: an enemy has finished a step of movement where a sentry could shoot it. The game
 * pauses; the sentry's owner fires (option 0) or lets it pass (option 1). `waiting` are the other
 * sentries still to be asked about this step, in order.
 */
export interface SentryShot extends DecisionBase {
  readonly kind: 'sentryShot';
  readonly sentryId: string;
  readonly moverId: string;
  readonly options: readonly ('fire' | 'pass')[];
  readonly waiting: readonly string[];
}

/** PM-EXPERT / PM-GRENADE: one question still to put to a player at the start. */
export interface StartAsk {
  readonly team: Team;
  readonly what: 'expert' | 'grenade';
  /** This is expert (grenade) `number` of `of`. */
  readonly number: number;
  readonly of: number;
}

/** PM-EXPERT: after the dice, the player picks which of its paintballers is an expert (one per question). */
export interface ChooseExpert extends DecisionBase {
  readonly kind: 'chooseExpert';
  /** Paintballer ids not yet experts. */
  readonly options: readonly string[];
  /** The start questions still to come, in order. */
  readonly waiting: readonly StartAsk[];
}

/** PM-GRENADE: after the dice, the player picks one grenade's kind and who carries it. */
export interface AssignGrenade extends DecisionBase {
  readonly kind: 'assignGrenade';
  readonly options: readonly { readonly grenade: 'smoke' | 'paint'; readonly figureId: string }[];
  readonly waiting: readonly StartAsk[];
}

export type Decision =
  | ChooseOrder
  | AllocateHits
  | PlaceGrenade
  | NegateDie
  | ChooseCasualty
  | SentryShot
  | ChooseExpert
  | AssignGrenade;

/** An answer: the index of one of the options, or (hexless grenade) a point. */
export type Choice = number | Point;
