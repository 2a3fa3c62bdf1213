import { z } from '../zod';
import type { SetupProblem } from '../problems';
import { LIFT_RANGE, SCALE_RANGE } from './fit';

// The set-up file's models: the meshes a player imported, each kept once by its hash, and which kind
// of piece each stands in for, with the player's scale, turn and lift. The kinds are the system's own
// words ("figure", "hill", "bunker"): this layer keeps them and names none. The whole section is
// optional, and a table with none is drawn as it always was. The set-up's schema and light checks are
// here; unpacking the data (fflate) is in data.ts, loaded only where a table has models.

/** The most models one table keeps, and the most its models may take in the file. */
export const MOST_MODELS = 16;
export const MOST_MODEL_CHARS = 4_000_000;
export const MOST_MODELS_CHARS = 12_000_000;

const hash = z.string().check(z.regex(/^[0-9a-f]{16}$/, 'a model is named by 16 hex digits (its hash)'));
const finite = z.number();

export const modelUseSchema = z.strictObject({
  /** The kind of piece the model stands in for, in the system's own words: "figure", "hill". */
  kind: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(40),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'use letters, digits, "-" and "_" only'),
    ),
  model: hash,
  scale: finite.check(z.minimum(SCALE_RANGE.least), z.maximum(SCALE_RANGE.most)),
  /** Degrees counter-clockwise seen from above, in [0, 360). */
  turn: finite.check(z.minimum(0), z.lt(360)),
  lift: finite.check(z.minimum(LIFT_RANGE.least), z.maximum(LIFT_RANGE.most)),
});

/** One model as the file keeps it: its packed mesh (pack.ts) and the hash of that mesh, which names it. */
export const keptModelSchema = z.strictObject({
  id: hash,
  data: z
    .string()
    .check(
      z.maxLength(
        MOST_MODEL_CHARS,
        `a model may take at most ${MOST_MODEL_CHARS.toLocaleString('en')} characters`,
      ),
    ),
});

export const modelsSchema = z.strictObject({
  meshes: z.array(keptModelSchema).check(z.maxLength(64)),
  kinds: z._default(z.array(modelUseSchema).check(z.maxLength(64)), []),
});

export type ModelUse = z.infer<typeof modelUseSchema>;
export type ModelsSection = z.infer<typeof modelsSchema>;
export type KeptModel = z.infer<typeof keptModelSchema>;

/** The model a kind of piece is given, with its packed data, or null when the kind has none (or its data is missing). */
export function keptModelOf(
  models: ModelsSection | undefined,
  kind: string,
): { use: ModelUse; data: string } | null {
  const use = models?.kinds.find((u) => u.kind === kind);
  const data = use === undefined ? undefined : models?.meshes.find((m) => m.id === use.model)?.data;
  return use === undefined || data === undefined ? null : { use, data };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * What the models section's schema cannot say: caps, one model a kind, every model used. This runs
 * on every set-up read, so it stays light (no inflater in the app's first download); whether each
 * model's data unpacks to a whole mesh is checkModelData's (data.ts), which the app runs as a file
 * or link with models is opened.
 */
export function checkModels(models: ModelsSection | undefined): SetupProblem[] {
  if (models === undefined) return [];
  const problems: SetupProblem[] = [];
  if (models.meshes.length > MOST_MODELS)
    problems.push({
      field: 'models.meshes',
      problem: `${models.meshes.length} models, and a table keeps at most ${MOST_MODELS}`,
    });
  const chars = models.meshes.reduce((sum, kept) => sum + kept.data.length, 0);
  if (chars > MOST_MODELS_CHARS)
    problems.push({
      field: 'models.meshes',
      problem: `the models take ${chars.toLocaleString('en')} characters, and a table's may take at most ${MOST_MODELS_CHARS.toLocaleString('en')}`,
    });
  if (problems.length > 0) return problems;
  const kept = new Map<string, number>();
  models.meshes.forEach((model, i) => {
    const first = kept.get(model.id);
    if (first !== undefined)
      problems.push({
        field: `models.meshes[${i}].id`,
        problem: `model ${model.id} is already models.meshes[${first}]`,
      });
    else kept.set(model.id, i);
  });
  const kinds = new Map<string, number>();
  models.kinds.forEach((use, i) => {
    const first = kinds.get(use.kind);
    if (first !== undefined)
      problems.push({
        field: `models.kinds[${i}].kind`,
        problem: `"${use.kind}" already has a model (models.kinds[${first}])`,
      });
    else kinds.set(use.kind, i);
    if (!kept.has(use.model))
      problems.push({
        field: `models.kinds[${i}].model`,
        problem: `no model ${use.model} is kept in models.meshes`,
      });
  });
  const used = new Set(models.kinds.map((use) => use.model));
  models.meshes.forEach((model, i) => {
    if (!used.has(model.id))
      problems.push({
        field: `models.meshes[${i}]`,
        problem: `model ${model.id} is used by no kind of piece`,
      });
    else if (!BASE64.test(model.data) || model.data.length % 4 !== 0)
      problems.push({
        field: `models.meshes[${i}].data`,
        problem: `model ${model.id} cannot be used: its data is not base64`,
      });
  });
  return problems;
}
