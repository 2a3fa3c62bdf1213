import type { Envelope } from '../envelope';
import type { ModelAdjust } from './fit';
import { PLAIN_ADJUST } from './fit';
import type { TriangleMesh } from './mesh';
import { encodeModel } from './pack';
import type { KeptModel, ModelUse, ModelsSection } from './section';
import { MOST_MODEL_CHARS, checkModels, keptModelOf } from './section';
import { modelMesh } from './data';

// The editor's operations on a table's models, each a new set-up: give a kind of piece a model,
// adjust it, take it away. A model no kind uses any more is dropped from the file, and one already
// kept (the same mesh on a second kind) is kept once.

type WithModels = Envelope & { readonly models?: ModelsSection | undefined };

const settled = <T extends WithModels>(
  setup: T,
  kinds: readonly ModelUse[],
  meshes: readonly KeptModel[],
): T => {
  const used = new Set(kinds.map((use) => use.model));
  // Each model once, and only those a kind still uses.
  const kept = meshes.filter(
    (model, i) => used.has(model.id) && meshes.findIndex((m) => m.id === model.id) === i,
  );
  const { models: _, ...rest } = setup;
  return (kinds.length === 0 ? rest : { ...rest, models: { meshes: kept, kinds: [...kinds] } }) as T;
};

export function withModel<T extends WithModels>(
  setup: T,
  kind: string,
  mesh: TriangleMesh,
  adjust: ModelAdjust = PLAIN_ADJUST,
): T {
  const { hash, data } = encodeModel(mesh);
  const use: ModelUse = { kind, model: hash, ...adjust };
  const kinds = [...(setup.models?.kinds ?? []).filter((u) => u.kind !== kind), use];
  return settled(setup, kinds, [...(setup.models?.meshes ?? []), { id: hash, data }]);
}

export function adjustModel<T extends WithModels>(setup: T, kind: string, adjust: ModelAdjust): T {
  const kinds = (setup.models?.kinds ?? []).map((use) => (use.kind === kind ? { ...use, ...adjust } : use));
  return settled(setup, kinds, setup.models?.meshes ?? []);
}

export function withoutModel<T extends WithModels>(setup: T, kind: string): T {
  const kinds = (setup.models?.kinds ?? []).filter((use) => use.kind !== kind);
  return settled(setup, kinds, setup.models?.meshes ?? []);
}

/** The model a kind of piece is drawn as, with its adjustments, when it has one that is whole. */
export function modelOf(setup: WithModels, kind: string): { use: ModelUse; mesh: TriangleMesh } | null {
  const kept = keptModelOf(setup.models, kind);
  if (kept === null) return null;
  const { use, data } = kept;
  const mesh = modelMesh(use.model, data);
  return typeof mesh === 'string' ? null : { use, mesh };
}

/**
 * Why a table's models would not fit its file, in words, or null when they do. The importer's caps
 * (16 MB, 200,000 triangles) are on the file a player brings; packed into the table's file a model
 * may still take more than the file keeps, so the editor asks this before it takes one: a model the
 * table could not save, share or bring back after a reload is refused up front.
 */
export function modelsOverCaps(models: ModelsSection | undefined): string | null {
  const big = models?.meshes.find((m) => m.data.length > MOST_MODEL_CHARS);
  if (big !== undefined)
    return `packed into the table's file it would take ${big.data.length.toLocaleString('en')} characters, and a model may take at most ${MOST_MODEL_CHARS.toLocaleString('en')}: use a model with fewer triangles`;
  return checkModels(models)[0]?.problem ?? null;
}
