import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rotate } from '../../../../../../src/geometry';
import type { Point } from '../../../../../../src/geometry';
import { importModel } from '../../../../../../src/models';
import type { Terrain } from '../../../../../../src/rules/paintball-mini/setup';
import { HEIGHTS_CM, footprint } from '../../../../../../src/rules/paintball-mini/setup';
import { showcase } from '../../../../../../src/rules/paintball-mini/setup/showcase';
import {
  TERRAIN_MODEL_KINDS,
  TERRAIN_MODEL_KINDS_CARD,
  footprintsOf,
  terrainModelTopAt,
} from '../../../../../../src/rules/paintball-mini/view/terrain/terrainModels';
import type { ModelAdjust } from '../../../../../../src/table/meshes';
import { PLAIN_ADJUST, onFootprint, withModel } from '../../../../../../src/table/meshes';

// PaintBall Mini's terrain drawn as a player's model (the shipped rock.gltf sample): every hill,
// bunker, stockade, hard and soft cover and trench of the showcase table gets the model stretched
// over the footprint the rules read (setup/pieces.ts footprint: PM-LOS-HILL, PM-WAY-SOFT,
// PM-WAY-HARD, PM-3CM) and as tall as the piece stands; the player's scale and lift go on top.

const rock = async () => {
  const got = await importModel(new Uint8Array(readFileSync('assets/models/rock.gltf')), 'rock.gltf');
  if (!got.ok) throw new Error(got.reason);
  return got.mesh.positions;
};

const turnOf = (t: Terrain) => ('rotation' in t ? t.rotation : 0);

/** Each axis's least and most of points in the piece's own frame (its centre at 0, unturned). */
function ownSpans(points: readonly Point[], t: Terrain): [number, number][] {
  const local = points.map((p) => rotate({ x: p.x - t.at.x, y: p.y - t.at.y }, -turnOf(t)));
  return (['x', 'y'] as const).map((a) => [
    Math.min(...local.map((p) => p[a])),
    Math.max(...local.map((p) => p[a])),
  ]);
}

/** The rules' footprint of a piece, as points (a circle's four extremes). */
function rulesPoints(t: Terrain): Point[] {
  const f = footprint(t);
  if (f.shape === 'polygon') return [...f.points];
  const turned = (x: number, y: number) => {
    const r = rotate({ x, y }, turnOf(t));
    return { x: f.centre.x + r.x, y: f.centre.y + r.y };
  };
  return [turned(-f.radius, 0), turned(f.radius, 0), turned(0, -f.radius), turned(0, f.radius)];
}

const trueHeight = (t: Terrain) =>
  t.kind === 'hill' ? t.height : t.kind === 'hard' ? HEIGHTS_CM[t.model] : HEIGHTS_CM[t.kind as 'bunker'];

async function expectOnFootprints(adjust: ModelAdjust, grow: number) {
  const positions = await rock();
  const table = showcase();
  let pieces = 0;
  for (const kind of TERRAIN_MODEL_KINDS) {
    const ofKind = table.terrain.filter((t) => t.kind === kind);
    const fits = footprintsOf(table.terrain, kind);
    expect(fits).toHaveLength(ofKind.length);
    ofKind.forEach((t, i) => {
      const p = onFootprint(positions, adjust, fits[i]!);
      const points: Point[] = [];
      let [low, high] = [Infinity, -Infinity];
      for (let j = 0; j < p.length; j += 3) {
        points.push({ x: p[j]!, y: p[j + 2]! });
        [low, high] = [Math.min(low, p[j + 1]!), Math.max(high, p[j + 1]!)];
      }
      const model = ownSpans(points, t);
      const rules = ownSpans(rulesPoints(t), t);
      model.forEach(([lo, hi], a) => {
        expect(lo, `${t.id} across`).toBeCloseTo(rules[a]![0] * grow, 2);
        expect(hi, `${t.id} across`).toBeCloseTo(rules[a]![1] * grow, 2);
      });
      expect(low, t.id).toBeCloseTo(adjust.lift, 5);
      expect(high, t.id).toBeCloseTo(adjust.lift + trueHeight(t) * grow, 4);
      pieces++;
    });
  }
  // Two stockades, six soft covers, two crates, a hill, a bunker and a trench.
  expect(pieces).toBe(13);
}

describe("PaintBall Mini's terrain models", () => {
  it("EN-TERRAIN-MODEL, PM-LOS-HILL, PM-WAY-SOFT, PM-WAY-HARD, PM-3CM: each piece's model lands on the footprint the rules measure, as tall as the piece", async () => {
    await expectOnFootprints(PLAIN_ADJUST, 1);
  });

  it("the player's scale grows it about the piece's centre and foot; the lift raises it", async () => {
    await expectOnFootprints({ scale: 1.5, turn: 135, lift: 0.3 }, 1.5);
  });

  it('the Models card offers every kind drawn, each saying what the rules measure', () => {
    expect(TERRAIN_MODEL_KINDS_CARD.map((k) => k.kind)).toEqual([...TERRAIN_MODEL_KINDS]);
    for (const k of TERRAIN_MODEL_KINDS_CARD)
      expect(k.terrain?.measured).toMatch(/^Drawn only: the rules measure /);
  });

  it("a figure inside a hill's model has its team mark float over the model: how high the model reaches over a point", async () => {
    const positions = await rock();
    const hill: Terrain = {
      id: 'hill',
      kind: 'hill',
      at: { x: 10, y: 0 },
      rotation: 0,
      radiusX: 8,
      radiusY: 4,
      height: 4,
    };
    const mesh = { positions, indices: new Uint32Array([0, 1, 2]) };
    const { models } = withModel({ ...showcase(), terrain: [hill] }, 'hill', mesh, {
      scale: 1.5,
      turn: 0,
      lift: 0.3,
    });
    // The model covers the footprint grown 1.5 times about its centre, and reaches 4 × 1.5 + 0.3 cm.
    expect(terrainModelTopAt([hill], models, { x: 17, y: 0 })).toBeCloseTo(6.3, 9);
    expect(terrainModelTopAt([hill], models, { x: 21.9, y: 0 })).toBeCloseTo(6.3, 9);
    expect(terrainModelTopAt([hill], models, { x: 10, y: 6.5 })).toBe(null);
    expect(terrainModelTopAt([hill], models, { x: 22.5, y: 0 })).toBe(null);
    expect(terrainModelTopAt([hill], undefined, { x: 10, y: 0 })).toBe(null);
  });
});
