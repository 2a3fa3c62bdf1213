import { useMemo } from 'react';
import { CylinderGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import { MarkParts, barShape } from '../../../../scene/InstancedPart';
import { barBetween } from '../../../../scene/barBetween';
import { SIGHT_COLOURS } from '../../../../scene/colours';
import { materials } from '../../../../scene/materials';
import { hexToPoint } from '../../../../geometry';
import type { Setup } from '../../setup/schema';
import type { SightLine as Line, TablePoint } from '../../sight/tableSight';
import { LEVEL_CM } from '../../engine/sight';
import { useAimedLine } from '../state/aim';

// HB-LOS on the table: while one's own character aims at another player's piece, the line from
// its eye to the target's body is drawn in 3D: green when clear; when an obstacle is in the way,
// green up to where the line meets it and red beyond, with the obstacle's top lit red.

let capShape: CylinderGeometry | null = null;
const UP = new Quaternion();

export default function SightLine({ setup }: { setup: Setup }) {
  const aimed = useAimedLine();
  return aimed === null ? null : <DrawnLine setup={setup} line={aimed.line} level={aimed.blockerLevel} />;
}

function DrawnLine({ setup, line, level }: { setup: Setup; line: Line; level: number }) {
  capShape ??= new CylinderGeometry(1, 1, 1, 6);
  const { bars, caps } = useMemo(() => {
    // The sight layer measures from hex (0, 0); the board may sit anywhere on the table.
    const { x: ox, y: oy } = setup.board.origin;
    const v = (p: TablePoint) => new Vector3(p.x + ox, p.h, p.y + oy);
    const eye = v(line.eye);
    const body = v(line.body);
    const width = 0.3;
    if (line.stop === null || line.blocker === null)
      return { bars: [barBetween(eye, body, width, SIGHT_COLOURS.clear)], caps: [] };
    const stop = v(line.stop);
    const top = hexToPoint(setup.board, line.blocker);
    const r = setup.board.across / Math.sqrt(3) - 0.4;
    const cap = {
      matrix: new Matrix4().compose(
        new Vector3(top.x, level * LEVEL_CM + 0.1, top.y),
        UP,
        new Vector3(r, 0.2, r),
      ),
      colour: SIGHT_COLOURS.blocked,
    };
    return {
      bars: [
        barBetween(eye, stop, width, SIGHT_COLOURS.clear),
        barBetween(stop, body, width, SIGHT_COLOURS.blocked),
      ],
      caps: [cap],
    };
  }, [line, level, setup.board]);
  return (
    <MarkParts
      name="sight-line"
      material={materials().glow}
      parts={[
        { name: 'sight-bars', geometry: barShape(), instances: bars },
        { name: 'sight-blocker', geometry: capShape, instances: caps },
      ]}
    />
  );
}
