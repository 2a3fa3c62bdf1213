import { describe, expect, it } from 'vitest';
import { neverEnds } from '../../../../../src/rules/hex-battle-wars/engine/deadlock';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { act, at, inPlay } from '../support';

// The one game the rules cannot finish: every character standing invisible at score 1.

const both = (blueScore: number) =>
  inPlay([
    { seat: 'red', at: { q: 2, r: 2 }, invisibility: 1 },
    { seat: 'blue', at: { q: 7, r: 9 }, invisibility: blueScore },
  ]);

/** Both turn invisible on their first turns (Red's real tile 1, Blue's 2), passing the rest. */
function bothInvisible(blueScore: number): BattleState {
  let s = act(both(blueScore), { type: 'rollInvisibility' }, [1, 1]).state;
  s = act(s, { type: 'pass' }).state; // movement
  s = act(s, { type: 'pass' }).state; // attack: nothing it may attack while invisible
  return act(s, { type: 'rollInvisibility' }, [blueScore, 2]).state;
}

describe('Hex Battle Wars: a game the rules cannot end', () => {
  it('HB-INVIS-KEEP / HB-INVIS-NOATTACK: every character standing invisible at score 1 never ends', () => {
    const s = bothInvisible(1);
    expect(at(s, 'red')).toMatchObject({ invisible: true, invisibility: 1 });
    expect(at(s, 'blue')).toMatchObject({ invisible: true, invisibility: 1 });
    expect(neverEnds(s)).toBe(true);
    // The lowest roll still keeps an invisible character at score 1 invisible.
    const next = act({ ...s, active: 0, step: 'invisibility' }, { type: 'rollInvisibility' }, [1]);
    expect(next.lines).toEqual(['[HB-INVIS-KEEP] Red rolls 1 (needs 1) and stays invisible.']);
    expect(neverEnds(next.state)).toBe(true);
  });

  it('HB-INVIS-KEEP: one character standing at a higher score can still be seen again, so the game goes on', () => {
    const s = bothInvisible(2);
    expect(at(s, 'blue')).toMatchObject({ invisible: true, invisibility: 2 });
    expect(neverEnds(s)).toBe(false);
  });

  it('HB-INVIS-NOATTACK: a visible character standing can attack tiles, so the game goes on', () => {
    const s = act(both(1), { type: 'rollInvisibility' }, [1, 1]).state;
    expect(at(s, 'blue').invisible).toBe(false);
    expect(neverEnds(s)).toBe(false);
    expect(neverEnds({ ...s, phase: 'over' })).toBe(false);
  });
});
