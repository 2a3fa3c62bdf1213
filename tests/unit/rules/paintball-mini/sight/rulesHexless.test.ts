import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { BASE_ACROSS_CM } from '../../../../../src/rules/paintball-mini/setup';
import { bunker, centre, figure, hard, hill, offset, smoke, soft, table, trench } from './tables';

// The geometric rules in hexless mode. The line y = 0 runs along the middle of the standard board
// from x = −30 to x = 30; every piece is placed by cm. Targets face the shooter (facing 180), so the
// flat side of the base, BASE_ACROSS_CM / 2 from its centre, is the side nearest the cover.

const P = (x: number, y = 0): Point => ({ x, y });
const apothem = BASE_ACROSS_CM / 2;
const pair = (target: Point, more: Parameters<typeof figure>[2] = {}) => [
  figure('red-1', P(-20)),
  figure('blue-1', target, { facing: 180, ...more }),
];

describe('line of sight, hexless mode', () => {
  it('G-BAND: the range is the band of the cm between base centres: ≤ 10 is 1, over 10 is 2, … over 60 out of reach', () => {
    const s = createSight();
    const band = (d: number) =>
      s.line(table('hexless', [figure('red-1', P(-30)), figure('blue-1', P(-30 + d))]), 'red-1', 'blue-1');
    expect(band(10).range).toBe(1);
    expect(band(10.01).range).toBe(2);
    expect(band(20).range).toBe(2);
    expect(band(50).range).toBe(5);
    expect(band(60).range).toBe(6);
    expect(band(60.5).range).toBe(7);
    expect(band(0.5).range).toBe(1);
    expect(band(37).distanceCm).toBeCloseTo(37, 9);
  });

  it('PM-LOS-PERIMETER (hexless): a line that crosses the board outline is no shot, even between two points on the board', () => {
    const s = createSight();
    const y = centre(0, 0).y - 4;
    const notch = table('hexless', [
      figure('red-1', P(centre(0, 0).x, y)),
      figure('blue-1', P(centre(2, 0).x, y)),
    ]);
    expect(s.line(notch, 'red-1', 'blue-1').blocked).toEqual({ reason: 'perimeter' });
    expect(s.line(notch, 'blue-1', 'red-1').blocked).toEqual({ reason: 'perimeter' });
    expect(s.line(table('hexless', pair(P(20))), 'red-1', 'blue-1').blocked).toBeNull();
  });

  it('PM-LOS-HILL (hexless): a hill whose footprint the line crosses blocks it, unless either figure stands on it', () => {
    const s = createSight();
    const h = hill('hill-1', P(0), 6, 5, 3);
    expect(s.line(table('hexless', pair(P(20)), [h]), 'red-1', 'blue-1').blocked).toEqual({
      reason: 'hill',
      by: 'hill-1',
    });
    expect(s.line(table('hexless', pair(P(20)), [h]), 'blue-1', 'red-1').blocked).toEqual({
      reason: 'hill',
      by: 'hill-1',
    });
    const grazing = [figure('red-1', P(-20, 4.9)), figure('blue-1', P(20, 4.9))];
    expect(s.line(table('hexless', grazing, [h]), 'red-1', 'blue-1').blocked).toEqual({
      reason: 'hill',
      by: 'hill-1',
    });
    const past = [figure('red-1', P(-20, 5.2)), figure('blue-1', P(20, 5.2))];
    expect(s.line(table('hexless', past, [h]), 'red-1', 'blue-1').blocked).toBeNull();
    const onIt = table('hexless', [figure('red-1', P(-4)), figure('blue-1', P(20))], [h]);
    expect(s.line(onIt, 'red-1', 'blue-1').blocked).toBeNull();
    expect(s.line(onIt, 'blue-1', 'red-1').blocked).toBeNull();
  });

  it('PM-HILL (hexless): a figure whose base centre is on a hill’s footprint stands on it', () => {
    const s = createSight();
    const t = table(
      'hexless',
      [figure('red-1', P(-5.9)), figure('blue-1', P(20)), figure('red-2', P(-6.1))],
      [hill('hill-1', P(0), 6, 5, 3)],
    );
    expect(s.line(t, 'red-1', 'blue-1').shooterOnHill).toBe('hill-1');
    expect(s.line(t, 'red-2', 'blue-1').shooterOnHill).toBeNull();
  });

  it('PM-LOS-NOBLOCK (hexless): figures, cover, bunkers and smoke on the line never block it', () => {
    const t = table(
      'hexless',
      [...pair(P(20)), figure('marshal-red', P(-10))],
      [soft('soft-1', P(0)), hard('hard-1', P(10)), bunker('bunker-1', P(-14)), smoke('smoke-1', P(5))],
    );
    const f = createSight().line(t, 'red-1', 'blue-1');
    expect(f.blocked).toBeNull();
    expect(f.obstructions.map((o) => o.id)).toEqual(['marshal-red', 'soft-1']);
    expect(f.smokeBetween).toBe(true);
  });

  it('PM-BLIND (hexless): any facing; the target’s centre must lie within 90° of it', () => {
    const s = createSight();
    const shooter = (facing: number) => figure('red-1', P(0), { facing });
    const at = (deg: number) => P(10 * Math.cos((deg * Math.PI) / 180), 10 * Math.sin((deg * Math.PI) / 180));
    const t = (facing: number, deg: number) =>
      table('hexless', [shooter(facing), figure('blue-1', at(deg))], [], true);
    expect(s.line(t(45, 134), 'red-1', 'blue-1').blocked).toBeNull();
    expect(s.line(t(45, 136), 'red-1', 'blue-1').blocked).toEqual({ reason: 'blind-spot' });
    expect(s.line(t(45, -44), 'red-1', 'blue-1').blocked).toBeNull();
    expect(s.line(t(45, -46), 'red-1', 'blue-1').blocked).toEqual({ reason: 'blind-spot' });
  });

  it('PM-IMPOTENT-HARD (hexless): an impotent target within 3 cm behind hard cover cannot be fired at', () => {
    const s = createSight();
    const cover = hard('hard-1', P(0)); // x from −0.7 to 0.7
    const close = P(0.7 + apothem + 2.9);
    expect(
      s.line(table('hexless', pair(close, { status: 'impotent' }), [cover]), 'red-1', 'blue-1').blocked,
    ).toEqual({
      reason: 'impotent-behind-hard',
      by: 'hard-1',
    });
    expect(
      s.line(
        table('hexless', pair(P(0.7 + apothem + 3.5), { status: 'impotent' }), [cover]),
        'red-1',
        'blue-1',
      ).blocked,
    ).toBeNull();
    expect(
      s.line(table('hexless', pair(close, { status: 'impotent' }), [soft('soft-1', P(0))]), 'red-1', 'blue-1')
        .blocked,
    ).toBeNull();
  });

  it('PM-WAY-FIGURE (hexless): a figure whose base the line crosses is in the way', () => {
    const t = table('hexless', [
      ...pair(P(20)),
      figure('red-2', P(0, 1.2)),
      figure('red-3', P(10, 1.5)),
      figure('blue-2', P(-10, -0.3)),
    ]);
    const f = createSight().line(t, 'red-1', 'blue-1');
    expect(f.obstructions.map((o) => o.id)).toEqual(['blue-2', 'red-2']);
  });

  it('PM-WAY-SOFT (hexless): soft cover whose footprint the line crosses is in the way, unless the shooter is within 3 cm of it', () => {
    const s = createSight();
    const t = table('hexless', pair(P(20)), [
      soft('soft-1', P(0, 4.4)),
      soft('soft-2', P(10, 4.6)),
      soft('soft-3', P(-20 + apothem + 2.9 + 4.5)),
    ]);
    const f = s.line(t, 'red-1', 'blue-1');
    expect(f.obstructions.map((o) => o.id)).toEqual(['soft-1']);
    expect(f.obstructions[0]!.at).toBeCloseTo(20 - Math.sqrt(4.5 ** 2 - 4.4 ** 2), 1); // circles are 64-gons: near a tangent the chord shifts a little
  });

  it('PM-3CM (hexless): within 3 cm of soft cover the line crosses, measured from the base edge, is in soft cover', () => {
    const s = createSight();
    const cover = [soft('soft-1', P(0))];
    expect(
      s.line(table('hexless', pair(P(4.5 + apothem + 2.9)), cover), 'red-1', 'blue-1').targetInSoftCover,
    ).toBe(true);
    const far = s.line(table('hexless', pair(P(4.5 + apothem + 3.2)), cover), 'red-1', 'blue-1');
    expect(far.targetInSoftCover).toBe(false);
    expect(far.obstructions.map((o) => o.id)).toEqual(['soft-1']); // still in the way, no longer cover
  });

  it('PM-3CM (hexless): within 3 cm behind hard cover the line crosses; further away it is not even in the way', () => {
    const s = createSight();
    const cover = [hard('hard-1', P(0))];
    const near = s.line(table('hexless', pair(P(0.7 + apothem + 2.9)), cover), 'red-1', 'blue-1');
    expect(near.targetBehindHardCover).toBe(true);
    expect(near.obstructions.map((o) => [o.kind, o.id])).toEqual([['hard', 'hard-1']]);
    const far = s.line(table('hexless', pair(P(0.7 + apothem + 3.5)), cover), 'red-1', 'blue-1');
    expect(far.targetBehindHardCover).toBe(false);
    expect(far.obstructions).toEqual([]);
  });

  it('PM-SOFT (hexless): soft cover within 3 cm that the line does not cross gives no cover', () => {
    const s = createSight();
    const behind = s.line(
      table('hexless', pair(P(10)), [soft('soft-1', P(10 + apothem + 2 + 4.5))]),
      'red-1',
      'blue-1',
    );
    expect(behind.targetInSoftCover).toBe(false);
    expect(behind.obstructions).toEqual([]);
  });

  it('PM-WAY-HARD (hexless): hard cover counts only when the target is within 3 cm of it', () => {
    const s = createSight();
    const f = s.line(table('hexless', pair(P(20)), [hard('hard-1', P(0))]), 'red-1', 'blue-1');
    expect(f.obstructions).toEqual([]);
    const g = s.line(table('hexless', pair(P(3)), [hard('hard-1', P(0))]), 'red-1', 'blue-1');
    expect(g.obstructions.map((o) => o.id)).toEqual(['hard-1']);
  });

  it('PM-SMOKE (hexless): a cloud of the marker’s radius: shooter in it, between, or round the target', () => {
    const s = createSight();
    const cloud = [smoke('smoke-1', P(0), 5)];
    const facts = (a: Point, b: Point, c = cloud) => {
      const f = s.line(table('hexless', [figure('red-1', a), figure('blue-1', b)], c), 'red-1', 'blue-1');
      return [f.shooterInSmoke, f.smokeBetween, f.targetInSmoke];
    };
    expect(facts(P(-4), P(20))).toEqual([true, false, false]);
    expect(facts(P(-20), P(20))).toEqual([false, true, false]);
    expect(facts(P(-20), P(4.9))).toEqual([false, false, true]);
    expect(facts(P(-20), P(20), [smoke('smoke-1', P(0, 5.2), 5)])).toEqual([false, false, false]);
  });

  it('PM-ENTRENCHED (hexless): a base centre on a bunker’s footprint is entrenched; same-trench opponents are not', () => {
    const s = createSight();
    const b = [bunker('bunker-1', P(10), 4)];
    expect(s.line(table('hexless', pair(P(11)), b), 'red-1', 'blue-1').targetEntrenched).toBe(true);
    expect(s.line(table('hexless', pair(P(15)), b), 'red-1', 'blue-1').targetEntrenched).toBe(false);
    const dug = [trench('trench-1', P(0), 20, 3)];
    const same = table(
      'hexless',
      [figure('red-1', P(-8)), figure('blue-1', P(8)), figure('red-2', P(-20))],
      dug,
    );
    expect(s.line(same, 'red-1', 'blue-1').targetEntrenched).toBe(false);
    expect(s.line(same, 'red-2', 'blue-1').targetEntrenched).toBe(true);
    expect(offset(P(0), 1, 1)).toEqual(P(1, 1));
  });
});
