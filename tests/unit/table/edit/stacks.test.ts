import { describe, expect, it } from 'vitest';
import type { Envelope, StackCheck } from '../../../../src/table';
import { lowerHex, raiseHex } from '../../../../src/table';
import { toyMatTable } from '../../../fixtures/toy/board';
import { bare, ok } from './helpers';

// Hex stacks in the editor: a hex raised or lowered a whole level at a time, on the board's own
// hexes, the input never changed.

const at = { q: 1, r: 0 };

describe('hex stacks', () => {
  it('HP-HEIGHT: a hex rises a whole level at a time and comes down again; the table it came from is unchanged', () => {
    const start = bare();
    const before = JSON.stringify(start);
    const one = ok(raiseHex(start, { at }));
    expect(one.board.stacks).toEqual([{ at, height: 1, tags: [] }]);
    const two = ok(raiseHex(one, { at }));
    expect(two.board.stacks).toEqual([{ at, height: 2, tags: [] }]);
    expect(ok(lowerHex(two, { at })).board.stacks).toEqual([{ at, height: 1, tags: [] }]);
    // Back at ground level with no tags, the hex is no stack at all.
    expect(ok(lowerHex(one, { at })).board.stacks).toEqual([]);
    expect(JSON.stringify(start)).toBe(before);
    expect(one.board.tiles).toBe(start.board.tiles);
  });

  it('HP-TAGS: a tagged hex lowered to the ground keeps its tags (water stays water)', () => {
    const start = bare();
    start.board.stacks = [{ at, height: 1, tags: ['water'] }];
    expect(ok(lowerHex(start, { at })).board.stacks).toEqual([{ at, height: 0, tags: ['water'] }]);
    expect(ok(raiseHex(start, { at })).board.stacks).toEqual([{ at, height: 2, tags: ['water'] }]);
  });

  it('a hex at ground level goes no lower, and one at the most levels no higher', () => {
    expect(lowerHex(bare(), { at })).toEqual({
      ok: false,
      reason: 'that hex is at ground level: it goes no lower',
    });
    const high = bare();
    high.board.stacks = [{ at, height: 20, tags: [] }];
    expect(raiseHex(high, { at })).toEqual({
      ok: false,
      reason: 'that hex is 20 levels high already: a hex rises at most 20 levels',
    });
  });

  it('a stack stands on a whole hex of a tile, never off the board or on an open mat', () => {
    expect(raiseHex(bare(), { at: { q: 40, r: 0 } })).toEqual({
      ok: false,
      reason: 'that hex is on no tile of the board',
    });
    expect(raiseHex(bare(), { at: { q: 0.5, r: 0 } })).toEqual({
      ok: false,
      reason: 'a stack stands on a whole hex',
    });
    expect(raiseHex(bare(toyMatTable()), { at: { q: 0, r: 0 } })).toEqual({
      ok: false,
      reason: 'an open mat has no hexes to raise: stacks stand on hex tiles',
    });
  });

  it("HB-LEVEL: a system's own check sees the table as it would be, and its refusal leaves the table as it was", () => {
    const threeLevels: StackCheck<Envelope> = (after, hex) => {
      const s = after.board.stacks.find((k) => k.at.q === hex.q && k.at.r === hex.r);
      return s !== undefined && s.height > 3 ? 'an obstacle is 1, 2 or 3 levels high' : undefined;
    };
    let s = bare();
    for (let i = 0; i < 3; i++) s = ok(raiseHex(s, { at }, threeLevels));
    const before = JSON.stringify(s);
    expect(raiseHex(s, { at }, threeLevels)).toEqual({
      ok: false,
      reason: 'an obstacle is 1, 2 or 3 levels high',
    });
    expect(JSON.stringify(s)).toBe(before);
  });
});
