import { LEVEL_CM } from '../board/level';
import type { Card } from './cardSchema';

// What each HexPrint model looks like on the table, as far as the rules care: which look a card's
// models take, how tall each look is built and what a model a player imports for a look is fitted to.
// The view draws the looks (view/table/modelLooks.ts); the sight measures an imported model as it is
// drawn (sight/lookBodies.ts), so both read these numbers from here.

export type ModelLook = 'squad' | 'scout' | 'gunner' | 'walker' | 'trooper';
export const MODEL_LOOKS: readonly ModelLook[] = ['squad', 'scout', 'gunner', 'walker', 'trooper'];

/**
 * How tall each look is built, in cm: the starter cards' heights (1 level, the Walker 2), which the
 * sight measures a model's body by (HP-LOS); a model is stretched to its own card's height from this.
 */
export const LOOK_HEIGHT_CM = { one: LEVEL_CM, walker: 2 * LEVEL_CM } as const;
/** A one-hex base (circumradius, on a 10 cm hex) and its thickness. */
export const BASE_RADIUS_CM = 3;
export const BASE_CM = 0.45;
/** From the Walker's middle to each foot: a hex's centre in a triangle of three 10 cm hexes. */
export const WALKER_REACH_CM = 10 / Math.sqrt(3);

/**
 * What a model a player imports for a look is fitted to (the editor's Models card, the table and
 * the sight alike): a one-hex model across its base and its height over it, so that on its base it
 * stands as tall as the look (LOOK_HEIGHT_CM); the Walker across its three feet.
 */
export const LOOK_FIT: Readonly<Record<ModelLook, { across: number; height: number }>> = {
  squad: { across: BASE_RADIUS_CM * 2, height: LOOK_HEIGHT_CM.one - BASE_CM },
  scout: { across: BASE_RADIUS_CM * 2, height: LOOK_HEIGHT_CM.one - BASE_CM },
  gunner: { across: BASE_RADIUS_CM * 2, height: LOOK_HEIGHT_CM.one - BASE_CM },
  trooper: { across: BASE_RADIUS_CM * 2, height: LOOK_HEIGHT_CM.one - BASE_CM },
  walker: { across: WALKER_REACH_CM * 2, height: LOOK_HEIGHT_CM.walker },
};

/** The look a card's models take. A player's own card looks like the starter card it is most like. */
export function lookOf(card: Card): ModelLook {
  if (card.footprint === 3) return 'walker';
  if (card.type === 'Scout') return 'scout';
  if (card.type === 'Heavy Gunner') return 'gunner';
  if (card.type === 'Line Squad' || card.tags.includes('Squad')) return 'squad';
  return 'trooper';
}
