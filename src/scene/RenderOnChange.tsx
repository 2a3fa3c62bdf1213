import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { PAGE_ONLY } from '../state/slices/viewSlice';
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

/** A change to the table's state asks for a frame: labels and lines must follow it even when no mesh changed. */
export function RenderOnChange() {
  const store = useTableStore();
  const invalidate = useThree((s) => s.invalidate);
  useEffect(
    () =>
      store.subscribe((state, before) => {
        if (showsOnCanvas(state, before)) invalidate();
      }),
    [store, invalidate],
  );
  return null;
}
