import { useId, useLayoutEffect } from 'react';
import { beginMotion, endMotion } from './motion';

/**
 * What a Suspense boundary shows while its part loads (a system's view, the game's panel, the
 * sight layer): nothing, but the table is not "still" meanwhile. A part that comes a moment later
 * (a module fetched, a system's pieces) is part of the table the player asked for, and whatever
 * waits for the table to settle (the browser tests, the bench) must wait for it too.
 */
export function PartLoading(): null {
  const id = useId();
  useLayoutEffect(() => {
    beginMotion(`loading ${id}`);
    return () => endMotion(`loading ${id}`);
  }, [id]);
  return null;
}
