import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexKey } from '../../../../../src/geometry';
import type { Terrain } from '../../../../../src/rules/hexprint/board/terrain';
import type { Place } from '../../../../../src/rules/hexprint/engine/world';
import { solidLevels } from '../../../../../src/rules/hexprint/sight/boardSolids';
import { sampledSight } from '../../../../../src/rules/hexprint/engine/sampledSight';
import { tableWorld } from '../../../../../src/rules/hexprint/sight/tableSight';
import { SIZE, board, bruteSeen, place, random } from './boards';

// A change to one hex stack recomputes only what it touches: the world kept across random edits
// (each rewriting just the changed stack in the BVH) answers every eye and target exactly as a
// world built from scratch on the edited board, and as the brute-force walk does.

const TAGS = [['Land'], ['Forest'], ['Land', 'Ruins'], [], ['Water']] as const;

/** The board with one hex raised, lowered or re-tagged, as the editor or a game would leave it. */
function edited(t: Terrain, rand: () => number): { t: Terrain; at: Hex } {
  const at = { q: Math.floor(rand() * SIZE), r: Math.floor(rand() * SIZE) };
  const hex = { height: Math.floor(rand() * 5), tags: TAGS[Math.floor(rand() * TAGS.length)]! };
  return { t: { hexes: { ...t.hexes, [hexKey(at)]: hex }, cards: t.cards }, at };
}

function somePairs(t: Terrain, rand: () => number, n: number): [Place, Place][] {
  const out: [Place, Place][] = [];
  const pick = (): Hex => ({ q: Math.floor(rand() * SIZE), r: Math.floor(rand() * SIZE) });
  while (out.length < n) {
    const a = pick();
    const b = pick();
    if (hexKey(a) !== hexKey(b))
      out.push([place(t, a, 1 + Math.floor(rand() * 2)), place(t, b, 1 + Math.floor(rand() * 2))]);
  }
  return out;
}

describe('HexPrint sight as the board changes', () => {
  it('HP-LOS: after random stack edits the kept world answers exactly as a fresh build, and as the exact column clipping and the brute-force walk', () => {
    let pairs = 0;
    let apart = 0;
    let blocked = 0;
    for (let seed = 31; seed <= 36; seed++) {
      const rand = random(seed);
      let t = board(rand);
      const kept = tableWorld();
      expect(kept.refresh(t)).toEqual({ rebuilt: true, restacked: 0 });
      for (let step = 0; step < 8; step++) {
        const next = edited(t, rand);
        const changed = solidLevels(t, next.at) !== solidLevels(next.t, next.at);
        // Only the edited hex's stack is rewritten; the board is never built again.
        expect(kept.refresh(next.t)).toEqual({ rebuilt: false, restacked: changed ? 1 : 0 });
        t = next.t;
        const fresh = tableWorld();
        for (const [eye, target] of somePairs(t, rand, 5)) {
          const got = kept.sightOf(t, eye, target, 64);
          expect(got).toEqual(fresh.sightOf(t, eye, target, 64));
          // The exact column clipping (the Node answer) agrees sample for sample; the brute-force
          // walk's 0.05 cm steps can step past a column's corner that a ray grazes, never into one.
          expect(got.seen).toBe(sampledSight(t, eye, target, 64).seen);
          const want = bruteSeen(t, eye, target, 64);
          expect(want - got.seen).toBeGreaterThanOrEqual(0);
          expect(want - got.seen).toBeLessThanOrEqual(2);
          apart += want - got.seen;
          blocked += got.samples - got.seen;
          pairs++;
        }
      }
    }
    expect(pairs).toBe(240);
    // The edits do hide targets: the comparison is not between empty boards.
    expect(blocked).toBeGreaterThan(1000);
    expect(apart).toBeLessThanOrEqual(10);
  });

  it('HP-HEIGHT: raising one hex in place hides the target behind it, for the BVH and plain raycasting alike; lowering it shows it again', () => {
    const t = board(random(5));
    const flat: Terrain = {
      hexes: Object.fromEntries(Object.keys(t.hexes).map((k) => [k, { height: 0, tags: [] }])),
      cards: t.cards,
    };
    const eye = place(flat, { q: 0, r: 3 }, 1);
    const target = place(flat, { q: 4, r: 3 }, 1);
    const raised: Terrain = { ...flat, hexes: { ...flat.hexes, '2,3': { height: 3, tags: ['Land'] } } };
    // The plain comparison builds its few standing stacks again on every change.
    for (const [world, rebuilt, restacked] of [
      [tableWorld(), false, 1],
      [tableWorld(true), true, 0],
    ] as const) {
      expect(world.sightOf(flat, eye, target, 64)).toEqual({ seen: 64, samples: 64, blockers: [] });
      expect(world.refresh(raised)).toEqual({ rebuilt, restacked });
      expect(world.sightOf(raised, eye, target, 64)).toEqual({
        seen: 0,
        samples: 64,
        blockers: [{ q: 2, r: 3 }],
      });
      expect(world.refresh(flat)).toEqual({ rebuilt, restacked });
      expect(world.sightOf(flat, eye, target, 64).seen).toBe(64);
    }
  });

  it('HP-TAGS: a forest planted on a hex raises its solid by the trees; a board with other hexes is built again', () => {
    const t = board(random(6));
    const world = tableWorld();
    world.refresh(t);
    const key = Object.keys(t.hexes).find((k) => t.hexes[k]!.height === 0 && t.hexes[k]!.tags.length === 0)!;
    const planted: Terrain = { ...t, hexes: { ...t.hexes, [key]: { height: 0, tags: ['Forest'] } } };
    const [q, r] = key.split(',').map(Number) as [number, number];
    // The starter forest's trees screen one level over the ground they stand on.
    expect(solidLevels(planted, { q, r })).toBe(1);
    expect(world.refresh(planted)).toEqual({ rebuilt: false, restacked: 1 });
    // A new game from the edited set-up copies every entry and the cards: each hex is measured, one is restacked.
    const copied: Terrain = {
      hexes: Object.fromEntries(Object.entries(planted.hexes).map(([k, h]) => [k, { ...h }])),
      cards: [...planted.cards],
    };
    const cleared: Terrain = { ...copied, hexes: { ...copied.hexes, [key]: { height: 0, tags: [] } } };
    expect(world.refresh(cleared)).toEqual({ rebuilt: false, restacked: 1 });
    const grown: Terrain = {
      ...planted,
      hexes: { ...planted.hexes, '20,20': { height: 1, tags: ['Land'] } },
    };
    expect(world.refresh(grown)).toEqual({ rebuilt: true, restacked: 0 });
  });
});
