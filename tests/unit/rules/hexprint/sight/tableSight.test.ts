import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexKey } from '../../../../../src/geometry';
import type { Terrain } from '../../../../../src/rules/hexprint/board/terrain';
import { terrainOf } from '../../../../../src/rules/hexprint/board/terrain';
import { sampledSight } from '../../../../../src/rules/hexprint/engine/sampledSight';
import type { Place } from '../../../../../src/rules/hexprint/engine/world';
import { tableWorld } from '../../../../../src/rules/hexprint/sight/tableSight';
import { STARTER_TERRAIN } from '../../../../../src/rules/hexprint/setup/starterSet';
import { SIZE, board, bruteSeen, place, random } from './boards';

// % visible on the 3D table (src/sight's BVH) against a brute-force answer: each sample's line
// walked in steps of 0.05 cm over the columns, on seeded random stacked boards.

function pairs(seed: number) {
  const rand = random(seed);
  const t = board(rand);
  const pick = (): Hex => ({ q: Math.floor(rand() * SIZE), r: Math.floor(rand() * SIZE) });
  const out: { t: Terrain; eye: Place; target: Place }[] = [];
  while (out.length < 6) {
    const a = pick();
    const b = pick();
    if (hexKey(a) !== hexKey(b))
      out.push({
        t,
        eye: place(t, a, 1 + Math.floor(rand() * 2)),
        target: place(t, b, 1 + Math.floor(rand() * 2)),
      });
  }
  return out;
}

describe('HexPrint sight on the 3D table', () => {
  it('HP-LOS: % visible through the BVH matches the brute-force walk on seeded random stacked boards', () => {
    const world = tableWorld();
    let total = 0;
    let apart = 0;
    for (let seed = 1; seed <= 12; seed++)
      for (const { t, eye, target } of pairs(seed)) {
        const got = world.sightOf(t, eye, target, 64).seen;
        const want = bruteSeen(t, eye, target, 64);
        // A ray that grazes a column's edge may fall either way: at most one sample in 64 a pair.
        expect(Math.abs(got - want)).toBeLessThanOrEqual(1);
        total += want;
        apart += Math.abs(got - want);
      }
    expect(total).toBeGreaterThan(0);
    expect(apart).toBeLessThanOrEqual(3);
  });

  it('HP-LOS: the Node answer (sampled columns) agrees with the brute force too, and plain raycasting with the BVH', () => {
    const bvh = tableWorld();
    const plain = tableWorld(true);
    for (let seed = 13; seed <= 18; seed++)
      for (const { t, eye, target } of pairs(seed)) {
        expect(
          Math.abs(sampledSight(t, eye, target).seen - bruteSeen(t, eye, target, 64)),
        ).toBeLessThanOrEqual(1);
        expect(plain.sightOf(t, eye, target, 64)).toEqual(bvh.sightOf(t, eye, target, 64));
      }
  });

  it('HP-HEIGHT: a stack taller than both models hides the target; standing three levels up sees over it', () => {
    const t = terrainOf(
      {
        across: 10,
        origin: { x: 0, y: 0 },
        tiles: [0, 1, 2, 3].map((q) => ({
          id: `t${q}`,
          kind: 'single' as const,
          at: { q, r: 0 },
          rotation: 0,
        })),
        stacks: [
          { at: { q: 1, r: 0 }, height: 3, tags: ['Land'] },
          { at: { q: 3, r: 0 }, height: 0, tags: [] },
        ],
      },
      STARTER_TERRAIN,
    );
    const world = tableWorld();
    const low = world.sight(
      t,
      { hexes: [{ q: 0, r: 0 }], base: 0, height: 1 },
      { hexes: [{ q: 2, r: 0 }], base: 0, height: 1 },
    );
    expect(low).toEqual({ seen: 0, samples: 64, blockers: [{ q: 1, r: 0 }] });
    const high = world.sight(
      t,
      { hexes: [{ q: 1, r: 0 }], base: 3, height: 1 },
      { hexes: [{ q: 3, r: 0 }], base: 0, height: 1 },
    );
    expect(high).toEqual({ seen: 64, samples: 64, blockers: [] });
    expect(
      sampledSight(
        t,
        { hexes: [{ q: 0, r: 0 }], base: 0, height: 1 },
        { hexes: [{ q: 2, r: 0 }], base: 0, height: 1 },
      ),
    ).toEqual(low);
  });
});
