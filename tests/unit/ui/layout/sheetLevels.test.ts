import { describe, expect, it } from 'vitest';
import { nearestLevel, stepLevel, tappedLevel } from '../../../../src/ui/layout/sheetLevels';

describe("the phone's panel sheet: peek, half and full", () => {
  it('steps up and down one height, and stays at the ends', () => {
    expect(stepLevel('peek', 1)).toBe('half');
    expect(stepLevel('half', 1)).toBe('full');
    expect(stepLevel('full', 1)).toBe('full');
    expect(stepLevel('full', -1)).toBe('half');
    expect(stepLevel('peek', -1)).toBe('peek');
  });

  it('a tap on the handle raises it, and from full lets it down to a peek', () => {
    expect(tappedLevel('peek')).toBe('half');
    expect(tappedLevel('half')).toBe('full');
    expect(tappedLevel('full')).toBe('peek');
  });

  it('a sheet let go settles at the nearest height', () => {
    expect(nearestLevel(100, 700)).toBe('peek');
    expect(nearestLevel(330, 700)).toBe('half');
    expect(nearestLevel(600, 700)).toBe('full');
    expect(nearestLevel(0, 0)).toBe('peek');
  });
});
