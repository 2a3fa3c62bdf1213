import { describe, expect, it } from 'vitest';
import { ForcedDice } from '../../../../src/game/dice';
import { legalActions, whyNot } from '../../../../src/game/legality';
import { flatSight } from '../../../../src/rules/paintball-mini/engine';
import type { Action, GameState } from '../../../../src/rules/paintball-mini/engine';
import { captureTheFlag } from '../../../../src/rules/paintball-mini/setup';
import { paintballMini } from '../../../../src/rules/paintball-mini/system';
import { redToAct, table } from './engine/support/table';

// PaintBall Mini as the kit's RuleSystem object: what the shared layers see of it.

const duel = () =>
  redToAct(
    table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 3, r: 1 } },
    ]),
  );
const take = (s: GameState, a: Action, dice: number[]) => {
  const r = paintballMini.apply(s, a, flatSight, new ForcedDice(dice));
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};

describe('the system object', () => {
  it('names itself, plays on hexes and on the open mat, and hides nothing', () => {
    expect([paintballMini.id, paintballMini.name, paintballMini.modes]).toEqual([
      'paintball-mini',
      'PaintBall Mini',
      ['hex', 'hexless'],
    ]);
    expect(paintballMini.redact).toBeUndefined();
  });

  it('PM-SCEN-CTF / PM-SCEN-REVERSE / PM-SCEN-SINGLE: its scenarios by id, with the names a player reads', () => {
    expect(paintballMini.scenarios.map((s) => [s.id, s.name, s.setup().scenario])).toEqual([
      ['capture-the-flag', 'Capture the Flag', 'capture-the-flag'],
      ['reverse-flag', 'Reverse Flag', 'reverse-flag'],
      ['single-flag', 'Single Flag', 'single-flag'],
    ]);
  });

  it('reads a set-up, and refuses one of another format naming the field', () => {
    expect(paintballMini.readSetup(captureTheFlag())).toEqual({ ok: true, setup: captureTheFlag() });
    expect(paintballMini.readSetup({ ...captureTheFlag(), format: 'hexprint-setup' })).toEqual({
      ok: false,
      problems: [
        {
          field: 'format',
          problem:
            '"hexprint-setup" is a set-up of "hexprint", which is not a rule system this app has: this app has "paintball-mini" (PaintBall Mini)',
        },
      ],
    });
  });

  it('reads an action, and refuses a malformed one naming the field, before it reaches apply', () => {
    expect(paintballMini.readAction({ type: 'aim', figureId: 'r1' })).toEqual({
      ok: true,
      action: { type: 'aim', figureId: 'r1' },
    });
    expect(paintballMini.readAction({ type: 'endTurn', dice: [6] })).toEqual({
      ok: false,
      rule: 'action',
      reason: 'dice: unknown field in a "endTurn" action',
    });
  });

  it('PM-CMD: before the command dice no one seat must act; then the side to act; at a question, the seat asked', () => {
    const start = paintballMini.start(captureTheFlag(), 3);
    expect(start.phase).toBe('command');
    expect(paintballMini.seatToAct(start)).toBeNull();
    const s = duel();
    expect(paintballMini.seatToAct(s)).toBe('red');
    expect(paintballMini.seatToAct({ ...s, phase: 'over' })).toBeNull();
    const asked = { ...s, pending: { ...(s.pending ?? {}), player: 'blue' } } as unknown as GameState;
    expect(paintballMini.seatToAct(asked)).toBe('blue');
  });

  it('PM-AP: undo may step back over an aim in the same activation, never over a shot (its die is rolled)', () => {
    const s = duel();
    const aim: Action = { type: 'aim', figureId: 'r1' };
    const aimed = take(s, aim, []);
    expect(paintballMini.undoable(s, aimed, aim)).toBe(true);
    const shot: Action = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] };
    expect(paintballMini.undoable(aimed, take(aimed, shot, [2]), shot)).toBe(false);
  });

  it('PM-RANGE: the kit’s probe asks the system: a shot in reach is legal, the same shot out of reach is refused with its rule', () => {
    const shot: Action = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] };
    expect(whyNot(paintballMini, duel(), shot, flatSight)).toBeNull();
    const far = redToAct(
      table([
        { id: 'r1', hex: { q: -1, r: 2 } },
        { id: 'b1', hex: { q: 5, r: 2 } },
      ]),
    );
    expect(whyNot(paintballMini, far, shot, flatSight)).toEqual({
      ok: false,
      rule: 'PM-RANGE',
      reason: 'b1 is at range 6: too far for an unaimed shot',
    });
  });

  it('PM-CMD: its candidates are what the probe passes: the command dice first, then every figure’s actions', () => {
    const start = paintballMini.start(captureTheFlag(), 3);
    expect(paintballMini.candidates(start, flatSight)).toEqual([{ type: 'rollCommand' }]);
    const s = duel();
    expect(legalActions(paintballMini, s, flatSight)).toEqual(paintballMini.candidates(s, flatSight));
  });
});
