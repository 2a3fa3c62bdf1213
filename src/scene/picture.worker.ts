/// <reference lib="webworker" />
import type { LabelPaint } from './labelPaint';
import { paintLabel } from './labelPaint';

// A picture put together off the page's thread: the page renders each tile and sends its pixels
// here, and this worker lays them on one large canvas and encodes the PNG. Encoding a 4× picture
// (5,120 × 3,200 pixels) on the page held it for half a second; here it holds nothing the player uses.

declare const self: DedicatedWorkerGlobalScope;

export type ToPictureWorker =
  | { readonly kind: 'start'; readonly width: number; readonly height: number }
  /** A tile's pixels as GL reads them: RGBA, rows from the bottom up. */
  | {
      readonly kind: 'tile';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly pixels: ArrayBuffer;
    }
  | { readonly kind: 'labels'; readonly labels: readonly LabelPaint[] }
  | { readonly kind: 'finish' };

export type FromPictureWorker =
  | { readonly kind: 'png'; readonly png: Blob }
  | { readonly kind: 'failed'; readonly reason: string }
  /** A tile's pixels laid, the array handed back for the next tile (no fresh memory for each). */
  | { readonly kind: 'spare'; readonly pixels: ArrayBuffer };

let sheet: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;

const say = (m: FromPictureWorker) => self.postMessage(m);

self.onmessage = async (event: MessageEvent<ToPictureWorker>) => {
  const m = event.data;
  try {
    switch (m.kind) {
      case 'start':
        sheet = new OffscreenCanvas(m.width, m.height);
        // Kept in the worker's memory, not the GPU's: on a GPU canvas each tile's upload runs in the
        // GPU process, where the page's read-back of the next tile waits behind it.
        ctx = sheet.getContext('2d', { willReadFrequently: true });
        if (ctx === null) throw new Error(`The browser cannot hold a ${m.width} × ${m.height} picture.`);
        return;
      case 'tile': {
        if (ctx === null) throw new Error('A tile came before the picture was started.');
        const bytes = new Uint8ClampedArray(m.pixels);
        const image = new ImageData(m.width, m.height);
        const row = m.width * 4;
        // GL's rows run from the bottom up; a picture's from the top down.
        for (let y = 0; y < m.height; y++)
          image.data.set(bytes.subarray((m.height - 1 - y) * row, (m.height - y) * row), y * row);
        ctx.putImageData(image, m.x, m.y);
        return self.postMessage({ kind: 'spare', pixels: m.pixels } satisfies FromPictureWorker, [m.pixels]);
      }
      case 'labels':
        for (const label of m.labels) paintLabel(ctx!, label);
        return;
      case 'finish': {
        const png = await sheet!.convertToBlob({ type: 'image/png' });
        return say({ kind: 'png', png });
      }
    }
  } catch (e) {
    say({ kind: 'failed', reason: e instanceof Error ? e.message : String(e) });
  }
};
