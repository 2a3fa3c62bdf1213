import { describe, expect, it } from 'vitest';
import { ForcedDice } from '../../../src/game/dice';
import { rolled } from '../../../src/game/log';
import { applyToy, startToy, toyCandidates, toySeatToAct, toyWorld } from '../../fixtures/toy/engine';
import { toyTable } from '../../fixtures/toy/setup';

// The toy's toss, on which the net tests race two intents at once: pinned here with forced dice,
// so a race that passes there passes on a toss that works.

const world = toyWorld();

describe("the toy's toss", () => {
  it('TOY-FIRST: no one seat must act until the toss, and nothing else is taken before it', () => {
    const s = startToy({ ...toyTable(), toss: true }, 1);
    expect(toySeatToAct(s)).toBeNull();
    expect(toyCandidates(s)).toEqual([{ type: 'toss' }]);
    expect(applyToy(s, { type: 'pass' }, world)).toEqual({
      ok: false,
      rule: 'TOY-FIRST',
      reason: 'the game opens with the toss',
    });
    expect(toySeatToAct(startToy(toyTable(), 1))).toBe('red');
  });

  it('TOY-FIRST: the d6 puts Red first on 1 to 3 and Blue on 4 to 6, and is made once', () => {
    const s = startToy({ ...toyTable(), toss: true }, 1);
    for (const [die, first] of [
      [3, 'red'],
      [4, 'blue'],
    ] as const) {
      const r = applyToy(s, { type: 'toss' }, world, new ForcedDice([die]));
      if (!r.ok) throw new Error(r.reason);
      expect(r.events).toEqual([
        { turn: 1, rule: 'TOY-FIRST', text: `the toss: ${die}, ${first} acts first`, dice: rolled(6, [die]) },
      ]);
      expect(toySeatToAct(r.state)).toBe(first);
      expect(r.state.turn).toBe(1);
      expect(applyToy(r.state, { type: 'toss' }, world)).toEqual({
        ok: false,
        rule: 'TOY-FIRST',
        reason: 'the toss is made once, before the first turn',
      });
    }
  });
});
