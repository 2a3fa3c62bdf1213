import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexCorners } from '../../../../../src/geometry';
import { importModel } from '../../../../../src/models';
import { LEVEL_CM } from '../../../../../src/rules/hexprint/engine/world';
import { skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import {
  FOREST_KIND,
  RUINS_KIND,
  terrainFootprints,
  terrainModelTopOn,
} from '../../../../../src/rules/hexprint/view/table/terrainModels';
import { onFootprint, withModel } from '../../../../../src/table/meshes';

// HexPrint's forests and ruins drawn as a player's model (the shipped tree.glb sample): each Forest
// hex of the Skirmish gets the model on its top, as tall as the forest card screens (its screen, in
// levels), each Ruins hex its whole stack, as tall as its levels (HP-HEIGHT, HP-TERRAIN-CARD), both
// stretched over the hex corner to corner.

type Span = readonly [number, number];
const spans = (p: Float32Array): [Span, Span, Span] =>
  [0, 1, 2].map((a) => {
    let [lo, hi] = [Infinity, -Infinity];
    for (let j = a; j < p.length; j += 3) [lo, hi] = [Math.min(lo, p[j]!), Math.max(hi, p[j]!)];
    return [lo, hi] as const;
  }) as [Span, Span, Span];

describe("HexPrint's terrain models", () => {
  it('EN-HP-TERRAIN-MODEL, HP-HEIGHT, HP-TERRAIN-CARD: a forest model stands on its hex as tall as the card screens; a ruins model is its stack', async () => {
    const got = await importModel(new Uint8Array(readFileSync('assets/models/tree.glb')), 'tree.glb');
    if (!got.ok) throw new Error(got.reason);
    const setup = skirmish();
    const adjust = { scale: 1, turn: 0, lift: 0.2 };
    for (const [kind, tag] of [
      [FOREST_KIND, 'Forest'],
      [RUINS_KIND, 'Ruins'],
    ] as const) {
      const stacks = setup.board.stacks.filter((s) => s.tags.includes(tag));
      const fits = terrainFootprints(setup, kind);
      expect(fits).toHaveLength(stacks.length);
      stacks.forEach((s, i) => {
        const [x, y, z] = spans(onFootprint(got.mesh.positions, adjust, fits[i]!));
        const corners = hexCorners(setup.board, s.at);
        expect(x[0]).toBeCloseTo(Math.min(...corners.map((c) => c.x)), 4);
        expect(x[1]).toBeCloseTo(Math.max(...corners.map((c) => c.x)), 4);
        expect(z[0]).toBeCloseTo(Math.min(...corners.map((c) => c.y)), 4);
        expect(z[1]).toBeCloseTo(Math.max(...corners.map((c) => c.y)), 4);
        const top = s.height * LEVEL_CM;
        // The Skirmish's forest card screens one level; its ruins stand one or two levels.
        const [foot, head] = kind === FOREST_KIND ? [top, top + LEVEL_CM] : [0, top];
        expect(y[0]).toBeCloseTo(foot + 0.2, 4);
        expect(y[1]).toBeCloseTo(head + 0.2, 4);
      });
    }
    expect(terrainFootprints(setup, RUINS_KIND).map((f) => f.height)).toEqual([3, 3, 6, 6]);
    expect(terrainFootprints(setup, FOREST_KIND)).toHaveLength(6);
    expect(terrainFootprints(setup, 'scout')).toEqual([]);
  });

  it("a model standing in a forest's model has its seat's mark float over it: how high the model reaches on its hexes", async () => {
    const got = await importModel(new Uint8Array(readFileSync('assets/models/tree.glb')), 'tree.glb');
    if (!got.ok) throw new Error(got.reason);
    const plain = skirmish();
    const forest = plain.board.stacks.find((s) => s.tags.includes('Forest'))!;
    const ruins = plain.board.stacks.find((s) => s.tags.includes('Ruins') && s.height === 2)!;
    const land = plain.board.stacks.find((s) => s.tags.includes('Land') && s.height === 1)!;
    expect(terrainModelTopOn(plain, [forest.at])).toBe(null);
    const setup = withModel(
      withModel(plain, FOREST_KIND, got.mesh, { scale: 2, turn: 0, lift: 0.5 }),
      RUINS_KIND,
      got.mesh,
    );
    // The forest on the ground screens one level: 3 cm × 2, and 0.5 cm up; the ruins stand two levels.
    expect(terrainModelTopOn(setup, [forest.at])).toBeCloseTo(6.5, 9);
    expect(terrainModelTopOn(setup, [land.at, ruins.at])).toBeCloseTo(6, 9);
    expect(terrainModelTopOn(setup, [land.at])).toBe(null);
  });
});
