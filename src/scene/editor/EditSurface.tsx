import { useRef, useState } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { useThree } from '@react-three/fiber';
import type { Point } from '../../geometry';
import type { TableState } from '../../state/tableStore';
import { useSystemView } from '../systemView';
import { useTableStore } from '../../state/useTable';
import { tableRay } from '../pointerOnTable';
import { groundOnRay } from './groundOnRay';
import { cornerNear, onMatSide } from './matCorners';
import { SelectionBox } from './SelectionBox';
import { usePaintStroke } from './usePaintStroke';
import { TableSheet } from '../TableSheet';

interface Drag {
  readonly from: Point;
  readonly ids: readonly string[];
  moved: boolean;
  /** A selected piece pressed while adding to the selection: let go of unmoved, it leaves the selection. */
  readonly takeAway: string | null;
}

/**
 * The editor's hands on the table: a click places what the palette holds, or picks a piece (Shift,
 * or the panel's "Select several", adds to the selection or takes away); a drag moves the
 * selection, shown live and kept as one step of history when dropped. A terrain tool dragged paints
 * each hex it enters once (paintStroke.ts), the camera holding still, kept as one step when the
 * pointer is let go, leaves the canvas or Esc. Like the tape, an invisible sheet that costs no draw
 * call. What a place, a move or a box makes of the pieces is the system's (its view's editor).
 */
export function EditSurface({ setup }: { setup: TableState['setup'] }) {
  const store = useTableStore();
  const view = useSystemView();
  const { editor } = view;
  const drag = useRef<Drag | null>(null);
  // Shift-drag (or any drag, selecting several) from bare table: a box on the table selects every
  // piece whose centre it holds.
  const [box, setBox] = useState<{ from: Point; to: Point } | null>(null);
  const boxing = useRef<{ from: Point; to: Point; orbit: { enabled: boolean } | null } | null>(null);
  // An open mat's corner held by the pointer: dragged to any simple polygon.
  const corner = useRef<{
    index: number;
    from: Point;
    moved: boolean;
    orbit: { enabled: boolean } | null;
  } | null>(null);
  const stroke = usePaintStroke(editor);
  const get = useThree((s) => s.get);
  const toTable = (e: ThreeEvent<PointerEvent>): Point => ({ x: e.point.x, y: e.point.z });
  /** Where a piece from the palette goes: the ground under the pointer, a block's top included. */
  const toGround = (e: ThreeEvent<PointerEvent>): Point =>
    groundOnRay(tableRay(e.ray), (at) => view.groundHeightAt(setup, at)) ?? toTable(e);

  const down = (e: ThreeEvent<PointerEvent>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    const p = toTable(e);
    const { placing, editSelection, selectSeveral, applyEdit, editSelect } = store.getState();
    // Shift, or a finger's "Select several": a press adds to the selection rather than replacing it.
    const adding = e.shiftKey || selectSeveral;
    if (placing !== null) {
      const at = toGround(e);
      if ((editor.strokeCell?.(setup, placing, at) ?? null) === null) {
        applyEdit(editor.place(setup, placing, at));
        return;
      }
      stroke.start(setup, placing, at);
      return;
    }
    // What is drawn under the pointer, nearest first: not the table point behind a standing figure.
    const id = view.pickOnRay(setup, tableRay(e.ray));
    const held = id === null ? cornerNear(setup, p) : null;
    if (held !== null) {
      const orbit = get().controls as { enabled: boolean } | null;
      if (orbit !== null) orbit.enabled = false;
      (e.target as Element).setPointerCapture?.(e.pointerId);
      corner.current = { index: held, from: p, moved: false, orbit };
      return;
    }
    if (id === null) {
      if (!adding) return editSelect([]);
      const orbit = get().controls as { enabled: boolean } | null;
      if (orbit !== null) orbit.enabled = false; // the camera holds still while the box is drawn
      (e.target as Element).setPointerCapture?.(e.pointerId);
      boxing.current = { from: p, to: p, orbit };
      setBox({ from: p, to: p });
      return;
    }
    // A piece already selected is taken away only when let go of unmoved: dragged, it carries the
    // whole selection with it, so a finger can select several and then move them.
    const chosen = editSelection.includes(id);
    const ids = chosen ? editSelection : adding ? [...editSelection, id] : [id];
    editSelect(ids);
    (e.target as Element).setPointerCapture?.(e.pointerId);
    drag.current = { from: p, ids, moved: false, takeAway: adding && chosen ? id : null };
  };
  const move = (e: ThreeEvent<PointerEvent>) => {
    const { placing, setDragPreview } = store.getState();
    if (stroke.painting()) {
      stroke.paintAt(toGround(e));
      return;
    }
    if (placing !== null) {
      // The piece stands where a click would put it, before the click: the table as it would be.
      const r = editor.place(setup, placing, toGround(e));
      setDragPreview(r.ok ? r.setup : null);
      return;
    }
    const c = corner.current;
    if (c !== null) {
      const to = toTable(e);
      if (!c.moved && Math.hypot(to.x - c.from.x, to.y - c.from.y) < 0.3) return;
      c.moved = true;
      const r = editor.matCorners.move(setup, { corner: c.index, to });
      // A shape that is no mat keeps the last good preview; the drop says why.
      if (r.ok) store.getState().setDragPreview(r.setup);
      return;
    }
    const b = boxing.current;
    if (b !== null) {
      b.to = toTable(e);
      setBox({ from: b.from, to: b.to });
      return;
    }
    const d = drag.current;
    if (d === null) return;
    const p = toTable(e);
    const by = { x: p.x - d.from.x, y: p.y - d.from.y };
    if (!d.moved && Math.hypot(by.x, by.y) < 0.3) return;
    d.moved = true;
    const preview = editor.move(setup, d.ids, by);
    // A spot the piece may not go keeps the last good preview; the drop will say why.
    if (preview.ok) store.getState().setDragPreview(preview.setup);
  };
  const up = (e: ThreeEvent<PointerEvent>) => {
    const c = corner.current;
    if (c !== null) {
      corner.current = null;
      if (c.orbit !== null) c.orbit.enabled = true;
      store.getState().setDragPreview(null);
      if (c.moved)
        store.getState().applyEdit(editor.matCorners.move(setup, { corner: c.index, to: toTable(e) }));
      return;
    }
    const b = boxing.current;
    if (b !== null) {
      boxing.current = null;
      setBox(null);
      if (b.orbit !== null) b.orbit.enabled = true;
      const { editSelection, editSelect } = store.getState();
      const inBox: readonly string[] = editor.inBox(setup, b.from, toTable(e));
      editSelect([...editSelection, ...inBox.filter((id) => !editSelection.includes(id))]);
      return;
    }
    const d = drag.current;
    drag.current = null;
    if (d !== null && !d.moved && d.takeAway !== null)
      store.getState().editSelect(d.ids.filter((x) => x !== d.takeAway));
    if (d === null || !d.moved) return;
    const p = toTable(e);
    store.getState().applyEdit(editor.move(setup, d.ids, { x: p.x - d.from.x, y: p.y - d.from.y }));
  };

  return (
    <>
      <TableSheet
        name="edit-surface"
        table={setup.table}
        lift={0.002}
        onPointerDown={down}
        onPointerMove={move}
        onPointerOut={() => {
          if (store.getState().placing !== null && !stroke.painting()) store.getState().setDragPreview(null);
        }}
        onPointerUp={up}
        onDoubleClick={(e) => {
          // An open mat becomes any polygon: a double-click on a side adds a corner there, one on a
          // corner takes it away (a mat keeps at least three).
          if (setup.board.mat === undefined || store.getState().placing !== null) return;
          const p = { x: e.point.x, y: e.point.z };
          const held = cornerNear(setup, p);
          if (held !== null) store.getState().applyEdit(editor.matCorners.remove(setup, { corner: held }));
          else if (onMatSide(setup, p)) store.getState().applyEdit(editor.matCorners.add(setup, { at: p }));
        }}
      />
      {box !== null && <SelectionBox from={box.from} to={box.to} />}
      {setup.board.mat?.outline.map((c, i) => (
        <mesh key={i} name="mat-corner" position={[c.x, 0.15, c.y]}>
          <cylinderGeometry args={[1.2, 1.2, 0.3, 20]} />
          <meshBasicMaterial color="#74c0fc" />
        </mesh>
      ))}
    </>
  );
}
