import { useState } from 'react';
import type { Terrain } from '../../setup';

const samePieces = (a: readonly Terrain[], b: readonly Terrain[]) =>
  a === b || (a.length === b.length && a.every((t, i) => t === b[i]));

/**
 * The pieces of the table's terrain that `keep` picks, as the same array while they are the same
 * pieces: a table that changed elsewhere (a smoke cloud cleared, a figure moved) leaves what was
 * worked out from them (instances, poses) as it was. A piece never changes in place.
 */
export function useSamePieces(
  terrain: readonly Terrain[],
  keep: (t: Terrain) => boolean,
): readonly Terrain[] {
  const now = terrain.filter(keep);
  const [kept, setKept] = useState(now);
  const same = samePieces(kept, now);
  if (!same) setKept(now);
  return same ? kept : now;
}

/** What stands on the table for good: everything but smoke, which comes and goes with the turns. */
export const lasting = (t: Terrain): boolean => t.kind !== 'smoke';
