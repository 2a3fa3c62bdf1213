import { useEffect } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { frameStats } from './FrameProbe';
import { warmOverlayPrograms } from './warmPrograms';

/**
 * Once the table's first frame is drawn (so it is not kept waiting), hands the overlays' programs
 * to the GPU; the table is not still until they are linked, and the probe says when that was.
 */
export function OverlayWarmup() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    let live = true;
    frameStats.overlaysReadyMs = null;
    const stop = addAfterEffect(() => {
      stop();
      void warmOverlayPrograms(gl, scene, camera).finally(() => {
        if (live) frameStats.overlaysReadyMs = performance.now();
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [gl, scene, camera]);
  return null;
}
