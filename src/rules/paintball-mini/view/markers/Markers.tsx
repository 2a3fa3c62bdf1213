import { useMemo } from 'react';
import { CircleGeometry, Euler, Matrix4, Quaternion, Vector3 } from 'three';
import type { Setup } from '../../setup';
import { groundHeightAt } from '../../setup';
import { flagGeometry } from '../figures/figureGeometry';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { InstancedPart } from '../../../../scene/InstancedPart';
import { materials } from '../../../../scene/materials';
import { teamColour } from '../../../../scene/colours';
import { lasting, useSamePieces } from '../terrain/useSamePieces';

let shapes: { flag: ReturnType<typeof flagGeometry>; splat: CircleGeometry } | null = null;

/** An irregular blob of paint: a circle with a ragged rim, lying flat. */
function splatGeometry(): CircleGeometry {
  const g = new CircleGeometry(1, 18);
  const pos = g.getAttribute('position');
  for (let i = 1; i < pos.count; i++) {
    const k = 0.7 + 0.3 * Math.abs(Math.sin(i * 2.3)) + (i % 4 === 0 ? 0.35 : 0);
    pos.setXY(i, pos.getX(i) * k, pos.getY(i) * k);
  }
  g.rotateX(-Math.PI / 2);
  return g;
}

const _q = new Quaternion();
const _e = new Euler();
const _p = new Vector3();
const _s = new Vector3();

/** Flags standing on the table (a carried flag is drawn on its carrier) and paint splats. */
export function Markers({ setup }: { setup: Setup }) {
  shapes ??= { flag: flagGeometry(), splat: splatGeometry() };
  const m = materials();
  // Markers stand on the ground, which smoke coming or going does not change.
  const ground = useSamePieces(setup.terrain, lasting);
  const { flags, splats } = useMemo(() => {
    const flags: PartInstance[] = [];
    const splats: PartInstance[] = [];
    for (const marker of setup.markers) {
      const height = groundHeightAt(ground, marker.at);
      if (marker.kind === 'flag') {
        if (marker.carriedBy !== null) continue;
        _e.set(0, marker.team === 'red' ? 0 : Math.PI, 0);
        _q.setFromEuler(_e);
        flags.push({
          matrix: new Matrix4().compose(_p.set(marker.at.x, height, marker.at.y), _q, _s.set(1, 1, 1)),
          colour: teamColour(marker.team),
        });
      } else {
        let h = 0;
        for (let i = 0; i < marker.id.length; i++) h = (h * 31 + marker.id.charCodeAt(i)) % 360;
        _e.set(0, (h * Math.PI) / 180, 0);
        _q.setFromEuler(_e);
        splats.push({
          matrix: new Matrix4().compose(
            _p.set(marker.at.x, height + 0.03, marker.at.y),
            _q,
            _s.set(1.1, 1, 1.1),
          ),
          colour: teamColour(marker.team),
        });
      }
    }
    return { flags, splats };
  }, [setup.markers, ground]);
  return (
    <group name="markers">
      <InstancedPart name="flags" geometry={shapes.flag} material={m.tinted} instances={flags} />
      <InstancedPart
        name="splats"
        geometry={shapes.splat}
        material={m.splat}
        instances={splats}
        castShadow={false}
        receiveShadow
      />
    </group>
  );
}
