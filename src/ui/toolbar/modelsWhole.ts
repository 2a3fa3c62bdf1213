import type { TableStore } from '../../state/tableStore';
import { describeProblems } from '../../table';
import { checkModelData, modelsSchema } from '../../table/meshes';

// Whether a set-up file's imported models each unpack to a whole mesh, asked before the file is
// opened (TableFiles): the loader's own checks are light, and unpacking needs the inflater, which
// this module brings only for a file with models. The unpacking runs in a worker
// (modelsCheck.worker.ts), so a file full of models does not hold the page while it opens.

/** What is wrong with the file's models, worked out in a worker; null when they are whole. */
function problemsInWorker(text: string): Promise<string | null> {
  const worker = new Worker(new URL('./modelsCheck.worker.ts', import.meta.url), {
    type: 'module',
    name: 'models check',
  });
  return new Promise<string | null>((resolve) => {
    worker.onmessage = (event: MessageEvent<string | null>) => resolve(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(`its models could not be checked (${event.message || 'the check did not start'})`);
    };
    worker.postMessage(text);
  }).finally(() => worker.terminate());
}

/** Whether the file's models are whole; when not, the page says why and the table is unchanged. */
export async function modelsWhole(store: TableStore, text: string, name: string): Promise<boolean> {
  const problems = await problemsInWorker(text);
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
