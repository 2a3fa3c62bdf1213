import type { LabelPaint } from './labelPaint';
import type { FromPictureWorker, ToPictureWorker } from './picture.worker';

// The page's side of a picture put together in a worker (picture.worker.ts): tiles and labels go in
// order, and the PNG comes back once they are all laid. Closing it stops the worker, whatever it was
// doing (a cancelled picture).

export interface PictureSheet {
  /**
   * An array for a tile's pixels, `bytes` long: one the worker has handed back where there is one.
   * A fresh array for every tile of a 4× picture was 50 MB of memory the page's collector then
   * stopped the page to clear.
   */
  pixels(bytes: number): Uint8Array<ArrayBuffer>;
  /** A tile's pixels as GL reads them (rows from the bottom up), handed over: the array is emptied. */
  tile(x: number, y: number, width: number, height: number, pixels: Uint8Array<ArrayBuffer>): void;
  labels(labels: readonly LabelPaint[]): void;
  /** The PNG of everything sent so far. */
  finish(): Promise<Blob>;
  close(): void;
}

export function pictureSheet(width: number, height: number): PictureSheet {
  const worker = new Worker(new URL('./picture.worker.ts', import.meta.url), {
    type: 'module',
    name: 'picture',
  });
  const send = (m: ToPictureWorker, transfer: Transferable[] = []) => worker.postMessage(m, transfer);
  let failed: string | null = null;
  type Said = Exclude<FromPictureWorker, { kind: 'spare' }>;
  let done: ((m: Said) => void) | null = null;
  const spare: ArrayBuffer[] = [];
  worker.onmessage = (event: MessageEvent<FromPictureWorker>) => {
    if (event.data.kind === 'spare') return void spare.push(event.data.pixels);
    if (event.data.kind === 'failed') failed ??= event.data.reason;
    done?.(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failed ??= `the picture's worker stopped: ${event.message || 'it could not start'}`;
    done?.({ kind: 'failed', reason: failed });
  };
  send({ kind: 'start', width, height });
  return {
    pixels(bytes) {
      const i = spare.findIndex((b) => b.byteLength === bytes);
      return new Uint8Array(i < 0 ? new ArrayBuffer(bytes) : spare.splice(i, 1)[0]!);
    },
    tile(x, y, w, h, pixels) {
      send({ kind: 'tile', x, y, width: w, height: h, pixels: pixels.buffer }, [pixels.buffer]);
    },
    labels(labels) {
      send({ kind: 'labels', labels });
    },
    finish() {
      return new Promise<Blob>((resolve, reject) => {
        if (failed !== null) return reject(new Error(failed));
        done = (m) => (m.kind === 'png' ? resolve(m.png) : reject(new Error(m.reason)));
        send({ kind: 'finish' });
      });
    },
    close() {
      worker.terminate();
    },
  };
}
