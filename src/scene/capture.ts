import type { Camera, Object3D, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { Vector2 } from 'three';
import type { ViewPreset } from '../state/tableStore';
import type { Framing } from './fit/framing';
import { FIRST_VIEW } from './views';

// Pictures of the table: render a fresh frame and read the canvas in the same task, so the picture
// is whole without preserveDrawingBuffer (which would cost every frame). Larger pictures render
// the same scene at a higher pixel ratio; overlays can be left out; labels, which live in the page
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

/** The size in pixels a picture at `scale` will have. */
export function pictureSize(scale: number): { width: number; height: number } | null {
  if (target === null) return null;
  const size = target.gl.getSize(new Vector2());
  const ratio = target.gl.getPixelRatio() * scale;
  return { width: Math.floor(size.x * ratio), height: Math.floor(size.y * ratio) };
}

function renderAt(options: PictureOptions): string {
  if (target === null) throw new Error('The table is not on screen yet.');
  const { gl, scene, camera } = target;
  const hidden: Object3D[] = [];
  if (!options.overlays) {
    scene.traverse((o) => {
      if (OVERLAYS.has(o.name) && o.visible) {
        o.visible = false;
        hidden.push(o);
      }
    });
  }
  let view = camera;
  if (options.preset !== null) {
    const canvas = gl.getSize(new Vector2());
    const p = presetFraming?.(options.preset, canvas.x, canvas.y) ?? FIRST_VIEW;
    view = camera.clone();
    // A preset is the whole playing area, centred on the whole picture: no panels stand over a picture.
    if ('clearViewOffset' in view) (view as PerspectiveCamera).clearViewOffset();
    view.position.set(...p.position);
    view.lookAt(...p.target);
    view.updateMatrixWorld();
  }
  const size = gl.getSize(new Vector2());
  const ratio = gl.getPixelRatio();
  const max = gl.capabilities.maxTextureSize;
  const scale = Math.min(options.scale, max / (size.x * ratio), max / (size.y * ratio));
  try {
    gl.setPixelRatio(ratio * scale);
    gl.setSize(size.x, size.y, false);
    gl.render(scene, view);
    return gl.domElement.toDataURL('image/png');
  } finally {
    for (const o of hidden) o.visible = true;
    gl.setPixelRatio(ratio);
    gl.setSize(size.x, size.y, false);
    gl.render(scene, camera);
  }
}

/** Paints the page's scene labels onto the picture where they stand on screen. */
async function paintLabels(url: string): Promise<string> {
  if (target === null) return url;
  const canvasRect = target.gl.domElement.getBoundingClientRect();
  const labels = [...document.querySelectorAll<HTMLElement>(LABELS)].filter((el) => el.offsetParent !== null);
  if (labels.length === 0) return url;
  const img = new Image();
  img.src = url;
  await img.decode();
  const out = document.createElement('canvas');
  out.width = img.width;
  out.height = img.height;
  const ctx = out.getContext('2d')!;
  ctx.drawImage(img, 0, 0);
  const k = img.width / canvasRect.width;
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
  return out.toDataURL('image/png');
}

/** A picture of the table as a PNG data URL, as the options say. */
export async function takePicture(options: PictureOptions): Promise<string> {
  const url = renderAt(options);
  // Labels stand where the current camera puts them: paint them only on a picture from that camera.
  return options.overlays && options.preset === null ? paintLabels(url) : url;
}

/** "Capture the Flag" at 14:05:09 on 22 Nov 2026 → capture-the-flag-2026-11-22-140509.png */
export function screenshotName(setupName: string, when: Date, suffix = ''): string {
  const slug =
    setupName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'table';
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${when.getFullYear()}-${p(when.getMonth() + 1)}-${p(when.getDate())}-${p(when.getHours())}${p(when.getMinutes())}${p(when.getSeconds())}`;
  return `${slug}-${stamp}${suffix}.png`;
}
