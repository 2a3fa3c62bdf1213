import { useEffect, useState } from 'react';
import type { BufferGeometry } from 'three';
import type { ModelsSection } from '../../table';
import { keptModelOf } from '../../table/meshes/section';

// The models a player imported for kinds of terrain, ready to draw, by kind: a kind missing from the
// map (none imported, or still loading) is drawn as the system's own shape. The unpacking and the
// fit (footprintModelGeometry) load only for a table with models, so a table without keeps its
// first download as it was.

/** A terrain kind's model in its unit box, and the player's lift in cm (added piece by piece). */
export interface FootprintModel {
  readonly geometry: BufferGeometry;
  readonly lift: number;
}

const NONE: ReadonlyMap<string, FootprintModel> = new Map();

/** `kinds` is the system's own list, the same array each render. */
export function useFootprintModels(
  models: ModelsSection | undefined,
  kinds: readonly string[],
): ReadonlyMap<string, FootprintModel> {
  const [drawn, setDrawn] = useState<{
    models: ModelsSection;
    byKind: ReadonlyMap<string, FootprintModel>;
  } | null>(null);
  useEffect(() => {
    if (models === undefined) return;
    const kept = kinds.flatMap((kind) => {
      const found = keptModelOf(models, kind);
      return found === null ? [] : [{ kind, ...found }];
    });
    if (kept.length === 0) return;
    let live = true;
    void import('./footprintModelGeometry').then(({ footprintModelGeometry }) => {
      const byKind = new Map<string, FootprintModel>();
      for (const { kind, use, data } of kept) {
        const geometry = footprintModelGeometry(use, data);
        if (geometry !== null) byKind.set(kind, { geometry, lift: use.lift });
      }
      if (live) setDrawn({ models, byKind });
    });
    return () => {
      live = false;
    };
  }, [models, kinds]);
  // Models drawn for another table's models are not this table's.
  return drawn !== null && drawn.models === models ? drawn.byKind : NONE;
}
