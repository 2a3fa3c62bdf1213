import type { Setup } from '../types';
import { findAll } from './find';
import type { EditResult } from './result';
import { done, refuse } from './result';

/**
 * Takes pieces off the table. A flag whose carrier goes is dropped where the carrier stood
 * (PM-FLAG). Board tiles are removed with removeTile. Leaves nothing selected.
 */
export function deletePieces(setup: Setup, { ids }: { readonly ids: readonly string[] }): EditResult {
  const found = findAll(setup, ids);
  if (typeof found === 'string') return refuse(found);
  const gone = new Set(found.map((p) => p.piece.id));
  const leaving = new Map(setup.figures.filter((f) => gone.has(f.id)).map((f) => [f.id, f]));
  return done(
    {
      ...setup,
      figures: setup.figures.filter((f) => !gone.has(f.id)),
      terrain: setup.terrain.filter((t) => !gone.has(t.id)),
      markers: setup.markers
        .filter((m) => !gone.has(m.id))
        .map((m) => {
          if (m.kind !== 'flag' || m.carriedBy === null) return m;
          const carrier = leaving.get(m.carriedBy);
          return carrier === undefined ? m : { ...m, at: carrier.at, carriedBy: null };
        }),
    },
    [],
  );
}
