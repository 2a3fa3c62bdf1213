import { BoxGeometry, Group, InstancedMesh, Matrix4, Mesh, MeshStandardMaterial, Scene } from 'three';
import { describe, expect, it } from 'vitest';
import { casterSignature, sameSignature } from '../../../src/scene/shadowCasters';

// The sun's shadow map is drawn again only when the signature of what casts shadows changes: it
// must change with every caster's change that moves a shadow, and not with anything else.
function table() {
  const scene = new Scene();
  const hill = new Mesh(new BoxGeometry(10, 4, 10), new MeshStandardMaterial());
  hill.castShadow = true;
  const crates = new InstancedMesh(new BoxGeometry(2, 2, 2), new MeshStandardMaterial(), 8);
  crates.castShadow = true;
  crates.count = 2;
  const overlay = new Mesh(new BoxGeometry(1, 1, 1), new MeshStandardMaterial());
  overlay.castShadow = false;
  const group = new Group();
  group.add(hill, crates);
  scene.add(group, overlay);
  scene.updateMatrixWorld();
  return { scene, group, hill, crates, overlay };
}

const signature = (scene: Scene) => {
  scene.updateMatrixWorld();
  return [...casterSignature(scene, [])];
};

describe('shadow casters', () => {
  it('stays the same while nothing that casts a shadow changes', () => {
    const t = table();
    const before = signature(t.scene);
    t.overlay.position.set(5, 5, 5);
    t.overlay.visible = false;
    expect(sameSignature(signature(t.scene), before)).toBe(true);
  });

  it('changes when a caster moves, or its group does', () => {
    const t = table();
    const before = signature(t.scene);
    t.hill.position.x = 3;
    const moved = signature(t.scene);
    expect(sameSignature(moved, before)).toBe(false);
    t.group.rotation.y = 1;
    expect(sameSignature(signature(t.scene), moved)).toBe(false);
  });

  it('changes when instances move or are added, and when a caster is hidden or shown', () => {
    const t = table();
    const before = signature(t.scene);
    t.crates.setMatrixAt(0, new Matrix4().makeTranslation(4, 0, 0));
    t.crates.instanceMatrix.needsUpdate = true;
    const moved = signature(t.scene);
    expect(sameSignature(moved, before)).toBe(false);
    t.crates.count = 3;
    const added = signature(t.scene);
    expect(sameSignature(added, moved)).toBe(false);
    t.group.visible = false;
    const hidden = signature(t.scene);
    expect(hidden).toEqual([]);
    t.group.visible = true;
    expect(sameSignature(signature(t.scene), added)).toBe(true);
  });

  it('changes when a caster changes shape or material', () => {
    const t = table();
    const before = signature(t.scene);
    t.hill.geometry = new BoxGeometry(10, 6, 10);
    const reshaped = signature(t.scene);
    expect(sameSignature(reshaped, before)).toBe(false);
    (t.hill.material as MeshStandardMaterial).visible = false;
    expect(sameSignature(signature(t.scene), reshaped)).toBe(false);
  });
});
