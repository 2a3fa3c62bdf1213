import { useMemo } from 'react';
import { Html } from '@react-three/drei';
import { BoxGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import type { Point } from '../../../../geometry';
import { distance } from '../../../../geometry';
import { BASE_CIRCUMRADIUS_CM, FIGURE_HEIGHT_CM, groundHeightAt } from '../../setup';
import { useShownGame } from '../state/store';
import { movePlan } from '../state/movePlan';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { GlowPart } from '../../../../scene/InstancedPart';
import { SIGHT_COLOURS } from '../../../../scene/colours';

let bar: BoxGeometry | null = null;
const X = new Vector3(1, 0, 0);

/**
 * Tape-measure play: the path the selected figure would take to the point under the pointer, with
 * its length and AP, green when the engine would take it and red (with why) when not.
 */
export function MovePath({ figureId, to }: { figureId: string; to: Point }) {
  bar ??= new BoxGeometry(1, 1, 1);
  const played = useShownGame();
  const view = useMemo(() => {
    const g = played?.game;
    const f = g?.table.figures.find((x) => x.id === figureId);
    if (g === undefined || f === undefined) return null;
    // The pointer on the figure's own base is not a move: nothing to measure.
    if (distance(f.at, to) < BASE_CIRCUMRADIUS_CM) return null;
    const plan = movePlan(g, figureId, to);
    const cm = plan.cm;
    const why = plan.why;
    // On a hill the path leaves the figure's feet and ends at the ground under the pointer (PM-HILL).
    const a = new Vector3(f.at.x, groundHeightAt(g.table.terrain, f.at) + 0.3, f.at.y);
    const b = new Vector3(to.x, groundHeightAt(g.table.terrain, to) + 0.3, to.y);
    const d = b.clone().sub(a);
    const line: PartInstance = {
      matrix: new Matrix4().compose(
        a.clone().add(b).multiplyScalar(0.5),
        new Quaternion().setFromUnitVectors(X, d.clone().normalize()),
        new Vector3(Math.max(d.length(), 0.01), 0.15, 0.35),
      ),
      colour: why === null ? SIGHT_COLOURS.clear : SIGHT_COLOURS.blocked,
    };
    // Above the head of the ghost a dragged figure leaves at the end of the path.
    return {
      line,
      label: b.clone().setY(b.y + FIGURE_HEIGHT_CM + 0.9),
      text: why === null ? `${cm.toFixed(1)} cm · ${plan.steps.length} AP` : `${cm.toFixed(1)} cm: ${why}`,
      ok: why === null,
    };
  }, [played, figureId, to]);
  if (view === null) return null;
  return (
    <group name="move-path">
      <GlowPart name="move-path-line" geometry={bar} instances={[view.line]} />
      <Html position={view.label} center zIndexRange={[20, 0]} style={{ pointerEvents: 'none' }}>
        <div className={`tape-label${view.ok ? '' : ' out'}`} data-testid="move-path">
          {view.text}
        </div>
      </Html>
    </group>
  );
}
