import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexKey } from '../../../../../src/geometry';
import { indexBoard, slotOf } from '../../../../../src/rules/hex-battle-wars/engine/board';
import { blockedFor, reachOf } from '../../../../../src/rules/hex-battle-wars/engine/move';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { act, at, inPlay, refused } from '../support';

// Movement: exactly the roll, a level at a time, round other pieces; water and quicksand (HB-MOVE,
// HB-LEVEL, HB-HAZARD, HB-HAZARD-LEAVE).

const row = (q: number): Hex => ({ q, r: 4 });

/** Red at (−2, 4) at its movement step, Blue far off, with these stacks. */
function moving(
  stacks: { at: Hex; height: number; tags: string[] }[],
  roll: number,
  from = row(-2),
): BattleState {
  const s = inPlay(
    [
      { seat: 'red', at: from },
      { seat: 'blue', at: { q: 7, r: 9 } },
    ],
    stacks,
  );
  return act({ ...s, step: 'movement' }, { type: 'rollMovement' }, [roll]).state;
}

const water = (h: Hex) => ({ at: h, height: 0, tags: ['water'] });
const quicksand = (h: Hex) => ({ at: h, height: 0, tags: ['quicksand'] });

describe('Hex Battle Wars movement', () => {
  it('HB-MOVE: a move spends exactly the roll, and may turn back on itself', () => {
    const s = moving([], 3);
    const there = act(s, { type: 'move', piece: 'red', path: [row(-1), row(0), row(-1)] });
    expect(at(there.state, 'red').at).toEqual(row(-1));
    expect(there.state.step).toBe('attack');
    expect(there.lines).toEqual(['[HB-MOVE] Red moves 3 steps from the west edge to the west of the board.']);
    expect(refused(s, { type: 'move', piece: 'red', path: [row(-1), row(0)] })).toEqual({
      rule: 'HB-MOVE',
      reason: 'the move must spend the whole roll of 3: this path spends 2',
    });
    expect(refused(s, { type: 'move', piece: 'red', path: [row(0)] })).toEqual({
      rule: 'HB-MOVE',
      reason: 'step 1 is not to an adjacent hex',
    });
  });

  it('HB-MOVE: where no path of the full length exists the piece moves along the longest', () => {
    // Red in the corner (0, 0): only (1, 0) is open, walled by 2-level obstacles it cannot climb.
    const walls = [
      { q: 0, r: 1 },
      { q: 1, r: 1 },
      { q: 2, r: 0 },
      { q: -1, r: 2 },
      { q: 2, r: -1 },
    ].map((h) => ({
      at: h,
      height: 2,
      tags: ['obstacle'],
    }));
    const s = moving(walls, 5, { q: 0, r: 0 });
    const r = reachOf(s, 'red')!;
    expect(r.spent).toBe(5);
    expect(refused(s, { type: 'move', piece: 'red', path: [{ q: 1, r: 0 }] }).reason).toBe(
      'the move must spend the whole roll of 5: this path spends 1',
    );
    const bounce = [
      { q: 1, r: 0 },
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ];
    expect(act(s, { type: 'move', piece: 'red', path: bounce }).state.characters[0]!.at).toEqual({
      q: 1,
      r: 0,
    });
    // Shut (1, 0) too: no step at all, so the move is empty.
    const shut = moving([...walls, { at: { q: 1, r: 0 }, height: 2, tags: ['obstacle'] }], 5, { q: 0, r: 0 });
    expect(reachOf(shut, 'red')!.ends).toEqual([{ q: 0, r: 0 }]);
    expect(act(shut, { type: 'move', piece: 'red', path: [] }).lines).toEqual([
      '[HB-MOVE] Red has nowhere to go and stays.',
    ]);
  });

  it('HB-LEVEL: a step climbs or descends at most one level, and a character stands on the top', () => {
    const s = moving(
      [
        { at: row(-1), height: 1, tags: ['obstacle'] },
        { at: row(0), height: 3, tags: ['obstacle'] },
      ],
      2,
    );
    expect(refused(s, { type: 'move', piece: 'red', path: [row(-1), row(0)] })).toEqual({
      rule: 'HB-MOVE',
      reason: 'step 2 climbs more than one level',
    });
    const up = act(s, { type: 'move', piece: 'red', path: [row(-1), { q: -1, r: 3 }] }).state;
    expect(at(up, 'red').at).toEqual({ q: -1, r: 3 });
  });

  it('HB-MOVE: no entering a hex another character stands on', () => {
    const s = inPlay([
      { seat: 'red', at: row(-2) },
      { seat: 'blue', at: row(8) },
    ]);
    const near = {
      ...s,
      characters: s.characters.map((c) => (c.seat === 'blue' ? { ...c, at: row(-1) } : c)),
    };
    const m = act({ ...near, step: 'movement' }, { type: 'rollMovement' }, [1]).state;
    expect(refused(m, { type: 'move', piece: 'red', path: [row(-1)] })).toEqual({
      rule: 'HB-MOVE',
      reason: 'step 1 enters a hex another piece stands on',
    });
  });

  it("HB-HAZARD: the rulebook's green, blue, blue: 2 or 3 ends on the first blue, 4 or 5 on the second, 6 beyond", () => {
    const pond = [water(row(0)), water(row(1))];
    const ends: Record<number, Hex[]> = {
      2: [row(-1), row(0)],
      3: [row(-1), row(0)],
      4: [row(-1), row(0), row(1)],
      5: [row(-1), row(0), row(1)],
      6: [row(-1), row(0), row(1), row(2)],
    };
    const lines: Record<number, string[]> = {};
    for (const [roll, path] of Object.entries(ends)) {
      const r = act(moving(pond, Number(roll)), { type: 'move', piece: 'red', path });
      lines[Number(roll)] = r.lines;
    }
    expect(lines).toEqual({
      2: [
        '[HB-MOVE] Red moves 2 steps from near the water into the water.',
        '[HB-HAZARD] Red plows into the water and stops there.',
      ],
      3: [
        '[HB-MOVE] Red moves 3 steps from near the water into the water.',
        '[HB-HAZARD] Red ends in the water.',
      ],
      4: [
        '[HB-MOVE] Red moves 4 steps from near the water into the water.',
        '[HB-HAZARD] Red plows into the water and stops there.',
      ],
      5: [
        '[HB-MOVE] Red moves 5 steps from near the water into the water.',
        '[HB-HAZARD] Red ends in the water.',
      ],
      6: ['[HB-MOVE] Red moves 6 steps from near the water to the middle of the board.'],
    });
    expect(refused(moving(pond, 4), { type: 'move', piece: 'red', path: [row(-1), row(0)] }).reason).toBe(
      'the move must spend the whole roll of 4: this path spends 3',
    );
    expect(reachOf(moving(pond, 2), 'red')!.pathTo(row(0))).toEqual([row(-1), row(0)]);
  });

  it('HB-HAZARD: quicksand costs 3 steps to enter', () => {
    const s = moving([quicksand(row(-1))], 3);
    const r = act(s, { type: 'move', piece: 'red', path: [row(-1)] });
    expect(r.lines).toEqual([
      '[HB-MOVE] Red moves 3 steps from beside the quicksand into the quicksand.',
      '[HB-HAZARD] Red ends in the quicksand.',
    ]);
  });

  it('HB-HAZARD-LEAVE: in quicksand a roll under 2 stays; 2 or more spends the whole roll beyond it', () => {
    const bog = [quicksand(row(-2))];
    const stuck = moving(bog, 1);
    expect(refused(stuck, { type: 'move', piece: 'red', path: [row(-1)] })).toEqual({
      rule: 'HB-HAZARD-LEAVE',
      reason: "a roll of 1 is under the quicksand's 2: Red cannot leave it",
    });
    const stays = act(stuck, { type: 'move', piece: 'red', path: [] });
    expect(stays.lines).toEqual(['[HB-HAZARD-LEAVE] Red is stuck in the quicksand (needs 2).']);
    expect(at(stays.state, 'red').at).toEqual(row(-2));
    const out = act(moving(bog, 2), { type: 'move', piece: 'red', path: [row(-1), row(0)] });
    expect(out.lines).toEqual([
      '[HB-HAZARD-LEAVE] Red gets out of the quicksand.',
      '[HB-MOVE] Red moves 2 steps from the quicksand to a hex near the quicksand.',
    ]);
    expect(at(out.state, 'red').at).toEqual(row(0));
  });

  it("HB-BOARD: the board is the set-up's hexes, and no step leaves it", () => {
    const s = moving([], 1, { q: 0, r: 0 });
    expect(s.table.hexes.length).toBe(120);
    expect(refused(s, { type: 'move', piece: 'red', path: [{ q: -1, r: 0 }] }).reason).toBe(
      'step 1 leaves the board',
    );
    expect(new Set(reachOf(s, 'red')!.ends.map(hexKey))).toEqual(new Set(['1,0', '0,1']));
  });

  it('HB-MOVE: each piece is blocked by exactly the hexes the others stand on, however often asked', () => {
    const s = moving([], 3);
    const board = indexBoard(s.table);
    const marked = (m: Uint8Array) => [...m.keys()].filter((i) => m[i] === 1);
    // The marks are written afresh on each call: Blue's ask leaves no mark of its own hex behind.
    expect(marked(blockedFor(s, 'red'))).toEqual([slotOf(board, { q: 7, r: 9 })]);
    expect(marked(blockedFor(s, 'blue'))).toEqual([slotOf(board, row(-2))]);
    expect(marked(blockedFor(s, 'red'))).toEqual([slotOf(board, { q: 7, r: 9 })]);
  });
});
