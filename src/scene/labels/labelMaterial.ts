import type { Texture } from 'three';
import { ShaderMaterial, Vector2 } from 'three';

// Each corner of a label is placed on screen from its anchor's projection, moved by its shift (CSS
// pixels right and up, where labels laid out apart put it: labelsApart.ts), snapped to whole device
// pixels so the painted letters stay sharp; a label behind the eye, or folded away (shift.z 0), is
// left out.
const vertexShader = /* glsl */ `
attribute vec3 anchor;
attribute vec4 uvRect;
attribute vec2 size;
attribute vec3 shift;
uniform vec2 viewport;
uniform float pixelRatio;
varying vec2 vUv;
void main() {
  vec4 clip = projectionMatrix * modelViewMatrix * vec4(anchor, 1.0);
  if (clip.w <= 0.0 || shift.z < 0.5) { gl_Position = vec4(2.0, 2.0, 2.0, 1.0); return; }
  vec2 px = (clip.xy / clip.w * 0.5 + 0.5) * viewport + shift.xy * pixelRatio;
  vec2 sizePx = size * pixelRatio;
  vec2 corner = floor(px - 0.5 * sizePx + 0.5) + (position.xy + 0.5) * sizePx;
  gl_Position = vec4((corner / viewport * 2.0 - 1.0) * clip.w, clip.z, clip.w);
  vUv = mix(uvRect.xy, uvRect.zw, position.xy + 0.5);
}`;

const fragmentShader = /* glsl */ `
uniform sampler2D map;
varying vec2 vUv;
void main() {
  vec4 c = texture2D(map, vUv);
  if (c.a < 0.01) discard;
  gl_FragColor = c;
}`;

let shared: ShaderMaterial | null = null;

/**
 * The one material every label mesh draws with. Each mesh hands it its own atlas and the screen's
 * size just before it is drawn (SceneLabels), so a new set of labels makes no new material: three.js
 * works out a material's program (its settings, its cache key) once, and the table does that ahead
 * of the first label (warmPrograms.ts), not on a figure's first click.
 */
export function labelMaterial(): ShaderMaterial {
  shared ??= new ShaderMaterial({
    vertexShader,
    fragmentShader,
    uniforms: {
      map: { value: null as Texture | null },
      viewport: { value: new Vector2(1, 1) },
      pixelRatio: { value: 1 },
    },
    transparent: true,
    depthTest: false,
    depthWrite: false,
  });
  return shared;
}
