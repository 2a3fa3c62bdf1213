import { describe, expect, it } from 'vitest';
import { isLegal, legalActions, whyNot } from '../../../../../src/game/legality';
import type { Probed } from '../../../../../src/game/legality';
import type { Action, GameState, Sight } from '../../../../../src/rules/paintball-mini/engine';
import { flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { probedEngine } from '../../../../../src/rules/paintball-mini/engine/legal';
import { redToAct, table } from './support/table';

// The one legality probe (src/game/legality.ts), asked of PaintBall Mini's engine: its own refusals and rules through the kit's probe.

const duel = (q: number): GameState =>
  redToAct(
    table([
      { id: 'r1', hex: { q: -1, r: 2 } },
      { id: 'b1', hex: { q, r: 2 } },
    ]),
  );
const shoot: Action = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] };

describe('whyNot / isLegal', () => {
  it('PM-RANGE: a shot at range 6 unaimed is refused with the engine’s own reason and rule, the state untouched', () => {
    const s = duel(5);
    const before = structuredClone(s);
    expect(whyNot(probedEngine, s, shoot, flatSight)).toEqual({
      ok: false,
      rule: 'PM-RANGE',
      reason: 'b1 is at range 6: too far for an unaimed shot',
    });
    expect(isLegal(probedEngine, s, shoot, flatSight)).toBe(false);
    expect(s).toEqual(before);
  });

  it('PM-RANGE: a shot in reach is legal: the probe stops at its first die, nothing rolled, nothing logged', () => {
    const s = duel(2);
    const before = structuredClone(s);
    expect(whyNot(probedEngine, s, shoot, flatSight)).toBeNull();
    expect(isLegal(probedEngine, s, shoot, flatSight)).toBe(true);
    expect(s).toEqual(before);
  });

  it('PM-AIM: an action that rolls no die is legal when the engine takes it whole', () => {
    expect(whyNot(probedEngine, duel(2), { type: 'aim', figureId: 'r1' }, flatSight)).toBeNull();
  });

  it('a rule that throws (a bug, not a refusal) reaches the caller: it is never taken for legal', () => {
    const broken: Probed<GameState, Action, Sight> = {
      apply: () => {
        throw new TypeError('cannot read the figure: undefined');
      },
    };
    expect(() => whyNot(broken, duel(2), shoot, flatSight)).toThrow(
      new TypeError('cannot read the figure: undefined'),
    );
    expect(() => isLegal(broken, duel(2), shoot, flatSight)).toThrow(TypeError);
  });

  it('a sight that fails while the engine judges a shot reaches the caller through the probe', () => {
    const failing: Sight = {
      ...flatSight,
      line: () => {
        throw new Error('the sight layer has no table');
      },
    };
    expect(() => whyNot(probedEngine, duel(2), shoot, failing)).toThrow('the sight layer has no table');
  });
});

it('PM-RANGE: legalActions keeps the candidates the probe passes: aim and the shot in reach, not the one out of it', () => {
  const system = {
    ...probedEngine,
    candidates: (): Action[] => [
      { type: 'aim', figureId: 'r1' },
      shoot,
      { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 2 }] },
    ],
  };
  expect(legalActions(system, duel(5), flatSight)).toEqual([{ type: 'aim', figureId: 'r1' }]);
  expect(legalActions(system, duel(2), flatSight)).toEqual(system.candidates());
});
