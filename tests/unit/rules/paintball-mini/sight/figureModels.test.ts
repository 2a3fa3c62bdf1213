import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import { importModel } from '../../../../../src/models';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import {
  BASE_THICKNESS_CM,
  EYE_HEIGHT_CM,
  FIGURE_HEIGHT_CM,
  FIGURE_MODEL_FIT,
} from '../../../../../src/rules/paintball-mini/setup';
import { paintballSetup } from '../../../../../src/rules/paintball-mini/setup/load';
import { createSight, figureModel } from '../../../../../src/rules/paintball-mini/sight';
import type { TriangleMesh } from '../../../../../src/table/meshes';
import { readSetupWithModels, withModel } from '../../../../../src/table/meshes';
import { figure, hard, hill, table } from './tables';

// A player's imported figure model in PaintBall Mini's sight: the shot card's % visible and the eyes
// the sight line is drawn from measure the model (its body, and its eyes as high up it as the goggles
// are on the default figure); the rules' own line stays base to base (G-LINE, PM-WAY-FIGURE). Every
// figure takes the model, so a taller model raises the shooter's eyes as well as the target's head.
// The model is the shipped sample figure.stl, at scale 1 as tall over its base as the body the sight
// measures (FIGURE_HEIGHT_CM, 2.8 cm).

const P = (x: number, y = 0): Point => ({ x, y });

let sample: TriangleMesh;

beforeAll(async () => {
  const read = await importModel(new Uint8Array(readFileSync('assets/models/figure.stl')), 'figure.stl');
  if (!read.ok) throw new Error(read.reason);
  sample = read.mesh;
});

const modelled = (t: Setup, scale: number): Setup =>
  withModel(t, 'figure', sample, { scale, turn: 0, lift: 0 });

const pair = () => [figure('red-1', P(-20)), figure('blue-1', P(20))];

describe('sight on an imported figure model', () => {
  it("the eyes stand as high up the model as the goggles on the default figure, in the sight line's drawing", () => {
    const t = table('hexless', pair());
    const plainLine = createSight().sightLine(t, 'red-1', 'blue-1');
    expect(plainLine.eyeFrom.y).toBeCloseTo(BASE_THICKNESS_CM + EYE_HEIGHT_CM, 9);
    for (const scale of [1, 2]) {
      const line = createSight().sightLine(modelled(t, scale), 'red-1', 'blue-1');
      const eye = BASE_THICKNESS_CM + scale * EYE_HEIGHT_CM;
      expect(line.eyeFrom.y).toBeCloseTo(eye, 5);
      expect(line.eyeTo.y).toBeCloseTo(eye, 5);
      // G-LINE: the rules' segment is where it was.
      expect([line.from, line.to]).toEqual([plainLine.from, plainLine.to]);
    }
  });

  it('a model at scale 1 stands as tall over its base as the body it replaces (FIGURE_MODEL_FIT is the sight height)', () => {
    const t = modelled(table('hexless', pair()), 1);
    const model = figureModel(t.models)!;
    expect(FIGURE_MODEL_FIT.height).toBe(FIGURE_HEIGHT_CM);
    expect(model.high - model.low).toBeCloseTo(FIGURE_HEIGHT_CM, 5);
    expect(model.low).toBeCloseTo(0, 5);
  });

  it('a model twice as tall as the cylinder is seen over a hill that hides the cylinder whole', () => {
    const t = table('hexless', pair(), [hill('hill-1', P(0), 6, 5, 4)]);
    expect(createSight().percentVisible(t, 'red-1', 'blue-1')).toEqual({
      percent: 0,
      tier: 'no-line-of-sight',
      seen: 0,
      samples: 64,
    });
    const tall = createSight().percentVisible(modelled(t, 2), 'red-1', 'blue-1');
    expect(tall.seen).toBe(14); // its head and shoulders
    expect(tall.tier).toBe('full-cover');
  });

  it('a model too low to look over crates is hidden by them, where the cylinder is half seen', () => {
    const t = table('hexless', pair(), [hard('hard-1', P(18.2))]); // crates 1.8 cm tall just in front
    const cylinder = createSight().percentVisible(t, 'red-1', 'blue-1');
    expect(cylinder.seen).toBe(30);
    const low = createSight().percentVisible(modelled(t, 0.4), 'red-1', 'blue-1');
    expect(low).toEqual({ percent: 0, tier: 'no-line-of-sight', seen: 0, samples: 64 });
  });

  it('another figure between screens the target with its model, slimmer than its cylinder', () => {
    const figures = [...pair(), figure('red-2', P(12, 0.9))];
    const t = table('hexless', figures);
    const cylinder = createSight().percentVisible(t, 'red-1', 'blue-1');
    const model = createSight().percentVisible(modelled(t, 1), 'red-1', 'blue-1');
    expect([cylinder.seen, model.seen]).toEqual([46, 56]);
  });

  it('PM-WAY-FIGURE: who is in the way stays a matter of bases, however wide the model', () => {
    // red-2's base stands clear of the line; a model 10 times the size reaches far across it.
    const figures = [...pair(), figure('red-2', P(0, 2)), figure('red-3', P(8, 0.5))];
    const t = table('hexless', figures);
    const plain = createSight().line(t, 'red-1', 'blue-1');
    const wide = createSight().line(modelled(t, 10), 'red-1', 'blue-1');
    expect(wide).toEqual(plain);
    expect(wide.obstructions.map((o) => o.id)).toEqual(['red-3']);
  });

  it('a kept model whose data does not unpack is measured as the cylinder, as the table draws the default figure', () => {
    const t = table('hexless', pair(), [hard('hard-1', P(18.2))]);
    const broken = modelled(t, 0.4);
    const models = { ...broken.models!, meshes: broken.models!.meshes.map((m) => ({ ...m, data: 'AAAA' })) };
    expect(createSight().percentVisible({ ...broken, models }, 'red-1', 'blue-1')).toEqual(
      createSight().percentVisible(t, 'red-1', 'blue-1'),
    );
  });

  it('the same % visible after the set-up is saved and read back', () => {
    const t = modelled(table('hexless', pair(), [hill('hill-1', P(0), 6, 5, 4)]), 2);
    const saved = JSON.parse(JSON.stringify(t)) as unknown;
    const read = readSetupWithModels(saved, { [paintballSetup.id]: paintballSetup });
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const back = read.setup as Setup;
    expect(back.models).toEqual(t.models);
    const before = createSight().percentVisible(t, 'red-1', 'blue-1');
    expect(createSight().percentVisible(back, 'red-1', 'blue-1')).toEqual(before);
    expect(before.seen).toBe(14);
    expect(createSight().sightLine(back, 'red-1', 'blue-1').eyeFrom).toEqual(
      createSight().sightLine(t, 'red-1', 'blue-1').eyeFrom,
    );
  });
});
