import type { SeatView } from './gameState';
import type { Modifiers } from './modifiers';
import { faceNeeded, modifiers } from './modifiers';
import { pieceOfOthers } from './targets';

// The exact odds of an attack before its die (HB-ATTACK, HB-TWENTY, HB-DAMAGE, HB-DICE), in closed
// form: a d20 face from the one needed to 19 hits, a 20 always hits and doubles a d16 of damage.
// Against a tile, the damage lands only if it is the real one: one chance in the tiles left, as far
// as the attacker can know.

export interface AttackOdds {
  readonly modifiers: Modifiers;
  readonly ac: number;
  /** The least d20 face that hits; 20 when only a natural 20 will (HB-TWENTY). */
  readonly needed: number;
  readonly pHit: number;
  readonly pTwenty: number;
  /** The chance the target is the character itself: 1, or one in its tiles left. */
  readonly pReal: number;
  /** damage[k]: the chance the target loses k health (k = 0 to 32). */
  readonly damage: readonly number[];
  readonly expected: number;
  /** The chance the attack takes the target to 0 health or less. */
  readonly pDies: number;
}

/** The odds against armour class `ac` with modifier `total`, a target of `health`, real with chance `pReal`. */
export function oddsOf(ac: number, mods: Modifiers, health: number, pReal = 1): AttackOdds {
  const needed = faceNeeded(ac, mods.total);
  const normalFaces = Math.max(0, 20 - needed);
  const pNormal = normalFaces / 20;
  const pTwenty = 1 / 20;
  const damage = new Array<number>(33).fill(0);
  const each = (pReal * pNormal) / 16;
  const eachTwenty = (pReal * pTwenty) / 16;
  for (let v = 1; v <= 16; v++) {
    damage[v]! += each;
    damage[2 * v]! += eachTwenty;
  }
  const pHit = pNormal + pTwenty;
  damage[0] = 1 - pReal * pHit;
  let pDies = 0;
  for (let k = Math.max(1, health); k <= 32; k++) pDies += damage[k]!;
  return {
    modifiers: mods,
    ac,
    needed: Math.min(needed, 20),
    pHit,
    pTwenty,
    pReal,
    damage,
    expected: pReal * (pNormal * 8.5 + pTwenty * 17),
    pDies,
  };
}

/** The odds of `seat`'s character attacking `targetId` now, as far as that seat knows; null if no such target. */
export function attackOdds(s: SeatView, seat: string, targetId: string): AttackOdds | null {
  const me = s.characters.find((c) => c.seat === seat);
  const target = pieceOfOthers(s, seat, targetId);
  if (me?.at == null || target === undefined) return null;
  const owner = s.characters.find((c) => c.seat === target.seat)!;
  const tiles = target.tile ? s.tiles.filter((t) => t.seat === target.seat).length : 1;
  return oddsOf(owner.ac ?? 0, modifiers(s.table, me.at, target.at), owner.health, 1 / tiles);
}
