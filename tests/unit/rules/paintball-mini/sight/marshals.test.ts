import { describe, expect, it } from 'vitest';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { centre, figure, table } from './tables';

describe('Marshals near a figure', () => {
  it('PM-PAINTCHECK (hex): Marshals within 2 hexes, nearest first, and the nearest one anywhere', () => {
    const t = table('hex', [
      figure('red-1', centre(0, 1)),
      figure('marshal-red', centre(2, 1)),
      figure('marshal-blue', centre(3, 1)),
      figure('marshal-gone', centre(1, 1), { status: 'eliminated' }),
    ]);
    const sight = createSight();
    expect(sight.marshals(t, 'red-1').map((m) => [m.marshalId, m.range])).toEqual([
      ['marshal-red', 2],
      ['marshal-blue', 3],
    ]);
    const near = sight.marshalsNear(t, 'red-1');
    expect(near.within.map((m) => m.marshalId)).toEqual(['marshal-red']);
    expect(near.nearest?.marshalId).toBe('marshal-red');
    expect(sight.marshalsNear(t, 'marshal-red').within.map((m) => m.marshalId)).toEqual(['marshal-blue']);
  });

  it('PM-PAINTCHECK (hexless): within 2 hexes is within 20 cm (G-BAND)', () => {
    const t = table('hexless', [
      figure('red-1', { x: 0, y: 0 }),
      figure('marshal-red', { x: 20, y: 0 }),
      figure('marshal-blue', { x: -20.5, y: 0 }),
    ]);
    const near = createSight().marshalsNear(t, 'red-1');
    expect(near.within.map((m) => [m.marshalId, m.range])).toEqual([['marshal-red', 2]]);
    expect(near.nearest).toEqual({ marshalId: 'marshal-red', distanceCm: 20, range: 2 });
    const none = createSight().marshalsNear(
      table('hexless', [figure('red-1', { x: 0, y: 0 }), figure('marshal-blue', { x: -25, y: 0 })]),
      'red-1',
    );
    expect(none.within).toEqual([]);
    expect(none.nearest?.range).toBe(3);
  });
});
