import type { Camera, Scene, WebGLRenderer } from 'three';

// The screenshot: render a fresh frame and read the canvas in the same task, so the picture is
// whole without preserveDrawingBuffer (which would cost every frame).

let target: { gl: WebGLRenderer; scene: Scene; camera: Camera } | null = null;

export function registerCaptureTarget(t: typeof target): void {
  target = t;
}

/** A PNG data URL of the current view at the canvas's size in device pixels. */
export function captureTable(): string {
  if (target === null) throw new Error('The table is not on screen yet.');
  target.gl.render(target.scene, target.camera);
  return target.gl.domElement.toDataURL('image/png');
}

/** "Capture the Flag" at 14:05:09 on 22 Nov 2026 → capture-the-flag-2026-11-22-140509.png */
export function screenshotName(setupName: string, when: Date): string {
  const slug = setupName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'table';
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${when.getFullYear()}-${p(when.getMonth() + 1)}-${p(when.getDate())}-${p(when.getHours())}${p(when.getMinutes())}${p(when.getSeconds())}`;
  return `${slug}-${stamp}.png`;
}
