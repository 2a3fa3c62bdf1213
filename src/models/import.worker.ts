/// <reference lib="webworker" />
import { importModel } from './importModel';

// The importer's worker: it says it is ready once its loaders are loaded, then reads one file per
// message and hands the mesh back without copying it. The page stops this worker when a file takes
// too long (inWorker.ts), which is why the reading is here and not on the page.

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<{ bytes: Uint8Array; name: string }>) => {
  const result = await importModel(event.data.bytes, event.data.name);
  self.postMessage(result, result.ok ? [result.mesh.positions.buffer, result.mesh.indices.buffer] : []);
};
self.postMessage('ready');
