import { useMemo } from 'react';
import { Matrix4 } from 'three';
import type { FootprintPiece } from '../../table/meshes/footprint';
import { footprintMatrix } from '../../table/meshes/footprint';
import type { PartInstance } from '../InstancedPart';
import { Parts } from '../Parts';
import { materials } from '../materials';
import type { FootprintModel } from './useFootprintModels';

// Terrain drawn as the player's models: one instanced mesh a kind, each piece's instance its kind's
// model stretched over the piece's own footprint and height. Drawn only: they take no pointer (each
// system picks its terrain by the rules' own shapes) and the rules measure the pieces as before.

export interface FootprintKind {
  readonly kind: string;
  readonly colour: string;
  readonly pieces: readonly FootprintPiece[];
}

export function FootprintModels({
  models,
  kinds,
}: {
  models: ReadonlyMap<string, FootprintModel>;
  kinds: readonly FootprintKind[];
}) {
  const m = materials();
  const parts = useMemo(
    () =>
      kinds.flatMap(({ kind, colour, pieces }) => {
        const model = models.get(kind);
        if (model === undefined || pieces.length === 0) return [];
        const instances: PartInstance[] = pieces.map((piece) => ({
          matrix: new Matrix4().fromArray(footprintMatrix(piece, model.lift)),
          colour,
        }));
        return [
          {
            name: `terrain-models-${kind}`,
            geometry: model.geometry,
            material: m.plain,
            instances,
            receiveShadow: true,
          },
        ];
      }),
    [models, kinds, m],
  );
  return <Parts parts={parts} />;
}
