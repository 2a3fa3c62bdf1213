import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { act, at, inPlay, refused } from '../support';

// Attacks: line of sight, the d20 against AC with range and height, natural 20s, damage, death and
// the winner (HB-LOS, HB-ATTACK, HB-TWENTY, HB-DAMAGE, HB-WIN).

const wall = (h: Hex, height: number) => ({ at: h, height, tags: ['obstacle'] });

/** Red attacks from `from`; Blue (AC 13) stands at `to`; Green far off when three play. */
function attacking(
  from: Hex,
  to: Hex,
  stacks: { at: Hex; height: number; tags: string[] }[] = [],
  three = false,
): BattleState {
  const s = inPlay(
    [
      { seat: 'red', at: { q: 0, r: 0 } },
      { seat: 'blue', at: { q: 7, r: 9 }, ac: 13 },
      ...(three ? [{ seat: 'green', at: { q: 11, r: 0 } }] : []),
    ],
    stacks,
  );
  const placed = s.characters.map((c) =>
    c.seat === 'red' ? { ...c, at: from } : c.seat === 'blue' ? { ...c, at: to } : c,
  );
  return { ...s, characters: placed, step: 'attack' };
}

describe('Hex Battle Wars attacks', () => {
  it('HB-ATTACK: adjacent on the same level, no modifiers: 13 hits AC 13, then a d16 of damage', () => {
    const r = act(attacking({ q: 2, r: 2 }, { q: 3, r: 2 }), { type: 'attack', target: 'blue' }, [13, 7]);
    expect(r.lines).toEqual([
      '[HB-ATTACK] Red attacks Blue: 13 = 13 (no modifiers) against AC 13, a hit.',
      '[HB-DAMAGE] Blue takes 7 damage: health 25 → 18.',
      '[HB-ORDER] Turn 2: Blue.',
    ]);
    expect(at(r.state, 'blue').health).toBe(18);
    expect(r.state.active).toBe(1);
  });

  it('HB-ATTACK: a target 4 hexes off takes −4; 16 − 4 = 12 misses AC 13', () => {
    const r = act(attacking({ q: 0, r: 2 }, { q: 4, r: 2 }), { type: 'attack', target: 'blue' }, [16]);
    expect(r.lines).toEqual([
      '[HB-ATTACK] Red attacks Blue: 16 − 4 = 12 (−4 for range 4) against AC 13, a miss.',
      '[HB-ORDER] Turn 2: Blue.',
    ]);
    expect(at(r.state, 'blue').health).toBe(25);
  });

  it('HB-ATTACK: +1 a level above the target, −1 a level below; adjacent has no range penalty', () => {
    const high = attacking({ q: 2, r: 2 }, { q: 3, r: 2 }, [wall({ q: 2, r: 2 }, 1)]);
    expect(act(high, { type: 'attack', target: 'blue' }, [12, 1]).lines[0]).toBe(
      '[HB-ATTACK] Red attacks Blue: 12 + 1 = 13 (+1 for height) against AC 13, a hit.',
    );
    const low = attacking({ q: 2, r: 2 }, { q: 3, r: 2 }, [wall({ q: 3, r: 2 }, 1)]);
    expect(act(low, { type: 'attack', target: 'blue' }, [13]).lines[0]).toBe(
      '[HB-ATTACK] Red attacks Blue: 13 − 1 = 12 (−1 for height) against AC 13, a miss.',
    );
  });

  it('HB-TWENTY: a natural 20 hits at any range and doubles the damage', () => {
    const r = act(attacking({ q: 0, r: 2 }, { q: 9, r: 2 }), { type: 'attack', target: 'blue' }, [20, 6]);
    expect(r.lines).toEqual([
      '[HB-TWENTY] Red attacks Blue: 20 − 9 = 11 (−9 for range 9) against AC 13, a natural 20: a hit for double damage.',
      '[HB-DAMAGE] Blue takes 6 doubled to 12 damage: health 25 → 13.',
      '[HB-ORDER] Turn 2: Blue.',
    ]);
    expect(at(r.state, 'blue').health).toBe(13);
  });

  it('HB-LOS: an obstacle between blocks the attack; from higher ground the attacker sees over it', () => {
    const s = attacking({ q: 0, r: 2 }, { q: 4, r: 2 }, [wall({ q: 2, r: 2 }, 1)]);
    expect(refused(s, { type: 'attack', target: 'blue' })).toEqual({
      rule: 'HB-LOS',
      reason: 'Red cannot see Blue: an obstacle is in the way',
    });
    const hill = attacking({ q: 0, r: 2 }, { q: 4, r: 2 }, [
      wall({ q: 2, r: 2 }, 1),
      wall({ q: 0, r: 2 }, 2),
      wall({ q: 1, r: 2 }, 1),
    ]);
    expect(act(hill, { type: 'attack', target: 'blue' }, [1]).lines[0]).toBe(
      '[HB-ATTACK] Red attacks Blue: 1 − 2 = −1 (−4 for range 4, +2 for height) against AC 13, a miss.',
    );
  });

  /** Red on `from` and Blue on `to` by one tower: refused out of sight, or the exact lines of the roll `d20`. */
  const byTower = (tower: Hex, from: Hex, to: Hex, d20?: number) => {
    const s = attacking(from, to, [wall(tower, 3)]);
    const blue = { type: 'attack', target: 'blue' } as const;
    return d20 === undefined ? refused(s, blue) : act(s, blue, [d20]).lines;
  };
  const outOfSight = { rule: 'HB-LOS', reason: 'Red cannot see Blue: an obstacle is in the way' };

  it('HB-LOS: the stack the target stands on blocks like any other: from its foot the attack is refused; from two hexes off the line to its head clears the edge', () => {
    const top = { q: 4, r: 2 };
    expect(byTower(top, { q: 3, r: 2 }, top)).toEqual(outOfSight);
    expect(byTower(top, { q: 2, r: 2 }, top, 17)).toEqual([
      '[HB-ATTACK] Red attacks Blue: 17 − 5 = 12 (−2 for range 2, −3 for height) against AC 13, a miss.',
      '[HB-ORDER] Turn 2: Blue.',
    ]);
  });

  it("HB-LOS: the stack the attacker stands on blocks too: from a tower's top a character in the next hex is out of sight", () => {
    const top = { q: 3, r: 2 };
    expect(byTower(top, top, { q: 4, r: 2 })).toEqual(outOfSight);
    expect(byTower(top, top, { q: 6, r: 2 }, 9)).toEqual([
      '[HB-ATTACK] Red attacks Blue: 9 = 9 (−3 for range 3, +3 for height) against AC 13, a miss.',
      '[HB-ORDER] Turn 2: Blue.',
    ]);
  });

  it('HB-DAMAGE: at 0 health or less the character is dead and leaves the board; HB-WIN: the last one standing wins', () => {
    const s = attacking({ q: 2, r: 2 }, { q: 3, r: 2 });
    const weak = { ...s, characters: s.characters.map((c) => (c.seat === 'blue' ? { ...c, health: 5 } : c)) };
    const r = act(weak, { type: 'attack', target: 'blue' }, [15, 5]);
    expect(r.lines).toEqual([
      '[HB-ATTACK] Red attacks Blue: 15 = 15 (no modifiers) against AC 13, a hit.',
      '[HB-DAMAGE] Blue takes 5 damage: health 5 → 0.',
      '[HB-DAMAGE] Blue is dead and out of the game.',
      '[HB-WIN] Red is the last one standing and wins.',
    ]);
    expect(at(r.state, 'blue')).toMatchObject({ dead: true, health: 0, at: null });
    expect(r.state.phase).toBe('over');
    expect(r.state.winner).toBe('red');
    expect(refused(r.state, { type: 'pass' })).toEqual({ rule: 'HB-WIN', reason: 'the game is over' });
  });

  it('HB-DAMAGE: with three playing, a death does not end the game and the dead are skipped', () => {
    const s = attacking({ q: 2, r: 2 }, { q: 3, r: 2 }, [], true);
    const weak = { ...s, characters: s.characters.map((c) => (c.seat === 'blue' ? { ...c, health: 3 } : c)) };
    const r = act(weak, { type: 'attack', target: 'blue' }, [15, 9]);
    expect(r.lines.slice(1)).toEqual([
      '[HB-DAMAGE] Blue takes 9 damage: health 3 → 0.',
      '[HB-DAMAGE] Blue is dead and out of the game.',
      '[HB-ORDER] Turn 2: Green.',
    ]);
    expect(refused(r.state, { type: 'attack', target: 'blue' }, [])).toEqual({
      rule: 'HB-STEPS',
      reason: 'not now: the attack is the last step of a turn, and this is the invisibility step',
    });
  });

  it("HB-ATTACK: a piece that is not another player's is no target", () => {
    expect(refused(attacking({ q: 2, r: 2 }, { q: 3, r: 2 }), { type: 'attack', target: 'red' })).toEqual({
      rule: 'HB-ATTACK',
      reason: 'there is no piece "red" of another player to attack',
    });
  });
});
