import type { Edit } from '../../../../src/scene/systemView';
import type { TableStore } from '../../../../src/state/tableStore';

/**
 * A store for the editor's slots to edit: it holds `setup` with `selection` picked and keeps every
 * edit handed to it (kept or refused), its table unchanged, so a test reads exactly what a slot asked.
 */
export function editStore<S>(setup: S, selection: readonly string[]) {
  const kept: Edit<S>[] = [];
  const state = { setup, editSelection: selection, applyEdit: (e: Edit<S>) => (kept.push(e), e.ok) };
  return { store: { getState: () => state } as unknown as TableStore, kept };
}
