import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../../src/rules/hex-battle-wars/engine/start';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { cell, duel, fullGame } from '../../../../../src/rules/hex-battle-wars/setup';
import { act, at, refused } from '../support';

// Before the first turn: health, stats, obstacles placed in turn, the leftover blocks, the placement
// roll and the characters placed 10 hexes apart (HB-STATS, HB-OBSTACLES, HB-PLACE, HB-ORDER).

/** The full game with health chosen and every stat rolled (Red AC 13 score 4, Blue 14/2, Green 11/6). */
function statted(): BattleState {
  let s = act(newGame(fullGame(), 7), { type: 'chooseHealth', health: 100 }).state;
  for (const dice of [
    [3, 4],
    [4, 2],
    [1, 6],
  ])
    s = act(s, { type: 'rollStats' }, dice).state;
  return s;
}

describe('Hex Battle Wars before play', () => {
  it('HB-STATS: health is chosen for all as the game starts, then each rolls AC = 10 + d6 and a d6 score', () => {
    const s = newGame(fullGame(), 7);
    expect(s.phase).toBe('health');
    const chosen = act(s, { type: 'chooseHealth', health: 100 });
    expect(chosen.lines).toEqual(['[HB-STATS] Every character starts with 100 health (a long game).']);
    const red = act(chosen.state, { type: 'rollStats' }, [3, 4]);
    expect(red.lines).toEqual([
      '[HB-STATS] Red rolls armour class 13 (10 + 3).',
      '[HB-STATS] Red rolls invisibility score 4.',
    ]);
    expect(at(red.state, 'red')).toMatchObject({ ac: 13, invisibility: 4, health: 100, passes: 3 });
    expect(red.state.active).toBe(1);
    expect(statted().phase).toBe('obstacles');
    expect(refused(s, { type: 'rollStats' })).toEqual({
      rule: 'HB-STATS',
      reason: 'not now: stats are rolled before play, and health is being chosen',
    });
  });

  it('HB-STATS: a stat the table sets is kept, and only the other is rolled, on one d6', () => {
    const base = fullGame();
    const setup = {
      ...base,
      characters: base.characters.map((c) => (c.seat === 'red' ? { ...c, ac: 15 } : c)),
    };
    const chosen = act(newGame(setup, 7), { type: 'chooseHealth', health: 25 }).state;
    const red = act(chosen, { type: 'rollStats' }, [5]);
    expect(red.lines).toEqual(['[HB-STATS] Red rolls invisibility score 5.']);
    expect(at(red.state, 'red')).toMatchObject({ ac: 15, invisibility: 5 });
    expect(red.state.active).toBe(1);
  });

  it('HB-OBSTACLES: players place their equal shares in turn; a 2-level block cannot stand alone', () => {
    const s = statted();
    expect(refused(s, { type: 'placeObstacle', at: cell(5, 5), height: 2 })).toEqual({
      rule: 'HB-OBSTACLES',
      reason: 'a 2-level obstacle cannot stand alone: put it beside a hex of level 1',
    });
    const one = act(s, { type: 'placeObstacle', at: cell(5, 5), height: 1 });
    expect(one.lines).toEqual(['[HB-OBSTACLES] Red places a 1-level obstacle in the middle of the board.']);
    expect(one.state.active).toBe(1);
    const two = act(one.state, { type: 'placeObstacle', at: cell(6, 5), height: 2 });
    expect(two.state.table.levels).toEqual({ [`${cell(5, 5).q},5`]: 1, [`${cell(6, 5).q},5`]: 2 });
    expect(two.state.toPlace).toEqual([
      { one: 1, two: 1, three: 1 },
      { one: 2, two: 0, three: 1 },
      { one: 2, two: 1, three: 1 },
    ]);
    expect(refused(two.state, { type: 'placeObstacle', at: cell(6, 5), height: 1 }).reason).toBe(
      'that hex already holds an obstacle',
    );
  });

  it('HB-OBSTACLES: the blocks left over go to the high roller of a d20, ties rolling again', () => {
    let s = statted();
    const spots: [number, number, 1 | 2 | 3][] = [
      [2, 2, 1],
      [3, 2, 1],
      [4, 2, 1],
      [2, 3, 2],
      [3, 3, 2],
      [4, 3, 2],
      [2, 4, 3],
      [3, 4, 3],
      [4, 4, 3],
      [8, 8, 1],
      [9, 8, 1],
      [10, 8, 1],
    ];
    for (const [c, r, h] of spots) s = act(s, { type: 'placeObstacle', at: cell(c, r), height: h }).state;
    expect(s.phase).toBe('leftovers');
    expect(refused(s, { type: 'placeObstacle', at: cell(12, 12), height: 1 }).reason).toBe(
      'roll the d20 for the leftover blocks first',
    );
    const rolled = act(s, { type: 'rollForLeftovers' }, [17, 17, 3, 5, 11]);
    expect(rolled.lines).toEqual([
      '[HB-OBSTACLES] Red rolls 17.',
      '[HB-OBSTACLES] Blue rolls 17.',
      '[HB-OBSTACLES] Green rolls 3.',
      '[HB-OBSTACLES] Red and Blue tie and roll again.',
      '[HB-OBSTACLES] Red rolls 5.',
      '[HB-OBSTACLES] Blue rolls 11.',
      '[HB-OBSTACLES] Blue places the leftover blocks.',
    ]);
    expect(rolled.state.active).toBe(1);
    const placed = act(rolled.state, { type: 'placeObstacle', at: cell(12, 12), height: 1 });
    expect(placed.state.phase).toBe('order');
  });

  it('HB-PLACE: the high roller of a d6 places first, then clockwise, each 10 hexes from every piece', () => {
    const setup = {
      ...fullGame(),
      obstacles: { one: 0, two: 0, three: 0 },
      leftover: { one: 0, two: 0, three: 0 },
    };
    let s = act(newGame(setup, 3), { type: 'chooseHealth', health: 25 }).state;
    for (let i = 0; i < 3; i++) s = act(s, { type: 'rollStats' }, [2, 2]).state;
    expect(s.phase).toBe('order');
    const order = act(s, { type: 'rollForOrder' }, [2, 6, 6, 1, 4]);
    expect(order.lines).toEqual([
      '[HB-PLACE] Red rolls 2.',
      '[HB-PLACE] Blue rolls 6.',
      '[HB-PLACE] Green rolls 6.',
      '[HB-PLACE] Blue and Green tie and roll again.',
      '[HB-PLACE] Blue rolls 1.',
      '[HB-PLACE] Green rolls 4.',
      '[HB-ORDER] Green places first and plays first.',
    ]);
    expect(order.state.active).toBe(2);
    const green = act(order.state, { type: 'placeCharacter', at: cell(0, 0) });
    expect(green.lines).toEqual(['[HB-PLACE] Green is placed in the north-west corner.']);
    expect(green.state.active).toBe(0);
    expect(refused(green.state, { type: 'placeCharacter', at: cell(5, 5) })).toEqual({
      rule: 'HB-PLACE',
      reason: '8 hexes from another piece: place at least 10 hexes from every piece',
    });
    const red = act(green.state, { type: 'placeCharacter', at: cell(14, 0) }).state;
    const blue = act(red, { type: 'placeCharacter', at: cell(7, 13) });
    expect(blue.lines).toEqual(['[HB-PLACE] Blue is placed at the south edge.', '[HB-ORDER] Turn 1: Green.']);
    expect(blue.state).toMatchObject({ phase: 'play', active: 2, turn: 1, step: 'invisibility' });
  });

  it('HB-PLACE: where no hex is 10 away, the piece goes as far as it can from every placed piece', () => {
    const small = duel();
    const setup = {
      ...small,
      board: { ...small.board, tiles: small.board.tiles.slice(0, 3), stacks: [] },
      characters: small.characters.map((c) => ({ ...c, at: null, ac: 12, invisibility: 3 })),
      health: 25,
    };
    let s = newGame(setup, 1);
    expect(s.phase).toBe('order');
    s = act(s, { type: 'rollForOrder' }, [5, 2]).state;
    s = act(s, { type: 'placeCharacter', at: { q: 0, r: 0 } }).state;
    expect(refused(s, { type: 'placeCharacter', at: { q: 5, r: 1 } })).toEqual({
      rule: 'HB-PLACE',
      reason: '6 hexes from another piece: no hex is 10 away, so place as far as possible (9)',
    });
    expect(act(s, { type: 'placeCharacter', at: { q: 8, r: 1 } }).state.phase).toBe('play');
  });

  it('HB-ORDER: a table set with its characters still rolls who plays first', () => {
    const setup = {
      ...duel(),
      health: 25,
      characters: duel().characters.map((c) => ({ ...c, ac: 12, invisibility: 3 })),
    };
    const r = act(newGame(setup, 1), { type: 'rollForOrder' }, [3, 5]);
    expect(r.lines).toEqual([
      '[HB-PLACE] Red rolls 3.',
      '[HB-PLACE] Blue rolls 5.',
      '[HB-ORDER] Blue plays first.',
      '[HB-ORDER] Turn 1: Blue.',
    ]);
    expect(r.state).toMatchObject({ phase: 'play', active: 1, first: 1 });
  });

  it('HB-OBSTACLES: a player whose obstacles fit nowhere sets them aside and the game goes on', () => {
    const full = fullGame();
    const setup = {
      ...full,
      board: { ...full.board, tiles: full.board.tiles.slice(0, 1) },
      obstacles: { one: 1, two: 1, three: 1 },
      leftover: { one: 0, two: 0, three: 0 },
      health: 25,
      characters: full.characters.map((c) => ({ ...c, ac: 12, invisibility: 3 })),
    };
    let s = newGame(setup, 1);
    const spots: [number, number, 1 | 2][] = [
      [0, 0, 1],
      [1, 0, 1],
      [2, 0, 1],
      [0, 1, 2],
      [1, 1, 2],
    ];
    for (const [q, r, height] of spots) s = act(s, { type: 'placeObstacle', at: { q, r }, height }).state;
    const last = act(s, { type: 'placeObstacle', at: { q: 2, r: 1 }, height: 2 });
    expect(last.lines).toEqual([
      '[HB-OBSTACLES] Green places a 2-level obstacle beside the obstacles.',
      "[HB-OBSTACLES] No room is left for Red's obstacles: they are set aside.",
      "[HB-OBSTACLES] No room is left for Blue's obstacles: they are set aside.",
      "[HB-OBSTACLES] No room is left for Green's obstacles: they are set aside.",
    ]);
    expect(last.state.phase).toBe('order');
  });
});
