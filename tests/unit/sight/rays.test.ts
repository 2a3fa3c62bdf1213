import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { hexonLayout } from '../../../src/geometry';
import type { Part } from '../../../src/sight/parts';
import { hexStack } from '../../../src/sight/parts';
import { blocked, firstHit, hitsBetween, inView } from '../../../src/sight/rays';
import { buildSolids } from '../../../src/sight/solids';

// Rays against the solids of a role: what blocks, and whose part was met. Table point (x, y) at
// height h is the three.js point (x, h, y); every cast is made with the BVH and the plain way alike.

const LINE = 1;
const EYE = 2;
const at = (x: number, y: number, h: number) => new Vector3(x, h, y);

/** A wall 5 cm high across the table at x = 0, from y = -10 to y = 10. */
const wall: Part = {
  owner: 3,
  roles: LINE | EYE,
  shape: { kind: 'segments', edges: [{ a: { x: 0, y: -10 }, b: { x: 0, y: 10 } }], low: 0, high: 5 },
};

describe('rays', () => {
  for (const plain of [false, true]) {
    const how = plain ? 'plain Mesh.raycast' : 'BVH';
    it(`${how}: a wall blocks a ray through it, not one over it or round its end`, () => {
      const { eye } = buildSolids([wall], { eye: EYE });
      expect(blocked(eye, at(-10, 0, 2), at(10, 0, 2), plain)).toBe(true);
      expect(blocked(eye, at(-10, 0, 6), at(10, 0, 6), plain)).toBe(false);
      expect(blocked(eye, at(-10, 12, 2), at(10, 12, 2), plain)).toBe(false);
      expect(inView(eye, at(-10, 0, 2), at(-1, 0, 2), plain)).toBe(true);
      const hit = firstHit(eye, at(-10, 0, 2), at(10, 0, 2), plain);
      expect(hit?.owner).toBe(3);
      expect(hit?.distance).toBeCloseTo(10, 5);
    });

    it(`${how}: every piece a line passes through, nearest first, each once, with its owner`, () => {
      const parts: Part[] = [
        { owner: 9, roles: EYE, shape: hexStack(hexonLayout, { q: 2, r: 0 }, 1, 4) },
        { owner: 7, roles: EYE, shape: hexStack(hexonLayout, { q: 0, r: 0 }, 2, 4) },
        { owner: 5, roles: LINE, shape: hexStack(hexonLayout, { q: 1, r: 0 }, 3, 4) },
      ];
      const { line, eye } = buildSolids(parts, { line: LINE, eye: EYE });
      // Hex (0, 0) spans x from -5 to 5 (flat sides face ±x), hex (2, 0) from 15 to 25.
      const met = hitsBetween(eye, at(-20, 0, 2), at(30, 0, 2), plain);
      expect(met.map((m) => m.owner)).toEqual([7, 9]);
      expect(met[0]!.distance).toBeCloseTo(15, 4);
      expect(met[1]!.distance).toBeCloseTo(35, 4);
      expect(firstHit(eye, at(-20, 0, 2), at(30, 0, 2), plain)?.owner).toBe(7);
      // At 6 cm the line passes over the 1-level stack (4 cm) and into the 2-level one (8 cm).
      expect(hitsBetween(eye, at(-20, 0, 6), at(30, 0, 6), plain).map((m) => m.owner)).toEqual([7]);
      // The 3-level stack is in the line's solids only.
      expect(hitsBetween(line, at(-20, 0, 2), at(30, 0, 2), plain).map((m) => m.owner)).toEqual([5]);
      expect(hitsBetween(eye, at(-20, 0, 10), at(30, 0, 10), plain)).toEqual([]);
      expect(firstHit(eye, at(-20, 0, 10), at(30, 0, 10), plain)).toBeNull();
    });
  }

  it('a role no part plays has empty solids that stop nothing', () => {
    const { line } = buildSolids([{ ...wall, roles: EYE }], { line: LINE });
    expect(line.triangles).toBe(0);
    expect(blocked(line, at(-10, 0, 2), at(10, 0, 2))).toBe(false);
    expect(hitsBetween(line, at(-10, 0, 2), at(10, 0, 2))).toEqual([]);
  });

  it('two points at one place block nothing', () => {
    const { eye } = buildSolids([wall], { eye: EYE });
    expect(blocked(eye, at(0, 0, 2), at(0, 0, 2))).toBe(false);
    expect(firstHit(eye, at(0, 0, 2), at(0, 0, 2))).toBeNull();
  });
});

describe('parts the solids refuse', () => {
  const stack = (levels: number, levelCm = 4): Part => ({
    owner: 0,
    roles: EYE,
    shape: hexStack(hexonLayout, { q: 0, r: 0 }, levels, levelCm),
  });

  it('a stack of a part of a level, or of fewer than none, names the part and its levels', () => {
    expect(() => buildSolids([wall, stack(1.5)], { eye: EYE })).toThrow(
      'sight: part 1 is a stack of 1.5 levels; levels are whole and 0 or more',
    );
    expect(() => buildSolids([stack(-1)], { eye: EYE })).toThrow('sight: part 0 is a stack of -1 levels');
    expect(() => buildSolids([stack(2, 0)], { eye: EYE })).toThrow(
      'sight: part 0 is a stack with levels 0 cm tall; a level has a height',
    );
  });

  it('an owner that is not a whole 32-bit number, or a role with no bit, is refused by name', () => {
    expect(() => buildSolids([{ ...wall, owner: 2.5 }], { eye: EYE })).toThrow(
      'sight: part 0 has owner 2.5; an owner is a whole 32-bit number',
    );
    expect(() => buildSolids([{ ...wall, owner: 2 ** 40 }], { eye: EYE })).toThrow('has owner');
    expect(() => buildSolids([wall], { eye: 0 })).toThrow(
      'sight: role "eye" needs a positive whole bitmask, not 0',
    );
  });
});
