import type { Camera, Object3D, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { Vector2 } from 'three';
import type { ViewPreset } from '../state/tableStore';
import type { Framing } from './fit/framing';
import { FIRST_VIEW } from './views';
import { fileSlug } from '../table';
import type { PictureTile, ViewWindow } from './pictureTiles';
import { fittingScale, pictureTiles, wholeView } from './pictureTiles';

// Pictures of the table: render a fresh frame and read the canvas in the same task, so the picture
// is whole without preserveDrawingBuffer (which would cost every frame). Larger pictures are drawn
// in canvas-sized tiles (pictureTiles.ts); overlays can be left out; labels, which live in the page
// rather than the canvas, are painted onto the picture.

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
 * Draws one tile on the canvas and copies it to the picture, then draws the table as it was, all in
 * one task: the screen never shows the tile, and the drawing buffer is read before it is cleared.
 */
function drawTile(
  out: CanvasRenderingContext2D,
  view: PerspectiveCamera,
  tile: PictureTile,
  overlays: boolean,
) {
  const { gl, scene, camera } = target!;
  const { width, height } = bufferSize(gl);
  const show = hideOverlays(scene, overlays);
  try {
    const w = tile.view;
    view.setViewOffset(w.fullWidth, w.fullHeight, w.offsetX, w.offsetY, w.width, w.height);
    gl.render(scene, view);
    out.drawImage(gl.domElement, tile.col * width, tile.row * height, width, height);
  } finally {
    show();
    gl.render(scene, camera);
  }
}

/** Paints the page's scene labels onto the picture where they stand on screen. */
function paintLabels(ctx: CanvasRenderingContext2D): void {
  const canvasRect = target!.gl.domElement.getBoundingClientRect();
  const labels = [...document.querySelectorAll<HTMLElement>(LABELS)].filter((el) => el.offsetParent !== null);
  const out = ctx.canvas;
  const k = out.width / canvasRect.width;
  for (const el of labels) {
    const r = el.getBoundingClientRect();
    const x = (r.left - canvasRect.left) * k;
    const y = (r.top - canvasRect.top) * k;
    if (x + r.width * k < 0 || y + r.height * k < 0 || x > out.width || y > out.height) continue;
    const css = getComputedStyle(el);
    ctx.fillStyle = css.backgroundColor;
    ctx.strokeStyle = css.borderTopColor;
    ctx.lineWidth = Math.max(1, parseFloat(css.borderTopWidth) * k);
    ctx.beginPath();
    ctx.roundRect(
      x,
      y,
      r.width * k,
      r.height * k,
      Math.min(r.height * k, parseFloat(css.borderTopLeftRadius) * k),
    );
    if (css.backgroundColor !== 'rgba(0, 0, 0, 0)') ctx.fill();
    if (parseFloat(css.borderTopWidth) > 0) ctx.stroke();
    ctx.fillStyle = css.color;
    ctx.font = `${css.fontWeight} ${parseFloat(css.fontSize) * k}px ${css.fontFamily}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (css.textShadow !== 'none') {
      ctx.shadowColor = 'rgba(0,0,0,0.9)';
      ctx.shadowBlur = 3 * k;
    }
    ctx.fillText(el.textContent ?? '', x + (r.width * k) / 2, y + (r.height * k) / 2 + k * 0.5);
    ctx.shadowBlur = 0;
  }
}

/** How a long picture reports and stops. */
export interface PictureSteps {
  /** After each tile: the share of the picture drawn, 0 to 1. */
  readonly progress?: (share: number) => void;
  /** Aborted: the picture stops at the next tile and `takePicture` rejects with an AbortError. */
  readonly signal?: AbortSignal;
}

/** A turn of the page's loop, so input and frames get their go between tiles. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A picture of the table as a PNG, as the options say. A larger picture is drawn a canvas-sized
 * tile at a time, each in its own task, so the page answers between tiles and the job can be
 * cancelled; the PNG is encoded off the page's thread (`toBlob`).
 */
export async function takePicture(options: PictureOptions, steps: PictureSteps = {}): Promise<Blob> {
  if (target === null) throw new Error('The table is not on screen yet.');
  const { gl } = target;
  const { width, height } = bufferSize(gl);
  const scale = fittingScale(options.scale, width, height, MAX_SIDE_PX);
  const view = pictureCamera(options);
  const css = gl.getSize(new Vector2());
  const base: ViewWindow = view.view?.enabled === true ? { ...view.view } : wholeView(css.x, css.y);
  const out = document.createElement('canvas');
  out.width = width * scale;
  out.height = height * scale;
  const ctx = out.getContext('2d');
  if (ctx === null) throw new Error(`The browser cannot hold a ${out.width} × ${out.height} picture.`);
  const tiles = pictureTiles(base, scale);
  for (const [i, tile] of tiles.entries()) {
    steps.signal?.throwIfAborted();
    drawTile(ctx, view, tile, options.overlays);
    steps.progress?.((i + 1) / tiles.length);
    if (i + 1 < tiles.length) await yieldToPage();
  }
  steps.signal?.throwIfAborted();
  // Labels stand where the current camera puts them: paint them only on a picture from that camera.
  if (options.overlays && options.preset === null) paintLabels(ctx);
  const png = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/png'));
  steps.signal?.throwIfAborted();
  if (png === null) throw new Error(`The browser could not encode a ${out.width} × ${out.height} picture.`);
  return png;
}

/** "Capture the Flag" at 14:05:09 on 22 Nov 2026 → capture-the-flag-2026-11-22-140509.png */
export function screenshotName(setupName: string, when: Date, suffix = ''): string {
  const slug = fileSlug(setupName);
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${when.getFullYear()}-${p(when.getMonth() + 1)}-${p(when.getDate())}-${p(when.getHours())}${p(when.getMinutes())}${p(when.getSeconds())}`;
  return `${slug}-${stamp}${suffix}.png`;
}
