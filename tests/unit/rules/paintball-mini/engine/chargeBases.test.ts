import { describe, expect, it } from 'vitest';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import { lines, redToAct, table } from './support/table';

// PM-CHARGE / PM-CAPACITY / PM-SCEN-*: a charge obeys the scenario's base rules.

const homes = captureTheFlag().terrain.filter((t) => t.kind === 'stockade');

describe('charges and bases', () => {
  it('PM-SCEN-REVERSE: no charging into one’s own home base in Reverse Flag; the state is untouched', () => {
    const s = redToAct(
      table(
        [
          { id: 'r1', hex: { q: 0, r: 1 } },
          { id: 'b1', hex: { q: -1, r: 1 }, status: 'impotent' },
        ],
        { terrain: homes, scenario: 'reverse-flag' },
      ),
    );
    const r = apply(
      s,
      { type: 'charge', targetId: 'b1', figureIds: ['r1'] },
      { sight: flatSight, dice: [6, 1] },
    );
    expect(r).toEqual({
      ok: false,
      rule: 'PM-SCEN-REVERSE',
      reason: 'nobody enters their own home base in Reverse Flag',
    });
  });

  it('PM-CAPACITY: a home base holds at most 3 figures in all, chargers and defenders together', () => {
    const s = redToAct(
      table(
        [
          { id: 'r1', hex: { q: 4, r: 2 } },
          { id: 'r2', hex: { q: 4, r: 1 } },
          { id: 'b1', hex: { q: 5, r: 2 }, status: 'impotent' },
          { id: 'b2', hex: { q: 5, r: 2 }, slot: 1, status: 'impotent' },
        ],
        { terrain: homes },
      ),
    );
    const two = apply(
      s,
      { type: 'charge', targetId: 'b1', figureIds: ['r1', 'r2'] },
      { sight: flatSight, dice: [] },
    );
    expect(two).toEqual({ ok: false, rule: 'PM-SCEN-CTF', reason: 'at most 3 figures in a home base' });
    const one = apply(
      s,
      { type: 'charge', targetId: 'b1', figureIds: ['r1'] },
      { sight: flatSight, dice: [6, 2, 1] },
    );
    if (!one.ok) throw new Error(one.reason);
    expect(lines(one.events)).toEqual([
      "[PM-CHARGE] charge on b1's hex by r1",
      '[PM-CHARGE] shootout round 1: attackers 6; defenders 2, 1',
      "[PM-CHARGE] the attackers' 6 shoots: a kill",
    ]);
    expect(one.state.pending).toMatchObject({ kind: 'negateDie', player: 'red' });
  });
});
