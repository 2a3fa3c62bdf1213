import { describe, expect, it } from 'vitest';
import { hexDistance, hexToPoint, pointToHex } from '../../../../src/geometry';
import { hexToward, nudge, stepThrough } from '../../../../src/scene/keys/steps';

// The order the table's keys step in (issue 27, keyboard alone): round a list of pieces, and a hex
// at a time the way an arrow points.

const layout = { across: 10, origin: { x: 0, y: 0 } };

describe('stepping through pieces', () => {
  const own = ['red-1', 'red-2', 'red-3'];

  it('starts at the first (or, going back, the last) when nothing is stepped to yet', () => {
    expect(stepThrough(own, null, 1)).toBe('red-1');
    expect(stepThrough(own, null, -1)).toBe('red-3');
    // A piece not in the list (an enemy picked before) starts the walk the same way.
    expect(stepThrough(own, 'blue-1', 1)).toBe('red-1');
  });

  it('goes round at either end', () => {
    expect(stepThrough(own, 'red-1', 1)).toBe('red-2');
    expect(stepThrough(own, 'red-3', 1)).toBe('red-1');
    expect(stepThrough(own, 'red-1', -1)).toBe('red-3');
    const walked: (string | null)[] = [];
    let at: string | null = null;
    for (let i = 0; i < 4; i++) walked.push((at = stepThrough(own, at, 1)));
    expect(walked).toEqual(['red-1', 'red-2', 'red-3', 'red-1']);
  });

  it('finds nothing in an empty list', () => {
    expect(stepThrough([], null, 1)).toBeNull();
    expect(stepThrough([], 'red-1', -1)).toBeNull();
  });
});

describe('an arrow moves the pointer a hex', () => {
  const start = { q: 2, r: 3 };
  const keel = hexToPoint(layout, start);

  it('to a neighbour, the arrow’s way across the table (up is the far edge, −y)', () => {
    const c = hexToPoint(layout, start);
    for (const [arrow, test] of [
      ['ArrowRight', (p: { x: number; y: number }) => p.x > c.x + 5 && Math.abs(p.y - c.y) < 1e-6],
      ['ArrowLeft', (p: { x: number; y: number }) => p.x < c.x - 5 && Math.abs(p.y - c.y) < 1e-6],
      ['ArrowUp', (p: { x: number; y: number }) => p.y < c.y - 5],
      ['ArrowDown', (p: { x: number; y: number }) => p.y > c.y + 5],
    ] as const) {
      const next = hexToward(layout, start, arrow, keel);
      expect(hexDistance(next, start), arrow).toBe(1);
      expect(test(hexToPoint(layout, next)), arrow).toBe(true);
    }
  });

  it('held up, zig-zags straight on instead of drifting aside', () => {
    let at = start;
    const xs: number[] = [];
    for (let i = 0; i < 6; i++) {
      at = hexToward(layout, at, 'ArrowUp', keel);
      xs.push(hexToPoint(layout, at).x - keel.x);
    }
    // Every other step is back on the starting column; the others half a hex to one side.
    expect(xs.filter((_, i) => i % 2 === 1).every((x) => Math.abs(x) < 1e-6)).toBe(true);
    expect(xs.every((x) => Math.abs(x) <= 5 + 1e-6)).toBe(true);
    expect(hexDistance(at, start)).toBe(6);
  });

  it('comes back the way it went', () => {
    const there = hexToward(layout, hexToward(layout, start, 'ArrowRight', keel), 'ArrowRight', keel);
    const back = hexToward(layout, hexToward(layout, there, 'ArrowLeft', keel), 'ArrowLeft', keel);
    expect(back).toEqual(start);
    expect(pointToHex(layout, hexToPoint(layout, there))).toEqual(there);
  });
});

describe('on the open mat an arrow nudges the destination', () => {
  it('by the given cm, up being the far edge', () => {
    expect(nudge({ x: 10, y: 10 }, 'ArrowUp', 1)).toEqual({ x: 10, y: 9 });
    expect(nudge({ x: 10, y: 10 }, 'ArrowDown', 5)).toEqual({ x: 10, y: 15 });
    expect(nudge({ x: 10, y: 10 }, 'ArrowLeft', 1)).toEqual({ x: 9, y: 10 });
    expect(nudge({ x: 10, y: 10 }, 'ArrowRight', 5)).toEqual({ x: 15, y: 10 });
  });
});
