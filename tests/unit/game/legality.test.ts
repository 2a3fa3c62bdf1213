import { describe, expect, it } from 'vitest';
import { isLegal, legalActions, whyNot } from '../../../src/game/legality';
import type { Probed } from '../../../src/game/legality';
import type { ToyAction, ToyState, ToyWorld } from '../../fixtures/toy/engine';
import { toy } from '../../fixtures/toy/system';
import { toyTable } from '../../fixtures/toy/setup';

// The one legality probe (src/game/legality.ts), asked of the toy system: the probe's own behaviour,
// whatever rules it runs (PaintBall's own refusals through it: its engine's probe.test.ts).

const world = toy.measure();
/** Red to act; red-1 at (0, 0), blue-1 at (0, 2) and blue-2 at (1, 2). */
const game = (): ToyState => toy.start(toyTable(), 1);
const rollAt = (target: string): ToyAction => ({ type: 'roll', piece: 'red-1', target });
const far = { ...world, reach: 1 };

describe('whyNot / isLegal', () => {
  it('TOY-ROLL: a roll out of reach is refused with the system’s own reason and rule, the state untouched', () => {
    const s = game();
    const before = structuredClone(s);
    expect(whyNot(toy, s, rollAt('blue-1'), far)).toEqual({
      ok: false,
      rule: 'TOY-ROLL',
      reason: 'blue-1 is out of reach (1 hexes)',
    });
    expect(isLegal(toy, s, rollAt('blue-1'), far)).toBe(false);
    expect(s).toEqual(before);
  });

  it('TOY-ROLL: a roll in reach is legal: the probe stops at its first die, nothing rolled, nothing logged', () => {
    const s = game();
    const before = structuredClone(s);
    expect(whyNot(toy, s, rollAt('blue-1'), world)).toBeNull();
    expect(isLegal(toy, s, rollAt('blue-1'), world)).toBe(true);
    expect(s).toEqual(before);
  });

  it('TOY-MOVE: an action that rolls no die is legal when the system takes it whole', () => {
    expect(whyNot(toy, game(), { type: 'move', piece: 'red-1', to: { q: 0, r: 1 } }, world)).toBeNull();
  });

  it('a rule that throws (a bug, not a refusal) reaches the caller: it is never taken for legal', () => {
    const broken: Probed<ToyState, ToyAction, ToyWorld> = {
      apply: () => {
        throw new TypeError('cannot read the piece: undefined');
      },
    };
    expect(() => whyNot(broken, game(), rollAt('blue-1'), world)).toThrow(
      new TypeError('cannot read the piece: undefined'),
    );
    expect(() => isLegal(broken, game(), rollAt('blue-1'), world)).toThrow(TypeError);
  });

  it('a measure that fails while the system judges an action reaches the caller through the probe', () => {
    const failing: ToyWorld = {
      get reach(): number {
        throw new Error('the table has no measure');
      },
    };
    expect(() => whyNot(toy, game(), rollAt('blue-1'), failing)).toThrow('the table has no measure');
  });
});

it('TOY-ROLL: legalActions keeps the candidates the probe passes: the step and the roll in reach, not the one out of it', () => {
  const system = {
    ...toy,
    candidates: (): ToyAction[] => [
      { type: 'move', piece: 'red-1', to: { q: 0, r: 1 } },
      rollAt('blue-2'),
      rollAt('blue-1'),
    ],
  };
  // blue-2 at (1, 2) is 3 hexes from red-1, blue-1 at (0, 2) is 2.
  expect(legalActions(system, game(), world)).toEqual([
    { type: 'move', piece: 'red-1', to: { q: 0, r: 1 } },
    rollAt('blue-1'),
  ]);
  expect(legalActions(system, game(), { reach: 3 })).toEqual(system.candidates());
});
