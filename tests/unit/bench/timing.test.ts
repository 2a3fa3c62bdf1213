import { describe, expect, it } from 'vitest';
import { cpuFigure } from '../../../bench/report';
import { median, seededGames, seedsFrom, timingOf } from '../../../bench/timing';

// The bench's arithmetic (bench/timing.ts, bench/report.ts): medians and spreads of tries, which
// games are played, and a rate's spread read the right way round. No time is asserted: what the
// clocks read is the bench's business, not a test's.

describe('the bench timing', () => {
  it('takes the median of the tries, odd or even, whatever their order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('reports each clock as its median with the lowest and highest try beside it', () => {
    const t = timingOf([3, 9, 4, 2, 5], [10, 30, 12, 11, 40]);
    expect(t).toEqual({ cpu: 4, wall: 12, cpuSpread: [2, 9], wallSpread: [10, 40], tries: 5 });
  });

  it('turns ms per game into games a second with the spread still lowest first', () => {
    const t = timingOf([20, 25, 50], [40, 50, 100]);
    expect(cpuFigure(t, (ms) => 1000 / ms)).toEqual({
      value: 40,
      wall: 20,
      spread: [20, 50],
      tries: 3,
      clock: 'cpu',
    });
  });

  it('plays every seed once a try, after one game of the first seed for the JIT', () => {
    const played: number[] = [];
    const g = seededGames(seedsFrom(7, 3), (seed) => played.push(seed), 2);
    expect(played).toEqual([7, 7, 8, 9, 7, 8, 9]);
    expect(g.games).toBe(3);
    expect(g.perGame.tries).toBe(2);
  });
});
