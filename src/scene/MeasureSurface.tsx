import { useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { Point } from '../geometry';
import { groundOnRay, tableRay } from './pointerOnTable';
import { snapToBase } from '../state/measure';
import type { TableState } from '../state/tableStore';
import { useTableStore } from '../state/useTable';
import { useSystemView } from './systemView';
import { TableSheet } from './TableSheet';

/**
 * An invisible sheet over the whole table that turns drags into tapes; it is there only while the
 * measuring tool is on, so otherwise a click on the table reaches nothing and clears the selection.
 */
export function MeasureSurface({ setup }: { setup: TableState['setup'] }) {
  const table = setup.table;
  const store = useTableStore();
  const view = useSystemView();
  const from = useRef<Point | null>(null);
  // A tape pointed at a figure (its head, its body, its base) runs from its base's centre, where the
  // rules measure from (G-BAND); elsewhere, on a hill, it starts and ends where the pointer meets
  // its surface, not the table under it.
  const toTable = (e: ThreeEvent<PointerEvent>): Point => {
    const ray = tableRay(e.ray);
    const id = view.pickOnRay(setup, ray);
    const end = id === null ? null : view.tapeEnd(setup, id);
    if (end !== null) return end;
    return snapToBase(
      view.bases(setup),
      groundOnRay(e.ray, (p) => view.groundHeightAt(setup, p)) ?? { x: e.point.x, y: e.point.z },
    );
  };

  const down = (e: ThreeEvent<PointerEvent>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    (e.target as Element).setPointerCapture?.(e.pointerId);
    from.current = toTable(e);
    store.getState().setDraftTape({ from: from.current, to: from.current });
  };
  const move = (e: ThreeEvent<PointerEvent>) => {
    if (from.current === null) return;
    store.getState().setDraftTape({ from: from.current, to: toTable(e) });
  };
  const up = (e: ThreeEvent<PointerEvent>) => {
    if (from.current === null) return;
    const start = from.current;
    from.current = null;
    const end = toTable(e);
    if (Math.hypot(end.x - start.x, end.y - start.y) < 0.3) store.getState().setDraftTape(null);
    else store.getState().layTape({ from: start, to: end });
  };

  const cancel = () => {
    from.current = null;
    store.getState().setDraftTape(null);
  };

  return (
    <TableSheet
      name="measure-surface"
      table={table}
      lift={0.001}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={cancel}
    />
  );
}
