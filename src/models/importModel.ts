import { MOST_MODEL_BYTES } from '../table/meshes';
import { formatOf } from './format';
import { readGltf } from './gltf';
import { readObj } from './obj';
import type { ImportResult, ModelFormat } from './result';
import { FORMAT_NAMES, Refusal } from './result';
import { readStl } from './stl';

// One model file in, one plain mesh or one refusal out, whatever the file holds: the importer's
// whole promise is that no file, however broken or hostile, escapes as a thrown error. The browser
// runs this in a worker (inWorker.ts) that is stopped if it takes too long; tests run it in Node.

export async function importModel(bytes: Uint8Array, name: string): Promise<ImportResult> {
  if (bytes.length > MOST_MODEL_BYTES)
    return {
      ok: false,
      reason: `the file is ${megabytes(bytes.length)}, and a model file may be at most ${megabytes(MOST_MODEL_BYTES)}`,
    };
  let format: ModelFormat | null = null;
  try {
    format = formatOf(bytes, name);
    return { ok: true, format, mesh: await read(bytes, format) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    // A loader that trips over a file it was not written for (an index past the end of a buffer, a
    // field of the wrong type): the file is malformed, and its kind is named when it is known.
    const kind = format === null ? 'model' : FORMAT_NAMES[format];
    const words = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      reason: `the ${kind} file is malformed and could not be read (${words.slice(0, 80)})`,
    };
  }
}

function read(bytes: Uint8Array, format: ModelFormat) {
  switch (format) {
    case 'stl-binary':
      return readStl(bytes, true);
    case 'stl-ascii':
      return readStl(bytes, false);
    case 'obj':
      return readObj(bytes);
    case 'glb':
      return readGltf(bytes, true);
    case 'gltf':
      return readGltf(bytes, false);
  }
}

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
