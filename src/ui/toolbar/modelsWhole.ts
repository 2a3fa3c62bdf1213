import type { TableStore } from '../../state/tableStore';
import { describeProblems } from '../../table';
import { checkModelData, modelsSchema } from '../../table/meshes';

// Whether a set-up file's imported models each unpack to a whole mesh, asked before the file is
// opened (TableFiles): the loader's own checks are light, and unpacking needs the inflater, which
// this module brings only for a file with models.

/** Whether the file's models are whole; when not, the page says why and the table is unchanged. */
export function modelsWhole(store: TableStore, text: string, name: string): boolean {
  const problems = modelsProblems(text);
  if (problems === null) return true;
  store.getState().notify('error', `${name} was not opened: ${problems}. The table is unchanged.`);
  return false;
}

/** What is wrong with the file's models, in words, or null when they are whole (or for the loader to name). */
export function modelsProblems(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // the loader names broken JSON itself
  }
  if (parsed === null || typeof parsed !== 'object' || !('models' in parsed)) return null;
  const models = modelsSchema.safeParse(parsed.models);
  // A section the schema refuses is named by the loader, field by field.
  if (!models.success) return null;
  const problems = checkModelData(models.data);
  return problems.length === 0 ? null : describeProblems(problems);
}
