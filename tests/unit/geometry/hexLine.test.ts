import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Hex } from '../../../src/geometry';
import { hexDistance, hexLine, hexRound, hexRoundInto, walkHexLine } from '../../../src/geometry';

const arbHex = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) });

/** Pointy-top hex centres of unit size: where a hex stands on the plan, for the brute-force walk. */
const centreX = (q: number, r: number): number => Math.sqrt(3) * (q + r / 2);
const centreY = (r: number): number => 1.5 * r;

/**
 * The line's hexes found without rounding: at each of the n + 1 evenly spaced points of the nudged
 * line, the hexes whose centres are nearest on the plan (two or three where the point lies on an
 * edge or a corner), searched over every hex of the box round both ends.
 */
function bruteLine(a: Hex, b: Hex): Hex[][] {
  const n = hexDistance(a, b);
  const [aq, ar, bq, br] = [a.q + 1e-6, a.r + 1e-6, b.q + 1e-6, b.r + 1e-6];
  const out: Hex[][] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const fq = aq + (bq - aq) * t;
    const fr = ar + (br - ar) * t;
    const [x, y] = [centreX(fq, fr), centreY(fr)];
    const near: { hex: Hex; d: number }[] = [];
    for (let q = Math.min(a.q, b.q) - 1; q <= Math.max(a.q, b.q) + 1; q++) {
      for (let r = Math.min(a.r, b.r) - 1; r <= Math.max(a.r, b.r) + 1; r++) {
        near.push({ hex: { q, r }, d: Math.hypot(centreX(q, r) - x, centreY(r) - y) });
      }
    }
    const best = Math.min(...near.map((h) => h.d));
    out.push(near.filter((h) => h.d - best < 1e-9).map((h) => h.hex));
  }
  return out;
}

/** Whether each hex of `line` is one of the nearest the brute-force search found at its step. */
const agrees = (line: readonly Hex[], nearest: readonly Hex[][]): boolean =>
  line.length === nearest.length && line.every((h, i) => nearest[i]!.some((n) => n.q === h.q && n.r === h.r));

describe('the hex line walker', () => {
  it('G-HEX: a hex line is a nearest hex to each evenly spaced point of the line, as a brute-force search finds them', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const nearest = bruteLine(a, b);
        expect(agrees(hexLine(a, b), nearest)).toBe(true);
        // Off the edges, where one hex is nearest, the line is that hex.
        hexLine(a, b).forEach((h, i) => {
          if (nearest[i]!.length === 1) expect(h).toEqual(nearest[i]![0]);
        });
      }),
      { seed: 2501, numRuns: 300 },
    );
  });

  it('G-HEX: a line along edges takes the side the nudge picks, at every other step', () => {
    const a = { q: 0, r: 0 };
    const b = { q: 2, r: -4 };
    // A quarter of the way along, the line without its nudge lies on the edge of two hexes.
    const [x, y] = [centreX(0.5, -1), centreY(-1)];
    expect(Math.hypot(centreX(0, -1) - x, centreY(-1) - y)).toBeCloseTo(
      Math.hypot(centreX(1, -1) - x, centreY(-1) - y),
      12,
    );
    const nearest = bruteLine(a, b);
    expect(nearest.every((n) => n.length === 1)).toBe(true);
    expect(hexLine(a, b)).toEqual(nearest.map((n) => n[0]));
    expect(hexLine(a, b)).toEqual([a, { q: 1, r: -1 }, { q: 1, r: -2 }, { q: 2, r: -3 }, b]);
  });

  it('G-HEX: a line along edges in the direction of the nudge itself still takes one of the two sides', () => {
    const a = { q: -3, r: 0 };
    const b = { q: 0, r: 3 };
    const nearest = bruteLine(a, b);
    expect(nearest.filter((n) => n.length === 2)).toHaveLength(3);
    expect(agrees(hexLine(a, b), nearest)).toBe(true);
  });

  it('walks the same hexes as hexLine, with each step and the count of steps', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const walked: [number, number, number, number][] = [];
        const reached = walkHexLine(a, b, (q, r, step, steps) => {
          walked.push([q, r, step, steps]);
        });
        const n = hexDistance(a, b);
        expect(reached).toBe(true);
        expect(walked).toEqual(hexLine(a, b).map((h, i) => [h.q, h.r, i, n]));
      }),
      { seed: 2501 },
    );
  });

  it('stops where a visit says false, and says it did not reach the far end', () => {
    const seen: number[] = [];
    const reached = walkHexLine({ q: 0, r: 0 }, { q: 5, r: 0 }, (q, _r, step) => {
      seen.push(q);
      return step < 2;
    });
    expect(reached).toBe(false);
    expect(seen).toEqual([0, 1, 2]);
  });

  it('a line from a hex to itself is that hex alone', () => {
    expect(hexLine({ q: 3, r: -2 }, { q: 3, r: -2 })).toEqual([{ q: 3, r: -2 }]);
  });

  it('rounding into a scratch hex gives what hexRound gives, with no negative zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -30, max: 30, noNaN: true }),
        fc.double({ min: -30, max: 30, noNaN: true }),
        (q, r) => {
          const out = { q: 7, r: 7 };
          hexRoundInto(q, r, out);
          expect(out).toEqual(hexRound({ q, r }));
          expect(Object.is(out.q, -0) || Object.is(out.r, -0)).toBe(false);
        },
      ),
      { seed: 2501 },
    );
  });
});
