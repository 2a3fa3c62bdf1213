import { describe, expect, it } from 'vitest';
import type { Point } from '../../../src/geometry';
import {
  boardBounds,
  buildMat,
  hexonLayout,
  leavesMat,
  matRectangle,
  onMat,
  outlineProblem,
} from '../../../src/geometry';

// An open mat: the playing area of tape-measure play is a polygon in cm with no hexes at all.

const P = (x: number, y: number): Point => ({ x, y });
/** An L: the 120 × 80 rectangle with its top-right quarter (x > 0, y > 0) cut away. */
const L_SHAPE = [P(-60, -40), P(60, -40), P(60, 0), P(0, 0), P(0, 40), P(-60, 40)];

describe('open mat', () => {
  it('the default rectangle is centred, counter-clockwise, and its edge is on the mat', () => {
    const r = matRectangle(120, 80);
    expect(r).toEqual([P(-60, -40), P(60, -40), P(60, 40), P(-60, 40)]);
    expect(onMat(r, P(0, 0))).toBe(true);
    expect(onMat(r, P(60, 10))).toBe(true);
    expect(onMat(r, P(-60, -40))).toBe(true);
    expect(onMat(r, P(60.01, 0))).toBe(false);
    expect(onMat(r, P(0, -40.5))).toBe(false);
  });

  it('a concave mat: the cut-away corner is off it', () => {
    expect(onMat(L_SHAPE, P(30, 20))).toBe(false);
    expect(onMat(L_SHAPE, P(30, -20))).toBe(true);
    expect(onMat(L_SHAPE, P(-30, 20))).toBe(true);
  });

  it('PM-LOS-PERIMETER: a segment leaves the mat when an end is off it or it crosses the cut-away corner', () => {
    expect(leavesMat(L_SHAPE, P(-30, 20), P(30, -20))).toBe(false); // through the inner corner's mat side
    expect(leavesMat(L_SHAPE, P(-10, 30), P(50, 5))).toBe(true); // across the notch, both ends on the mat
    expect(leavesMat(L_SHAPE, P(-10, 0), P(30, 20))).toBe(true); // ends in the notch
    expect(leavesMat(L_SHAPE, P(-30, 0), P(50, 0))).toBe(false); // along the inner edge y = 0
    expect(leavesMat(L_SHAPE, P(-10, 10), P(10, -10))).toBe(false); // through the reflex corner (0, 0)
    expect(leavesMat(L_SHAPE, P(-10, 10), P(10, 10))).toBe(true); // from the mat into the notch
  });

  it('a mat board has no hexes, its sides are the perimeter, and it knows what it covers', () => {
    const b = buildMat(hexonLayout, matRectangle(120, 80));
    expect(b.hexes).toEqual([]);
    expect(b.seams).toEqual([]);
    expect(b.perimeter).toHaveLength(4);
    expect(b.mat).toEqual(matRectangle(120, 80));
    expect(b.has({ q: 0, r: 0 })).toBe(false);
    expect(b.contains(P(59, 39))).toBe(true);
    expect(b.contains(P(61, 0))).toBe(false);
    expect(boardBounds(b)).toEqual({ min: P(-60, -40), max: P(60, 40) });
  });

  it('an outline that is not a simple polygon says what is wrong with it', () => {
    expect(outlineProblem(matRectangle(120, 80))).toBeNull();
    expect(outlineProblem(L_SHAPE)).toBeNull();
    expect(outlineProblem([P(0, 0), P(10, 0)])).toEqual({
      corner: null,
      problem: 'a mat needs at least 3 corners, this outline has 2',
    });
    expect(outlineProblem([P(0, 0), P(10, 0), P(10, 10), P(10, 0)])).toEqual({
      corner: 3,
      problem: 'corner 4 is at (10, 0) cm, the same point as corner 2',
    });
    expect(outlineProblem([P(0, 0), P(10, 10), P(10, 0), P(0, 10)])).toEqual({
      corner: null,
      problem: 'the outline crosses itself: side 1 meets side 3',
    });
    expect(outlineProblem([P(0, 0), P(10, 0), P(20, 0)])).toEqual({
      corner: null,
      problem: 'the outline encloses no area: its corners lie on one line',
    });
    expect(outlineProblem([P(0, 0), P(20, 0), P(20, 10), P(10, 0), P(0, 10)])).toEqual({
      corner: null,
      problem: 'the outline crosses itself: side 1 meets side 3',
    });
    expect(outlineProblem([P(0, 0), P(20, 0), P(20, 1e-3)])).toEqual({
      corner: null,
      problem: 'the outline encloses no area: its corners lie on one line',
    });
  });
});
