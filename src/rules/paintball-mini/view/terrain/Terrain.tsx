import { useMemo } from 'react';
import { BoxGeometry, CylinderGeometry, IcosahedronGeometry } from 'three';
import type { Setup } from '../../setup';
import { InstancedPart } from '../../../../scene/InstancedPart';
import { materials } from '../../../../scene/materials';
import { Hills } from './Hills';
import { Smoke } from './Smoke';
import { terrainInstances } from './terrainInstances';

let shapes: { blob: IcosahedronGeometry; cylinder: CylinderGeometry; box: BoxGeometry } | null = null;

/** Cover, bunkers, stockades, trenches, hills and smoke: a handful of draw calls however much there is. */
export function Terrain({ setup }: { setup: Setup }) {
  shapes ??= {
    blob: new IcosahedronGeometry(1, 1),
    cylinder: new CylinderGeometry(1, 1, 1, 12),
    box: new BoxGeometry(1, 1, 1),
  };
  const m = materials();
  const parts = useMemo(() => terrainInstances(setup.terrain), [setup.terrain]);
  const hills = useMemo(() => setup.terrain.filter((t) => t.kind === 'hill'), [setup.terrain]);
  const smoke = useMemo(() => setup.terrain.filter((t) => t.kind === 'smoke'), [setup.terrain]);
  return (
    <group name="terrain">
      <InstancedPart name="foliage" geometry={shapes.blob} material={m.foliage} instances={parts.foliage} />
      <InstancedPart
        name="cylinders"
        geometry={shapes.cylinder}
        material={m.plain}
        instances={parts.cylinders}
        receiveShadow
      />
      <InstancedPart
        name="boxes"
        geometry={shapes.box}
        material={m.plain}
        instances={parts.boxes}
        receiveShadow
      />
      <Hills hills={hills} />
      <Smoke clouds={smoke} />
    </group>
  );
}
