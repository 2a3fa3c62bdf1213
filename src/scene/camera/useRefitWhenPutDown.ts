import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { TableState } from '../../state/tableStore';
import { useTableStore } from '../../state/useTable';
import { beginMotion, endMotion } from '../motion';

/** A figure in hand, or a piece or a mat's corner dragged in the editor (its preview). */
const holding = (s: TableState) => s.grabbed !== null || s.dragPreview !== null;

/**
 * Something in hand is dragged over a still table: the view must not fly from under the pointer.
 * The returned test says whether something is in hand now, and if so notes that a refit waited;
 * `refit` is called once it is put down. Watched in the store, not rendered: a plain click takes a
 * figure in hand on its press and puts it down on its release, and the camera has nothing to do
 * for that unless a refit waited meanwhile.
 *
 * The waited refit comes in the next frame, not on the release itself: the press that picked a
 * figure up also opened its card, and the browser's click follows the release. Refitted in
 * between, the view would move the table under the pointer, and that click would land on the
 * ground the refit put there: the figure just picked would be moved to it.
 */
export function useRefitWhenPutDown(refit: RefObject<() => void>): () => boolean {
  const store = useTableStore();
  const waited = useRef(false);
  useEffect(() => {
    let frame: number | null = null;
    const unsubscribe = store.subscribe((now, before) => {
      if (!waited.current || holding(now) || !holding(before)) return;
      waited.current = false;
      if (frame !== null) return;
      beginMotion('refit after put down'); // the table is not still until the view has refitted
      frame = requestAnimationFrame(() => {
        frame = null;
        refit.current();
        endMotion('refit after put down');
      });
    });
    return () => {
      unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
      endMotion('refit after put down');
    };
  }, [store, refit]);
  return () => {
    if (!holding(store.getState())) return false;
    waited.current = true;
    return true;
  };
}
