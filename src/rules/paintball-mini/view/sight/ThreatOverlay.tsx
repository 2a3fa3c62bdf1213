import { useEffect, useMemo, useState } from 'react';
import { useThree } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { CircleGeometry, Euler, Matrix4, PlaneGeometry, Quaternion, Vector3 } from 'three';
import type { Setup, Team } from '../../setup';
import { groundHeightAt } from '../../setup';
import { tableSight } from '../state/tableSight';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { InstancedPart } from '../../../../scene/InstancedPart';
import { materials } from '../../../../scene/materials';
import type { SceneLabel } from '../../../../scene/labels/SceneLabels';
import { SceneLabels } from '../../../../scene/labels/SceneLabels';
import { SIGHT_LOOKS } from './labelLooks';
import { pointerOnTable } from '../../../../scene/pointerOnTable';

let shapes: { hex: CircleGeometry; cell: PlaneGeometry } | null = null;

/** How dangerous a spot is, from the best aimed roll an enemy needs there: 2+ deep red … 6 pale. */
export const THREAT_SHADES: Readonly<Record<number, string>> = {
  2: '#b3001b',
  3: '#e0321c',
  4: '#f2711c',
  5: '#f6b21b',
  6: '#f3e27a',
};

/** Without hexes the cells are too many to label: a patch is drawn larger the more enemies could shoot there. */
const patchScale = (shooters: number) => Math.min(1, 0.45 + 0.2 * shooters);

interface CellLabel {
  readonly x: number;
  readonly y: number;
  readonly position: [number, number, number];
  readonly text: string;
}

const cellWords = (shooters: number, aimed: number, unaimed: number | null) =>
  `${shooters} ${shooters === 1 ? 'enemy' : 'enemies'} could shoot here: ${aimed}+ aimed, ${unaimed === null ? 'no unaimed shot' : `${unaimed}+ unaimed`}`;

/** Half a cell and a little: the pointer reads the cell it is over, or none between lit cells and the rest. */
const READ_REACH_CM = 1.5;

/**
 * Without hexes: what the cell under the pointer means. Read from the canvas's own pointer moves
 * (the patches have gaps between them, where a label would flicker; an invisible sheet would take clicks).
 */
function CellReadout({
  cells,
  ground,
}: {
  cells: readonly CellLabel[];
  ground: (p: { x: number; y: number }) => number;
}) {
  const [under, setUnder] = useState<CellLabel | null>(null);
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate(), [under, invalidate]); // the label shows with the next frame
  useEffect(() => {
    const read = (ev: PointerEvent) => {
      const p = pointerOnTable(ev, camera, canvas, ground);
      if (p === null) return setUnder(null);
      let best: CellLabel | null = null;
      let d = READ_REACH_CM;
      for (const c of cells) {
        const dc = Math.max(Math.abs(c.x - p.x), Math.abs(c.y - p.y));
        if (dc >= d) continue;
        best = c;
        d = dc;
      }
      setUnder(best);
    };
    const leave = () => setUnder(null);
    canvas.addEventListener('pointermove', read);
    canvas.addEventListener('pointerleave', leave);
    return () => {
      canvas.removeEventListener('pointermove', read);
      canvas.removeEventListener('pointerleave', leave);
    };
  }, [cells, camera, canvas, ground]);
  if (under === null) return null;
  return (
    <Html
      position={under.position}
      center
      zIndexRange={[16, 0]}
      pointerEvents="none"
      style={{ pointerEvents: 'none' }}
    >
      <div className="threat-label readout" data-testid="threat-cell">
        {under.text}
      </div>
    </Html>
  );
}

/**
 * The threat view: each hex (hex mode) or each 2.5 cm cell (hexless) shaded by how easily the
 * enemies of `team` could hit one of its figures standing there. Hexes say how many could; cells
 * show it by their size and say it under the pointer.
 */
export function ThreatOverlay({ setup, team }: { setup: Setup; team: Team }) {
  shapes ??= { hex: new CircleGeometry(4.7, 6), cell: new PlaneGeometry(2.4, 2.4) };
  const m = materials();
  const map = useMemo(() => tableSight.threatMap(setup, team), [setup, team]);
  const ground = useMemo(
    () => (p: { x: number; y: number }) => groundHeightAt(setup.terrain, p),
    [setup.terrain],
  );
  const { tiles, labels, cellOf } = useMemo(() => {
    const flat = new Quaternion().setFromEuler(
      new Euler(-Math.PI / 2, 0, map.mode === 'hex' ? Math.PI / 2 : 0),
    );
    const tiles: PartInstance[] = [];
    const labels: SceneLabel[] = [];
    const cellOf: CellLabel[] = [];
    for (const c of map.cells) {
      if (c.aimed === null) continue;
      const y = groundHeightAt(setup.terrain, c.at) + 0.06;
      const size = map.mode === 'hex' ? 1 : patchScale(c.shooters);
      tiles.push({
        matrix: new Matrix4().compose(new Vector3(c.at.x, y, c.at.y), flat, new Vector3(size, size, 1)),
        colour: THREAT_SHADES[c.aimed] ?? THREAT_SHADES[6]!,
      });
      const text = `${c.shooters}× ${c.aimed}+`;
      if (map.mode === 'hex')
        labels.push({
          key: `${c.at.x},${c.at.y}`,
          position: [c.at.x, y + 0.3, c.at.y + 3.2],
          text,
          look: 'threat',
        });
      else
        cellOf.push({
          x: c.at.x,
          y: c.at.y,
          position: [c.at.x, y + 1.5, c.at.y - 2.5],
          text: cellWords(c.shooters, c.aimed, c.unaimed),
        });
    }
    return { tiles, labels, cellOf };
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
      {map.mode === 'hexless' && <CellReadout cells={cellOf} ground={ground} />}
      {labels.length > 0 && (
        <SceneLabels
          name="threat-labels"
          labels={labels}
          looks={SIGHT_LOOKS}
          listName="Threat view: enemies that could shoot each hex, and the best roll"
          listTestId="threat-words"
        />
      )}
    </group>
  );
}
