import { MAX_AIMED_RANGE, MAX_UNAIMED_RANGE } from '../board/rangeBands';

// What one die means, rule by rule. The resolver reads dice through these, and the exact odds count
// the faces through the same functions, so odds and play can never disagree about a die.

export const FACES = [1, 2, 3, 4, 5, 6] as const;

/** The share of the six faces for which `pred` holds. */
export function chance(pred: (face: number) => boolean): number {
  let n = 0;
  for (const f of FACES) if (pred(f)) n++;
  return n / 6;
}

/** PM-ONE / PM-RANGE: a 1 never hits; otherwise the die must reach the need. */
export const hits = (die: number, need: number): boolean => die !== 1 && die >= need;
/** PM-WAY: 4–6 and the obstruction takes the shot. */
export const wayTakesIt = (die: number): boolean => die >= 4;
/** PM-SAVE / PM-SOFT. */
export const saves = (die: number, soft: boolean): boolean => (soft ? die <= 3 : die === 1 || die === 6);
/** PM-SUPPRESS: the reached figure shrugs it off on 1 or 6. */
export const shrugsOff = (die: number): boolean => die === 1 || die === 6;
/** PM-PAINTCHECK: 4–6 killed. */
export const paintcheckKills = (die: number): boolean => die >= 4;
/** PM-CHART 6: goggle lifting with a Marshal near, disqualified on 1 or 6. */
export const goggleDisqualifies = (die: number): boolean => die === 1 || die === 6;
/** PM-SMOKE: in smoke 4–6 sees; smoke between, 1 or 6 blinds. */
export const smokeLetsShoot = (die: number, shooterInSmoke: boolean): boolean =>
  shooterInSmoke ? die >= 4 : die !== 1 && die !== 6;
/** PM-SMOKE: a smoke clears on 1 or 6. */
export const smokeClears = (die: number): boolean => die === 1 || die === 6;
/** PM-GRENADE: 1 or 6 misses; an expert misses only on 1. */
export const grenadeMisses = (die: number, expert: boolean): boolean => die === 1 || (!expert && die === 6);
/** PM-PAINTGRENADE: 1 or 6 untouched. */
export const paintGrenadeMarks = (die: number): boolean => die !== 1 && die !== 6;
/** PM-EXPERT / PM-GRENADE: 1–2 one, 3–4 two, 5–6 three. */
export const oneTwoThree = (die: number): number => Math.ceil(die / 2);

/** PM-CHART: the problem chart, by the die. */
export const CHART = {
  1: 'out of gas',
  2: 'out of ammo',
  3: 'gun jam',
  4: 'minor problem',
  5: 'goggles steamed up',
  6: 'goggle lifting',
} as const;
export type ChartResult = keyof typeof CHART;

/**
 * PM-RANGE / PM-ENTRENCHED: the lowest die that hits, or null when the range is too long.
 * Suppressive fire is never aimed (PM-SUPPRESS).
 */
export function toHitNeed(range: number, aimed: boolean, entrenched: boolean): number | null {
  if (range > (aimed ? MAX_AIMED_RANGE : MAX_UNAIMED_RANGE)) return null;
  if (entrenched) return 6;
  return Math.max(2, aimed ? range : range + 1);
}
