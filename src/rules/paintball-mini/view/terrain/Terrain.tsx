import { useMemo } from 'react';
import { BoxGeometry, CylinderGeometry, IcosahedronGeometry } from 'three';
import type { Setup } from '../../setup';
import { Parts } from '../../../../scene/Parts';
import { materials } from '../../../../scene/materials';
import { Hills } from './Hills';
import { Smoke } from './Smoke';
import { terrainInstances } from './terrainInstances';
import { lasting, useSamePieces } from './useSamePieces';
import { FootprintModels } from '../../../../scene/models/FootprintModels';
import { useFootprintModels } from '../../../../scene/models/useFootprintModels';
import { TERRAIN_MODEL_COLOUR, TERRAIN_MODEL_KINDS, footprintsOf } from './terrainModels';

type Cloud = Extract<Setup['terrain'][number], { kind: 'smoke' }>;
const isSmoke = (t: Setup['terrain'][number]): boolean => t.kind === 'smoke';

let shapes: { blob: IcosahedronGeometry; cylinder: CylinderGeometry; box: BoxGeometry } | null = null;

/** Cover, bunkers, stockades, trenches, hills and smoke: a handful of draw calls however much there is. */
export function Terrain({ setup }: { setup: Setup }) {
  shapes ??= {
    blob: new IcosahedronGeometry(1, 1),
    cylinder: new CylinderGeometry(1, 1, 1, 12),
    box: new BoxGeometry(1, 1, 1),
  };
  const m = materials();
  // Smoke comes and goes with the turns: the rest is worked out again only when it changes.
  const standing = useSamePieces(setup.terrain, lasting);
  // A kind the player gave a model is drawn as that model, piece by piece (terrainModels.ts); the
  // rest as our own shapes.
  const models = useFootprintModels(setup.models, TERRAIN_MODEL_KINDS);
  const own = useMemo(() => standing.filter((t) => !models.has(t.kind)), [standing, models]);
  const modelled = useMemo(
    () =>
      TERRAIN_MODEL_KINDS.map((kind) => ({
        kind,
        colour: TERRAIN_MODEL_COLOUR[kind],
        pieces: models.has(kind) ? footprintsOf(standing, kind) : [],
      })),
    [standing, models],
  );
  const parts = useMemo(() => terrainInstances(own), [own]);
  const hills = useMemo(() => own.filter((t) => t.kind === 'hill'), [own]);
  const smoke = useSamePieces(setup.terrain, isSmoke) as readonly Cloud[];
  return (
    <group name="terrain">
      <Parts
        parts={[
          { name: 'foliage', geometry: shapes.blob, material: m.foliage, instances: parts.foliage },
          {
            name: 'cylinders',
            geometry: shapes.cylinder,
            material: m.plain,
            instances: parts.cylinders,
            receiveShadow: true,
          },
          {
            name: 'boxes',
            geometry: shapes.box,
            material: m.plain,
            instances: parts.boxes,
            receiveShadow: true,
          },
        ]}
      />
      <Hills hills={hills} />
      <FootprintModels models={models} kinds={modelled} />
      <Smoke clouds={smoke} />
    </group>
  );
}
