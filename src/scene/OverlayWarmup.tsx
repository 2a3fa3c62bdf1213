import { useEffect, useRef, useState } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { frameStats } from './FrameProbe';
import { runWhileIdle, thenOneMore } from './idleSteps';
import { preload, warmStepsOf } from './lazyPreload';
import { fetchTableKeys } from './keys/useTableFocus';
import { texturesPaintedAhead } from './labels/atlasAhead';
import { useSystemView } from './systemView';
import type { TableSetup } from './systemView';
import { warmOverlayPrograms } from './warmPrograms';
import { warmPointer } from './warmPointer';

/**
 * Once the table's first frame is drawn (so it is not kept waiting), hands the overlays' programs
 * to the GPU and fetches the system's sight layer and shot card, and what the table's keys do; the
 * table is not still until the first three are ready, and the probe says when that was. Then,
 * while the page is idle, the sight layer works out ahead what its first use on the table shown
 * would (`warm`), in small steps, and last a pointer's ray is cast through the table
 * (`warmPointer`); a new table stops the steps for the old one and starts its own. Not while
 * editing: every edit would start it again.
 */
/** How long a changed table stands as it is before it is warmed again. */
const SETTLED_MS = 1000;

/** The steps, each timed into the probe's count of the warm-up's work. */
function timed(steps: Iterator<unknown>): Iterator<unknown> {
  frameStats.warmWork = { steps: 0, totalMs: 0, longestMs: 0 };
  return {
    next() {
      const t0 = performance.now();
      const r = steps.next();
      const ms = performance.now() - t0;
      const w = frameStats.warmWork;
      frameStats.warmWork = {
        steps: w.steps + 1,
        totalMs: w.totalMs + ms,
        longestMs: Math.max(w.longestMs, ms),
      };
      return r;
    },
    return: (value?: unknown) => steps.return?.(value) ?? { done: true, value },
  };
}

export function OverlayWarmup({ setup, warm }: { setup: TableSetup; warm: boolean }) {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const internal = useThree((s) => s.internal);
  const invalidate = useThree((s) => s.invalidate);
  const { SightLayer, ShotPanel } = useSystemView();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    frameStats.overlaysReadyMs = null;
    const stop = addAfterEffect(() => {
      stop();
      // Not waited for: a key pressed before it is here waits for it (loadOnce.ts).
      fetchTableKeys();
      const parts = [warmOverlayPrograms(gl, scene, camera), preload(SightLayer), preload(ShotPanel)];
      void Promise.allSettled(parts).finally(() => {
        if (!live) return;
        frameStats.overlaysReadyMs = performance.now();
        setReady(true);
      });
    });
    // The frame it waits for is asked for: another system's view comes in with its pieces, whose
    // frames may all be drawn before this effect runs, and a still table draws no other. The table
    // is not still until the programs are linked, so it would never be.
    invalidate();
    return () => {
      live = false;
      stop();
    };
  }, [gl, scene, camera, SightLayer, ShotPanel, invalidate]);
  const first = useRef(true);
  useEffect(() => {
    frameStats.warmedMs = null;
    if (!ready || !warm) return;
    const steps = new AbortController();
    const start = () =>
      void warmStepsOf(SightLayer, setup)
        .then((work) =>
          runWhileIdle(
            timed(
              thenOneMore(work, () => {
                warmPointer(camera, internal.interaction);
                // The labels' atlases painted ahead (labelAtlas.ts), on the GPU before a click draws them.
                for (const texture of texturesPaintedAhead()) gl.initTexture(texture);
              }),
            ),
            steps.signal,
          ),
        )
        .then((finished) => {
          if (finished) frameStats.warmedMs = performance.now();
        })
        // Only work done ahead: whatever failed here is met, and told, when the layer is shown.
        .catch(() => {});
    // The table as opened is warmed at once; a table that changed (a move, a cloud clearing, a
    // replay's step) once it has stood as it is for a moment, so a game's run of changes is not
    // worked out again for each.
    const wait = setTimeout(start, first.current ? 0 : SETTLED_MS);
    first.current = false;
    return () => {
      clearTimeout(wait);
      steps.abort();
    };
  }, [ready, warm, setup, SightLayer, camera, internal, gl]);
  return null;
}
