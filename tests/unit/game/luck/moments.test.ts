import { describe, expect, it } from 'vitest';
import type { Ledger } from '../../../../src/game/luck/ledger';
import { ledgerRoll, swingsOf } from '../../../../src/game/luck/ledger';
import { keyMoments } from '../../../../src/game/luck/moments';

// The battle report's key moments: the set-up, the three biggest swings in the order they were
// played (each named by its rank among the swings), and the end, each in words.

const HITS = { one: 'hit', many: 'hits' } as const;

/** A ledger of rolls `[action, chance of a hit, hit?]`, its swings worked out as the report's are. */
function ledgerOf(rolls: readonly (readonly [number, number, boolean])[]): Ledger {
  const made = rolls.map(([action, p, hit], i) =>
    ledgerRoll(
      {
        side: 'red',
        what: `Red ${i + 1} shoots`,
        rule: 'TOY-ROLL',
        counts: HITS,
        odds: [1 - p, p],
        outcome: hit ? 1 : 0,
        event: 0,
      },
      action,
      i,
    ),
  );
  return { rolls: made, sides: [], swings: swingsOf(made) };
}

describe('keyMoments: what the battle report pictures', () => {
  it('the set-up, the three rarest outcomes in the order played, and the end', () => {
    // Hits at 10 %, 5 %, 20 % and 30 % (actions 2, 7, 4, 9), and an even roll that is no swing.
    const ledger = ledgerOf([
      [2, 0.1, true],
      [7, 0.05, true],
      [4, 0.2, true],
      [9, 0.3, true],
      [11, 0.5, true],
    ]);
    expect(ledger.swings.map((s) => s.roll)).toEqual([1, 0, 2, 3]);
    const moments = keyMoments(ledger, 12);
    expect(moments.map((m) => [m.title, m.after, m.action])).toEqual([
      ['The set-up', 0, null],
      ['Swing 2', 2, 2],
      ['Swing 3', 4, 4],
      ['Swing 1', 7, 7],
      ['The end', 12, null],
    ]);
    expect(moments[0]!.words).toBe('The set-up: the table before the first action.');
    expect(moments[3]!.words).toBe(`Swing 1, action 8 of 12: ${ledger.swings[0]!.words}`);
    expect(moments[3]!.words).toBe(
      'Swing 1, action 8 of 12: Red 2 shoots: 1 hit against 0.1 expected; 1 or more comes 1 time in 20 (5 %).',
    );
    expect(moments[4]!.words).toBe("The end: the table after the last of the game's 12 actions.");
  });

  it('a game with no swing is pictured at its set-up and its end', () => {
    const moments = keyMoments(ledgerOf([[0, 0.5, false]]), 3);
    expect(moments.map((m) => [m.title, m.after])).toEqual([
      ['The set-up', 0],
      ['The end', 3],
    ]);
  });
});
