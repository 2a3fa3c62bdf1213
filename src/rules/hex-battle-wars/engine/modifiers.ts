import type { Hex } from '../../../geometry';
import { hexDistance } from '../../../geometry';
import { levelAt } from './board';
import type { BattleTable } from './gameState';

// The attack roll's modifiers (HB-ATTACK): minus the hex distance beyond an adjacent target (the hexes
// between and the target's own), plus or minus a point a level the attacker stands above or below.

export interface Modifiers {
  readonly distance: number;
  /** 0 adjacent, else −distance. */
  readonly range: number;
  /** Attacker's level minus target's level. */
  readonly height: number;
  readonly total: number;
}

export function modifiers(table: BattleTable, from: Hex, to: Hex): Modifiers {
  const distance = hexDistance(from, to);
  const range = distance <= 1 ? 0 : -distance;
  const height = levelAt(table, from) - levelAt(table, to);
  return { distance, range, height, total: range + height };
}

/** The least d20 face that hits without a natural 20, or 21 when only a 20 will do (HB-TWENTY). */
export const faceNeeded = (ac: number, total: number): number => Math.min(21, Math.max(1, ac - total));

/** The modifiers in a player's words: "−5 for range, +1 for height". */
export function modifierWords(m: Modifiers): string {
  const parts: string[] = [];
  if (m.range !== 0) parts.push(`${signed(m.range)} for range ${m.distance}`);
  if (m.height !== 0) parts.push(`${signed(m.height)} for height`);
  return parts.length === 0 ? 'no modifiers' : parts.join(', ');
}

/** A number as a player writes it, with a true minus sign: "−4", "3". */
export const num = (n: number): string => (n < 0 ? `−${-n}` : String(n));
/** A modifier with its sign: "+1", "−4". */
export const signed = (n: number): string => (n < 0 ? num(n) : `+${n}`);
