import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { levelsOf } from '../../../src/scene/board/HexStacks';
import { hexonLayout, hexToPoint } from '../../../src/geometry';

// The board's raised hexes are drawn level by level: a hex raised 2 levels is two prisms, the
// second on the first, each the system's level tall, over the hex's centre and coloured by its tags.

describe('hex stacks on the table', () => {
  it('draws one prism per level, each on the one below, at the hex, coloured by the system', () => {
    const stacks = [
      { at: { q: 1, r: 0 }, height: 2, tags: ['rock'] },
      { at: { q: 0, r: 2 }, height: 1, tags: ['water'] },
      { at: { q: 3, r: 3 }, height: 0, tags: ['land'] },
    ];
    const levels = levelsOf(stacks, hexonLayout, 4, (s, level) => `${s.tags[0]}-${level}`);
    expect(levels.map((l) => l.colour)).toEqual(['rock-0', 'rock-1', 'water-0']);
    const at = levels.map((l) => new Vector3().setFromMatrixPosition(l.matrix));
    const c = hexToPoint(hexonLayout, { q: 1, r: 0 });
    expect(at[0]!.toArray().map((v) => +v.toFixed(6))).toEqual([c.x, 2, c.y].map((v) => +v.toFixed(6)));
    expect(at[1]!.y).toBeCloseTo(6, 9);
    // Each level is a little less than a level tall and a little inside the hex: the seams show.
    const scale = new Vector3().setFromMatrixScale(levels[0]!.matrix);
    expect(scale.y).toBeGreaterThan(3.5);
    expect(scale.y).toBeLessThan(4);
    expect(scale.x).toBeLessThan(10 / Math.sqrt(3));
    expect(scale.x).toBeGreaterThan(5.5);
  });
});
