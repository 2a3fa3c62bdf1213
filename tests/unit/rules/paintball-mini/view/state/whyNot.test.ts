import { expect, it } from 'vitest';
import type { GameState } from '../../../../../../src/rules/paintball-mini/engine';
import { movePlan } from '../../../../../../src/rules/paintball-mini/view/state/movePlan';
import { whyNot } from '../../../../../../src/rules/paintball-mini/view/state/whyNot';
import { redToAct, table } from '../../engine/support/table';

// The table's legality questions go through the kit's one probe: a refusal greys a button with its
// reason, and a rule that breaks is an error, never an enabled button.

const duel = () =>
  redToAct(
    table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 3, r: 1 } },
    ]),
  );

it('PM-SENTRY / PM-AIM: the engine’s reason for a refusal, null for what it would take', () => {
  expect(whyNot(duel(), { type: 'standDown', figureId: 'r1' })).toBe('r1 is not a sentry');
  expect(whyNot(duel(), { type: 'aim', figureId: 'r1' })).toBeNull();
});

it('a game the rules cannot read (a bug) throws through whyNot and movePlan instead of reading as legal', () => {
  const broken = { ...duel(), runs: null } as unknown as GameState;
  expect(() => whyNot(broken, { type: 'aim', figureId: 'r1' })).toThrow(TypeError);
  expect(() => movePlan(broken, 'r1', { x: 0, y: 0 })).toThrow(TypeError);
});
