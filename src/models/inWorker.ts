import { MOST_MODEL_BYTES } from '../table/meshes/mesh';
import type { ImportResult } from './result';

// Reads a model file in a worker, so no file can freeze the tab: the reading gets IMPORT_DEADLINE
// after the worker is ready, and a worker still busy then is stopped and the file refused. The
// worker's first start loads three's loaders (a few hundred kB), which on a slow phone can take
// longer than reading a file, so it has its own, longer allowance. A fresh worker reads each file:
// one left over from a stopped file can never answer for the next.

/** How long the reading of one file may take, in ms. */
export const IMPORT_DEADLINE = 1000;
/** How long the worker may take to start, in ms. */
export const WORKER_START_DEADLINE = 15_000;

/** What the page needs of a worker: a fake one in tests. */
export interface ImportWorker {
  postMessage(message: unknown, transfer: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

const startWorker = (): ImportWorker =>
  new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'model importer' });

export function importInWorker(
  bytes: Uint8Array,
  name: string,
  start: () => ImportWorker = startWorker,
): Promise<ImportResult> {
  if (bytes.length > MOST_MODEL_BYTES)
    return Promise.resolve({
      ok: false,
      reason: `the file is ${(bytes.length / 1048576).toFixed(1)} MB, and a model file may be at most ${MOST_MODEL_BYTES / 1048576} MB`,
    });
  return new Promise((resolve) => {
    const worker = start();
    let timer: ReturnType<typeof setTimeout>;
    const finish = (result: ImportResult) => {
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      resolve(result);
    };
    const giveUp = (reason: string) => () => finish({ ok: false, reason });
    timer = setTimeout(
      giveUp('the model importer did not start: reload the page and try again'),
      WORKER_START_DEADLINE,
    );
    worker.onerror = (event) => finish({ ok: false, reason: `the model importer failed: ${event.message}` });
    worker.onmessage = (event) => {
      if (event.data === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(
          giveUp(
            `the file took too long to read (over ${IMPORT_DEADLINE / 1000} s) and was stopped: it may be damaged, or too detailed`,
          ),
          IMPORT_DEADLINE,
        );
        const copy = bytes.slice();
        worker.postMessage({ bytes: copy, name }, [copy.buffer]);
      } else finish(event.data as ImportResult);
    };
  });
}
