import type { Camera, Object3D, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { Vector2, WebGLRenderTarget } from 'three';
import type { ViewPreset } from '../state/tableStore';
import type { Framing } from './fit/framing';
import { FIRST_VIEW } from './views';
import { fileSlug } from '../table';
import type { PictureTile, ViewWindow } from './pictureTiles';
import { fittingScale, pictureTiles, wholeView } from './pictureTiles';
import { labelPaints } from './labelPaint';
import type { PictureSheet } from './pictureSheet';
import { pictureSheet } from './pictureSheet';

// Pictures of the table. The quick one renders a fresh frame and reads the canvas in the same task,
// so it is whole without preserveDrawingBuffer (which would cost every frame). A saved picture, at
// any size, is drawn in small tiles (pictureTiles.ts), each rendered off screen and read back
// without waiting on the GPU, a task each, so the page answers between them and the screen never
// shows a tile; a worker lays the tiles and encodes the PNG (pictureSheet.ts). Overlays can be
// left out; labels, which live in the page rather than the canvas, are painted onto the picture.

let target: { gl: WebGLRenderer; scene: Scene; camera: Camera } | null = null;

export function registerCaptureTarget(t: typeof target): void {
  target = t;
}

/** A preset's view of the playing area fitted to a canvas of this size (the camera rig knows the table). */
type PresetFraming = (preset: ViewPreset, width: number, height: number) => Framing;
let presetFraming: PresetFraming | null = null;

export function registerPresetFraming(f: PresetFraming | null): void {
  presetFraming = f;
}

export interface PictureOptions {
  /** 1, 2 or 4 times the canvas's size in device pixels. */
  readonly scale: number;
  /** Sight lines, tapes, the threat view, the hex grid and their labels. */
  readonly overlays: boolean;
  /** Take it from a preset view rather than the current one. */
  readonly preset: ViewPreset | null;
}

/** What "overlays" means in the scene: drawn to explain, not part of the table. */
const OVERLAYS = new Set([
  'sight-line',
  'sight-preview',
  'threat-view',
  'enemy-badges',
  'tape',
  'tape-draft',
  'hex-lines',
  'seams',
  'edit-selection',
  'move-targets',
]);
/**
 * The page's labels anchored in the scene, painted onto pictures that keep overlays (enemy badges
 * and threat-view hexes are drawn in the scene itself, so the picture holds them already).
 */
const LABELS = '.tape-label, .sight-mark, .threat-label';

/** A PNG data URL of the current view at the canvas's size in device pixels. */
export function captureTable(): string {
  if (target === null) throw new Error('The table is not on screen yet.');
  target.gl.render(target.scene, target.camera);
  return target.gl.domElement.toDataURL('image/png');
}

/** No side of a picture is larger than this: browsers refuse canvases much beyond it. */
const MAX_SIDE_PX = 16_384;

/** The canvas's drawing buffer: what one tile of a picture is. */
function bufferSize(gl: WebGLRenderer): { width: number; height: number } {
  return { width: gl.domElement.width, height: gl.domElement.height };
}

/** The size in pixels a picture at `scale` will have. */
export function pictureSize(scale: number): { width: number; height: number } | null {
  if (target === null) return null;
  const { width, height } = bufferSize(target.gl);
  const k = fittingScale(scale, width, height, MAX_SIDE_PX);
  return { width: width * k, height: height * k };
}

/** The camera the picture is taken from, fixed when it starts, so a view moving meanwhile cannot tear it. */
function pictureCamera(options: PictureOptions): PerspectiveCamera {
  const { gl, camera } = target!;
  const view = (camera as PerspectiveCamera).clone();
  if (options.preset !== null) {
    const canvas = gl.getSize(new Vector2());
    const p = presetFraming?.(options.preset, canvas.x, canvas.y) ?? FIRST_VIEW;
    // A preset is the whole playing area, centred on the whole picture: no panels stand over a picture.
    view.clearViewOffset();
    view.position.set(...p.position);
    view.lookAt(...p.target);
    view.updateMatrixWorld();
  }
  return view;
}

/** Hides what the picture leaves out; gives back how to show it again. */
function hideOverlays(scene: Scene, overlays: boolean): () => void {
  const hidden: Object3D[] = [];
  if (!overlays)
    scene.traverse((o) => {
      if (OVERLAYS.has(o.name) && o.visible) {
        o.visible = false;
        hidden.push(o);
      }
    });
  return () => {
    for (const o of hidden) o.visible = true;
  };
}

/**
 * A target drawn exactly as the canvas is: three draws into a target in linear colour without tone
 * mapping, so its pictures would come out dull and every material would need a program of its own
 * (seconds of compiling under a software GPU). Marked as XR's, a target is drawn like the screen:
 * the canvas's colour space and tone mapping, with the programs the canvas already has, into plain
 * bytes as the canvas holds them.
 */
function canvasLikeTarget(gl: WebGLRenderer, width: number, height: number): WebGLRenderTarget {
  const target = new WebGLRenderTarget(width, height, { samples: 4 });
  target.texture.colorSpace = gl.outputColorSpace;
  target.texture.internalFormat = 'RGBA8';
  (target as { isXRRenderTarget?: boolean }).isXRRenderTarget = true;
  return target;
}

/** One target for each size of tile a picture has (at most four: inside, the right and bottom edges, the corner). */
function tileTargets(gl: WebGLRenderer): { of(w: number, h: number): WebGLRenderTarget; dispose(): void } {
  const made = new Map<string, WebGLRenderTarget>();
  return {
    of(w, h) {
      const key = `${w}x${h}`;
      let t = made.get(key);
      if (t === undefined) made.set(key, (t = canvasLikeTarget(gl, w, h)));
      return t;
    },
    dispose() {
      for (const t of made.values()) t.dispose();
    },
  };
}

/** Renders one tile off screen and hands its pixels to the sheet once the GPU has them (without waiting on it). */
async function drawTile(
  sheet: PictureSheet,
  view: PerspectiveCamera,
  tile: PictureTile,
  overlays: boolean,
  into: WebGLRenderTarget,
): Promise<void> {
  const { gl, scene } = target!;
  const show = hideOverlays(scene, overlays);
  const was = gl.getRenderTarget();
  try {
    const w = tile.view;
    view.setViewOffset(w.fullWidth, w.fullHeight, w.offsetX, w.offsetY, w.width, w.height);
    gl.setRenderTarget(into);
    gl.render(scene, view);
  } finally {
    gl.setRenderTarget(was);
    show();
  }
  const pixels = sheet.pixels(tile.width * tile.height * 4);
  await gl.readRenderTargetPixelsAsync(into, 0, 0, tile.width, tile.height, pixels);
  sheet.tile(tile.x, tile.y, tile.width, tile.height, pixels);
}

/** How a long picture reports and stops. */
export interface PictureSteps {
  /** After each tile: the share of the picture drawn, 0 to 1. */
  readonly progress?: (share: number) => void;
  /** Aborted: the picture stops at the next tile and `takePicture` rejects with an AbortError. */
  readonly signal?: AbortSignal;
}

/**
 * The page's next frame, then a turn of its loop: input gets its go between tiles, and the progress
 * the last tile reported is drawn before the next tile's commands go to the GPU process. The
 * compositor's drawing of a changed page (hundreds of ms a frame under a software GPU on a busy
 * machine) holds that process's one thread, and a read-back that arrives behind it waits as long.
 * A hidden page draws no frames, so a short timer stands in for one there.
 */
const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      setTimeout(resolve, 0);
    };
    requestAnimationFrame(go);
    setTimeout(go, 250);
  });

/**
 * A picture of the table as a PNG, as the options say. It is drawn a small tile at a time, each in
 * its own task, so the page answers between tiles and the job can be cancelled; a worker lays the
 * tiles and encodes the PNG.
 */
export async function takePicture(options: PictureOptions, steps: PictureSteps = {}): Promise<Blob> {
  if (target === null) throw new Error('The table is not on screen yet.');
  const { gl } = target;
  const { width, height } = bufferSize(gl);
  const scale = fittingScale(options.scale, width, height, MAX_SIDE_PX);
  const view = pictureCamera(options);
  const css = gl.getSize(new Vector2());
  const base: ViewWindow = view.view?.enabled === true ? { ...view.view } : wholeView(css.x, css.y);
  const [pictureWidth, pictureHeight] = [width * scale, height * scale];
  // Labels stand where the current camera puts them: painted only on a picture from that camera,
  // read now, as the picture's camera was, not after its tiles (the view may have moved by then).
  const labels =
    options.overlays && options.preset === null ? labelPaints(LABELS, gl.domElement, pictureWidth) : [];
  const sheet = pictureSheet(pictureWidth, pictureHeight);
  const targets = tileTargets(gl);
  // The shadows fall the same in every tile: cast once, for the first, not again for each.
  const { shadowMap } = gl;
  const shadowsWere = shadowMap.autoUpdate;
  try {
    const tiles = pictureTiles(base, scale, { width, height });
    for (const [i, tile] of tiles.entries()) {
      steps.signal?.throwIfAborted();
      shadowMap.autoUpdate = i === 0 && shadowsWere;
      await drawTile(sheet, view, tile, options.overlays, targets.of(tile.width, tile.height));
      steps.progress?.((i + 1) / tiles.length);
      if (i + 1 < tiles.length) await afterNextFrame();
    }
    steps.signal?.throwIfAborted();
    sheet.labels(labels);
    const png = await sheet.finish();
    steps.signal?.throwIfAborted();
    return png;
  } finally {
    shadowMap.autoUpdate = shadowsWere;
    // The screen casts them again on its next frame, as the scene stands then.
    shadowMap.needsUpdate = true;
    targets.dispose();
    sheet.close();
  }
}

/** "Capture the Flag" at 14:05:09 on 22 Nov 2026 → capture-the-flag-2026-11-22-140509.png */
export function screenshotName(setupName: string, when: Date, suffix = ''): string {
  const slug = fileSlug(setupName);
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${when.getFullYear()}-${p(when.getMonth() + 1)}-${p(when.getDate())}-${p(when.getHours())}${p(when.getMinutes())}${p(when.getSeconds())}`;
  return `${slug}-${stamp}${suffix}.png`;
}
