import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { AttackCard } from '../../../../../src/rules/hex-battle-wars/view/panels/AttackPanel';
import { inPlay } from '../support';

// The attack card before the die: who attacks whom, odds only for a target in sight; out of sight it
// says why, no odds.

const wall = (at: Hex, height: number) => ({ at, height, tags: ['obstacle'] });

const card = (stacks: ReturnType<typeof wall>[]) => {
  const game = inPlay(
    [
      { seat: 'red', at: { q: 0, r: 2 } },
      { seat: 'blue', at: { q: 4, r: 2 }, ac: 13 },
    ],
    stacks,
  );
  const html = renderToStaticMarkup(createElement(AttackCard, { game, attacker: 'red', targetId: 'blue' }));
  return html
    .replace(/&#x27;/g, "'")
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '');
};

describe('the attack card', () => {
  it('HB-LOS: in sight it gives the roll needed and the odds', () => {
    const lines = card([]);
    // Range 4 costs 4, so AC 13 needs 17: a d20 of 17 to 20 hits, 4 faces of 20; the 20 alone doubles.
    expect(lines.slice(0, 9)).toEqual([
      'Red',
      ' attacks ',
      'Blue',
      'In sight',
      "The line from Red's eye to the target is clear.",
      '−4 for range 4',
      'Against AC 13: a d20 of 17 or more hits.',
      `Hit: ${(4 / 20) * 100}%`,
      `Natural 20 (double damage): ${((1 / 20) * 100).toFixed(1)}%`,
    ]);
    expect(lines.slice(9, 11).map((l) => l.slice(0, l.indexOf(':')))).toEqual(['Expected damage', 'Kills']);
    // The chart of health lost says what it is and runs from 1 to 32 (a 16 doubled).
    expect(lines.slice(11)).toEqual(['1', '32', 'Health lost if it hits: a d16, doubled on a natural 20']);
  });

  it('HB-LOS: not in sight it says why and shows no odds, since no attack is possible', () => {
    const lines = card([wall({ q: 2, r: 2 }, 1)]);
    expect(lines).toEqual([
      'Red',
      ' attacks ',
      'Blue',
      'Not in sight: no attack',
      'The 1-level obstacle 2 hexes from Red is in the way: the line turns red where it meets it.',
    ]);
  });
});
