import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexWords, placeFacts } from '../../../../../src/rules/hex-battle-wars/engine/placeFacts';
import { placesOf } from '../../../../../src/game/places/placeWords';
import { act, inPlay } from '../support';

// HB-LEVEL, HB-HAZARD, HB-MOVE: Hex Battle Wars' log names a hex by its obstacles and their levels,
// its water and quicksand, and the pieces near it, never by its coordinates. The duel's board.

const row = (q: number): Hex => ({ q, r: 4 });
const stacks = [
  { at: row(0), height: 1, tags: ['obstacle'] },
  { at: row(1), height: 2, tags: ['obstacle'] },
  { at: { q: 3, r: 7 }, height: 0, tags: ['water'] },
  { at: { q: 6, r: 1 }, height: 0, tags: ['quicksand'] },
];
const who = [
  { seat: 'red', at: row(-2) },
  { seat: 'blue', at: { q: 7, r: 9 } },
];

describe('Hex Battle Wars place words', () => {
  it('HB-LEVEL: an obstacle group by its levels; HB-HAZARD: water and quicksand', () => {
    const s = inPlay(who, stacks);
    expect(hexWords(s, row(1))).toBe("on the obstacles' second level");
    expect(hexWords(s, row(0))).toBe("on the obstacles' first level");
    expect(hexWords(s, row(-1))).toBe('beside the obstacles');
    expect(hexWords(s, { q: 3, r: 7 })).toBe('in the water');
    expect(hexWords(s, { q: 6, r: 1 })).toBe('in the quicksand');
    expect(hexWords(s, { q: 7, r: 8 })).toBe('beside Blue');
  });

  it('HB-MOVE: a climb onto an obstacle says so in the log', () => {
    const s = act({ ...inPlay(who, stacks), step: 'movement' }, { type: 'rollMovement' }, [2]).state;
    const up = act(s, { type: 'move', piece: 'red', path: [row(-1), row(0)] });
    expect(up.lines).toEqual([
      "[HB-MOVE] Red moves 2 steps from near the obstacles up onto the obstacles' first level.",
    ]);
  });

  it('no hex of the board is named by coordinates', () => {
    const facts = placeFacts(inPlay(who, stacks));
    for (const h of facts.board)
      for (const p of placesOf(facts, h)) expect(`${p.at} ${p.into}`).not.toMatch(/\(|\d/);
  });
});
