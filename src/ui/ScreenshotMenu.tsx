import { useEffect, useRef, useState } from 'react';
import { presetLabel, presetsFor } from '../scene/views';
import type { ViewPreset } from '../state/tableStore';
import { useTable, useTableStore } from '../state/useTable';
import { saveScreenshot } from './screenshot';
import { useFocusTrap } from './useFocusTrap';

const SCALES = [1, 2, 4] as const;
const POPOVER_WIDTH = 260;

/** The Screenshot button and its options: size, overlays, and which view. */
export function ScreenshotMenu() {
  const store = useTableStore();
  const picture = useTable((s) => s.picture);
  const seats = useTable((s) => (s.play?.initial ?? s.setup).seats);
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  const caret = useRef<HTMLButtonElement>(null);
  const open = at !== null;
  const menu = useRef<HTMLDivElement>(null);
  // The options take the keys while open: the first has the focus, and Esc gives it back to the caret.
  const popover = useRef<HTMLDivElement>(null);
  useFocusTrap(popover, open, { focusFirst: true });
  // Open options close on Esc and on a press anywhere outside them, as any menu does.
  useEffect(() => {
    if (!open) return;
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation(); // Esc here closes the menu, not the tape or the selection behind it
      setAt(null);
    };
    const press = (e: PointerEvent) => {
      if (menu.current !== null && !menu.current.contains(e.target as Node)) setAt(null);
    };
    window.addEventListener('keydown', key, true);
    window.addEventListener('pointerdown', press, true);
    return () => {
      window.removeEventListener('keydown', key, true);
      window.removeEventListener('pointerdown', press, true);
    };
  }, [open]);
  const toggle = () => {
    const r = caret.current?.getBoundingClientRect();
    if (open || r === undefined) return setAt(null);
    // Under the button, kept inside the window whichever row of the toolbar the button is on.
    setAt({
      left: Math.max(8, Math.min(r.right - POPOVER_WIDTH, window.innerWidth - POPOVER_WIDTH - 8)),
      top: r.bottom + 6,
    });
  };
  return (
    <div ref={menu} className="group screenshot-menu">
      <button
        type="button"
        className="primary"
        onClick={() => void saveScreenshot(store)}
        title="Save a PNG of the table (P)"
      >
        Screenshot{picture.scale > 1 ? ` ${picture.scale}×` : ''}
      </button>
      <button
        ref={caret}
        type="button"
        className="primary caret"
        aria-expanded={open}
        aria-label="Screenshot options"
        onClick={toggle}
      >
        ▾
      </button>
      {open && (
        <div
          ref={popover}
          className="popover"
          role="dialog"
          aria-label="Screenshot options"
          style={{ left: at.left, top: at.top, width: POPOVER_WIDTH }}
        >
          <fieldset>
            <legend>Size</legend>
            {SCALES.map((k) => (
              <label key={k}>
                <input
                  type="radio"
                  name="picture-scale"
                  checked={picture.scale === k}
                  onChange={() => store.getState().choosePicture({ scale: k })}
                />
                {k}× the view
              </label>
            ))}
          </fieldset>
          <label>
            <input
              type="checkbox"
              checked={picture.overlays}
              onChange={(e) => store.getState().choosePicture({ overlays: e.target.checked })}
            />
            Overlays (lines, tapes, labels, hex grid)
          </label>
          <label>
            View{' '}
            <select
              aria-label="Picture view"
              value={picture.preset ?? ''}
              onChange={(e) =>
                store
                  .getState()
                  .choosePicture({ preset: e.target.value === '' ? null : (e.target.value as ViewPreset) })
              }
            >
              <option value="">as on screen</option>
              {presetsFor(seats).map((p) => (
                <option key={p} value={p}>
                  {presetLabel(p, seats)}
                </option>
              ))}
            </select>
          </label>
          <p className="muted">Pictures never include the toolbar or panels.</p>
        </div>
      )}
    </div>
  );
}
