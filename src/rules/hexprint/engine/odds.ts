import type { HexPrintWorld } from './world';
import type { HexPrintState } from './gameState';
import { sheltered } from './cover';
import { aims } from './shoot';
import type { ShotAsked } from './shotAsked';
import { diceEach, shotOf } from './shotAsked';
import { hasStatic } from './units';

// The exact chances of each number of damage points a shot deals, before any die is rolled: each
// die hits on (7 − need) in 6 (HP-COVER), Ruins take the first point off (HP-TERRAIN-CARD), and
// Armoured lets each remaining point through on 5 in 6. Re-rolls with positive counters are the
// player's later choice and are not in it.

/** Chances of 0, 1, 2, … successes from independent dice, each with its own chance. */
export function successes(chances: readonly number[]): number[] {
  let dist = [1];
  for (const p of chances) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k]! += q * (1 - p);
      next[k + 1]! += q * p;
    });
    dist = next;
  }
  return dist;
}

/** A die's chance to hit when it needs `need`: none above 6. */
export const hitChance = (need: number): number => (need > 6 ? 0 : (7 - Math.max(1, need)) / 6);

/** From hits to damage points: the first ignored in shelter, then each kept on 5 in 6 by Armoured. */
export function damageFromHits(hits: readonly number[], shelter: boolean, armoured: boolean): number[] {
  let dist = shelter
    ? hits.map((_, k) => (k === 0 ? hits[0]! + (hits[1] ?? 0) : (hits[k + 1] ?? 0)))
    : [...hits];
  if (shelter) dist = dist.slice(0, Math.max(1, hits.length - 1));
  if (!armoured) return dist;
  const out = new Array<number>(dist.length).fill(0);
  dist.forEach((q, k) => successes(new Array<number>(k).fill(5 / 6)).forEach((r, j) => (out[j]! += q * r)));
  return out;
}

/** The hits the shot asked would roll, before any re-roll: chance of 0, 1, 2, … hits (HP-COVER). */
export function shotHits(s: HexPrintState, world: HexPrintWorld, asked: ShotAsked): number[] {
  const shot = shotOf(s, asked);
  if (shot === null) return [1];
  const { unit, target, ability } = shot;
  const chances = aims(s, world, unit, target, ability.range).flatMap((a) =>
    new Array<number>(diceEach(ability)).fill(hitChance(a.view.need)),
  );
  return successes(chances);
}

/** The damage the shot asked would deal: chance of 0, 1, 2, … points. */
export function shotOdds(s: HexPrintState, world: HexPrintWorld, asked: ShotAsked): number[] {
  const target = shotOf(s, asked)?.target;
  if (target === undefined) return [1];
  return damageFromHits(
    shotHits(s, world, asked),
    sheltered(s, target) !== null,
    hasStatic(target, 'armoured'),
  );
}
