import type { SliceSet, TableGet } from './types';
import type { Tool } from './viewSlice';

// The set-up editor: whether it is open, what a click puts down, the pieces it has selected and a
// drag's preview. `T` is the set-up, `Placing` what the palette offers; the edits themselves are
// the set-up's own (pure functions that return an EditResult).

/** An edit's outcome: the new set-up (and what it leaves selected), or why it was refused. */
export type EditResult<T> =
  | { readonly ok: true; readonly setup: T; readonly selection?: readonly string[] }
  | { readonly ok: false; readonly reason: string };

export interface EditorState<T, Placing> {
  /** The set-up editor is open. */
  readonly editing: boolean;
  /** What a click on the table puts there: a palette entry or a board tile, or null to select and drag. */
  readonly placing: Placing | null;
  /** The pieces the editor has selected. */
  readonly editSelection: readonly string[];
  /**
   * A tap or click on a piece adds it to the selection, or takes it away, as Shift does with a mouse;
   * a drag on bare table selects a box. A finger has no Shift: this is its way to select several.
   */
  readonly selectSeveral: boolean;
  /** The table as a drag would leave it, shown while dragging; not in the history until dropped. */
  readonly dragPreview: T | null;
}

export interface EditorActions<T, Placing> {
  setEditing(editing: boolean): void;
  setPlacing(placing: Placing | null): void;
  editSelect(ids: readonly string[]): void;
  /** On, a tap adds or takes away (the palette lets go of what it held); off, a tap selects one. */
  setSelectSeveral(on: boolean): void;
  setDragPreview(setup: T | null): void;
  /** Keeps an edit's result (one step of history) or says why it was refused; the table is untouched then. */
  applyEdit(result: EditResult<T>): boolean;
}

/** What the editor writes beyond its own fields: the set-up it edits, and the tool it puts down. */
type Writes<T, Placing> = EditorState<T, Placing> & { readonly setup: T; readonly tool: Tool };

export function editorSlice<T, Placing>(
  set: SliceSet<Writes<T, Placing>>,
  get: TableGet,
  hasPiece: (setup: T, id: string) => boolean,
): EditorState<T, Placing> & EditorActions<T, Placing> {
  return {
    editing: false,
    placing: null,
    editSelection: [],
    selectSeveral: false,
    dragPreview: null,
    setEditing: (editing) => {
      set({
        editing,
        placing: null,
        editSelection: [],
        selectSeveral: false,
        dragPreview: null,
        tool: 'look',
      });
      get().letGo();
    },
    // A palette entry taken up puts pieces down: a tap can no longer select several.
    setPlacing: (placing) =>
      set({
        placing,
        editSelection: [],
        dragPreview: null,
        ...(placing === null ? {} : { selectSeveral: false }),
      }),
    editSelect: (ids) => set({ editSelection: ids }),
    setSelectSeveral: (selectSeveral) =>
      set(selectSeveral ? { selectSeveral, placing: null, dragPreview: null } : { selectSeveral }),
    setDragPreview: (dragPreview) => set({ dragPreview }),
    applyEdit: (result) => {
      if (!result.ok) {
        get().notify('error', `Not done: ${result.reason}`);
        set({ dragPreview: null });
        return false;
      }
      set((s) => ({
        setup: result.setup,
        dragPreview: null,
        editSelection: result.selection ?? s.editSelection.filter((id) => hasPiece(result.setup, id)),
      }));
      return true;
    },
  };
}
