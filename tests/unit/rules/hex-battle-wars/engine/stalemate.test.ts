import { describe, expect, it } from 'vitest';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { everyoneHidden } from '../../../../../src/rules/hex-battle-wars/engine/stalemate';
import { act, at, inPlay } from '../support';

// Every character standing invisible at score 1: no roll shows anyone, so the table points to the
// way out (reappearing).

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

describe('Hex Battle Wars: everyone hidden for good', () => {
  it('HB-INVIS-KEEP / HB-REAPPEAR: every character standing invisible at score 1 stays hidden on any roll, until one reappears', () => {
    const s = bothInvisible(1);
    expect(at(s, 'red')).toMatchObject({ invisible: true, invisibility: 1 });
    expect(at(s, 'blue')).toMatchObject({ invisible: true, invisibility: 1 });
    expect(everyoneHidden(s)).toBe(true);
    // The lowest roll still keeps an invisible character at score 1 invisible.
    const red = { ...s, active: 0, step: 'invisibility' as const };
    const next = act(red, { type: 'rollInvisibility' }, [1]);
    expect(next.lines).toEqual(['[HB-INVIS-KEEP] Red rolls 1 (needs 1) and stays invisible.']);
    expect(everyoneHidden(next.state)).toBe(true);
    // Reappearing is the way out: Red can be attacked, and can attack, again.
    const shown = act(red, { type: 'reappear' });
    expect(shown.lines).toEqual([
      '[HB-REAPPEAR] Red chooses to reappear.',
      '[HB-REAPPEAR] Red stands where its tile 1 was; the ghosts leave the board.',
    ]);
    expect(everyoneHidden(shown.state)).toBe(false);
  });

  it('HB-INVIS-KEEP: one character standing at a higher score can still be seen again', () => {
    const s = bothInvisible(2);
    expect(at(s, 'blue')).toMatchObject({ invisible: true, invisibility: 2 });
    expect(everyoneHidden(s)).toBe(false);
  });

  it('HB-INVIS-NOATTACK: a visible character standing can attack tiles', () => {
    const s = act(both(1), { type: 'rollInvisibility' }, [1, 1]).state;
    expect(at(s, 'blue').invisible).toBe(false);
    expect(everyoneHidden(s)).toBe(false);
    expect(everyoneHidden({ ...s, phase: 'over' })).toBe(false);
  });
});
