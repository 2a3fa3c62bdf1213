import type { Envelope } from '../envelope';
import { readSetup } from '../load';
import type { SetupKinds } from '../kinds';
import type { SetupProblem, SetupResult } from '../problems';
import type { TriangleMesh } from './mesh';
import { decodeModel } from './pack';
import type { ModelsSection } from './section';

// A table's models unpacked: whether each is a whole mesh (checked as a file or link with models is
// opened, before the table changes), and the meshes themselves for drawing. Loaded only where a
// table has models, as it brings the inflater.

/**
 * Meshes unpacked, by hash. A table's models are asked for again and again (each drawing, each
 * check), and unpacking a model at the caps takes a while, so the last few are kept; the data is
 * compared whole before one is reused.
 */
const decoded = new Map<string, { data: string; mesh: TriangleMesh | string }>();
const KEEP_DECODED = 32;

/** A model's mesh from its hash and data, or what is wrong with it. */
export function modelMesh(hash: string, data: string): TriangleMesh | string {
  const kept = decoded.get(hash);
  if (kept !== undefined && kept.data === data) return kept.mesh;
  const mesh = decodeModel(hash, data);
  if (decoded.size >= KEEP_DECODED) decoded.delete(decoded.keys().next().value!);
  decoded.set(hash, { data, mesh });
  return mesh;
}

/** Each kept model that does not unpack to a whole mesh, by its field. */
export function checkModelData(models: ModelsSection | undefined): SetupProblem[] {
  if (models === undefined) return [];
  return models.meshes.flatMap(({ id, data }, i) => {
    const mesh = modelMesh(id, data);
    return typeof mesh === 'string'
      ? [{ field: `models.meshes[${i}].data`, problem: `model ${id} cannot be used: ${mesh}` }]
      : [];
  });
}

/** readSetup, and then each model unpacked and checked: what opening a file or a link runs. */
export function readSetupWithModels<T extends Envelope & { readonly models?: ModelsSection | undefined }>(
  input: unknown,
  kinds: SetupKinds<T>,
): SetupResult<T> {
  const read = readSetup(input, kinds);
  if (!read.ok) return read;
  const problems = checkModelData(read.setup.models);
  return problems.length > 0 ? { ok: false, problems } : read;
}
