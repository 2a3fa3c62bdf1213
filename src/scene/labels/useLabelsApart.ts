import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { InstancedBufferAttribute } from 'three';
import { Matrix4, Vector4 } from 'three';
import type { WantedLabel } from './labelsApart';
import { labelsApart } from './labelsApart';
import type { LabelInstances } from './labelInstances';
import type { SceneLabel } from './SceneLabels';

// Keeps a label mesh's labels apart on screen (labelsApart.ts): whenever the view has changed since
// the last layout (an orbit, a flight, a resize, a panel's view offset), each anchor is projected as
// the GPU projects it, the labels are laid out, and each one's shift goes to the GPU in the frame
// being drawn. A still view costs one comparison per frame and no layout. Where each label went is
// kept on the mesh (`userData.onScreen`), for the browser tests to read back (window.__table.labels).

/** A label as last drawn: its rectangle in CSS pixels of the canvas, or null when it folded away. */
export interface LabelOnScreen {
  readonly key: string;
  readonly text: string;
  readonly rect: { readonly x: number; readonly y: number; readonly w: number; readonly h: number } | null;
  /** Marked by its system as out of all reach (SceneLabel.far). */
  readonly far: boolean;
}

// Scratch, reused on every layout: the hot path of an orbit allocates nothing per label.
const _clip = new Vector4();
const _toClip = new Matrix4();

/** The view a layout was made for: the camera's projection and place, and the canvas size. */
const VIEW_LENGTH = 16 + 16 + 2;

export function useLabelsApart(apart: boolean, instances: LabelInstances): void {
  // The labels last laid out and the view they were laid out for: new labels are laid out in their
  // first frame, whatever the view.
  const view = useRef({
    now: new Float64Array(VIEW_LENGTH),
    laidOut: new Float64Array(VIEW_LENGTH),
    laidOutFor: null as readonly SceneLabel[] | null,
  });
  useFrame(({ camera, size }) => {
    if (!apart) return;
    const { mesh, labels, sizes } = instances;
    const v = view.current;
    camera.updateMatrixWorld();
    v.now.set(camera.projectionMatrix.elements, 0);
    v.now.set(camera.matrixWorldInverse.elements, 16);
    v.now[32] = size.width;
    v.now[33] = size.height;
    if (v.laidOutFor === labels && v.now.every((x, i) => x === v.laidOut[i])) return;
    v.laidOut.set(v.now);
    v.laidOutFor = labels;
    mesh.updateWorldMatrix(true, false);
    _toClip.multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse).multiply(mesh.matrixWorld);
    // Labels behind the eye are not drawn (the shader leaves them out) and take no spot.
    const front: number[] = [];
    const wanted: WantedLabel[] = [];
    labels.forEach((l, i) => {
      _clip.set(l.position[0], l.position[1], l.position[2], 1).applyMatrix4(_toClip);
      if (_clip.w <= 0) return;
      front.push(i);
      wanted.push({
        x: (_clip.x / _clip.w / 2 + 0.5) * size.width,
        y: (0.5 - _clip.y / _clip.w / 2) * size.height,
        w: sizes[2 * i]!,
        h: sizes[2 * i + 1]!,
        depth: _clip.w,
        foldable: l.foldable === true,
        far: l.far === true,
      });
    });
    const placed = labelsApart(wanted);
    const shift = mesh.geometry.getAttribute('shift') as InstancedBufferAttribute;
    const onScreen: LabelOnScreen[] = labels.map((l) => ({
      key: l.key,
      text: l.text,
      rect: null,
      far: l.far === true,
    }));
    for (let i = 0; i < labels.length; i++) shift.setXYZ(i, 0, 0, 0);
    front.forEach((i, k) => {
      const p = placed[k]!;
      const w = wanted[k]!;
      if (p === null) return;
      // Right and up on screen, as the shader adds it; 1 in z: drawn.
      shift.setXYZ(i, p.x - w.x, w.y - p.y, 1);
      onScreen[i] = { ...onScreen[i]!, rect: { x: p.x - w.w / 2, y: p.y - w.h / 2, w: w.w, h: w.h } };
    });
    shift.needsUpdate = true;
    mesh.userData.onScreen = onScreen;
  });
}
