import { useMemo, useRef } from 'react';
import type { Terrain } from '../../setup';

const samePieces = (a: readonly Terrain[], b: readonly Terrain[]) =>
  a === b || (a.length === b.length && a.every((t, i) => t === b[i]));

/** `kept` while it holds the same pieces as `now` (a piece never changes in place), else `now`. */
export const keptWhileSame = (kept: readonly Terrain[], now: readonly Terrain[]): readonly Terrain[] =>
  samePieces(kept, now) ? kept : now;

/**
 * The pieces of the table's terrain that `keep` picks, as the same array while they are the same
 * pieces: a table that changed elsewhere (a smoke cloud cleared, a figure moved) leaves what was
 * worked out from them (instances, poses) as it was. Kept in a ref, not in state: a state set while
 * rendering would render the whole terrain twice on every change.
 */
export function useSamePieces(
  terrain: readonly Terrain[],
  keep: (t: Terrain) => boolean,
): readonly Terrain[] {
  const now = useMemo(() => terrain.filter(keep), [terrain, keep]);
  const kept = useRef<readonly Terrain[]>(now);
  kept.current = keptWhileSame(kept.current, now);
  return kept.current;
}

/** What stands on the table for good: everything but smoke, which comes and goes with the turns. */
export const lasting = (t: Terrain): boolean => t.kind !== 'smoke';
