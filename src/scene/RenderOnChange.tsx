import { useEffect, useLayoutEffect, useState } from 'react';
import { useThree } from '@react-three/fiber';
import { PAGE_ONLY } from '../state/slices/viewSlice';
import { beginMotion, endMotion } from './motion';
import { useTableStore } from '../state/useTable';

const pageOnly: ReadonlySet<string> = new Set(PAGE_ONLY);

/**
 * Whether a change of the table's state may show on the canvas: anything but the page's own keys,
 * and the piece under the pointer while none is selected. A hovered enemy shows only as the
 * selected figure's line to it (viewSlice.ts, hoverId): with nothing selected, the pointer passing
 * over the pieces draws no frame (on the biggest table a frame is some 4 ms of script, and a first
 * click paid for one as the pointer came onto the figure).
 */
export function showsOnCanvas(state: object, before: object): boolean {
  const now = state as Record<string, unknown>;
  const was = before as Record<string, unknown>;
  const hoverShows = (now.selectedId ?? null) !== null || (was.selectedId ?? null) !== null;
  for (const key of Object.keys(now)) {
    if (now[key] === was[key] || pageOnly.has(key)) continue;
    if (key === 'hoverId' && !hoverShows) continue;
    return true;
  }
  return false;
}

const ON_ITS_WAY = 'a change on its way to the scene';

/**
 * A change to the table's state asks for a frame: labels and lines must follow it even when no
 * mesh changed. Asked once the scene has rendered the change, not as the store changes: a change
 * made outside an input (a cloud clearing as a turn starts, an answer from the network) reaches
 * the scene in a task of its own, and a frame asked at once could be drawn before it, of the
 * table as it was (on a big table some 2 ms of script, for nothing). Until then the table is not
 * still: the change is on its way to the screen.
 */
export function RenderOnChange() {
  const store = useTableStore();
  const invalidate = useThree((s) => s.invalidate);
  const [changes, changed] = useState(0);
  useEffect(
    () =>
      store.subscribe((state, before) => {
        if (!showsOnCanvas(state, before)) return;
        beginMotion(ON_ITS_WAY);
        changed((n) => n + 1);
      }),
    [store],
  );
  useLayoutEffect(() => {
    if (changes === 0) return;
    endMotion(ON_ITS_WAY);
    invalidate();
  }, [changes, invalidate]);
  useEffect(() => () => endMotion(ON_ITS_WAY), []);
  return null;
}
