import { describe, expect, it } from 'vitest';
import { dialSegment } from '../../../../../src/rules/hexprint/view/panels/dial';

// The Hex Timer's dial: segment 1 at the top, the others clockwise, each marker inside its own wedge.

const angle = (p: { x: number; y: number }) => {
  const a = (Math.atan2(p.x, -p.y) * 180) / Math.PI;
  return (a + 360) % 360;
};

describe('the Hex Timer dial', () => {
  it('HP-TIMER: segment 1 sits at the top and the six go round clockwise, 60° apart', () => {
    // A lone marker sits in the middle of its wedge. SVG's y grows downwards: clockwise is the angle growing.
    const middle = (s: number) => Math.round(angle(dialSegment(s).marker(0, 1)));
    expect([1, 2, 3, 4, 5, 6].map(middle)).toEqual([0, 60, 120, 180, 240, 300]);
    // The number sits above its wedge's middle, nearer the hub.
    expect(dialSegment(1).label.x).toBeCloseTo(0, 9);
    expect(dialSegment(1).label.y).toBeLessThan(0);
    expect(dialSegment(1).path.startsWith('M')).toBe(true);
  });

  it('HP-TIMER: three markers on segment 2 stand apart inside its wedge (from 30° to 90°)', () => {
    const spots = [0, 1, 2].map((i) => angle(dialSegment(2).marker(i, 3)));
    expect(spots.map((a) => Math.round(a))).toEqual([45, 60, 75]);
  });
});
