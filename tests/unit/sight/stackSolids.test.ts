import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { hexCorners, hexToPoint, hexonLayout } from '../../../src/geometry';
import { firstHit, hitsBetween } from '../../../src/sight/rays';
import { hexStack } from '../../../src/sight/parts';
import { buildSolids } from '../../../src/sight/solids';
import { buildStackSolids, restack } from '../../../src/sight/stackSolids';

// Stacks whose levels change in place: one stack's change rewrites its own triangles and refits
// only the BVH nodes over them, and every ray then meets what a fresh build of the same stacks
// meets, at the same distance.

const SIZE = 10;
const hexes = Array.from({ length: SIZE * SIZE }, (_, k) => ({ q: k % SIZE, r: Math.floor(k / SIZE) }));
const column = (i: number, levels: number) => ({
  outline: hexCorners(hexonLayout, hexes[i]!),
  levels,
  levelCm: 3,
  owner: i,
});
/** The root's bounding boxes, as the BVH keeps them. */
const bounds = (bvh: unknown) => Array.from(new Float32Array((bvh as { _roots: ArrayBuffer[] })._roots[0]!));

function fresh(levels: readonly number[]) {
  const parts = levels.flatMap((l, i) =>
    l === 0 ? [] : [{ shape: hexStack(hexonLayout, hexes[i]!, l, 3), roles: 1, owner: i }],
  );
  return buildSolids(parts, { s: 1 }).s;
}

describe('stacks that change in place', () => {
  it('a restack refits exactly the boxes a whole refit would, touching a few nodes of the tree', () => {
    const levels = hexes.map((_, i) => (i * 7) % 4);
    const stacks = buildStackSolids(levels.map((l, i) => column(i, l)));
    const bvh = stacks.solids.bvh;
    // A fresh build pads its boxes a hair; a refit draws them tight round the corners.
    bvh.refit();
    for (const [i, to] of [
      [11, 6],
      [0, 0],
      [57, 3],
      [99, 9],
      [3, 0],
    ] as const) {
      restack(stacks, i, to);
      const after = bounds(bvh);
      bvh.refit();
      expect(bounds(bvh)).toEqual(after);
      expect(stacks.levels[i]).toBe(to);
    }
    const kept = stacks as unknown as { nodes: ReadonlySet<number>[] };
    const nodes = bounds(bvh).length / 8;
    for (const set of kept.nodes) expect(set.size).toBeLessThan(nodes / 10);
  });

  it('rays meet the same stacks at the same distances as a fresh build after random changes', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const levels = hexes.map(() => Math.floor(rand() * 3));
    const stacks = buildStackSolids(levels.map((l, i) => column(i, l)));
    const from = new Vector3();
    const to = new Vector3();
    const point = () => hexToPoint(hexonLayout, hexes[Math.floor(rand() * hexes.length)]!);
    let met = 0;
    for (let edit = 0; edit < 40; edit++) {
      const i = Math.floor(rand() * hexes.length);
      levels[i] = Math.floor(rand() * 5);
      restack(stacks, i, levels[i]);
      const whole = fresh(levels);
      for (let ray = 0; ray < 25; ray++) {
        const a = point();
        const b = point();
        from.set(a.x + rand(), 1 + rand() * 12, a.y + rand());
        to.set(b.x + rand(), 1 + rand() * 12, b.y + rand());
        const got = hitsBetween(stacks.solids, from, to);
        expect(got).toEqual(hitsBetween(whole, from, to));
        const first = firstHit(stacks.solids, from, to);
        expect(first?.distance).toBe(firstHit(whole, from, to)?.distance);
        // A ray leaving one stack through the wall it shares with the next meets both at once:
        // either may be named first, as in two fresh builds of the stacks in another order.
        if (first !== null)
          expect(got.filter((h) => h.distance === first.distance).map((h) => h.owner)).toContain(first.owner);
        // three's plain raycast too: the mesh's bounding sphere grows with a raised stack.
        expect(hitsBetween(stacks.solids, from, to, true)).toEqual(hitsBetween(whole, from, to, true));
        met += got.length;
      }
    }
    expect(met).toBeGreaterThan(100);
  });

  it('a flat stack stops no ray; raising it in place makes it stop one, lowering it frees the ray again', () => {
    const stacks = buildStackSolids(hexes.map((_, i) => column(i, 0)));
    const a = hexToPoint(hexonLayout, { q: 0, r: 0 });
    const b = hexToPoint(hexonLayout, { q: 2, r: 0 });
    const from = new Vector3(a.x, 2, a.y);
    const to = new Vector3(b.x, 2, b.y);
    expect(hitsBetween(stacks.solids, from, to)).toEqual([]);
    restack(stacks, 1, 4);
    expect(firstHit(stacks.solids, from, to)?.owner).toBe(1);
    expect(firstHit(stacks.solids, from, to, true)?.owner).toBe(1);
    restack(stacks, 1, 0);
    expect(firstHit(stacks.solids, from, to)).toBeNull();
  });

  it('refuses a stack that is not there or a height that is not whole levels, changing nothing', () => {
    const stacks = buildStackSolids([column(0, 2), column(1, 1)]);
    const before = Array.from(stacks.solids.geometry.attributes.position!.array);
    expect(() => restack(stacks, 2, 1)).toThrow('there is no stack 2 to restack');
    expect(() => restack(stacks, 0, -1)).toThrow('stack 0 cannot stand -1 levels tall');
    expect(() => restack(stacks, 0, 1.5)).toThrow('stack 0 cannot stand 1.5 levels tall');
    expect(Array.from(stacks.solids.geometry.attributes.position!.array)).toEqual(before);
    expect(stacks.levels).toEqual([2, 1]);
  });
});
