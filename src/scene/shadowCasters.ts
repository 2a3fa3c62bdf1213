import type { BufferGeometry, Material, Object3D } from 'three';
import { InstancedMesh, Line, Mesh, Points } from 'three';

/**
 * Everything the sun's shadow map is drawn from, as numbers: for each shown mesh (line, points) that casts a
 * shadow, which it is, where it stands (its world matrix), its geometry and the versions of its
 * buffers, its instances, and its materials. Two equal signatures draw the same shadow map, so a
 * frame whose casters did not change (an orbit, a badge, a label) can keep the map it has.
 * Written into `out`, which is returned with its length set. Not read: layers, morph targets,
 * skinning, geometry groups, custom depth materials, or a material's side or alpha test changed
 * without `needsUpdate` (which bumps its version) — nothing on the table uses them.
 */
export function casterSignature(scene: Object3D, out: number[]): number[] {
  let n = 0;
  const push = (v: number) => {
    out[n++] = v;
  };
  const geometry = (g: BufferGeometry) => {
    push(g.id);
    push(g.index?.version ?? -1);
    for (const name in g.attributes) {
      const a = g.attributes[name]!;
      push('isInterleavedBufferAttribute' in a ? a.data.version : a.version);
    }
    push(g.drawRange.start);
    push(g.drawRange.count);
  };
  const material = (m: Material) => {
    push(m.id);
    push(m.visible ? 1 : 0);
    push(m.version);
  };
  scene.traverseVisible((o) => {
    if (!o.castShadow || !(o instanceof Mesh || o instanceof Line || o instanceof Points)) return;
    push(o.id);
    const e = o.matrixWorld.elements;
    for (let i = 0; i < 16; i++) push(e[i]!);
    geometry(o.geometry as BufferGeometry);
    const m = o.material as Material | Material[];
    if (Array.isArray(m)) for (const one of m) material(one);
    else material(m);
    if (o instanceof InstancedMesh) {
      push(o.count);
      push(o.instanceMatrix.version);
    }
  });
  out.length = n;
  return out;
}

/** Whether two signatures are the same, number for number. */
export function sameSignature(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
