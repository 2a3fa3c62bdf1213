import { describe, expect, it } from 'vitest';
import { standing, withRoll } from '../../../../src/game/luck/spread';
import { oneIn, percent, standingWords } from '../../../../src/game/luck/words';

// The spread of a side's totals, against every combination of outcomes counted by hand, and the
// words a chance is said in.

/** Every combination of outcomes of `rolls`, with its chance: the plain answer the convolution must give. */
function byHand(rolls: readonly (readonly number[])[]): Map<number, number> {
  let ways = new Map([[0, 1]]);
  for (const odds of rolls) {
    const next = new Map<number, number>();
    for (const [total, p] of ways)
      odds.forEach((q, k) => next.set(total + k, (next.get(total + k) ?? 0) + p * q));
    ways = next;
  }
  return ways;
}

describe("a side's spread of totals", () => {
  const rolls = [
    [0.5, 0.5],
    [0.25, 0.5, 0.25],
    [0.95, 0, 0.05],
    [1 / 3, 1 / 3, 1 / 3],
  ];

  it('is the chance of each total over every combination of outcomes', () => {
    const spread = rolls.reduce<number[]>((t, r) => withRoll(t, r), [1]);
    const hand = byHand(rolls);
    expect(spread).toHaveLength(8);
    spread.forEach((p, total) => expect(p).toBeCloseTo(hand.get(total) ?? 0, 15));
  });

  it('stands a total among them: lower, the same, higher, each a share of the whole', () => {
    const spread = rolls.reduce<number[]>((t, r) => withRoll(t, r), [1]);
    const hand = [...byHand(rolls)];
    const share = (keep: (t: number) => boolean) =>
      hand.filter(([t]) => keep(t)).reduce((n, [, p]) => n + p, 0);
    for (const observed of [0, 3, 7]) {
      const s = standing(spread, observed);
      expect(s.below).toBeCloseTo(
        share((t) => t < observed),
        14,
      );
      expect(s.tied).toBeCloseTo(
        share((t) => t === observed),
        14,
      );
      expect(s.above).toBeCloseTo(
        share((t) => t > observed),
        14,
      );
    }
  });

  it('keeps a one-in-10^24 tail, which 1 less the rest would round to nothing', () => {
    // Eight dice that each hit one time in a thousand: all eight hitting is 10^-24 of all games.
    const spread = Array.from({ length: 8 }, () => [0.999, 0.001]).reduce<number[]>(
      (t, r) => withRoll(t, r),
      [1],
    );
    const s = standing(spread, 7);
    expect(s.above / 1e-24).toBeCloseTo(1, 12);
    expect(s.tied / (8 * 0.999 * 1e-21)).toBeCloseTo(1, 12);
    expect(1 - (s.below + s.tied)).toBe(0);
  });
});

describe('the words of a chance', () => {
  it('says a percentage that never rounds a rare thing to nothing nor a likely one to certain', () => {
    expect([0, 0.84, 0.004, 0.00034, 1e-9, 0.9958, 0.9999999, 1].map(percent)).toEqual([
      '0 %',
      '84 %',
      '0.4 %',
      '0.034 %',
      'less than 0.01 %',
      '99.58 %',
      'more than 99.99 %',
      '100 %',
    ]);
    expect(oneIn(1 / 27)).toBe('1 time in 27 (4 %)');
    expect(oneIn(0.75)).toBe('75 %');
  });

  it('says where a side stands among the games its decisions could have given', () => {
    expect(standingWords('North', { below: 0.84, tied: 0.06, above: 0.1 })).toBe(
      'North rolled better than 84 % of possible games with the same decisions, worse than 10 %, and the same as 6 %.',
    );
    expect(standingWords('Red', { below: 0.5, tied: 0, above: 0.5 })).toBe(
      'Red rolled better than 50 % of possible games with the same decisions, worse than 50 %.',
    );
  });
});
