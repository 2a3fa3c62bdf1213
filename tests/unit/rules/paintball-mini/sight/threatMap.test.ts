import { describe, expect, it } from 'vitest';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { bunker, centre, ctf, figure, hill, table } from './tables';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';

// The threat map: for a team, per board hex (hexless: per grid cell), how many enemies could shoot
// a figure standing there and the best roll any would need (aimed: range, at least 2 as a 1 never
// hits; unaimed: range + 1 up to range 5; 6 against an entrenched figure).

const cellAt = (map: ReturnType<ReturnType<typeof createSight>['threatMap']>, q: number, r: number) =>
  map.cells.find((c) => c.hex?.q === q && c.hex?.r === r)!;

describe('threat map', () => {
  it('hex mode: the best rolls follow the range, and no shot beyond range 6 (5 unaimed)', () => {
    const t = table('hex', [figure('blue-1', centre(-1, 1))]);
    const map = createSight().threatMap(t, 'red');
    expect(map.cells).toHaveLength(26);
    expect(cellAt(map, -1, 1)).toMatchObject({ shooters: 1, aimed: 2, unaimed: 2 }); // its own hex: a 1 never hits
    expect(cellAt(map, 0, 1)).toMatchObject({ shooters: 1, aimed: 2, unaimed: 2 });
    expect(cellAt(map, 2, 1)).toMatchObject({ shooters: 1, aimed: 3, unaimed: 4 });
    expect(cellAt(map, 3, 1)).toMatchObject({ shooters: 1, aimed: 4, unaimed: 5 });
    expect(cellAt(map, 4, 1)).toMatchObject({ shooters: 1, aimed: 5, unaimed: 6 });
    expect(cellAt(map, 5, 1)).toMatchObject({ shooters: 1, aimed: 6, unaimed: null });
    expect(cellAt(map, 5, 2)).toMatchObject({ shooters: 0, aimed: null, unaimed: null }); // 7 hexes
  });

  it('PM-ENTRENCHED: a hex with a bunker needs a 6; a hill between takes the shot away', () => {
    const t = table(
      'hex',
      [figure('blue-1', centre(0, 1))],
      [bunker('bunker-1', centre(2, 1)), hill('hill-1', centre(2, 2), 5, 4, 5)],
    );
    const map = createSight().threatMap(t, 'red');
    expect(cellAt(map, 2, 1)).toMatchObject({ shooters: 1, aimed: 6, unaimed: 6 });
    expect(cellAt(map, 3, 3).shooters).toBe(0);
  });

  it('counts every enemy that can fire; Marshals, friends and impotent enemies do not count', () => {
    const t = table('hex', [
      figure('blue-1', centre(0, 1)),
      figure('blue-2', centre(4, 1)),
      figure('blue-3', centre(2, 0), { status: 'impotent' }),
      figure('marshal-blue', centre(2, 3)),
      figure('red-1', centre(2, 2)),
    ]);
    const map = createSight().threatMap(t, 'red');
    expect(cellAt(map, 2, 1)).toMatchObject({ shooters: 2, aimed: 2, unaimed: 3 });
    expect(cellAt(map, 3, 1)).toMatchObject({ shooters: 2, aimed: 2, unaimed: 2 });
  });

  it('PM-BLIND: with blind spots an enemy does not threaten the hexes behind it', () => {
    const t = table('hex', [figure('blue-1', centre(2, 1), { facing: 0 })], [], true);
    const map = createSight().threatMap(t, 'red');
    expect(cellAt(map, 4, 1).shooters).toBe(1);
    expect(cellAt(map, 0, 1).shooters).toBe(0);
  });

  it('hexless: a 2.5 cm grid over the board, ranges by band', () => {
    const t = table('hexless', [figure('blue-1', { x: 0, y: 0 })]);
    const map = createSight().threatMap(t, 'red');
    expect(map.cellCm).toBe(2.5);
    expect(map.cells.length).toBeGreaterThan(300);
    const near = map.cells.find((c) => Math.hypot(c.at.x - 5, c.at.y) < 1.3)!;
    expect(near).toMatchObject({ shooters: 1, aimed: 2, unaimed: 2 });
    const far = map.cells.find((c) => Math.hypot(c.at.x - 35, c.at.y) < 1.3)!;
    expect(far).toMatchObject({ shooters: 1, aimed: 4, unaimed: 5 });
  });

  for (const mode of ['hex', 'hexless'] as const) {
    it(`incremental (${mode}): after one enemy moves the map equals one worked out from scratch`, () => {
      const sight = createSight();
      const before: Setup = ctf(mode);
      sight.threatMap(before, 'red');
      const after: Setup = {
        ...before,
        figures: before.figures.map((f) => (f.id === 'blue-5' ? { ...f, at: { x: 0, y: 0 } } : f)),
      };
      expect(sight.threatMap(after, 'red')).toEqual(createSight().threatMap(after, 'red'));
      expect(sight.threatMap(after, 'red')).not.toEqual(sight.threatMap(before, 'red'));
    });
  }

  it('PM-RANGE: worked out in idle steps of 64 cells, the map is the one worked out at once; after a move only the mover’s column is worked again', () => {
    const t = { ...ctf('hexless'), options: { ...ctf('hexless').options, blindSpots: false } };
    const enemies = t.figures.filter((f) => f.team === 'blue' && f.role === 'paintballer');
    const sight = createSight();
    const cells = createSight().threatMap(t, 'red').cells.length;
    const perColumn = Math.ceil(cells / 64); // its slices, the last ending with the column's own step
    let steps = 0;
    for (const _ of sight.warmThreat(t, 'red')) steps += 1;
    expect(steps).toBe(1 + enemies.length * perColumn);
    expect(sight.threatMap(t, 'red')).toEqual(createSight().threatMap(t, 'red'));
    const mover = enemies[0]!;
    const moved = {
      ...t,
      figures: t.figures.map((f) => (f === mover ? { ...f, at: { x: f.at.x + 3, y: f.at.y } } : f)),
    };
    steps = 0;
    for (const _ of sight.warmThreat(moved, 'red')) steps += 1;
    expect(steps).toBe(1 + perColumn);
    expect(sight.threatMap(moved, 'red')).toEqual(createSight().threatMap(moved, 'red'));
  });
});
