import { describe, expect, it } from 'vitest';
import type { Sides } from '../../../src/game/dice';
import {
  ForcedDice,
  ForcedDiceProblem,
  PROBE_STOP,
  SeededDice,
  probeDice,
  seedRng,
} from '../../../src/game/dice';

// Dice of any sides (HB-DICE: d6, d10, d16, d20), seeded so a game replays, forced in tests.

const rolls = (dice: SeededDice, sides: Sides, n: number) =>
  Array.from({ length: n }, () => dice.roll(sides));

describe('seeded dice', () => {
  it('a d6 rolls exactly as the d6-only dice did, so seeded games replay (seeds 1 and 42, pinned before the dice had sides)', () => {
    const one = new SeededDice(seedRng(1));
    expect(rolls(one, 6, 12)).toEqual([1, 6, 4, 3, 5, 4, 3, 1, 4, 5, 2, 5]);
    expect(one.state()).toEqual([431032911, 376970463, 2908430292, 28]);
    const other = new SeededDice(seedRng(42));
    expect(rolls(other, 6, 12)).toEqual([4, 6, 2, 2, 6, 6, 3, 3, 2, 2, 2, 6]);
    expect(other.state()).toEqual([1822847198, 177576188, 3693305215, 69]);
  });

  it('HB-DICE: a d10, a d16 and a d20 each show every face from 1 to its sides, and nothing else', () => {
    for (const sides of [10, 16, 20] as const) {
      const seen = rolls(new SeededDice(seedRng(7)), sides, 2000);
      expect(new Set(seen).size).toBe(sides);
      expect(Math.min(...seen)).toBe(1);
      expect(Math.max(...seen)).toBe(sides);
      expect(seen.every(Number.isInteger)).toBe(true);
    }
  });

  it('HB-DICE: every die is one step of the seed whatever its sides, so a d20 and a d6 leave the same state', () => {
    const d20 = new SeededDice(seedRng(3));
    const d6 = new SeededDice(seedRng(3));
    d20.roll(20);
    d6.roll(6);
    expect(d20.state()).toEqual(d6.state());
  });

  it('HB-DICE: the same seed rolls the same d20s (a game replays from its seed)', () => {
    expect(rolls(new SeededDice(seedRng(9)), 20, 8)).toEqual(rolls(new SeededDice(seedRng(9)), 20, 8));
  });

  it('a die the family does not roll is refused, naming it', () => {
    const dice = new SeededDice(seedRng(1));
    const before = dice.state();
    expect(() => dice.roll(8 as Sides)).toThrow(
      'a d8 is not a die of this table: roll a d6, d10, d16 or d20',
    );
    expect(dice.state()).toEqual(before);
  });
});

describe('forced dice', () => {
  it('come out as listed, each checked against the die asked for', () => {
    const dice = new ForcedDice([17, 4, 16]);
    expect(dice.roll(20)).toBe(17);
    expect(dice.roll(6)).toBe(4);
    expect(dice.roll(16)).toBe(16);
    expect(dice.used()).toBe(3);
  });

  it('a forced value too big for the die asked for is refused, naming the die and its place', () => {
    const dice = new ForcedDice([5, 2, 17]);
    dice.roll(6);
    dice.roll(6);
    expect(() => dice.roll(6)).toThrow(new ForcedDiceProblem('forced die 3 (17) is not a d6 roll'));
    expect(() => new ForcedDice([11]).roll(10)).toThrow('forced die 1 (11) is not a d10 roll');
    expect(() => new ForcedDice([0]).roll(20)).toThrow('forced die 1 (0) is not a d20 roll');
    expect(() => new ForcedDice([2.5]).roll(6)).toThrow('forced die 1 (2.5) is not a d6 roll');
  });

  it('running out is refused, saying how many there were', () => {
    const dice = new ForcedDice([3]);
    dice.roll(10);
    expect(() => dice.roll(10)).toThrow('the forced dice ran out: the action needs more than 1');
  });
});

it('probe dice stop at the first die, whatever its sides', () => {
  let thrown: unknown = null;
  try {
    probeDice.roll(20);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBe(PROBE_STOP);
});
