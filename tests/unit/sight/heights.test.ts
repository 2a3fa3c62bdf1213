import { describe, expect, it } from 'vitest';
import { hexToPoint, hexonLayout } from '../../../src/geometry';
import { hexStack } from '../../../src/sight/parts';
import { buildSolids } from '../../../src/sight/solids';
import { surfaceAt } from '../../../src/sight/heights';

// Ground height read off the solids: the top of what stands over a point of the table.

describe('heights', () => {
  it('the ground is the top of the highest stack over a point, and 0 beside the stacks', () => {
    const { ground } = buildSolids(
      [
        { owner: 0, roles: 1, shape: hexStack(hexonLayout, { q: 0, r: 0 }, 3, 4) },
        { owner: 1, roles: 1, shape: hexStack(hexonLayout, { q: 1, r: 0 }, 1, 4) },
      ],
      { ground: 1 },
    );
    const c = hexToPoint(hexonLayout, { q: 1, r: 0 });
    expect(surfaceAt(ground, 0, 0)).toBeCloseTo(12, 5);
    expect(surfaceAt(ground, 2, 3)).toBeCloseTo(12, 5);
    expect(surfaceAt(ground, c.x, c.y)).toBeCloseTo(4, 5);
    expect(surfaceAt(ground, -20, 0)).toBe(0);
  });

  it('a table with nothing on it is flat at 0', () => {
    expect(surfaceAt(buildSolids([], { ground: 1 }).ground, 0, 0)).toBe(0);
  });
});
