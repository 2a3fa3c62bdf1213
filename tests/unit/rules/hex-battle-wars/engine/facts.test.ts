import { describe, expect, it } from 'vitest';
import { characterSheet } from '../../../../../src/rules/hex-battle-wars/engine/facts';
import { hexBattleWars } from '../../../../../src/rules/hex-battle-wars/system';
import { act, inPlay } from '../support';

// The character sheet and the attack button as the view reads them.

describe('Hex Battle Wars character sheet', () => {
  it('HB-PASS: the sheet shows health against the start, the pass boxes used and the step of the turn', () => {
    const s = inPlay(
      [
        { seat: 'red', at: { q: 0, r: 0 }, passes: 2 },
        { seat: 'blue', at: { q: 7, r: 9 } },
      ],
      [],
      100,
    );
    const passed = act(s, { type: 'pass' }).state;
    expect(characterSheet(passed, 'red')).toEqual({
      seat: 'red',
      name: 'Red',
      ac: 13,
      invisibility: 4,
      health: 100,
      startHealth: 100,
      passBoxes: [true, true, false],
      invisible: false,
      dead: false,
      toAct: true,
      phase: 'play',
      step: 'movement',
    });
    expect(characterSheet(passed, 'blue')).toMatchObject({
      toAct: false,
      step: null,
      passBoxes: [false, false, false],
    });
    expect(characterSheet(passed, 'nobody')).toBeNull();
  });

  it('HB-LOS: with nothing in sight the attack button is greyed and says why', () => {
    const s0 = inPlay([
      { seat: 'red', at: { q: 0, r: 0 } },
      { seat: 'blue', at: { q: 7, r: 9 } },
    ]);
    const s = { ...s0, step: 'attack' as const, table: { ...s0.table, levels: { '1,0': 3, '0,1': 3 } } };
    const offers = hexBattleWars.offers(
      s,
      { pieceId: 'red', targetId: null },
      hexBattleWars.measure(),
    )!.offers;
    expect(offers.map((o) => [o.label, o.cost, o.refused?.reason ?? ''])).toEqual([
      ['Attack', 'a d20', 'no piece of another player is in sight'],
      ['End turn', 'free', ''],
    ]);
  });
});
