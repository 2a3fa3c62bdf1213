import { deletePieces, duplicatePieces, rotatePieces } from '../../setup';
import type { TableStore } from '../state/store';

/** Turning, copying and removing what is selected: the buttons and the keys share these. */
export const selectionEdits = {
  rotate(store: TableStore, sign: 1 | -1) {
    const { setup, editSelection, applyEdit } = store.getState();
    if (editSelection.length > 0)
      applyEdit(rotatePieces(setup, { ids: editSelection, by: sign * (setup.mode === 'hex' ? 60 : 15) }));
  },
  duplicate(store: TableStore) {
    const { setup, editSelection, applyEdit } = store.getState();
    if (editSelection.length > 0) applyEdit(duplicatePieces(setup, { ids: editSelection }));
  },
  remove(store: TableStore) {
    const { setup, editSelection, applyEdit } = store.getState();
    if (editSelection.length > 0) applyEdit(deletePieces(setup, { ids: editSelection }));
  },
};
