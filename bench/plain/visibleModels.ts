import type { Mesh } from 'three';
import {
  CylinderGeometry,
  DoubleSide,
  Euler,
  Mesh as ThreeMesh,
  MeshBasicMaterial,
  Raycaster,
  Vector3,
} from 'three';
import type { Figure, Setup } from '../../src/rules/paintball-mini/setup';
import { BASE_ACROSS_CM, BASE_THICKNESS_CM, groundHeightAt } from '../../src/rules/paintball-mini/setup';
import { samplePoint } from '../../src/rules/paintball-mini/sight';
import { eyeHeight } from '../../src/rules/paintball-mini/sight/percentVisible';
import type { MeshModel } from '../../src/sight';
import { buildPlainView } from './visible';

// % visible the plain way where the figures have an imported model: as bench/plain/visible.ts, but
// each figure is its base cylinder and an ordinary three.js Mesh of the model's own triangles, placed
// and turned as the table draws it; every sample (the same points the sight layer samples inside the
// model) is one Raycaster.intersectObjects from the shooter's eye, which stands as high up the model
// as the sight layer puts it.

const material = new MeshBasicMaterial({ side: DoubleSide });

export interface PlainModelView {
  readonly table: Setup;
  readonly model: MeshModel;
  readonly pieces: Mesh[];
  readonly figures: Map<string, Mesh[]>;
}

export function buildPlainModelView(table: Setup, model: MeshModel): PlainModelView {
  const { pieces } = buildPlainView(table);
  const figures = new Map<string, Mesh[]>();
  for (const f of table.figures) {
    if (f.status === 'eliminated') continue;
    const ground = groundHeightAt(table.terrain, f.at);
    const base = new ThreeMesh(
      new CylinderGeometry(BASE_ACROSS_CM / 2, BASE_ACROSS_CM / 2, BASE_THICKNESS_CM, 32),
      material,
    );
    base.position.set(f.at.x, ground + BASE_THICKNESS_CM / 2, f.at.y);
    const body = new ThreeMesh(model.geometry, material);
    body.position.set(f.at.x, ground + BASE_THICKNESS_CM, f.at.y);
    body.setRotationFromEuler(new Euler(0, (-f.facing * Math.PI) / 180, 0));
    for (const m of [base, body]) m.updateMatrixWorld(true);
    figures.set(f.id, [base, body]);
  }
  return { table, model, pieces, figures };
}

const raycaster = new Raycaster();

/** How many of `samples` points in the target's model the shooter's eye sees. */
export function plainModelSeen(view: PlainModelView, shooter: Figure, target: Figure, samples = 64): number {
  const { terrain } = view.table;
  const eye = new Vector3(
    shooter.at.x,
    groundHeightAt(terrain, shooter.at) + BASE_THICKNESS_CM + eyeHeight(view.model),
    shooter.at.y,
  );
  const top = groundHeightAt(terrain, target.at) + BASE_THICKNESS_CM;
  const solids = [...view.pieces];
  for (const [id, meshes] of view.figures) if (id !== shooter.id && id !== target.id) solids.push(...meshes);
  let seen = 0;
  for (let i = 0; i < samples; i++) {
    const p = samplePoint(target, top, i, samples, new Vector3(), view.model);
    raycaster.set(eye, p.clone().sub(eye).normalize());
    raycaster.near = 0;
    raycaster.far = eye.distanceTo(p);
    if (raycaster.intersectObjects(solids, false).length === 0) seen++;
  }
  return seen;
}
