import { useEffect, useLayoutEffect } from 'react';
import type { BufferGeometry } from 'three';
import { Mesh, Vector3 } from 'three';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { captureTable, registerCaptureTarget } from './capture';
import { movingNow } from './motion';
import type { LabelOnScreen } from './labels/useLabelsApart';

/** What the browser tests and `npm run bench` read from a running table (window.__table). */
export interface FrameStats {
  /** Frames rendered so far. */
  frames: number;
  /** Draw calls and triangles of the last frame, shadow passes included. */
  drawCalls: number;
  triangles: number;
  /** Milliseconds from navigation start to the first frame with the table in it. */
  firstFrameMs: number | null;
  /** True while something is moving on its own (a camera flight): the table is not still yet. */
  animating: boolean;
  /**
   * Milliseconds from navigation start until the overlays' GPU programs (lines, rings, threat
   * patches, labels) were linked, ahead of their first use; null while they are still linking.
   */
  overlaysReadyMs: number | null;
  /**
   * Milliseconds from navigation start until the sight layer had worked out ahead, while the page
   * was idle, what its first use on the table shown needs (OverlayWarmup); null while it is at it,
   * and while editing, when it is not done.
   */
  warmedMs: number | null;
  /** The last warm-up's steps, the time they took in all, and the longest (what a click may wait for). */
  warmWork: { steps: number; totalMs: number; longestMs: number };
}

export interface TableProbe {
  readonly stats: FrameStats;
  /** Where a point of the table (cm, at height h) is on screen, in CSS pixels of the page. */
  project(x: number, y: number, h?: number): { x: number; y: number } | null;
  /** The camera's position and the orbit's target, in cm (three.js axes). */
  camera(): { position: [number, number, number]; target: [number, number, number] } | null;
  /** A PNG data URL of the current view. */
  capture(): string;
  /**
   * True when nothing is moving and no frame is waiting to be drawn: the table on screen is final.
   * Nothing draws for ambience alone (smoke drifts only in frames drawn for something else). Not
   * still while the overlays' programs are linking after the first frame.
   */
  still(): boolean;
  /** Why the table is not still now, in words (empty when it is): what a test that waited in vain prints. */
  unsettled(): string[];
  /** Triangles of the visible meshes with this name (a hidden parent hides them): 0 when none is drawn. */
  drawnTriangles(name: string): number;
  /**
   * The labels of the label mesh with this name that are laid out apart, as last drawn: each one's
   * rectangle in CSS pixels of the page, or null where it folded away.
   */
  labels(name: string): LabelOnScreen[];
}

declare global {
  interface Window {
    __table?: TableProbe & { store: unknown };
  }
}

export const frameStats: FrameStats = {
  frames: 0,
  drawCalls: 0,
  triangles: 0,
  firstFrameMs: null,
  animating: false,
  overlaysReadyMs: null,
  warmedMs: null,
  warmWork: { steps: 0, totalMs: 0, longestMs: 0 },
};

let current: {
  project: TableProbe['project'];
  camera: TableProbe['camera'];
  unsettled: () => string[];
  drawnTriangles: TableProbe['drawnTriangles'];
  labels: TableProbe['labels'];
} | null = null;

export const tableProbe: TableProbe = {
  stats: frameStats,
  project: (x, y, h = 0) => current?.project(x, y, h) ?? null,
  camera: () => current?.camera() ?? null,
  capture: captureTable,
  still: () => current !== null && current.unsettled().length === 0,
  unsettled: () => current?.unsettled() ?? ['no table canvas'],
  drawnTriangles: (name) => current?.drawnTriangles(name) ?? 0,
  labels: (name) => current?.labels(name) ?? [],
};

const _v = new Vector3();

// The table the page last gave the canvas to show, and the one the canvas's own renderer has put in
// its scene. react-three-fiber renders the scene as a root of its own, scheduled after the page's
// commit: between the two (a new table loaded, another system's pieces) nothing moves and no frame
// is asked for yet, but the scene still holds the table before.
let asked: unknown = null;
let held: unknown = null;

/** Called by the canvas's owner with the table it shows: the table is not still until the scene holds it. */
export function useTableAsked(table: unknown): void {
  useLayoutEffect(() => {
    asked = table;
  }, [table]);
}

/**
 * Records every rendered frame's cost (renderer.info resets at the start of each render). `shown`
 * is the table the scene holds, the one its owner asked for (useTableAsked).
 */
export function FrameProbe({ shown }: { readonly shown: unknown }) {
  useLayoutEffect(() => {
    held = shown;
  }, [shown]);
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as { target?: Vector3 } | null;
  const get = useThree((s) => s.get);
  useEffect(() => {
    registerCaptureTarget({ gl, scene, camera });
    current = {
      project: (x, y, h = 0) => {
        const rect = gl.domElement.getBoundingClientRect();
        _v.set(x, h, y).project(camera);
        if (_v.z > 1) return null;
        return { x: rect.left + ((_v.x + 1) / 2) * rect.width, y: rect.top + ((1 - _v.y) / 2) * rect.height };
      },
      unsettled: () => {
        const why: string[] = [...movingNow()];
        if (frameStats.overlaysReadyMs === null) why.push("the overlays' programs linking");
        if (get().internal.frames !== 0) why.push('a frame to draw');
        if (held !== asked) why.push('the scene not yet holding the table asked for');
        return why;
      },
      drawnTriangles: (name) => {
        let n = 0;
        scene.traverseVisible((o) => {
          if (o.name !== name || !(o instanceof Mesh)) return;
          const g = o.geometry as BufferGeometry;
          n += (g.index?.count ?? g.getAttribute('position')?.count ?? 0) / 3;
        });
        return n;
      },
      labels: (name) => {
        const page = gl.domElement.getBoundingClientRect();
        let shown: LabelOnScreen[] = [];
        scene.traverse((o) => {
          if (o.name === name && Array.isArray(o.userData.onScreen))
            shown = o.userData.onScreen as LabelOnScreen[];
        });
        return shown.map((l) => ({
          ...l,
          rect: l.rect === null ? null : { ...l.rect, x: page.left + l.rect.x, y: page.top + l.rect.y },
        }));
      },
      camera: () => {
        const t = controls?.target ?? new Vector3();
        return {
          position: camera.position.toArray() as [number, number, number],
          target: t.toArray() as [number, number, number],
        };
      },
    };
    const stop = addAfterEffect(() => {
      frameStats.frames += 1;
      frameStats.drawCalls = gl.info.render.calls;
      frameStats.triangles = gl.info.render.triangles;
      frameStats.firstFrameMs ??= performance.now();
    });
    return () => {
      stop();
      current = null;
      registerCaptureTarget(null);
    };
  }, [gl, scene, camera, controls, get]);
  return null;
}
