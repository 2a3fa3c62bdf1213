import { useEffect } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { frameStats } from './FrameProbe';
import { preload } from './lazyPreload';
import { useSystemView } from './systemView';
import { warmOverlayPrograms } from './warmPrograms';

/**
 * Once the table's first frame is drawn (so it is not kept waiting), hands the overlays' programs
 * to the GPU and fetches the system's sight layer; the table is not still until both are ready,
 * and the probe says when that was.
 */
export function OverlayWarmup() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const { SightLayer } = useSystemView();
  useEffect(() => {
    let live = true;
    frameStats.overlaysReadyMs = null;
    const stop = addAfterEffect(() => {
      stop();
      void Promise.allSettled([warmOverlayPrograms(gl, scene, camera), preload(SightLayer)]).finally(() => {
        if (live) frameStats.overlaysReadyMs = performance.now();
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [gl, scene, camera, SightLayer]);
  return null;
}
