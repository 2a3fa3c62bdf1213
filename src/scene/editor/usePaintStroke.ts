import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type { Point } from '../../geometry';
import type { TableState } from '../../state/tableStore';
import { useTableStore } from '../../state/useTable';
import type { AnySystemView } from '../systemView';
import type { PaintStroke } from './paintStroke';
import { finishStroke, paintCell, startStroke } from './paintStroke';

/** A terrain tool pressed and dragged over the board: the palette's entry, the stroke so far. */
interface Painting {
  readonly placing: unknown;
  stroke: PaintStroke<TableState['setup']>;
  readonly orbit: { enabled: boolean } | null;
}

/**
 * A terrain tool dragged across the board: each hex it enters is painted once (paintStroke.ts) and
 * shown live, the camera holding still; the stroke is kept as one step of history when the pointer
 * is let go, leaves the canvas, or on Esc.
 */
export function usePaintStroke(editor: AnySystemView['editor']) {
  const store = useTableStore();
  const painting = useRef<Painting | null>(null);
  const get = useThree((s) => s.get);
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    const end = () => {
      const p = painting.current;
      if (p === null) return;
      painting.current = null;
      if (p.orbit !== null) p.orbit.enabled = true;
      const { edit, notice } = finishStroke(p.stroke);
      const { applyEdit, setDragPreview, notify } = store.getState();
      setDragPreview(null);
      if (edit !== null) applyEdit(edit);
      if (notice !== null) notify('error', notice);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && end();
    window.addEventListener('pointerup', end);
    window.addEventListener('keydown', onKey);
    canvas.addEventListener('pointerleave', end);
    return () => {
      end();
      window.removeEventListener('pointerup', end);
      window.removeEventListener('keydown', onKey);
      canvas.removeEventListener('pointerleave', end);
    };
  }, [store, canvas]);

  /** The stroke with the hex under the pointer painted, shown live. */
  const paintAt = (at: Point) => {
    const p = painting.current;
    if (p === null) return;
    const cell = editor.strokeCell?.(p.stroke.setup, p.placing, at) ?? null;
    if (cell === null) return;
    p.stroke = paintCell(p.stroke, cell, (s) => editor.place(s, p.placing, at));
    store.getState().setDragPreview(p.stroke.changed ? p.stroke.setup : null);
  };

  return {
    /** Whether a stroke is being painted. */
    painting: (): boolean => painting.current !== null,
    /** A stroke begun with `placing` at `at`, on the table as it stands. */
    start(setup: TableState['setup'], placing: unknown, at: Point) {
      const orbit = get().controls as { enabled: boolean } | null;
      if (orbit !== null) orbit.enabled = false; // the camera holds still while the stroke is painted
      painting.current = { placing, stroke: startStroke(setup), orbit };
      paintAt(at);
    },
    paintAt,
  };
}
