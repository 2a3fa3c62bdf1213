import type { Object3D } from 'three';
import {
  BufferAttribute,
  BufferGeometry,
  DoubleSide,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  Quaternion,
  Raycaster,
  Vector3,
} from 'three';
import type { Point } from '../../src/geometry';
import { circumradius, hexCorners, hexKey, hexonLayout, hexToPoint, parseHexKey } from '../../src/geometry';
import { columnTop } from '../../src/rules/hexprint/engine/sampledSight';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { onTable } from '../../src/rules/hexprint/engine/units';
import type { Place } from '../../src/rules/hexprint/engine/world';
import { LEVEL_CM, placeOf } from '../../src/rules/hexprint/engine/world';
import { BASE_CM, LOOK_FIT, LOOK_HEIGHT_CM, WALKER_REACH_CM } from '../../src/rules/hexprint/setup/looks';
import { lookBodies } from '../../src/rules/hexprint/sight/lookBodies';
import { kindModelGeometry } from '../../src/scene/models/kindModelGeometry';
import { keptModelOf } from '../../src/table/meshes';

// HexPrint's % seen the plain way where every look has an imported model: each hex's stack an
// ordinary hex prism Mesh as tall as its column, each model an ordinary Mesh of the geometry the
// table draws (kindModelGeometry) placed by the table's own matrix (view/table/Models.tsx: on its
// hexes' middle, turned to its facing, stretched to its card's height, a one-hex look on its base),
// and every sample, the same points the sight layer samples inside the target's model, one
// Raycaster.intersectObjects from the eye the sight layer stands on the shooter's model.

const material = new MeshBasicMaterial({ side: DoubleSide });

function prism(corners: readonly Point[], top: number): Mesh {
  const v: number[] = [];
  const at = (c: Point, y: number) => v.push(c.x, y, c.y);
  for (let i = 0; i < 6; i++) {
    const [a, b] = [corners[i]!, corners[(i + 1) % 6]!];
    for (const [c, y] of [
      [corners[0]!, top],
      [a, top],
      [b, top],
      [a, 0],
      [b, 0],
      [b, top],
      [a, 0],
      [b, top],
      [a, top],
    ] as const)
      at(c, y);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(v), 3));
  return new Mesh(g, material);
}

/** One model as Models.tsx draws it. */
function drawnModel(s: HexPrintState, place: Place): Mesh {
  const look = place.model!.look;
  const { use, data } = keptModelOf(s.models, look)!;
  const mesh = new Mesh(kindModelGeometry(use, data, LOOK_FIT[look])!, material);
  const ps = place.hexes.map((h) => hexToPoint(hexonLayout, h));
  const x = ps.reduce((t, p) => t + p.x, 0) / ps.length;
  const y = ps.reduce((t, p) => t + p.y, 0) / ps.length;
  const walker = look === 'walker';
  let angle = (place.model!.facing * Math.PI) / 3;
  if (walker) angle = Math.atan2((ps[1]!.y + ps[2]!.y) / 2 - ps[0]!.y, (ps[1]!.x + ps[2]!.x) / 2 - ps[0]!.x);
  const tall = (place.height * LEVEL_CM) / (walker ? LOOK_HEIGHT_CM.walker : LOOK_HEIGHT_CM.one);
  const across = walker ? circumradius(hexonLayout) / WALKER_REACH_CM : 1;
  mesh.matrixAutoUpdate = false;
  mesh.matrix
    .compose(
      new Vector3(x, place.base * LEVEL_CM, y),
      new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), -angle),
      new Vector3(across, tall, across),
    )
    .multiply(new Matrix4().makeTranslation(0, walker ? 0 : BASE_CM, 0));
  mesh.updateMatrixWorld(true);
  return mesh;
}

export interface PlainHexPrintView {
  readonly s: HexPrintState;
  /** Each stack's prism, by its hex's key. */
  readonly prisms: ReadonlyMap<string, Mesh>;
  /** Each model on the table, by its id: where it stands and its drawn Mesh. */
  readonly models: ReadonlyMap<string, { place: Place; mesh: Mesh }>;
}

/** The plain meshes of a game whose every look on the table has an imported model. */
export function buildPlainHexPrintView(s: HexPrintState): PlainHexPrintView {
  const prisms = new Map<string, Mesh>();
  for (const key of Object.keys(s.terrain.hexes)) {
    const h = parseHexKey(key);
    const top = columnTop(s.terrain, h);
    if (top > 0) prisms.set(key, prism(hexCorners(hexonLayout, h), top));
  }
  const models = new Map<string, { place: Place; mesh: Mesh }>();
  for (const u of s.units)
    for (const m of onTable(u)) {
      const place = placeOf(s.terrain, u, m, s.models);
      if (place.model === undefined) throw new Error(`bench: ${u.name} has no imported model`);
      models.set(m.id, { place, mesh: drawnModel(s, place) });
    }
  return { s, prisms, models };
}

const raycaster = new Raycaster();

/** How many of `samples` points in `aimId`'s model the eye of `eyeId`'s model sees. */
export function plainHexPrintSeen(
  view: PlainHexPrintView,
  eyeId: string,
  aimId: string,
  samples = 64,
): number {
  const eye = view.models.get(eyeId)!.place;
  const aim = view.models.get(aimId)!.place;
  const own = new Set([...eye.hexes, ...aim.hexes].map(hexKey));
  const solids: Object3D[] = [];
  for (const [key, mesh] of view.prisms) if (!own.has(key)) solids.push(mesh);
  for (const [id, { mesh }] of view.models) if (id !== eyeId && id !== aimId) solids.push(mesh);
  const c = eye.hexes.map((h) => hexToPoint(hexonLayout, h));
  const from = new Vector3(
    c.reduce((t, p) => t + p.x, 0) / c.length,
    lookBodies(eye)!.eye,
    c.reduce((t, p) => t + p.y, 0) / c.length,
  );
  const to = new Vector3();
  let seen = 0;
  for (const p of lookBodies(aim)!.samples(samples)) {
    to.set(p.x, p.z, p.y);
    raycaster.set(from, to.clone().sub(from).normalize());
    raycaster.near = 0;
    raycaster.far = from.distanceTo(to);
    if (raycaster.intersectObjects(solids, false).length === 0) seen++;
  }
  return seen;
}
