import { describe, expect, it } from 'vitest';
import { attackOdds, oddsOf } from '../../../../../src/rules/hex-battle-wars/engine/odds';
import type { Modifiers } from '../../../../../src/rules/hex-battle-wars/engine/modifiers';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { act, at, inPlay } from '../support';

// The odds before the die, against closed forms written from the rulebook's words by hand, and
// against every (d20, d16) the engine can roll.

const mods = (total: number, distance = 1): Modifiers => ({ distance, range: total, height: 0, total });

describe('Hex Battle Wars attack odds', () => {
  it('HB-ATTACK: adjacent against AC 13, faces 13 to 20 hit: 8 in 20; damage a d16, doubled on a 20', () => {
    const o = oddsOf(13, mods(0), 25);
    expect(o.needed).toBe(13);
    expect(o.pHit).toBeCloseTo(8 / 20, 15);
    expect(o.pTwenty).toBeCloseTo(1 / 20, 15);
    // 7 faces (13–19) do 1–16, the 20 does 2–32 even: E = 7/20 × 8.5 + 1/20 × 17.
    expect(o.expected).toBeCloseTo((7 / 20) * 8.5 + (1 / 20) * 17, 15);
    expect(o.damage[0]).toBeCloseTo(12 / 20, 15);
    expect(o.damage[3]).toBeCloseTo(7 / 20 / 16, 15);
    expect(o.damage[4]).toBeCloseTo(7 / 20 / 16 + 1 / 20 / 16, 15);
    expect(o.damage[31]).toBe(0);
    expect(o.damage[32]).toBeCloseTo(1 / 20 / 16, 15);
    expect(o.damage.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
    // From 25 health only a 20 with a d16 of 13 or more (26 to 32) kills.
    expect(o.pDies).toBeCloseTo((1 / 20) * (4 / 16), 15);
  });

  it('HB-TWENTY: 9 hexes off against AC 13 only a natural 20 hits', () => {
    const o = oddsOf(13, mods(-9, 9), 25);
    expect(o.needed).toBe(20);
    expect(o.pHit).toBeCloseTo(1 / 20, 15);
    expect(o.expected).toBeCloseTo(17 / 20, 15);
    // Dies from 25 only on a 20 with a d16 of 13 or more (26, 28, 30, 32): 4 in 16.
    expect(o.pDies).toBeCloseTo((1 / 20) * (4 / 16), 15);
  });

  it('HB-DAMAGE: P(dies) from 5 health adjacent to AC 13: a normal hit needs 5+ on the d16, a 20 needs 3+', () => {
    const o = oddsOf(13, mods(0), 5);
    expect(o.pDies).toBeCloseTo((7 / 20) * (12 / 16) + (1 / 20) * (14 / 16), 15);
  });

  it('HB-GHOST: against one of three tiles the damage lands one time in three', () => {
    const o = oddsOf(13, mods(0), 25, 1 / 3);
    expect(o.pHit).toBeCloseTo(8 / 20, 15);
    expect(o.expected).toBeCloseTo(((7 / 20) * 8.5 + (1 / 20) * 17) / 3, 15);
  });

  it('HB-ATTACK: a +8 modifier against AC 11 still hits on every face', () => {
    const o = oddsOf(11, { distance: 1, range: 0, height: 8, total: 8 }, 25);
    expect(o.needed).toBe(3);
    expect(o.pHit).toBeCloseTo(18 / 20, 15);
  });

  it('HB-DICE: the odds shown equal the share of all 320 (d20, d16) the engine resolves', () => {
    const s0 = inPlay([
      { seat: 'red', at: { q: 0, r: 2 }, ac: 13 },
      { seat: 'blue', at: { q: 7, r: 9 }, ac: 12 },
    ]);
    const s: BattleState = {
      ...s0,
      step: 'attack',
      table: { ...s0.table, levels: { '0,2': 1 } },
      characters: s0.characters.map((c) => (c.seat === 'blue' ? { ...c, at: { q: 3, r: 2 }, health: 9 } : c)),
    };
    const odds = attackOdds(s, 'red', 'blue')!;
    expect(odds.modifiers).toEqual({ distance: 3, range: -3, height: 1, total: -2 });
    let hit = 0;
    let dies = 0;
    let lost = 0;
    for (let d20 = 1; d20 <= 20; d20++)
      for (let d16 = 1; d16 <= 16; d16++) {
        const dice = [d20, d16];
        let after: BattleState;
        try {
          after = act(s, { type: 'attack', target: 'blue' }, dice).state;
        } catch {
          after = act(s, { type: 'attack', target: 'blue' }, [d20]).state; // a miss rolls no d16
        }
        const health = at(after, 'blue').health;
        if (health < 9 || at(after, 'blue').dead) hit++;
        if (at(after, 'blue').dead) dies++;
        lost += 9 - health;
      }
    expect(odds.pHit).toBeCloseTo(hit / 320, 12);
    expect(odds.pDies).toBeCloseTo(dies / 320, 12);
    // Health stops at 0, so the expected loss is capped; the odds' expected damage is the uncapped d16.
    expect(lost / 320).toBeLessThanOrEqual(odds.expected);
    // Range 3 (−3) from one level up (+1) against AC 12: faces 14 to 20 hit.
    expect(odds.pHit).toBeCloseTo(7 / 20, 15);
  });
});
