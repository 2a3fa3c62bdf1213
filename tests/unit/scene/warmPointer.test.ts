import { describe, expect, it, vi } from 'vitest';
import {
  BoxGeometry,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Vector3,
} from 'three';
import { warmPointer } from '../../../src/scene/warmPointer';

// The idle cast that runs three's picking code once before the first click: aimed at a piece that
// listens, it meets it, and it only reads the table.

function camera(): PerspectiveCamera {
  const c = new PerspectiveCamera(40, 1, 0.5, 1500);
  c.position.set(0, 80, 90);
  c.lookAt(0, 0, 0);
  c.updateMatrixWorld();
  return c;
}

describe('warmPointer', () => {
  it('aims at the first instance of an instanced piece and meets it', () => {
    const figures = new InstancedMesh(new BoxGeometry(2, 4, 2), new MeshBasicMaterial(), 8);
    figures.setMatrixAt(0, new Matrix4().makeTranslation(30, 2, -20));
    figures.setMatrixAt(1, new Matrix4().makeTranslation(-30, 2, 10));
    figures.count = 2;
    figures.updateMatrixWorld();
    const raycast = vi.spyOn(figures, 'raycast');
    const before = figures.instanceMatrix.array.slice();
    expect(warmPointer(camera(), [figures])).toBeGreaterThan(0);
    expect(raycast).toHaveBeenCalledTimes(1);
    const ray = raycast.mock.calls[0]![0].ray;
    // The ray runs from the camera towards instance 0, not the piece's middle.
    expect(ray.distanceToPoint(new Vector3(30, 2, -20))).toBeLessThan(1e-6);
    expect(ray.distanceToPoint(new Vector3(-30, 2, 10))).toBeGreaterThan(1);
    expect(figures.instanceMatrix.array).toEqual(before);
  });

  it('aims at the middle of a plain mesh, and casts nothing when nothing listens', () => {
    const sheet = new Mesh(new BoxGeometry(100, 0.1, 100), new MeshBasicMaterial());
    sheet.position.set(5, 0, 5);
    sheet.updateMatrixWorld();
    expect(warmPointer(camera(), [sheet])).toBe(1);
    expect(warmPointer(camera(), [])).toBe(0);
    const empty = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 8);
    empty.count = 0;
    expect(warmPointer(camera(), [empty])).toBe(0);
  });
});
