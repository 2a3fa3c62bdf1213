import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { casterSignature, sameSignature } from './shadowCasters';

/**
 * The first frames draw the map whatever the casters: three's shadow pass runs before the frame's
 * lights are set up, so the first frame's depth programs are built for no lights and the second's
 * for the sun; skipping the second would leave that build (a program link, hundreds of ms in
 * SwiftShader) for the next change, such as a smoke cloud clearing mid-game.
 */
const ALWAYS_DRAWN = 2;

/**
 * Draws the sun's shadow map only in frames where something that casts a shadow changed, not in
 * every frame (three's default): an orbit, a selection's badges or a label moving keep the map
 * drawn before. Checked just before the shadow pass, once the scene's world matrices are up to
 * date (the scene's onBeforeRender); the check reads a few hundred numbers on the huge table.
 */
export function ShadowOnChange() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    let drawn: number[] = [];
    let next: number[] = [];
    let forced = ALWAYS_DRAWN;
    const shadowMap = gl.shadowMap;
    const before = scene.onBeforeRender;
    shadowMap.autoUpdate = false;
    // A lost and restored context lost the map's texels too: draw it again as on the first frames.
    const restored = () => {
      forced = ALWAYS_DRAWN;
    };
    gl.domElement.addEventListener('webglcontextrestored', restored);
    scene.onBeforeRender = (...args) => {
      before.apply(scene, args);
      casterSignature(scene, next);
      if (forced === 0 && sameSignature(next, drawn)) return;
      forced = Math.max(0, forced - 1);
      shadowMap.needsUpdate = true;
      [drawn, next] = [next, drawn];
    };
    return () => {
      gl.domElement.removeEventListener('webglcontextrestored', restored);
      scene.onBeforeRender = before;
      shadowMap.autoUpdate = true;
    };
  }, [gl, scene]);
  return null;
}
