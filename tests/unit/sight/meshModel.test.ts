import { readFileSync } from 'node:fs';
import type { Mesh } from 'three';
import { Euler, Raycaster, Vector3 } from 'three';
import { beforeAll, describe, expect, it } from 'vitest';
import { importModel } from '../../../src/models';
import type { MeshModel, ModelAt } from '../../../src/sight';
import {
  bodySample,
  buildSolids,
  crossesModel,
  eyeHeightOf,
  meshModel,
  modelBody,
  modelSamples,
  seenOf,
} from '../../../src/sight';
import { fitMatrix, fitModel, meshBounds } from '../../../src/table/meshes';
import { mulberry32 } from '../../fixtures/mulberry32';

// A piece's imported model in the shared sight layer: its samples lie inside it, a ray is stopped by
// it exactly when three's plain Raycaster over the same mesh says so, and % visible against it is
// what a plain Raycaster gives from the same samples (HexPrint's HP-LOS, "bend down and look", on
// the real shape). The model is the shipped sample figure.stl (npm run models), fitted as a table
// fits it: 2.5 cm tall on a 2.5 cm base.

let figure: MeshModel;

beforeAll(async () => {
  const read = await importModel(new Uint8Array(readFileSync('assets/models/figure.stl')), 'figure.stl');
  if (!read.ok) throw new Error(read.reason);
  const m = fitMatrix(fitModel(meshBounds(read.mesh), { across: 2.5, height: 2.5 }));
  const p = read.mesh.positions;
  const fitted = new Float32Array(p.length);
  for (let i = 0; i < p.length; i += 3)
    for (let a = 0; a < 3; a++)
      fitted[i + a] = m[a]! * p[i]! + m[4 + a]! * p[i + 1]! + m[8 + a]! * p[i + 2]! + m[12 + a]!;
  figure = meshModel(fitted, read.mesh.indices);
});

/** The model as an ordinary three.js mesh where the piece stands, for the plain Raycaster. */
function plainAt(at: ModelAt): Mesh {
  const mesh = at.model.plainMesh.clone();
  mesh.position.set(at.x, at.foot, at.y);
  mesh.setRotationFromEuler(new Euler(0, at.turn, 0));
  mesh.updateMatrixWorld(true);
  return mesh;
}

/** Whether a plain Raycaster from `e` towards `p` meets any of `meshes` before `p`. */
function plainBlocked(meshes: Mesh[], e: Vector3, p: Vector3): boolean {
  const far = e.distanceTo(p);
  const ray = new Raycaster(e.clone(), p.clone().sub(e).divideScalar(far), 0, far);
  return ray.intersectObjects(meshes, false).length > 0;
}

describe('a model in the sight layer', () => {
  it('is measured from its corners: 2.5 cm tall on its foot, and reaches as far as its sculpted base', () => {
    expect(figure.triangles).toBe(328);
    expect(figure.closed).toBe(true);
    expect(figure.low).toBeCloseTo(0, 5);
    expect(figure.high).toBeCloseTo(2.5, 5);
    // The sample's base is 25 mm across out of 30 mm tall: 25/30 of 2.5 cm across, so 1.0417 cm out.
    expect(figure.reach).toBeCloseTo((12.5 * 2.5) / 30, 4);
    expect(eyeHeightOf(figure, 2.4 / 2.8)).toBeCloseTo((2.5 * 2.4) / 2.8, 5);
  });

  it('refuses a model with no triangles or with a corner that is not a number, by name', () => {
    expect(() => meshModel(new Float32Array(9), new Uint32Array(0))).toThrow(
      'sight: a model needs whole triangles, not 0 corner indices',
    );
    expect(() =>
      meshModel(new Float32Array([0, 0, 0, 1, 0, 0, NaN, 1, 0]), new Uint32Array([0, 1, 2])),
    ).toThrow('sight: corner 2 of a model is not a finite point');
    expect(() => meshModel(new Float32Array(9), new Uint32Array([0, 1, 3]))).toThrow(
      'sight: triangle 1 of a model names corner 3, which it has not',
    );
  });

  it('HP-LOS: its samples are the asked-for count, each inside it by a plain Raycaster parity count, bottom to top', () => {
    for (const count of [16, 64, 65]) {
      const s = modelSamples(figure, count);
      expect(s.length).toBe(3 * count);
      expect(modelSamples(figure, count)).toBe(s); // worked out once
      const mesh = plainAt({ model: figure, x: 0, y: 0, foot: 0, turn: 0 });
      const down = new Vector3(0.05, -1, 0.07).normalize(); // a direction the picking never used
      for (let i = 0; i < count; i++) {
        const p = new Vector3(s[3 * i], s[3 * i + 1], s[3 * i + 2]);
        const crossings = new Raycaster(p, down).intersectObject(mesh, false).length;
        expect(crossings % 2, `sample ${i} of ${count} at ${p.toArray().join(', ')}`).toBe(1);
        if (i > 0) expect(p.y).toBeGreaterThanOrEqual(s[3 * i - 2]! - 1e-12);
      }
      // Spread from the sculpted base to the head.
      expect(s[1]!).toBeLessThan(0.3);
      expect(s[3 * count - 2]!).toBeGreaterThan(1.75); // the head: 21 to 30 mm of the 30 mm figure
    }
  });

  it('a sheet with no inside is sampled on its surface, each point on it', () => {
    const sheet = meshModel(
      new Float32Array([-1, 0, -1, 1, 0, -1, 1, 2, 1, -1, 2, 1]),
      new Uint32Array([0, 1, 2, 0, 2, 3]),
    );
    expect(sheet.closed).toBe(false);
    const s = modelSamples(sheet, 20);
    for (let i = 0; i < 20; i++) {
      // The sheet is the plane z = y − 1 within |x| ≤ 1.
      expect(s[3 * i + 2]!).toBeCloseTo(s[3 * i + 1]! - 1, 9);
      expect(Math.abs(s[3 * i]!)).toBeLessThanOrEqual(1);
    }
  });

  it('stops a ray exactly when a plain Raycaster over the same mesh, placed and turned, does (seed 31)', () => {
    const rand = mulberry32(31);
    const at: ModelAt = { model: figure, x: 3, y: -2, foot: 0.3, turn: 1.1 };
    const mesh = plainAt(at);
    let met = 0;
    for (let k = 0; k < 2000; k++) {
      const point = () => new Vector3(3 + (rand() - 0.5) * 5, rand() * 3.5, -2 + (rand() - 0.5) * 5);
      const e = point();
      const p = point();
      const plain = plainBlocked([mesh], e, p);
      expect(crossesModel(at, e, p), `segment ${k}`).toBe(plain);
      if (plain) met++;
    }
    // Both answers are well represented.
    expect(met).toBeGreaterThan(300);
    expect(met).toBeLessThan(1700);
  });

  it('HP-LOS: % visible of a model behind a wall and another model equals a plain Raycaster from the same samples, within one sample', () => {
    // A wall 1.2 cm tall across the line just in front of the target, and a second figure beside the line.
    const wall = [
      { x: 16.5, y: -3 },
      { x: 17, y: -3 },
      { x: 17, y: 3 },
      { x: 16.5, y: 3 },
    ];
    const { view } = buildSolids(
      [{ shape: { kind: 'prism', outline: wall, height: 1.2 }, roles: 1, owner: 0 }],
      {
        view: 1,
      },
    );
    const eye = new Vector3(-20, 2.44, 0.3);
    const target: ModelAt = { model: figure, x: 20, y: 0, foot: 0.3, turn: Math.PI };
    const other: ModelAt = { model: figure, x: 10, y: 0.35, foot: 0.3, turn: 0.4 };
    const body = modelBody(target);
    const samples = 64;
    const ours = seenOf(view, eye, body, samples, (e, p) => crossesModel(other, e, p));
    const meshes = [view.plainMesh, plainAt(other)];
    let plain = 0;
    for (let i = 0; i < samples; i++)
      if (!plainBlocked(meshes, eye, bodySample(body, i, samples, new Vector3()))) plain++;
    expect(Math.abs(ours.seen - plain)).toBeLessThanOrEqual(1);
    // The wall and the other figure each hide some of it: 21 of 64 clear the wall, 9 the figure too.
    expect(ours).toEqual({ percent: (100 * 9) / 64, seen: 9, samples: 64 });
    expect(seenOf(view, eye, body, samples).seen).toBe(21);
    // The same samples, whichever way the rays are cast.
    expect(seenOf(view, eye, body, samples, (e, p) => crossesModel(other, e, p), true)).toEqual(ours);
  });
});
