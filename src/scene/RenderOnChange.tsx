import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { PAGE_ONLY } from '../state/slices/viewSlice';
import { useTableStore } from '../state/useTable';

const pageOnly: ReadonlySet<string> = new Set(PAGE_ONLY);

/** Whether a change of the table's state may show on the canvas: anything but the page's own keys. */
export function showsOnCanvas(state: object, before: object): boolean {
  const now = state as Record<string, unknown>;
  const was = before as Record<string, unknown>;
  for (const key of Object.keys(now)) if (now[key] !== was[key] && !pageOnly.has(key)) return true;
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
