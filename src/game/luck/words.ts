import type { Counted } from './rolls';
import type { Standing } from './spread';

// The ledger in a player's words: chances as percentages that never round a rare thing to nothing
// nor a likely one to certain, and a side's standing among the games it could have had.

/** A chance as a percentage: whole above 1 %, two figures below (and near 100 %), "0 %" only for none. */
export function percent(p: number): string {
  const x = p * 100;
  if (x <= 0) return '0 %';
  if (x >= 100) return '100 %';
  if (x < 0.01) return 'less than 0.01 %';
  if (x > 99.99) return 'more than 99.99 %';
  if (x < 1) return `${Number(x.toPrecision(2))} %`;
  if (x > 99) return `${Number((100 - Number((100 - x).toPrecision(2))).toFixed(4))} %`;
  return `${Math.round(x)} %`;
}

/** "1 time in 25 (4 %)": a chance as often as a player meets it. */
export function oneIn(p: number): string {
  if (p >= 0.5) return percent(p);
  return `1 time in ${Math.round(1 / p).toLocaleString('en')} (${percent(p)})`;
}

/** "3 hits", "1 damage point", "0 hits". */
export const counted = (n: number, c: Counted): string => `${n} ${n === 1 ? c.one : c.many}`;

/**
 * "Red rolled better than 84 % of possible games with the same decisions, worse than 10 %, and the
 * same as 6 %": where a side's luck stands among every game its decisions could have given.
 */
export function standingWords(name: string, s: Standing): string {
  const same = s.tied > 0 ? `, and the same as ${percent(s.tied)}` : '';
  return `${name} rolled better than ${percent(s.below)} of possible games with the same decisions, worse than ${percent(s.above)}${same}.`;
}

/** How rare an outcome was in its own direction: "3 or more hits: 1 time in 25 (4 %)". */
export function swingWords(
  what: string,
  outcome: number,
  expected: number,
  tail: number,
  counts: Counted,
): string {
  const rare = outcome > expected ? `${outcome} or more` : outcome === 0 ? 'none' : `${outcome} or fewer`;
  return `${what}: ${counted(outcome, counts)} against ${expected.toFixed(1)} expected; ${rare} comes ${oneIn(tail)}.`;
}
