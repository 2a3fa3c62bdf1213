import { useMemo } from 'react';
import { BoxGeometry, CylinderGeometry, IcosahedronGeometry } from 'three';
import type { Setup } from '../../setup';
import { Parts } from '../../../../scene/Parts';
import { materials } from '../../../../scene/materials';
import { Hills } from './Hills';
import { Smoke } from './Smoke';
import { terrainInstances } from './terrainInstances';
import { lasting, useSamePieces } from './useSamePieces';

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
  const parts = useMemo(() => terrainInstances(standing), [standing]);
  const hills = useMemo(() => standing.filter((t) => t.kind === 'hill'), [standing]);
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
      <Smoke clouds={smoke} />
    </group>
  );
}
