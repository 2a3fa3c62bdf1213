import { describe, expect, it } from 'vitest';
import type { SystemSpec } from '../../../src/game/defineSystem';
import { defineSystem } from '../../../src/game/defineSystem';

// defineSystem (src/game/defineSystem.ts): a system states only what it has, the kit fills the rest.
// A counting game is enough: a state is a number, an action adds 1 or 2, and 1 is refused on odd numbers.

interface Count {
  readonly n: number;
  readonly log: readonly [];
}
type Add = 1 | 2;
interface Table {
  readonly system: string;
  readonly name: string;
}

const counting: SystemSpec<Count, Add, Table, null> = {
  id: 'count',
  name: 'Count',
  readSetup: () => ({ ok: true, setup: { system: 'count', name: 'Plain' } }),
  start: () => ({ n: 0, log: [] }),
  measure: () => null,
  apply: (s, a) =>
    a === 1 && s.n % 2 === 1
      ? { ok: false, rule: 'CT-ODD', reason: 'no 1 on an odd number' }
      : { ok: true, state: { n: s.n + a, log: [] }, events: [] },
  readAction: (raw) =>
    raw === 1 || raw === 2 ? { ok: true, action: raw } : { ok: false, rule: 'shape', reason: 'not 1 or 2' },
  candidates: () => [1, 2],
  offers: () => null,
  undoable: () => true,
  seatToAct: () => 'one',
  progress: (s) => ({ turn: s.n, over: s.n >= 10, winner: null }),
};

describe('defineSystem', () => {
  it('fills every slot a system leaves out with the kit’s default', () => {
    const system = defineSystem(counting);
    const s = { n: 0, log: [] } as const;
    expect(system.modes).toEqual(['hex']);
    expect(system.scenarios).toEqual([]);
    expect(system.seatChooses(s)).toBe(true);
    expect(system.emptyStep(s)).toBeNull();
    expect(system.offline(1)).toBeNull();
    // A system that hides things shows another seat nothing of an action, unless it says what.
    expect(system.showAction(2, 'two')).toBeNull();
  });

  it('its automatic player is the first legal action when the system has none of its own', () => {
    const system = defineSystem(counting);
    expect(system.auto({ n: 0, log: [] }, null)).toBe(1);
    expect(system.auto({ n: 1, log: [] }, null)).toBe(2);
  });

  it('a system’s own automatic player comes first; with nothing to say it falls back to the first legal action', () => {
    const system = defineSystem({ ...counting, auto: (s) => (s.n === 0 ? 2 : null) });
    expect(system.auto({ n: 0, log: [] }, null)).toBe(2);
    expect(system.auto({ n: 1, log: [] }, null)).toBe(2);
    expect(system.auto({ n: 2, log: [] }, null)).toBe(1);
  });

  it('keeps what a system states, and lists its scenarios by id, each named by its own set-up', () => {
    const system = defineSystem({
      ...counting,
      modes: ['hex', 'hexless'],
      offline: (a) => (a === 2 ? 'two at once is for one screen' : null),
      scenarios: {
        short: () => ({ system: 'count', name: 'A short count' }),
        long: () => ({ system: 'count', name: 'A long count' }),
      },
    });
    expect(system.modes).toEqual(['hex', 'hexless']);
    expect(system.offline(2)).toBe('two at once is for one screen');
    expect(system.scenarios.map((s) => [s.id, s.name])).toEqual([
      ['short', 'A short count'],
      ['long', 'A long count'],
    ]);
    expect(system.scenarios[1]!.setup()).toEqual({ system: 'count', name: 'A long count' });
  });
});
