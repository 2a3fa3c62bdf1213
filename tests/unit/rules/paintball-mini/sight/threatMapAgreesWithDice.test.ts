import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import { aimAt } from '../../../../../src/rules/paintball-mini/engine/targeting';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { bunker, centre, figure, table } from './tables';

// The threat view and the dice must never disagree: for a red figure standing on a cell, the threat
// map's best roll is what the engine's own aim (targeting.ts, PM-RANGE / PM-ENTRENCHED) asks of the
// one blue shooter, aimed and unaimed. The expected numbers come from the engine, never typed here.

const SHOOTER = 'blue-1';
const TARGET = 'red-9';

/** The engine's need for a shot at a red figure standing at `at`, or null when it refuses the shot. */
function engineNeed(t: Setup, at: Point, aimed: boolean): number | null {
  const withTarget: Setup = { ...t, figures: [...t.figures, figure(TARGET, at)] };
  const aim = aimAt(withTarget, createSight(), SHOOTER, TARGET, aimed);
  return 'ok' in aim ? null : aim.need;
}

function compare(t: Setup, cellNear: (at: Point) => boolean): (number | null)[] {
  const map = createSight().threatMap(t, 'red');
  const cell = map.cells.find((c) => cellNear(c.at));
  expect(cell).toBeDefined();
  const aimed = engineNeed(t, cell!.at, true);
  const unaimed = engineNeed(t, cell!.at, false);
  expect({ aimed: cell!.aimed, unaimed: cell!.unaimed }).toEqual({ aimed, unaimed });
  return [aimed, unaimed];
}

const near =
  (p: Point, within = 0.5) =>
  (at: Point) =>
    Math.hypot(at.x - p.x, at.y - p.y) < within;

describe('threat map agrees with the dice', () => {
  it('PM-RANGE: hex mode, every range from the shooter’s own hex to beyond aimed range', () => {
    const t = table('hex', [figure(SHOOTER, centre(-1, 1))]);
    const hexes: [number, number][] = [
      [-1, 1],
      [0, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [5, 2],
    ];
    const needs = hexes.flatMap(([q, r]) => compare(t, near(centre(q, r))));
    // The lines span every band: the lowest need, the unaimed cut-off and no shot at all.
    expect(new Set(needs).size).toBeGreaterThanOrEqual(5);
    expect(needs).toContain(null);
  });

  it('PM-ENTRENCHED: hex mode, a target in a bunker, aimed and unaimed', () => {
    const t = table('hex', [figure(SHOOTER, centre(0, 1))], [bunker('bunker-1', centre(2, 1))]);
    const dug = compare(t, near(centre(2, 1)));
    const open = compare(table('hex', [figure(SHOOTER, centre(0, 1))]), near(centre(2, 1)));
    expect(dug).not.toEqual(open);
  });

  it('PM-RANGE / PM-HEXLESS: hexless, range bands along a line from the shooter', () => {
    const t = table('hexless', [figure(SHOOTER, { x: 0, y: 0 })]);
    const cells = createSight().threatMap(t, 'red').cells;
    const row = cells.reduce((a, c) => (Math.abs(c.at.y) < Math.abs(a.at.y) ? c : a)).at.y;
    // Every third cell of the row through the shooter, across the whole board.
    const line = cells.filter((c) => c.at.y === row).filter((_, i) => i % 3 === 0);
    expect(line.length).toBeGreaterThan(8);
    const needs = line.flatMap((c) => compare(t, near(c.at)));
    expect(new Set(needs).size).toBeGreaterThanOrEqual(4);
  });

  it('PM-ENTRENCHED: hexless, a target in a bunker', () => {
    const t = table(
      'hexless',
      [figure(SHOOTER, { x: 0, y: 0 })],
      [bunker('bunker-1', { x: 16.25, y: 1.25 })],
    );
    const dug = compare(t, near({ x: 16.25, y: 1.25 }, 1.3));
    const open = compare(
      table('hexless', [figure(SHOOTER, { x: 0, y: 0 })]),
      near({ x: 16.25, y: 1.25 }, 1.3),
    );
    expect(dug).not.toEqual(open);
  });
});
