import { describe, expect, it } from 'vitest';
import { createSight, eyeOf } from '../../../../../src/rules/paintball-mini/sight';
import { BASE_THICKNESS_CM, EYE_HEIGHT_CM } from '../../../../../src/rules/paintball-mini/setup';
import { bunker, centre, ctf, figure, hard, hill, offset, smoke, soft, table, trench } from './tables';

// The geometric rules in hex mode, one named case (or a few) each. Hexes on the standard board:
// rows r = 0..3, (0,1) to (4,1) is a straight row of five hexes along +x.

const sight = () => createSight();

describe('line of sight, hex mode', () => {
  it('G-HEX: range counts hexes to the target, not the shooter’s own', () => {
    const t = table('hex', [figure('red-1', centre(0, 1)), figure('blue-1', offset(centre(3, 1), 2, 1))]);
    const f = sight().line(t, 'red-1', 'blue-1');
    expect(f.range).toBe(3);
    expect(f.distanceCm).toBeCloseTo(Math.hypot(32, 1), 9);
  });

  it('PM-LOS-PERIMETER (hex): a line between two board hexes that crosses off-board hexes is no shot', () => {
    // Along the top row, 4 cm above the centres: through the notches between the pointed tops.
    const t = table('hex', [
      figure('red-1', offset(centre(0, 0), 0, -4)),
      figure('blue-1', offset(centre(2, 0), 0, -4)),
    ]);
    expect(sight().line(t, 'red-1', 'blue-1').blocked).toEqual({ reason: 'perimeter' });
    expect(sight().line(t, 'blue-1', 'red-1').blocked).toEqual({ reason: 'perimeter' });
    const inside = table('hex', [figure('red-1', centre(0, 1)), figure('blue-1', centre(4, 2))]);
    expect(sight().line(inside, 'red-1', 'blue-1').blocked).toBeNull();
  });

  it('PM-LOS-HILL (hex): a hill on the line blocks it both ways, unless either figure stands on it', () => {
    const h = hill('hill-1', centre(2, 1), 6, 5, 4);
    const blocked = table('hex', [figure('red-1', centre(0, 1)), figure('blue-1', centre(4, 1))], [h]);
    expect(sight().line(blocked, 'red-1', 'blue-1').blocked).toEqual({ reason: 'hill', by: 'hill-1' });
    expect(sight().line(blocked, 'blue-1', 'red-1').blocked).toEqual({ reason: 'hill', by: 'hill-1' });
    const onIt = table(
      'hex',
      [figure('red-1', offset(centre(2, 1), -2, 0)), figure('blue-1', centre(4, 1))],
      [h],
    );
    expect(sight().line(onIt, 'red-1', 'blue-1').blocked).toBeNull();
    expect(sight().line(onIt, 'blue-1', 'red-1').blocked).toBeNull();
    const beside = table('hex', [figure('red-1', centre(0, 0)), figure('blue-1', centre(4, 0))], [h]);
    expect(sight().line(beside, 'red-1', 'blue-1').blocked).toBeNull();
  });

  it('PM-HILL (hex): a figure on a hill says so and sees from the hill’s height', () => {
    const h = hill('hill-1', centre(2, 1), 6, 5, 4);
    const t = table('hex', [figure('red-1', centre(2, 1)), figure('blue-1', centre(4, 1))], [h]);
    const s = sight();
    const f = s.line(t, 'red-1', 'blue-1');
    expect(f.shooterOnHill).toBe('hill-1');
    expect(f.targetOnHill).toBeNull();
    expect(s.line(t, 'blue-1', 'red-1').targetOnHill).toBe('hill-1');
    expect(eyeOf(s.model(t), t.figures[0]!).y).toBeCloseTo(4 + BASE_THICKNESS_CM + EYE_HEIGHT_CM, 9);
  });

  it('PM-LOS-NOBLOCK (hex): figures, soft and hard cover, bunkers and smoke on the line never block it', () => {
    const t = table(
      'hex',
      [
        figure('red-1', centre(0, 1)),
        figure('blue-1', centre(4, 1)),
        figure('marshal-red', centre(1, 1)),
        figure('red-2', offset(centre(3, 1), 0, 0)),
      ],
      [
        soft('soft-1', centre(2, 1)),
        hard('hard-1', offset(centre(4, 1), -3.7, 0)),
        bunker('bunker-1', centre(3, 1)),
        smoke('smoke-1', centre(1, 1)),
      ],
    );
    const f = sight().line(t, 'red-1', 'blue-1');
    expect(f.blocked).toBeNull();
    expect(f.obstructions.map((o) => o.id)).toEqual(['marshal-red', 'soft-1', 'red-2', 'hard-1']);
    expect(f.smokeBetween).toBe(true);
  });

  it('PM-BLIND (hex): with blind spots a figure fires only within 90° of its facing', () => {
    const at = centre(2, 1);
    const figures = (facing: number) => [
      figure('red-1', at, { facing }),
      figure('blue-1', centre(4, 1)), // bearing 0°
      figure('blue-2', centre(2, 3)), // bearing 60°
      figure('blue-3', offset(at, 0, 15)), // bearing 90°
      figure('blue-4', centre(0, 1)), // bearing 180°
    ];
    const s = sight();
    const on = table('hex', figures(0), [], true);
    expect(s.line(on, 'red-1', 'blue-1').blocked).toBeNull();
    expect(s.line(on, 'red-1', 'blue-2').blocked).toBeNull();
    expect(s.line(on, 'red-1', 'blue-3').blocked).toBeNull();
    expect(s.line(on, 'red-1', 'blue-4').blocked).toEqual({ reason: 'blind-spot' });
    const turned = table('hex', figures(180), [], true);
    expect(s.line(turned, 'red-1', 'blue-1').blocked).toEqual({ reason: 'blind-spot' });
    expect(s.line(turned, 'red-1', 'blue-4').blocked).toBeNull();
    const off = table('hex', figures(180), [], false);
    expect(s.line(off, 'red-1', 'blue-1').blocked).toBeNull();
  });

  it('PM-IMPOTENT-HARD (hex): an impotent target behind hard cover cannot be fired at; soft cover does not protect it', () => {
    const cover = hard('hard-1', offset(centre(4, 1), -3.7, 0));
    const target = (status: 'impotent' | 'out-of-ammo' | 'active') =>
      figure('blue-1', centre(4, 1), { status });
    const s = sight();
    for (const status of ['impotent', 'out-of-ammo'] as const) {
      const t = table('hex', [figure('red-1', centre(0, 1)), target(status)], [cover]);
      expect(s.line(t, 'red-1', 'blue-1').blocked).toEqual({ reason: 'impotent-behind-hard', by: 'hard-1' });
    }
    const active = table('hex', [figure('red-1', centre(0, 1)), target('active')], [cover]);
    expect(s.line(active, 'red-1', 'blue-1').blocked).toBeNull();
    const inSoft = table(
      'hex',
      [figure('red-1', centre(0, 1)), target('impotent')],
      [soft('soft-1', centre(4, 1))],
    );
    expect(s.line(inSoft, 'red-1', 'blue-1').blocked).toBeNull();
  });

  it('PM-WAY-FIGURE (hex): a figure whose base the line crosses is in the way, nearest first; one beside it is not', () => {
    const t = table('hex', [
      figure('red-1', centre(0, 1)),
      figure('blue-1', centre(4, 1)),
      figure('red-2', offset(centre(3, 1), 0, 1.2)), // base reaches down to the line
      figure('marshal-blue', offset(centre(1, 1), 0, -0.5)),
      figure('red-3', offset(centre(2, 1), 0, 1.5)), // 1.5 cm off the line: its base (1.25 across the flats… to a corner 1.44) misses
      figure('red-4', centre(2, 1), { status: 'eliminated' }),
    ]);
    const f = sight().line(t, 'red-1', 'blue-1');
    expect(f.obstructions.map((o) => [o.kind, o.id])).toEqual([
      ['figure', 'marshal-blue'],
      ['figure', 'red-2'],
    ]);
    expect(f.obstructions[0]!.at).toBeGreaterThan(8);
    expect(f.obstructions[0]!.at).toBeLessThan(10);
  });

  it('PM-WAY-SOFT (hex): soft cover fills its hex: the hexes passed count, the target’s included, the shooter’s not', () => {
    const t = table(
      'hex',
      [figure('red-1', centre(0, 1)), figure('blue-1', centre(4, 1))],
      [
        soft('s-own', offset(centre(0, 1), 3, 3)),
        soft('s-mid', offset(centre(2, 1), 0, 4)),
        soft('s-target', offset(centre(4, 1), -2, -3)),
        soft('s-off', centre(2, 0)),
      ],
    );
    const f = sight().line(t, 'red-1', 'blue-1');
    expect(f.obstructions.map((o) => o.id)).toEqual(['s-mid', 's-target']);
    expect(f.obstructions[0]!.at).toBeCloseTo(15, 6); // where the line enters hex (2,1)
  });

  it('PM-SOFT (hex): a target in a soft-cover hex is in soft cover; a shooter in one is not hindered', () => {
    const s = sight();
    const t = table(
      'hex',
      [figure('red-1', centre(0, 1)), figure('blue-1', centre(3, 1))],
      [soft('soft-1', centre(3, 1)), soft('soft-2', centre(0, 1))],
    );
    const f = s.line(t, 'red-1', 'blue-1');
    expect(f.targetInSoftCover).toBe(true);
    expect(f.obstructions.map((o) => o.id)).toEqual(['soft-1']);
    const back = s.line(t, 'blue-1', 'red-1');
    expect(back.targetInSoftCover).toBe(true);
    expect(back.obstructions.map((o) => o.id)).toEqual(['soft-2']);
  });

  it('PM-WAY-HARD (hex): hard cover the line crosses is in the way only when the target is in its hex', () => {
    const cover = hard('hard-1', offset(centre(3, 1), -3.7, 0));
    const s = sight();
    const inHex = table('hex', [figure('red-1', centre(0, 1)), figure('blue-1', centre(3, 1))], [cover]);
    const f = s.line(inHex, 'red-1', 'blue-1');
    expect(f.obstructions.map((o) => [o.kind, o.id])).toEqual([['hard', 'hard-1']]);
    expect(f.targetBehindHardCover).toBe(true);
    expect(f.obstructions[0]!.at).toBeCloseTo(30 - 3.7 - 0.7, 3);
    const beyond = table('hex', [figure('red-1', centre(0, 1)), figure('blue-1', centre(4, 1))], [cover]);
    expect(s.line(beyond, 'red-1', 'blue-1').obstructions).toEqual([]);
    expect(s.line(beyond, 'red-1', 'blue-1').targetBehindHardCover).toBe(false);
  });

  it('PM-SMOKE (hex): smoke fills its hex: shooter in it, between, or round the target', () => {
    const s = sight();
    const figs = [figure('red-1', centre(0, 1)), figure('blue-1', centre(4, 1))];
    const inShooter = s.line(
      table('hex', figs, [smoke('smoke-1', offset(centre(0, 1), 2, 2))]),
      'red-1',
      'blue-1',
    );
    expect([inShooter.shooterInSmoke, inShooter.smokeBetween, inShooter.targetInSmoke]).toEqual([
      true,
      false,
      false,
    ]);
    const between = s.line(table('hex', figs, [smoke('smoke-1', centre(2, 1))]), 'red-1', 'blue-1');
    expect([between.shooterInSmoke, between.smokeBetween, between.targetInSmoke]).toEqual([
      false,
      true,
      false,
    ]);
    const atTarget = s.line(table('hex', figs, [smoke('smoke-1', centre(4, 1))]), 'red-1', 'blue-1');
    expect([atTarget.shooterInSmoke, atTarget.smokeBetween, atTarget.targetInSmoke]).toEqual([
      false,
      false,
      true,
    ]);
    const aside = s.line(table('hex', figs, [smoke('smoke-1', centre(2, 0))]), 'red-1', 'blue-1');
    expect([aside.shooterInSmoke, aside.smokeBetween, aside.targetInSmoke]).toEqual([false, false, false]);
  });

  it('PM-ENTRENCHED (hex): a target in a bunker’s, a stockade’s or a trench’s hex is entrenched', () => {
    const s = sight();
    const bunkered = table(
      'hex',
      [figure('red-1', centre(0, 1)), figure('blue-1', offset(centre(3, 1), 2, 0))],
      [bunker('bunker-1', centre(3, 1))],
    );
    expect(s.line(bunkered, 'red-1', 'blue-1').targetEntrenched).toBe(true);
    expect(s.line(bunkered, 'blue-1', 'red-1').targetEntrenched).toBe(false);
    const home = ctf('hex'); // red-1 and red-2 stand in the red home stockade
    expect(s.line(home, 'blue-5', 'red-1').targetEntrenched).toBe(true);
    expect(s.line(home, 'blue-5', 'red-3').targetEntrenched).toBe(false);
  });

  it('PM-ENTRENCHED (hex): opponents in the same trench are not entrenched against each other', () => {
    const s = sight();
    const dug = trench('trench-1', centre(2, 1), 24, 3); // along row 1, over hexes (1,1)…(3,1)
    const same = table(
      'hex',
      [figure('red-1', centre(1, 1)), figure('blue-1', centre(3, 1)), figure('red-2', centre(0, 2))],
      [dug],
    );
    expect(s.line(same, 'red-1', 'blue-1').targetEntrenched).toBe(false);
    expect(s.line(same, 'blue-1', 'red-1').targetEntrenched).toBe(false);
    expect(s.line(same, 'red-2', 'blue-1').targetEntrenched).toBe(true);
  });
});
