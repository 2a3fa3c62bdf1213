import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import { circumradius, hexToPoint, pointToHex } from '../../geometry';
import { useShownTable } from '../../state/shownTable';
import { modeOf } from '../../state/tableGame';
import { useTable } from '../../state/useTable';
import { useSystemView } from '../systemView';
import { keyCursor } from './cursor';

// Where the keys point, drawn on the table (loaded with the first key that points): a white ring
// round the piece stepped to (an orange one round a target, whose line the sight layer draws as for
// a hover), and the hex or spot the arrows moved the pointer to.

const OWN = '#ffffff';
const TARGET = '#ff9f1c';
const LIFT_CM = 0.25;

export default function KeyCursorMarks() {
  const setup = useShownTable();
  const view = useSystemView();
  const { piece, target, at: pointer, of } = useStore(keyCursor);
  // The pointer belongs to the piece it was moved for: picked another since, it is not drawn.
  const selectedId = useTable((s) => s.selectedId);
  const at = of === selectedId ? pointer : null;
  const invalidate = useThree((s) => s.invalidate);
  // The table draws on demand: the cursor lives outside the table's store, so it asks for its frame.
  useEffect(() => invalidate(), [piece, target, at, invalidate]);
  const ring = piece === null ? null : view.pieceRing(setup, piece);
  const hexPlay = modeOf(setup) === 'hex';
  const spot = at === null ? null : hexPlay ? hexToPoint(setup.board, pointToHex(setup.board, at)) : at;
  const hexR = circumradius(setup.board);
  return (
    <>
      {ring !== null && (
        <mesh
          name="key-cursor-piece"
          rotation={[-Math.PI / 2, 0, 0]}
          position={[ring.at.x, view.groundHeightAt(setup, ring.at) + LIFT_CM, ring.at.y]}
        >
          <ringGeometry args={[ring.radius + 0.6, ring.radius + 1.4, 48]} />
          <meshBasicMaterial color={target ? TARGET : OWN} depthTest={false} transparent />
        </mesh>
      )}
      {spot !== null && (
        <mesh
          name="key-cursor-spot"
          // A hex's outline in hex play (six segments, turned to lie on the grid's corners); a small ring on the mat.
          rotation={[-Math.PI / 2, 0, hexPlay ? Math.PI / 2 : 0]}
          position={[spot.x, view.groundHeightAt(setup, spot) + LIFT_CM, spot.y]}
        >
          <ringGeometry args={hexPlay ? [hexR * 0.8, hexR * 0.98, 6] : [0.9, 1.5, 32]} />
          <meshBasicMaterial color={OWN} depthTest={false} transparent />
        </mesh>
      )}
    </>
  );
}
