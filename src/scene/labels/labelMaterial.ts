import type { Texture } from 'three';
import { ShaderMaterial, Vector2 } from 'three';

// Each corner of a label is placed on screen from its anchor's projection, snapped to whole device
// pixels so the painted letters stay sharp; a label behind the eye is left out.
const vertexShader = /* glsl */ `
attribute vec3 anchor;
attribute vec4 uvRect;
attribute vec2 size;
uniform vec2 viewport;
uniform float pixelRatio;
varying vec2 vUv;
void main() {
  vec4 clip = projectionMatrix * modelViewMatrix * vec4(anchor, 1.0);
  if (clip.w <= 0.0) { gl_Position = vec4(2.0, 2.0, 2.0, 1.0); return; }
  vec2 px = (clip.xy / clip.w * 0.5 + 0.5) * viewport;
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

/**
 * The material every label mesh draws with, over its atlas `map`. All of them share one GPU
 * program (same shaders, same settings), which the table compiles ahead of the first label.
 */
export function labelMaterial(map: Texture | null): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader,
    fragmentShader,
    uniforms: {
      map: { value: map },
      viewport: { value: new Vector2(1, 1) },
      pixelRatio: { value: 1 },
    },
    transparent: true,
    depthTest: false,
    depthWrite: false,
  });
}
