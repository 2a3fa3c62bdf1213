import { describe, expect, it } from 'vitest';
import { rangeBand } from '../../../../../src/rules/paintball-mini/board/rangeBands';

describe('range bands', () => {
  it('G-BAND: ceil(cm / 10), at least 1', () => {
    expect(rangeBand(0)).toBe(1);
    expect(rangeBand(7)).toBe(1);
    expect(rangeBand(10)).toBe(1);
    expect(rangeBand(10.01)).toBe(2);
    expect(rangeBand(20)).toBe(2);
    expect(rangeBand(59.9)).toBe(6);
    expect(rangeBand(60)).toBe(6);
    expect(rangeBand(60.5)).toBe(7);
  });
});
