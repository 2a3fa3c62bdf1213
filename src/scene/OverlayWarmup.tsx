import { useEffect, useState } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { frameStats } from './FrameProbe';
import { runWhileIdle } from './idleSteps';
import { preload, warmStepsOf } from './lazyPreload';
import { useSystemView } from './systemView';
import type { TableSetup } from './systemView';
import { warmOverlayPrograms } from './warmPrograms';

/**
 * Once the table's first frame is drawn (so it is not kept waiting), hands the overlays' programs
 * to the GPU and fetches the system's sight layer; the table is not still until both are ready,
 * and the probe says when that was. Then, while the page is idle, the sight layer works out ahead
 * what its first use on the table shown would (`warm`), in small steps; a new table stops the
 * steps for the old one and starts its own. Not while editing: every edit would start it again.
 */
export function OverlayWarmup({ setup, warm }: { setup: TableSetup; warm: boolean }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const { SightLayer } = useSystemView();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    frameStats.overlaysReadyMs = null;
    const stop = addAfterEffect(() => {
      stop();
      void Promise.allSettled([warmOverlayPrograms(gl, scene, camera), preload(SightLayer)]).finally(() => {
        if (!live) return;
        frameStats.overlaysReadyMs = performance.now();
        setReady(true);
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [gl, scene, camera, SightLayer]);
  useEffect(() => {
    frameStats.warmedMs = null;
    if (!ready || !warm) return;
    const steps = new AbortController();
    void warmStepsOf(SightLayer, setup)
      .then((work) => (work === null ? true : runWhileIdle(work, steps.signal)))
      .then((finished) => {
        if (finished) frameStats.warmedMs = performance.now();
      })
      // Only work done ahead: whatever failed here is met, and told, when the layer is shown.
      .catch(() => {});
    return () => steps.abort();
  }, [ready, warm, setup, SightLayer]);
  return null;
}
