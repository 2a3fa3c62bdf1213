import type { WebGLRenderer } from 'three';
import { BufferAttribute, InstancedBufferAttribute, InstancedBufferGeometry, Mesh, Vector2 } from 'three';
import type { LabelAtlas, LabelLook } from './labelAtlas';
import { pictureKey } from './labelAtlas';
import { labelAtlasFor } from './atlasAhead';
import { labelMaterial } from './labelMaterial';
import type { SceneLabel } from './SceneLabels';

// One label mesh kept for as long as its labels are shown, whatever they say: new labels (the
// badges' "…" turning to rolls, a cloud clearing) are written into its instances in place. A new
// mesh for each change had its geometry made, bound and disposed on the GPU side every time, which
// profiles of a select and of a cloud clearing on the big tables put at a few ms each.

const QUAD = new Float32Array([-0.5, -0.5, 0, 0.5, -0.5, 0, 0.5, 0.5, 0, -0.5, 0.5, 0]);
const QUAD_INDEX = [0, 1, 2, 0, 2, 3];

/** The renderer's size in device pixels, read as it draws (a picture may be drawn larger). */
const drawing = new Vector2();

/** Per label: where it stands, which part of the atlas, its size in px, and its shift on screen with whether it is drawn. */
const PARTS = { anchor: 3, uvRect: 4, size: 2, shift: 3 } as const;

function geometryFor(capacity: number): InstancedBufferGeometry {
  const geometry = new InstancedBufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(QUAD, 3));
  geometry.setIndex(QUAD_INDEX);
  for (const [name, width] of Object.entries(PARTS))
    geometry.setAttribute(name, new InstancedBufferAttribute(new Float32Array(capacity * width), width));
  geometry.instanceCount = 0;
  return geometry;
}

export class LabelInstances {
  readonly mesh: Mesh<InstancedBufferGeometry>;
  /** The labels last written, and each one's size in px (two numbers a label). */
  labels: readonly SceneLabel[] = [];
  sizes: Float32Array = new Float32Array(0);
  private atlas: LabelAtlas | null = null;
  private letGo: () => void = () => {};

  constructor() {
    const material = labelMaterial();
    this.mesh = new Mesh(geometryFor(0), material);
    this.mesh.frustumCulled = false;
    this.mesh.renderOrder = 1000;
    // The material is shared: this mesh's atlas and the screen's size go to the GPU as it is drawn.
    this.mesh.onBeforeRender = (renderer: WebGLRenderer) => {
      renderer.getDrawingBufferSize(drawing);
      material.uniforms.map!.value = this.atlas?.texture ?? null;
      (material.uniforms.viewport!.value as Vector2).copy(drawing);
      material.uniforms.pixelRatio!.value = renderer.getPixelRatio();
      material.uniformsNeedUpdate = true;
    };
  }

  /** Shows `labels` from now on: written into the instances, which grow (in powers of two) only when too few. */
  write(labels: readonly SceneLabel[], looks: Readonly<Record<string, LabelLook>>, ratio: number): void {
    const { atlas, letGo } = labelAtlasFor(labels, looks, ratio);
    // Let go of the atlas before only now: where both are the one painted ahead, it stays.
    this.letGo();
    this.atlas = atlas;
    this.letGo = letGo;
    let geometry = this.mesh.geometry;
    const capacity = (geometry.getAttribute('anchor') as InstancedBufferAttribute).count;
    if (labels.length > capacity) {
      geometry.dispose();
      geometry = geometryFor(2 ** Math.ceil(Math.log2(labels.length)));
      this.mesh.geometry = geometry;
    }
    const part = (name: keyof typeof PARTS) => geometry.getAttribute(name) as InstancedBufferAttribute;
    const [anchor, uvRect, size, shift] = [part('anchor'), part('uvRect'), part('size'), part('shift')];
    labels.forEach((l, i) => {
      const e = atlas.entries.get(pictureKey(l.look, l.text))!;
      anchor.setXYZ(i, l.position[0], l.position[1], l.position[2]);
      uvRect.setXYZW(i, e.u0, e.v0, e.u1, e.v1);
      size.setXY(i, e.width, e.height);
      // On its anchor and drawn, until laid out apart.
      shift.setXYZ(i, 0, 0, 1);
    });
    // Only what the labels use goes to the GPU (a buffer's first upload takes it whole).
    if (labels.length > 0)
      for (const a of [anchor, uvRect, size, shift]) {
        a.clearUpdateRanges();
        a.addUpdateRange(0, labels.length * a.itemSize);
        a.needsUpdate = true;
      }
    geometry.instanceCount = labels.length;
    this.labels = labels;
    this.sizes = size.array as Float32Array;
  }

  dispose(): void {
    this.mesh.geometry.dispose();
    this.letGo();
    this.letGo = () => {};
    this.atlas = null;
  }
}
