import { LatheGeometry, Vector2 } from 'three';
import type { Terrain } from '../../setup';
import { HILL_PLATEAU, hillHeightAt } from '../../setup';
import { materials } from '../../../../scene/materials';

type Hill = Extract<Terrain, { kind: 'hill' }>;

let unitHill: LatheGeometry | null = null;

/** A unit hill (radius 1, height 1) turned from the same profile the rules use (hillHeightAt). */
function unitHillGeometry(): LatheGeometry {
  if (unitHill !== null) return unitHill;
  const profile: Vector2[] = [];
  const probe: Hill = {
    id: 'unit',
    kind: 'hill',
    at: { x: 0, y: 0 },
    rotation: 0,
    radiusX: 1,
    radiusY: 1,
    height: 1,
  };
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const r = 1 - (i / steps) * (1 - HILL_PLATEAU);
    profile.push(new Vector2(r, hillHeightAt(probe, { x: r, y: 0 })));
  }
  profile.push(new Vector2(0, 1));
  unitHill = new LatheGeometry(profile, 48);
  return unitHill;
}

/** Raised ground with slopes; a figure on a hill stands on its surface (PM-HILL). */
export function Hills({ hills }: { hills: readonly Hill[] }) {
  const geometry = unitHillGeometry();
  const m = materials();
  return (
    <group name="hills">
      {hills.map((h) => (
        <mesh
          key={h.id}
          name={`hill-${h.id}`}
          geometry={geometry}
          material={m.hill}
          position={[h.at.x, 0, h.at.y]}
          rotation={[0, (-h.rotation * Math.PI) / 180, 0]}
          scale={[h.radiusX, h.height, h.radiusY]}
          castShadow
          receiveShadow
        />
      ))}
    </group>
  );
}
