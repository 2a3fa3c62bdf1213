import { useEffect, useMemo, useState } from 'react';
import type { BufferGeometry } from 'three';
import type { ModelsSection } from '../../table';
import { keptModelOf } from '../../table/meshes/section';

// The model a player imported for a kind of piece, ready to draw, or null while there is none (or
// while it loads): a system's view draws its default pieces until then. The unpacking and fitting
// (kindModelGeometry) load only for a table with models, so a table without keeps its first
// download as it was.

/** The piece the model stands in for: its footprint across and its true height, in cm. */
export function useKindModel(
  models: ModelsSection | undefined,
  kind: string,
  across: number,
  height: number,
): BufferGeometry | null {
  const [drawn, setDrawn] = useState<{ models: ModelsSection; geometry: BufferGeometry } | null>(null);
  useEffect(() => {
    const kept = keptModelOf(models, kind);
    if (models === undefined || kept === null) return;
    const { use, data } = kept;
    let live = true;
    void import('./kindModelGeometry').then(({ kindModelGeometry }) => {
      const geometry = kindModelGeometry(use, data, { across, height });
      if (live && geometry !== null) setDrawn({ models, geometry });
    });
    return () => {
      live = false;
    };
  }, [models, kind, across, height]);
  // A model drawn for another table's models is not this table's.
  return drawn !== null && drawn.models === models ? drawn.geometry : null;
}

/**
 * How far above its base a kind's imported model reaches, in cm (null without one): where a seat's
 * mark floats over it, as a model may be as wide as the base and cover the marks on it.
 */
export function useModelTop(model: BufferGeometry | null): number | null {
  return useMemo(() => {
    if (model === null) return null;
    if (model.boundingBox === null) model.computeBoundingBox();
    return model.boundingBox?.max.y ?? null;
  }, [model]);
}
