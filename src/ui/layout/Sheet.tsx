import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTable } from '../../state/useTable';
import type { SheetLevel } from './sheetLevels';
import { nearestLevel, stepLevel, tappedLevel } from './sheetLevels';

/** A press that moves less than this (px) is a tap on the handle, not a drag. */
const TAP_SLOP = 6;
/** A sheet dragged down stops here (px): its handle stays to be grabbed again. */
const LOWEST = 56;

/**
 * The phone's panels, one sheet over the bottom of the table: the game's or the editor's panel, the
 * picked pieces' card and the key, one under another. It stands at a peek, half or full height, changed
 * by dragging or tapping its handle, by the arrow keys on the handle, or by its two buttons. It marks
 * itself as covering the table, so the view refits into the room above it (scene/PanelRoom.tsx).
 */
export default function Sheet({ children }: { children: ReactNode }) {
  // Edit table opens the sheet at half: the editor's palette and cards are no use in a peek's few lines.
  const editing = useTable((s) => s.editing);
  const [level, setLevel] = useState<SheetLevel>(editing ? 'half' : 'peek');
  const [dragging, setDragging] = useState(false);
  const sheet = useRef<HTMLElement>(null);
  const press = useRef<{ y: number; height: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  // A piece picked brings its card to the top of the sheet: a peeking sheet rises to half, so the card
  // and the panel under it are both seen (the table keeps the upper half).
  const picked = useTable((s) => !s.editing && s.selectedId !== null);
  const [wasPicked, setWasPicked] = useState(false);
  if (picked !== wasPicked) {
    setWasPicked(picked);
    if (picked && level === 'peek') setLevel('half');
  }
  const [wasEditing, setWasEditing] = useState(editing);
  if (editing !== wasEditing) {
    setWasEditing(editing);
    if (editing && level === 'peek') setLevel('half');
  }

  const room = () => sheet.current?.parentElement?.getBoundingClientRect().height ?? 0;
  const down = (e: PointerEvent<HTMLButtonElement>) => {
    if (sheet.current === null) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    press.current = { y: e.clientY, height: sheet.current.getBoundingClientRect().height, moved: false };
  };
  // The height follows the finger directly, not through React: a drag is many moves a second.
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (p === null || sheet.current === null) return;
    const dy = p.y - e.clientY;
    if (!p.moved && Math.abs(dy) < TAP_SLOP) return;
    if (!p.moved) setDragging(true);
    p.moved = true;
    sheet.current.style.height = `${Math.max(LOWEST, Math.min(room(), p.height + dy))}px`;
  };
  const up = () => {
    const p = press.current;
    press.current = null;
    if (p === null || !p.moved || sheet.current === null) return;
    dragged.current = true; // the click that follows this release is not a tap
    const height = sheet.current.getBoundingClientRect().height;
    sheet.current.style.height = '';
    setDragging(false);
    setLevel(nearestLevel(height, room()));
  };
  const key = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    setLevel((l) => stepLevel(l, step));
  };

  return (
    <section
      ref={sheet}
      className={`sheet ${level}${dragging ? ' dragging' : ''}`}
      data-covers="bottom"
      data-testid="panel-sheet"
      data-level={level}
      aria-label="Panels"
    >
      <div className="sheet-grip">
        <button
          type="button"
          disabled={level === 'peek'}
          onClick={() => setLevel((l) => stepLevel(l, -1))}
          aria-label="Lower the panels"
        >
          ▾
        </button>
        <button
          type="button"
          className="sheet-handle"
          aria-label={`Panels at ${level} height: tap or drag to change, or the arrow keys`}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onKeyDown={key}
          onClick={() => {
            if (dragged.current) dragged.current = false;
            else setLevel(tappedLevel);
          }}
        >
          <span aria-hidden />
        </button>
        <button
          type="button"
          disabled={level === 'full'}
          onClick={() => setLevel((l) => stepLevel(l, 1))}
          aria-label="Raise the panels"
        >
          ▴
        </button>
      </div>
      <div className="sheet-body">{children}</div>
    </section>
  );
}
