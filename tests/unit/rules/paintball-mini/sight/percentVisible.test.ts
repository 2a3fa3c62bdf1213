import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import { createSight, visibilityTier } from '../../../../../src/rules/paintball-mini/sight';
import { figure, hard, hill, table } from './tables';

// % visible: the share of sample points in the target's body (a cylinder FIGURE_HEIGHT_CM tall on
// its base top) that the shooter's eye sees past opaque solids and other figures, with HexPrint's tiers.

const P = (x: number, y = 0): Point => ({ x, y });

describe('% visible', () => {
  it('HexPrint tiers: ≤ 10 % no line of sight, < 50 % full cover, < 80 % partial cover, else none', () => {
    expect(visibilityTier(0)).toBe('no-line-of-sight');
    expect(visibilityTier(10)).toBe('no-line-of-sight');
    expect(visibilityTier(10.1)).toBe('full-cover');
    expect(visibilityTier(49.9)).toBe('full-cover');
    expect(visibilityTier(50)).toBe('partial-cover');
    expect(visibilityTier(79.9)).toBe('partial-cover');
    expect(visibilityTier(80)).toBe('none');
  });

  it('an open table shows all of the target, with 64 samples by default', () => {
    const t = table('hexless', [figure('red-1', P(-20)), figure('blue-1', P(20))]);
    expect(createSight().percentVisible(t, 'red-1', 'blue-1')).toEqual({
      percent: 100,
      tier: 'none',
      seen: 64,
      samples: 64,
    });
  });

  it('a tall hill between hides the target completely: no line of sight', () => {
    const t = table(
      'hexless',
      [figure('red-1', P(-20)), figure('blue-1', P(20))],
      [hill('hill-1', P(0), 6, 5, 8)],
    );
    expect(createSight().percentVisible(t, 'red-1', 'blue-1').tier).toBe('no-line-of-sight');
  });

  it('crates just in front of the target hide its lower half; from a hill the shooter sees more of it', () => {
    const crates = hard('hard-1', P(18.2)); // 1.8 cm tall, 1.4 deep, right in front of the target
    const flat = table('hexless', [figure('red-1', P(-20)), figure('blue-1', P(20))], [crates]);
    const low = createSight().percentVisible(flat, 'red-1', 'blue-1');
    expect(low.percent).toBeGreaterThan(30);
    expect(low.percent).toBeLessThan(70);
    const raised = table(
      'hexless',
      [figure('red-1', P(-20)), figure('blue-1', P(20))],
      [crates, hill('hill-1', P(-20), 6, 6, 6)],
    );
    expect(createSight().percentVisible(raised, 'red-1', 'blue-1').percent).toBeGreaterThan(low.percent);
  });

  it('another figure between hides part of the target; the shooter and target never hide themselves', () => {
    const t = table('hexless', [
      figure('red-1', P(-20)),
      figure('blue-1', P(20)),
      figure('red-2', P(18, 0.9)),
    ]);
    const seen = createSight().percentVisible(t, 'red-1', 'blue-1', 100);
    expect(seen.samples).toBe(100);
    expect(seen.percent).toBeLessThan(100);
    expect(seen.percent).toBeGreaterThan(0);
  });
});
