import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../../../../src/geometry';
import type { Hex } from '../../../../../src/geometry';
import { approach } from '../../../../../src/rules/hex-battle-wars/engine/approach';
import { indexBoard, shutOf } from '../../../../../src/rules/hex-battle-wars/engine/board';
import { walk } from '../../../../../src/rules/hex-battle-wars/engine/reach';
import { inPlay } from '../support';

// The automatic player's quick move: the whole roll, towards the goal, never into a piece.

const table = (stacks: { at: { q: number; r: number }; height: number; tags: string[] }[] = []) =>
  inPlay(
    [
      { seat: 'red', at: { q: 0, r: 0 } },
      { seat: 'blue', at: { q: 7, r: 9 } },
    ],
    stacks,
  ).table;

/** The hexes pieces stand on, marked as the engine reads them. */
const shut = (at: Hex[] = []) => shutOf(indexBoard(table()), at);

describe("the automatic player's quick move", () => {
  it('HB-MOVE: heads for the goal spending exactly the roll', () => {
    const path = approach(table(), { q: -2, r: 4 }, 5, shut(), { q: 6, r: 4 })!;
    expect(path).toEqual([
      { q: -1, r: 4 },
      { q: 0, r: 4 },
      { q: 1, r: 4 },
      { q: 2, r: 4 },
      { q: 3, r: 4 },
    ]);
    expect(walk(table(), { q: -2, r: 4 }, path, 5, shut())).toEqual({ spent: 5, plowed: false });
  });

  it('HB-MOVE: beside the goal it circles it and ends beside it, never on it', () => {
    const goal = { q: 4, r: 4 };
    const blocked = shut([goal]);
    const path = approach(table(), { q: 2, r: 4 }, 6, blocked, goal)!;
    expect(walk(table(), { q: 2, r: 4 }, path, 6, blocked)).toEqual({ spent: 6, plowed: false });
    expect(hexDistance(path.at(-1)!, goal)).toBe(1);
  });

  it('HB-HAZARD-LEAVE: in quicksand on a roll of 1 it stays; boxed in it gives way to the full search', () => {
    const bog = table([{ at: { q: 2, r: 4 }, height: 0, tags: ['quicksand'] }]);
    expect(approach(bog, { q: 2, r: 4 }, 1, shut(), { q: 6, r: 4 })).toEqual([]);
    const around = shut([
      { q: 1, r: 0 },
      { q: 0, r: 1 },
    ]);
    expect(approach(table(), { q: 0, r: 0 }, 3, around, { q: 6, r: 4 })).toBeNull();
  });
});
