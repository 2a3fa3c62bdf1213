import type { Ability } from '../setup/cardSchema';
import type { HexPrintState, UnitState } from './gameState';
import { unitById } from './units';

// A shot as the table asks about it before any die: which unit shoots with which of its two
// abilities at which unit. The odds, the shot card's lines and the words for no shot start here.

type ShootAbility = Extract<Ability, { kind: 'shoot' }>;

/** A unit's ability in slot `ability` (0 or 1) asked to shoot at the unit `target`, by ids. */
export interface ShotAsked {
  readonly unit: string;
  readonly target: string;
  readonly ability: 0 | 1;
}

/** The shooting unit, its target and the shooting ability the shot is made with. */
export interface Shot {
  readonly unit: UnitState;
  readonly target: UnitState;
  readonly ability: ShootAbility;
}

/** The shot asked, or null where either unit is missing or that ability does not shoot. */
export function shotOf(s: HexPrintState, asked: ShotAsked): Shot | null {
  const unit = unitById(s, asked.unit);
  const target = unitById(s, asked.target);
  const ability = unit?.card.abilities[asked.ability];
  if (unit === undefined || target === undefined || ability?.kind !== 'shoot') return null;
  return { unit, target, ability };
}

/** The dice each shooting model rolls: the card's number, or one where it says a die per model. */
export const diceEach = (ability: ShootAbility): number => (ability.dice === 'per model' ? 1 : ability.dice);
