import { readFileSync } from 'node:fs';
import type { Matrix4 } from 'three';
import { Vector3 } from 'three';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import { importModel } from '../../../../../src/models';
import type { Figure, Setup } from '../../../../../src/rules/paintball-mini/setup';
import {
  BASE_THICKNESS_CM,
  BODY_RADIUS_CM,
  FIGURE_HEIGHT_CM,
} from '../../../../../src/rules/paintball-mini/setup';
import { figureModel, samplePoint } from '../../../../../src/rules/paintball-mini/sight';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { figurePoses } from '../../../../../src/rules/paintball-mini/view/figures/figurePose';
import { kindModelGeometry } from '../../../../../src/scene/models/kindModelGeometry';
import type { TriangleMesh } from '../../../../../src/table/meshes';
import { keptModelOf, withModel } from '../../../../../src/table/meshes';
import { FIGURE_MODEL_FIT } from '../../../../../src/rules/paintball-mini/setup';
import { figure, hard, table } from './tables';

// PM-IMPOTENT: a pinned (or out-of-ammo) figure lies on its side, and the table draws it lying
// (figurePose.ts). % visible measures what is drawn: the lying target's samples are in its body as it
// lies, and a lying figure in the way stands there as it lies, low and long, for the default
// cylinders and for an imported figure model alike.

const P = (x: number, y = 0): Point => ({ x, y });

let sample: TriangleMesh;

beforeAll(async () => {
  const read = await importModel(new Uint8Array(readFileSync('assets/models/figure.stl')), 'figure.stl');
  if (!read.ok) throw new Error(read.reason);
  sample = read.mesh;
});

const modelled = (t: Setup): Setup => withModel(t, 'figure', sample, { scale: 1, turn: 0, lift: 0 });
const pinned = (f: Figure): Figure => ({ ...f, status: 'impotent' });

/** The view's matrix for `f` on table `t` undone: a table point back in the figure's own standing frame. */
function drawnFrame(t: Setup, f: Figure): Matrix4 {
  const pose = figurePoses({ figures: t.figures, table: t.table, terrain: t.terrain }).find(
    (p) => p.figure.id === f.id,
  )!;
  expect(pose.lying).toBe(f.status === 'impotent');
  return pose.matrix.clone().invert();
}

describe('a lying figure is measured lying (PM-IMPOTENT)', () => {
  it('PM-IMPOTENT: every sample of a lying target is inside its body as the table draws it lying', () => {
    for (const facing of [0, 75, 200]) {
      const blue = pinned(figure('blue-1', P(20, 3), { facing }));
      const t = table('hexless', [figure('red-1', P(-20)), blue]);
      const back = drawnFrame(t, blue);
      const top = BASE_THICKNESS_CM;
      let lowest = Infinity;
      for (let i = 0; i < 64; i++) {
        const p = samplePoint(blue, top, i, 64, new Vector3()).applyMatrix4(back);
        // Inside the upright body the drawing was tipped from: its radius, over the base, to its head.
        expect(Math.hypot(p.x, p.z)).toBeLessThanOrEqual(BODY_RADIUS_CM + 1e-6);
        expect(p.y).toBeGreaterThanOrEqual(BASE_THICKNESS_CM - 1e-6);
        expect(p.y).toBeLessThanOrEqual(BASE_THICKNESS_CM + FIGURE_HEIGHT_CM + 1e-6);
        lowest = Math.min(lowest, samplePoint(blue, top, i, 64, new Vector3()).y);
      }
      // On the table it lies low: no sample higher than the lying body's top.
      for (let i = 0; i < 64; i++) expect(samplePoint(blue, top, i, 64, new Vector3()).y).toBeLessThan(2.2);
      expect(lowest).toBeGreaterThan(0.7);
    }
  });

  it('PM-IMPOTENT: an imported model lying is sampled inside the model as the table draws it lying', () => {
    const blue = pinned(figure('blue-1', P(20, 3), { facing: 40 }));
    const t = modelled(table('hexless', [figure('red-1', P(-20)), blue]));
    const back = drawnFrame(t, blue);
    const { use, data } = keptModelOf(t.models, 'figure')!;
    const drawn = kindModelGeometry(use, data, FIGURE_MODEL_FIT)!;
    drawn.computeBoundingBox();
    const box = drawn.boundingBox!.clone().expandByScalar(1e-4);
    const model = figureModel(t.models)!;
    for (let i = 0; i < 64; i++) {
      // The table draws the model on the base top, in the figure's frame.
      const p = samplePoint(blue, BASE_THICKNESS_CM, i, 64, new Vector3(), model).applyMatrix4(back);
      p.y -= BASE_THICKNESS_CM;
      expect(box.containsPoint(p), `sample ${i}`).toBe(true);
    }
  });

  it('PM-IMPOTENT: a lying target shows less over low crates than the standing one', () => {
    const seen = (t: Setup) => createSight().percentVisible(t, 'red-1', 'blue-1').seen;
    const crates = [hard('crates', P(12), 90, 6, 1.4)];
    const standing = table('hexless', [figure('red-1', P(-20)), figure('blue-1', P(16))], crates);
    const lying = table('hexless', [figure('red-1', P(-20)), pinned(figure('blue-1', P(16)))], crates);
    // The cylinder lying is as high as it is wide (1.4 cm): half as much of it clears the crates.
    expect([seen(standing), seen(lying)]).toEqual([32, 16]);
    // The sample figure's arms and gun make it about as wide as it is deep: lying on its side it
    // still rises over the crates, and shows about as much as standing.
    expect([seen(modelled(standing)), seen(modelled(lying))]).toEqual([14, 17]);
  });

  it('PM-IMPOTENT: a figure lying beside the line stretches into it, where standing it hid nothing', () => {
    const seen = (t: Setup) => createSight().percentVisible(t, 'red-1', 'blue-1').seen;
    // Red 2 stands 2.5 cm off the line; lying, its head is to its left (its facing + 90°): towards the line.
    const beside = (status: Figure['status'], facing = 180) =>
      table('hexless', [
        figure('red-1', P(-20)),
        figure('red-2', P(0, 2.5), { facing, status }),
        figure('blue-1', P(20)),
      ]);
    expect([seen(beside('active')), seen(beside('impotent'))]).toEqual([64, 34]);
    // Facing the other way it lies with its head away from the line, and hides nothing.
    expect(seen(beside('impotent', 0))).toBe(64);
    expect([seen(modelled(beside('active'))), seen(modelled(beside('impotent')))]).toEqual([64, 27]);
    // On the line itself, lying low, it hides less than standing.
    const across = (status: Figure['status']) =>
      table('hexless', [
        figure('red-1', P(-20)),
        figure('red-2', P(0), { facing: 0, status }),
        figure('blue-1', P(20)),
      ]);
    expect([seen(across('active')), seen(across('impotent'))]).toEqual([0, 38]);
    expect([seen(modelled(across('active'))), seen(modelled(across('impotent')))]).toEqual([7, 34]);
  });
});
