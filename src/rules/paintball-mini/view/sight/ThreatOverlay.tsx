import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useThree } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { CircleGeometry, PlaneGeometry } from 'three';
import type { Setup, Team } from '../../setup';
import { groundHeightAt } from '../../setup';
import { InstancedPart } from '../../../../scene/InstancedPart';
import { materials } from '../../../../scene/materials';
import { SceneLabels } from '../../../../scene/labels/SceneLabels';
import { SIGHT_LOOKS } from './labelLooks';
import { pointerOnTable } from '../../../../scene/pointerOnTable';
import type { CellLabel, ThreatDrawing } from './threatDrawing';
import { threatDrawingShown } from './threatDrawing';
import { useAnswers } from './pendingOnPage';

let shapes: { hex: CircleGeometry; cell: PlaneGeometry } | null = null;

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
    // Heard where the table's other pointer listeners are, on the canvas's wrapper: a finger held on
    // the table (its moves held there by the camera's controls) reads the cells as a mouse does.
    const surface = canvas.parentElement ?? canvas;
    surface.addEventListener('pointermove', read);
    surface.addEventListener('pointerleave', leave);
    return () => {
      surface.removeEventListener('pointermove', read);
      surface.removeEventListener('pointerleave', leave);
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
 * show it by their size and say it under the pointer. Drawn again only when the table or the team
 * changes, not when a figure is hovered or selected.
 *
 * After a change whose columns the sight worker measures (an enemy moved, the terrain changed), the
 * last drawing of the team stays until the new one is whole, a few frames later, and says it is
 * being measured: a map summed over the columns already known would show a spot the missing enemy
 * covers as safer than it is, which misleads more than a map a move old.
 */
export const ThreatOverlay = memo(function ThreatOverlay({ setup, team }: { setup: Setup; team: Team }) {
  shapes ??= { hex: new CircleGeometry(4.7, 6), cell: new PlaneGeometry(2.4, 2.4) };
  const m = materials();
  useAnswers(); // drawn again as the worker's columns come
  const now = threatDrawingShown(setup, team);
  const last = useRef<{ team: Team; drawing: ThreatDrawing } | null>(null);
  if (now !== null) last.current = { team, drawing: now };
  const drawing = now ?? (last.current?.team === team ? last.current.drawing : null);
  const measuring = now === null;
  const ground = useMemo(
    () => (p: { x: number; y: number }) => groundHeightAt(setup.terrain, p),
    [setup.terrain],
  );
  if (drawing === null) return <group name="threat-view" />;
  const { mode, tiles, labels, cells } = drawing;
  return (
    <group name="threat-view">
      <InstancedPart
        name="threat-tiles"
        geometry={mode === 'hex' ? shapes.hex : shapes.cell}
        material={m.threat}
        instances={tiles}
        castShadow={false}
      />
      {mode === 'hexless' && <CellReadout cells={cells} ground={ground} />}
      {labels.length > 0 && (
        <SceneLabels
          name="threat-labels"
          labels={labels}
          looks={SIGHT_LOOKS}
          listName={`Threat view${measuring ? ' (being measured)' : ''}: enemies that could shoot each hex, and the best roll`}
          listTestId="threat-words"
        />
      )}
    </group>
  );
});
