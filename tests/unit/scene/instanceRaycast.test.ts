import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Intersection } from 'three';
import {
  CylinderGeometry,
  InstancedMesh,
  Matrix4,
  MeshBasicMaterial,
  Quaternion,
  Raycaster,
  SphereGeometry,
  Vector3,
} from 'three';
import { raycastInstances } from '../../../src/scene/instanceRaycast';

// The figures' pointer test: each instance's sphere kept and tested first, then cast as three casts
// it. It must find what three's own InstancedMesh.raycast finds, hit for hit, on crowded tables.

const plain = (mesh: InstancedMesh, raycaster: Raycaster): Intersection[] => {
  const hits: Intersection[] = [];
  InstancedMesh.prototype.raycast.call(mesh, raycaster, hits);
  return hits;
};

const ours = (mesh: InstancedMesh, raycaster: Raycaster): Intersection[] => {
  const hits: Intersection[] = [];
  raycastInstances(mesh, raycaster, hits);
  return hits;
};

const seen = (hits: Intersection[]) =>
  hits.map((h) => ({ id: h.instanceId, d: h.distance, p: h.point.toArray(), face: h.faceIndex }));

const at = fc.record({
  x: fc.double({ min: -60, max: 60, noNaN: true }),
  y: fc.double({ min: -60, max: 60, noNaN: true }),
  turn: fc.double({ min: 0, max: 6.3, noNaN: true }),
  scale: fc.double({ min: 0.5, max: 2, noNaN: true }),
});

function figures(places: { x: number; y: number; turn: number; scale: number }[], round: boolean) {
  const geometry = round ? new SphereGeometry(1.2, 12, 8) : new CylinderGeometry(0.7, 0.7, 2.8, 16);
  const mesh = new InstancedMesh(geometry, new MeshBasicMaterial(), Math.max(1, places.length));
  places.forEach((p, i) =>
    mesh.setMatrixAt(
      i,
      new Matrix4().compose(
        new Vector3(p.x, 1.4, p.y),
        new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), p.turn),
        new Vector3(p.scale, 1, p.scale),
      ),
    ),
  );
  mesh.count = places.length;
  mesh.instanceMatrix.needsUpdate = true;
  mesh.updateMatrixWorld();
  return mesh;
}

describe('raycastInstances', () => {
  it('meets the same instances at the same points as three, from any eye', () => {
    fc.assert(
      fc.property(
        fc.array(at, { minLength: 1, maxLength: 60 }),
        fc.boolean(),
        fc.nat(59),
        fc.record({
          x: fc.double({ min: -150, max: 150, noNaN: true }),
          y: fc.double({ min: 20, max: 200, noNaN: true }),
          z: fc.double({ min: -150, max: 150, noNaN: true }),
        }),
        fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        (places, round, aimAt, eye, miss) => {
          const mesh = figures(places, round);
          const aim = places[aimAt % places.length]!;
          // Aimed at one figure, or beside it by up to 1.5 cm: grazes and near misses.
          const target = new Vector3(aim.x + miss, 1.4, aim.y);
          const from = new Vector3(eye.x, eye.y, eye.z);
          const raycaster = new Raycaster(from, target.clone().sub(from).normalize(), 0.5, 1500);
          expect(seen(ours(mesh, raycaster))).toEqual(seen(plain(mesh, raycaster)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("answers a click's four events down one ray alike, each with hits of its own", () => {
    const mesh = figures(
      [
        { x: 0, y: 0, turn: 0, scale: 1 },
        { x: 0, y: 6, turn: 1, scale: 1.5 },
      ],
      true,
    );
    const along = new Raycaster(new Vector3(0.2, 1.5, -30), new Vector3(0, 0, 1));
    const first = ours(mesh, along);
    expect(new Set(first.map((h) => h.instanceId))).toEqual(new Set([0, 1]));
    first[0]!.point.set(99, 99, 99); // whoever was handed the first answer may change it
    for (let i = 0; i < 3; i++) expect(seen(ours(mesh, along))).toEqual(seen(plain(mesh, along)));
    // Another ray is cast anew.
    along.ray.origin.x = 30;
    expect(ours(mesh, along)).toEqual([]);
  });

  it('follows the instances when they move, and the mesh when it moves', () => {
    const mesh = figures([{ x: 0, y: 0, turn: 0, scale: 1 }], false);
    const down = new Raycaster(new Vector3(0.3, 50, 0.2), new Vector3(0, -1, 0));
    const ids = (hits: Intersection[]) => [...new Set(hits.map((h) => h.instanceId))];
    expect(ids(ours(mesh, down))).toEqual([0]);
    // The figure walks away: the kept sphere is made again, and the ray now misses it.
    mesh.setMatrixAt(0, new Matrix4().makeTranslation(20, 1.4, 0));
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere(); // as InstancedPart does after placing its instances
    expect(ours(mesh, down)).toEqual([]);
    expect(plain(mesh, down)).toEqual([]);
    // The whole group is carried back under the ray.
    mesh.position.set(-20, 0, 0);
    mesh.updateMatrixWorld();
    expect(ids(ours(mesh, down))).toEqual([0]);
    expect(seen(ours(mesh, down))).toEqual(seen(plain(mesh, down)));
  });
});
