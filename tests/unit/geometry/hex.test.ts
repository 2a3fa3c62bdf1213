import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HEX_DIRECTIONS,
  hexDistance,
  hexLine,
  hexNeighbour,
  hexRotate,
  hexToPoint,
  hexonLayout,
  pointToHex,
  distance,
} from '../../../src/geometry';

const arbHex = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) });

describe('hexes', () => {
  it('G-HEX: adjacent hex centres are 10 cm apart, in every direction', () => {
    const o = { q: 0, r: 0 };
    for (let d = 0; d < 6; d++) {
      expect(distance(hexToPoint(hexonLayout, o), hexToPoint(hexonLayout, hexNeighbour(o, d)))).toBeCloseTo(
        10,
        9,
      );
    }
  });

  it('G-HEX: direction d points at d × 60° on the table', () => {
    HEX_DIRECTIONS.forEach((dir, d) => {
      const p = hexToPoint(hexonLayout, dir);
      expect((Math.atan2(p.y, p.x) * 180) / Math.PI).toBeCloseTo(d * 60 > 180 ? d * 60 - 360 : d * 60, 9);
    });
  });

  it('G-HEX: range counts the target hex, not the shooter hex', () => {
    expect(hexDistance({ q: 0, r: 0 }, { q: 0, r: 0 })).toBe(0);
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: 0 })).toBe(3);
    expect(hexDistance({ q: 0, r: 0 }, { q: 2, r: -3 })).toBe(3);
  });

  it('hex ↔ point round-trips for any hex', () => {
    fc.assert(
      fc.property(arbHex, (h) => {
        const back = pointToHex(hexonLayout, hexToPoint(hexonLayout, h));
        expect(back).toEqual(h);
      }),
      { seed: 1213 },
    );
  });

  it('rotation by six steps is the identity and keeps distance from the origin', () => {
    fc.assert(
      fc.property(arbHex, fc.integer({ min: 0, max: 5 }), (h, n) => {
        expect(hexRotate(h, 6)).toEqual(h);
        expect(hexDistance({ q: 0, r: 0 }, hexRotate(h, n))).toBe(hexDistance({ q: 0, r: 0 }, h));
      }),
      { seed: 1213 },
    );
  });

  it('a hex line has distance + 1 hexes, each a step from the last', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const line = hexLine(a, b);
        expect(line).toHaveLength(hexDistance(a, b) + 1);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1]!, line[i]!)).toBe(1);
      }),
      { seed: 1213 },
    );
  });
});
