import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { TableState } from '../../state/tableStore';
import { useTableStore } from '../../state/useTable';

/** A figure in hand, or a piece or a mat's corner dragged in the editor (its preview). */
const holding = (s: TableState) => s.grabbed !== null || s.dragPreview !== null;

/**
 * Something in hand is dragged over a still table: the view must not fly from under the pointer.
 * The returned test says whether something is in hand now, and if so notes that a refit waited;
 * `refit` is called once it is put down. Watched in the store, not rendered: a plain click takes a
 * figure in hand on its press and puts it down on its release, and the camera has nothing to do
 * for that unless a refit waited meanwhile.
 */
export function useRefitWhenPutDown(refit: RefObject<() => void>): () => boolean {
  const store = useTableStore();
  const waited = useRef(false);
  useEffect(
    () =>
      store.subscribe((now, before) => {
        if (!waited.current || holding(now) || !holding(before)) return;
        waited.current = false;
        refit.current();
      }),
    [store, refit],
  );
  return () => {
    if (!holding(store.getState())) return false;
    waited.current = true;
    return true;
  };
}
