import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type { WebGLRenderer } from 'three';
import { BufferAttribute, InstancedBufferAttribute, InstancedBufferGeometry, Mesh, Vector2 } from 'three';
import type { LabelLook } from './labelAtlas';
import { pictureKey } from './labelAtlas';
import { labelAtlasFor } from './atlasAhead';
import { labelMaterial } from './labelMaterial';
import { useLabelsApart } from './useLabelsApart';

/** One label standing at a point of the scene, always facing the screen at a fixed size in pixels. */
export interface SceneLabel {
  readonly key: string;
  readonly position: readonly [number, number, number];
  readonly text: string;
  /** What the hidden list says for a screen reader, where the drawn text alone would not say it ("…"). */
  readonly words?: string;
  /** Which of the looks it is drawn in. */
  readonly look: string;
  /** The test id of its words in the page's hidden list. */
  readonly testId?: string;
  /** Labels laid out apart: this one may fold away where it has no room (labelsApart.ts). */
  readonly foldable?: boolean;
  /** A foldable label about something out of all reach (an enemy no shot could get to): it folds away
   * even where there is room, so the far end of a big table is not a field of "no shot". */
  readonly far?: boolean;
}

const QUAD = new Float32Array([-0.5, -0.5, 0, 0.5, -0.5, 0, 0.5, 0.5, 0, -0.5, 0.5, 0]);
const QUAD_INDEX = [0, 1, 2, 0, 2, 3];

/** The renderer's size in device pixels, read as it draws (a picture may be drawn larger). */
const drawing = new Vector2();

function labelMesh(labels: readonly SceneLabel[], looks: Readonly<Record<string, LabelLook>>, ratio: number) {
  const { atlas, letGo } = labelAtlasFor(labels, looks, ratio);
  const geometry = new InstancedBufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(QUAD, 3));
  geometry.setIndex(QUAD_INDEX);
  const anchor = new Float32Array(labels.length * 3);
  const uvRect = new Float32Array(labels.length * 4);
  const size = new Float32Array(labels.length * 2);
  // Where each is moved to on screen and whether it is drawn: on its anchor until laid out apart.
  const shift = new Float32Array(labels.length * 3);
  labels.forEach((l, i) => {
    const e = atlas.entries.get(pictureKey(l.look, l.text))!;
    anchor.set(l.position, i * 3);
    uvRect.set([e.u0, e.v0, e.u1, e.v1], i * 4);
    size.set([e.width, e.height], i * 2);
    shift[i * 3 + 2] = 1;
  });
  geometry.setAttribute('anchor', new InstancedBufferAttribute(anchor, 3));
  geometry.setAttribute('uvRect', new InstancedBufferAttribute(uvRect, 4));
  geometry.setAttribute('size', new InstancedBufferAttribute(size, 2));
  geometry.setAttribute('shift', new InstancedBufferAttribute(shift, 3));
  geometry.instanceCount = labels.length;
  const material = labelMaterial();
  const mesh = new Mesh(geometry, material);
  mesh.frustumCulled = false;
  mesh.renderOrder = 1000;
  // The material is shared: this mesh's atlas and the screen's size go to the GPU as it is drawn.
  mesh.onBeforeRender = (renderer: WebGLRenderer) => {
    renderer.getDrawingBufferSize(drawing);
    material.uniforms.map!.value = atlas.texture;
    (material.uniforms.viewport!.value as Vector2).copy(drawing);
    material.uniforms.pixelRatio!.value = renderer.getPixelRatio();
    material.uniformsNeedUpdate = true;
  };
  const dispose = () => {
    geometry.dispose();
    // An atlas painted ahead is shared by every mesh in these looks: disposed when none draws from it.
    letGo();
  };
  return { mesh, sizes: size, dispose };
}

const sameLabel = (a: SceneLabel, b: SceneLabel) =>
  a.key === b.key &&
  a.text === b.text &&
  a.look === b.look &&
  a.testId === b.testId &&
  a.foldable === b.foldable &&
  a.far === b.far &&
  a.position.every((v, i) => v === b.position[i]);

/**
 * The labels as last drawn while their contents stay the same: a new table object with the same
 * labels (a set-up reloaded, an unrelated change) repaints nothing and draws no frame. Kept in a
 * ref, not in state: a state set while rendering would render the labels twice on every change.
 */
function useSameLabels(labels: readonly SceneLabel[]): readonly SceneLabel[] {
  const kept = useRef(labels);
  const was = kept.current;
  const same =
    was === labels || (was.length === labels.length && was.every((l, i) => sameLabel(l, labels[i]!)));
  if (!same) kept.current = labels;
  return kept.current;
}

/**
 * Labels drawn in the scene as one mesh: each distinct text painted once into a canvas atlas, each
 * label one screen-facing quad. Moving the camera costs no script and no page layout. The same
 * words are kept in a hidden list beside the canvas for screen readers and tests. Laid out `apart`,
 * no two labels overlap on screen from any view; the foldable ones fold away where there is no room.
 */
export function SceneLabels({
  name,
  labels,
  looks,
  listName,
  listTestId,
  apart = false,
}: {
  name: string;
  labels: readonly SceneLabel[];
  looks: Readonly<Record<string, LabelLook>>;
  /** What the hidden list of words is called for a screen reader. */
  listName: string;
  listTestId: string;
  /** Keep the labels apart on screen (labelsApart.ts), read back by the browser tests under `name`. */
  apart?: boolean;
}) {
  const ratio = useThree((s) => s.viewport.dpr);
  const canvas = useThree((s) => s.gl.domElement);
  const invalidate = useThree((s) => s.invalidate);
  const shown = useSameLabels(labels);
  const built = useMemo(() => labelMesh(shown, looks, ratio), [shown, looks, ratio]);
  useLabelsApart(apart, built.mesh, shown, built.sizes);
  useLayoutEffect(() => {
    invalidate();
    return built.dispose;
  }, [built, invalidate]);
  useEffect(() => {
    const host = canvas.parentElement;
    if (host === null) return;
    const list = document.createElement('ul');
    list.className = 'sr-only';
    list.setAttribute('aria-label', listName);
    list.dataset.testid = listTestId;
    for (const l of shown) {
      const item = document.createElement('li');
      item.textContent = l.words ?? l.text;
      if (l.testId !== undefined) item.dataset.testid = l.testId;
      list.append(item);
    }
    host.append(list);
    return () => list.remove();
  }, [canvas, shown, listName, listTestId]);
  return <primitive object={built.mesh} name={name} />;
}
