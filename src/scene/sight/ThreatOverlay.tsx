import { useMemo } from 'react';
import { Html } from '@react-three/drei';
import { CircleGeometry, Euler, Matrix4, PlaneGeometry, Quaternion, Vector3 } from 'three';
import type { Setup, Team } from '../../setup';
import { groundHeightAt } from '../../setup';
import { tableSight } from '../../state/sight';
import type { PartInstance } from '../InstancedPart';
import { InstancedPart } from '../InstancedPart';
import { materials } from '../materials';

let shapes: { hex: CircleGeometry; cell: PlaneGeometry } | null = null;

/** How dangerous a spot is, from the best aimed roll an enemy needs there: 2+ deep red … 6 pale. */
export const THREAT_SHADES: Readonly<Record<number, string>> = {
  2: '#b3001b',
  3: '#e0321c',
  4: '#f2711c',
  5: '#f6b21b',
  6: '#f3e27a',
};

/**
 * The threat view: each hex (hex mode) or each 2.5 cm cell (hexless) shaded by how easily the
 * enemies of `team` could hit one of its figures standing there; hexes show how many could.
 */
export function ThreatOverlay({ setup, team }: { setup: Setup; team: Team }) {
  shapes ??= { hex: new CircleGeometry(4.7, 6), cell: new PlaneGeometry(2.4, 2.4) };
  const m = materials();
  const map = useMemo(() => tableSight.threatMap(setup, team), [setup, team]);
  const { tiles, labels } = useMemo(() => {
    const flat = new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, map.mode === 'hex' ? Math.PI / 2 : 0));
    const tiles: PartInstance[] = [];
    const labels: { key: string; position: [number, number, number]; text: string }[] = [];
    for (const c of map.cells) {
      if (c.aimed === null) continue;
      const y = groundHeightAt(setup.terrain, c.at) + 0.06;
      tiles.push({ matrix: new Matrix4().compose(new Vector3(c.at.x, y, c.at.y), flat, new Vector3(1, 1, 1)), colour: THREAT_SHADES[c.aimed] ?? THREAT_SHADES[6]! });
      if (map.mode === 'hex') labels.push({ key: `${c.at.x},${c.at.y}`, position: [c.at.x, y + 0.3, c.at.y + 3.2], text: `${c.shooters}× ${c.aimed}+` });
    }
    return { tiles, labels };
  }, [map, setup.terrain]);
  return (
    <group name="threat-view">
      <InstancedPart
        name="threat-tiles"
        geometry={map.mode === 'hex' ? shapes.hex : shapes.cell}
        material={m.threat}
        instances={tiles}
        castShadow={false}
      />
      {labels.map((l) => (
        <Html key={l.key} position={l.position} center zIndexRange={[15, 0]} style={{ pointerEvents: 'none' }}>
          <div className="threat-label">{l.text}</div>
        </Html>
      ))}
    </group>
  );
}
