import { describe, expect, it } from 'vitest';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { act, at, inPlay, refused } from '../support';

// Invisibility: the d10 against the score, three tiles (one real), d6 moves for each, the roll to
// stay invisible, no attacks while invisible, and attacks on tiles (HB-INVIS, HB-INVIS-KEEP,
// HB-INVIS-NOATTACK, HB-GHOST, HB-HIDDEN).

const duo = () =>
  inPlay([
    { seat: 'red', at: { q: 2, r: 2 }, invisibility: 4 },
    { seat: 'blue', at: { q: 7, r: 9 }, ac: 13 },
  ]);

/** Red invisible with its real tile 2; tiles at (2, 2), (3, 2) and (2, 3). */
function hidden(step: BattleState['step'] = 'invisibility'): BattleState {
  const s = act(duo(), { type: 'rollInvisibility' }, [4, 5]).state;
  const spots = [
    { q: 2, r: 2 },
    { q: 3, r: 2 },
    { q: 2, r: 3 },
  ];
  return { ...s, step, tiles: s.tiles.map((t, i) => ({ ...t, at: spots[i]! })) };
}

describe('Hex Battle Wars invisibility', () => {
  it('HB-INVIS: at or above the score the character becomes three tiles on its hex, one of them real', () => {
    const r = act(duo(), { type: 'rollInvisibility' }, [4, 5]);
    expect(r.lines).toEqual([
      '[HB-INVIS] Red rolls 4 (needs 4) and turns invisible: three tiles take its place.',
      "[HB-HIDDEN] Red's real tile is tile 2.",
    ]);
    expect(r.state.tiles).toEqual([
      { id: 'tile:red:1', seat: 'red', at: { q: 2, r: 2 }, real: false },
      { id: 'tile:red:2', seat: 'red', at: { q: 2, r: 2 }, real: true },
      { id: 'tile:red:3', seat: 'red', at: { q: 2, r: 2 }, real: false },
    ]);
    expect(at(r.state, 'red')).toMatchObject({ invisible: true, at: null });
    expect(r.state.step).toBe('movement');
  });

  it('HB-INVIS: under the score the character stays visible', () => {
    const r = act(duo(), { type: 'rollInvisibility' }, [3]);
    expect(r.lines).toEqual(['[HB-INVIS] Red rolls 3 (needs 4) and stays visible.']);
    expect(r.state.tiles).toEqual([]);
  });

  it('HB-INVIS: invisible, the movement die is a d6 and every tile moves the full roll on its own', () => {
    const s = hidden('movement');
    const rolled = act(s, { type: 'rollMovement' }, [2]);
    expect(rolled.lines).toEqual(['[HB-INVIS] Red rolls 2 to move each tile.']);
    const one = act(rolled.state, {
      type: 'move',
      piece: 'tile:red:1',
      path: [
        { q: 1, r: 2 },
        { q: 0, r: 2 },
      ],
    });
    expect(one.lines).toEqual([
      "[HB-MOVE] Red's tile 1 moves 2 steps from beside Red's tile 2 to the north-west of the board.",
    ]);
    expect(one.state.step).toBe('movement');
    expect(refused(one.state, { type: 'move', piece: 'tile:red:1', path: [] }).reason).toBe(
      "Red's tile 1 has already moved",
    );
    const two = act(one.state, {
      type: 'move',
      piece: 'tile:red:2',
      path: [
        { q: 4, r: 2 },
        { q: 5, r: 2 },
      ],
    }).state;
    const three = act(two, {
      type: 'move',
      piece: 'tile:red:3',
      path: [
        { q: 2, r: 4 },
        { q: 2, r: 5 },
      ],
    }).state;
    expect(three.step).toBe('attack');
    expect(three.tiles.map((t) => t.at)).toEqual([
      { q: 0, r: 2 },
      { q: 5, r: 2 },
      { q: 2, r: 5 },
    ]);
  });

  it('HB-INVIS-KEEP: an invisible character must roll each turn; a success keeps it hidden', () => {
    const s = hidden();
    expect(refused(s, { type: 'pass' })).toEqual({
      rule: 'HB-INVIS-KEEP',
      reason: 'an invisible character must roll to stay invisible, or reappear, at the start of its turn',
    });
    const r = act(s, { type: 'rollInvisibility' }, [9]);
    expect(r.lines).toEqual(['[HB-INVIS-KEEP] Red rolls 9 (needs 4) and stays invisible.']);
    expect(r.state.tiles).toHaveLength(3);
  });

  it('HB-INVIS-KEEP: a failure puts the character where its real tile is, and the ghosts leave', () => {
    const r = act(hidden(), { type: 'rollInvisibility' }, [1]);
    expect(r.lines).toEqual([
      '[HB-INVIS-KEEP] Red rolls 1 (needs 4) and is seen again.',
      '[HB-INVIS-KEEP] Red stands where its tile 2 was; the ghosts leave the board.',
    ]);
    expect(at(r.state, 'red')).toMatchObject({ invisible: false, at: { q: 3, r: 2 } });
    expect(r.state.tiles).toEqual([]);
  });

  it('HB-INVIS-NOATTACK: an invisible character cannot attack, and its attack step costs no pass', () => {
    const s = { ...hidden(), step: 'attack' as const };
    expect(refused(s, { type: 'attack', target: 'blue' })).toEqual({
      rule: 'HB-INVIS-NOATTACK',
      reason: 'an invisible character cannot attack',
    });
    const r = act(s, { type: 'pass' });
    expect(at(r.state, 'red').passes).toBe(3);
  });

  it('HB-GHOST: a hit on a ghost tile reveals it and it leaves the board, with no damage rolled', () => {
    const s = hidden();
    const blueTurn: BattleState = {
      ...s,
      active: 1,
      step: 'attack',
      characters: s.characters.map((c) => (c.seat === 'blue' ? { ...c, at: { q: 0, r: 3 } } : c)),
    };
    const r = act(blueTurn, { type: 'attack', target: 'tile:red:3' }, [15]);
    expect(r.lines).toEqual([
      "[HB-ATTACK] Blue attacks Red's tile 3: 15 − 2 = 13 (−2 for range 2) against AC 13, a hit.",
      "[HB-GHOST] Red's tile 3 was a ghost: it leaves the board.",
      '[HB-ORDER] Turn 2: Red.',
    ]);
    expect(r.state.tiles.map((t) => t.id)).toEqual(['tile:red:1', 'tile:red:2']);
    expect(at(r.state, 'red').health).toBe(25);
  });

  it('HB-GHOST: a hit on the real tile makes it the character again, visible, and it takes the damage', () => {
    const s = hidden();
    const blueTurn: BattleState = {
      ...s,
      active: 1,
      step: 'attack',
      characters: s.characters.map((c) => (c.seat === 'blue' ? { ...c, at: { q: 4, r: 2 } } : c)),
    };
    const r = act(blueTurn, { type: 'attack', target: 'tile:red:2' }, [14, 10]);
    expect(r.lines).toEqual([
      "[HB-ATTACK] Blue attacks Red's tile 2: 14 = 14 (no modifiers) against AC 13, a hit.",
      "[HB-GHOST] Red's tile 2 was the real Red!",
      '[HB-GHOST] Red stands where its tile 2 was; the ghosts leave the board.',
      '[HB-DAMAGE] Red takes 10 damage: health 25 → 15.',
      '[HB-ORDER] Turn 2: Red.',
    ]);
    expect(at(r.state, 'red')).toMatchObject({ invisible: false, at: { q: 3, r: 2 }, health: 15 });
    expect(r.state.tiles).toEqual([]);
  });
});
