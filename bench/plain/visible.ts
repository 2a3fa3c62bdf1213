import type { Mesh } from 'three';
import {
  CylinderGeometry,
  DoubleSide,
  Mesh as ThreeMesh,
  MeshBasicMaterial,
  Raycaster,
  Vector3,
} from 'three';
import type { Figure, Setup } from '../../src/rules/paintball-mini/setup';
import {
  BASE_ACROSS_CM,
  BASE_THICKNESS_CM,
  EYE_HEIGHT_CM,
  FIGURE_HEIGHT_CM,
  groundHeightAt,
  setupBoard,
} from '../../src/rules/paintball-mini/setup';
import { BODY_RADIUS_CM, samplePoint } from '../../src/rules/paintball-mini/sight';
import { buildTableSolids } from '../../src/rules/paintball-mini/sight/terrainSolids';

// % visible the plain way, for the bench's baseline: every opaque piece (hill, hard cover, bunker,
// stockade, trench banks) is its own Mesh, the same surfaces as the sight layer's view solids, and
// every figure is two ordinary cylinder meshes (base and body). Each sample is one
// Raycaster.intersectObjects from the shooter's eye over every mesh but the two figures'.

/** Sides of the figures' cylinders: fine enough that the plain and the analytic count agree (plainBaseline.test.ts). */
const CYLINDER_SIDES = 32;
const material = new MeshBasicMaterial({ side: DoubleSide });

export interface PlainView {
  readonly table: Setup;
  /** The opaque pieces, one Mesh each. */
  readonly pieces: Mesh[];
  /** Each figure on the table: its base and its body. */
  readonly figures: Map<string, Mesh[]>;
}

function cylinder(f: Figure, radius: number, bottom: number, top: number): Mesh {
  const mesh = new ThreeMesh(new CylinderGeometry(radius, radius, top - bottom, CYLINDER_SIDES), material);
  mesh.position.set(f.at.x, (bottom + top) / 2, f.at.y);
  mesh.updateMatrixWorld(true);
  return mesh;
}

export function buildPlainView(table: Setup): PlainView {
  const board = setupBoard(table);
  const pieces: Mesh[] = [];
  for (const t of table.terrain) {
    // One piece at a time, so each is a mesh of its own: the surfaces the sight layer merges.
    const { view } = buildTableSolids([t], board, table.mode);
    if (view.triangles === 0) continue; // nothing opaque (soft cover, smoke)
    view.plainMesh.updateMatrixWorld(true);
    pieces.push(view.plainMesh);
  }
  const figures = new Map<string, Mesh[]>();
  for (const f of table.figures) {
    if (f.status === 'eliminated') continue;
    const ground = groundHeightAt(table.terrain, f.at);
    const base = cylinder(f, BASE_ACROSS_CM / 2, ground, ground + BASE_THICKNESS_CM);
    const body = cylinder(f, BODY_RADIUS_CM, ground, ground + BASE_THICKNESS_CM + FIGURE_HEIGHT_CM);
    figures.set(f.id, [base, body]);
  }
  return { table, pieces, figures };
}

const raycaster = new Raycaster();

/** How many of `samples` points on the target the shooter's eye sees. */
export function plainSeen(view: PlainView, shooter: Figure, target: Figure, samples = 64): number {
  const { terrain } = view.table;
  const eye = new Vector3(
    shooter.at.x,
    groundHeightAt(terrain, shooter.at) + BASE_THICKNESS_CM + EYE_HEIGHT_CM,
    shooter.at.y,
  );
  const top = groundHeightAt(terrain, target.at) + BASE_THICKNESS_CM;
  const solids = [...view.pieces];
  for (const [id, meshes] of view.figures) if (id !== shooter.id && id !== target.id) solids.push(...meshes);
  let seen = 0;
  for (let i = 0; i < samples; i++) {
    const p = samplePoint(target, top, i, samples, new Vector3());
    raycaster.set(eye, p.clone().sub(eye).normalize());
    raycaster.near = 0;
    raycaster.far = eye.distanceTo(p);
    if (raycaster.intersectObjects(solids, false).length === 0) seen++;
  }
  return seen;
}
