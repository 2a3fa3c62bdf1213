import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../../src/rules/hexprint/engine/start';
import { barModel } from '../../../../../src/rules/hexprint/view/state/barModel';
import { activating, hex, started, table, unit } from '../engine/support';

// Whose buttons the action bar shows when the player has picked nothing, or picked another's model.

const units = [
  unit('squad', 'line-squad', 'north', [hex(0, 0), hex(1, 0), hex(2, 0)], 1),
  unit('scout', 'scout', 'north', [hex(5, 0)], 3),
  unit('rival', 'scout', 'south', [hex(0, 7)], 2),
];

describe('the action bar’s model', () => {
  it('HP-ACTIVATE: the activating unit’s first model, unless the player picked another of their own', () => {
    const s = activating(started(table(units)), 'squad');
    expect(barModel(s, 'north', null)).toBe('squad-1');
    expect(barModel(s, 'north', 'rival-1')).toBe('squad-1');
    expect(barModel(s, 'north', 'scout-1')).toBe('scout-1');
  });

  it('HP-TIMER: while markers are placed, the first unit of the seat whose marker is not placed', () => {
    const s = newGame(table(units.map((u) => ({ ...u, marker: null }))), 1);
    expect(s.phase).toBe('markers');
    expect(barModel(s, 'north', null)).toBe('squad-1');
    const placed = { ...s, units: s.units.map((u) => (u.id === 'squad' ? { ...u, marker: 2 } : u)) };
    expect(barModel(placed, 'north', null)).toBe('scout-1');
  });

  it('HP-MODELS: the unit taking models off, whatever is picked of another unit', () => {
    const s = { ...started(table(units)), removals: [{ seat: 'north', unit: 'scout', count: 1 }] };
    expect(barModel(s, 'north', null)).toBe('scout-1');
  });
});
