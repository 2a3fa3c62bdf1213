import { Suspense, useEffect, useMemo } from 'react';
import { Canvas, useThree } from '@react-three/fiber';
import { PCFShadowMap } from 'three';
import { useShownTable } from '../../state/shownTable';
import type { TableStore } from '../../state/tableStore';
import { TableStoreContext, useTable, useTableStore } from '../../state/useTable';
import { Board } from '../board/Board';
import { tableBoard } from '../board/tableBoard';
import { PALETTE } from '../colours';
import { picked } from '../fit/picked';
import { playingArea } from '../fit/playingArea';
import type { PictureLens } from '../fit/momentFraming';
import { overTheShoulder, wholeTable } from '../fit/momentFraming';
import { Guard } from '../Guard';
import { Lights } from '../Lights';
import { OffScreenTable } from '../offScreen';
import { useSystemView } from '../systemView';
import { Tabletop } from '../Tabletop';
import { modeOf } from '../../state/tableGame';

// A second, small table drawn off screen: a moment of a game (a table of its own, state/momentTable.ts)
// as the system's view draws it, with the picked shot's line and call, taken as a picture. It has
// none of the player's table's own parts: no camera rig, keys, focus, probe, warm-ups or capture
// target, so nothing of the player's view, selection or pictures is touched. Its page element is
// out of sight and out of reach (inert), and is removed once the pictures are taken.

const FOV_DEG = 40;

/** Whether `store`'s table shows a game with a shot picked. */
const useAimed = () => useTable((s) => s.selectedId !== null);

/** The moment's table: the board, the pieces, the game's layer and, with a shot picked, its line. */
function MomentScene() {
  const setup = useShownTable();
  const { Pieces, SightLayer, PlayLayer } = useSystemView();
  const aimed = useAimed();
  const board = useMemo(() => tableBoard(setup.board), [setup.board]);
  return (
    <>
      <Tabletop table={setup.table} />
      <Board board={board} showLines={modeOf(setup) === 'hex'} />
      <Pieces setup={setup} animate={false} />
      <PlayLayer surface={false} />
      {aimed && <SightLayer setup={setup} />}
    </>
  );
}

/**
 * Takes the picture once everything in its Suspense boundary has loaded and its effects have run
 * (two frames of the page): the camera framed on the shot, or on the whole table, one frame drawn
 * and read back as a JPEG.
 */
function Snap({ lens, onPicture }: { lens: PictureLens; onPicture: (url: string) => void }) {
  const store = useTableStore();
  const view = useSystemView();
  const setup = useShownTable();
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const advance = useThree((s) => s.advance);
  useEffect(() => {
    let frame = 0;
    const take = () => {
      const { selectedId, targetId } = store.getState();
      const shooter = picked({ setup, selectedId, targetId: null }, view);
      const target = picked({ setup, selectedId: null, targetId }, view);
      const framing =
        shooter.length > 0 && target.length > 0
          ? overTheShoulder(shooter, target, lens)
          : wholeTable(playingArea(tableBoard(setup.board), setup.table, view.standing(setup)), lens);
      camera.position.set(...framing.position);
      camera.lookAt(...framing.target);
      camera.updateMatrixWorld();
      // Twice: the first frame's shadow pass is drawn before the sun is set up (ShadowOnChange.tsx).
      advance(performance.now());
      advance(performance.now());
      onPicture(gl.domElement.toDataURL('image/jpeg', 0.85));
    };
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(take);
    });
    return () => cancelAnimationFrame(frame);
    // One picture a moment: the moment's store is its identity.
  }, [store]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/**
 * The off-screen table for `store`'s moment, `lens` pixels in size: `onPicture` gets its picture
 * (a data URL); `onError` hears of a part that could not be drawn (the picture is taken without it).
 * Give each moment its own `moment` and `store`: a new one is a new picture.
 */
export function MomentCanvas({
  moment,
  store,
  lens,
  onPicture,
  onError,
}: {
  /** Which picture this is: each moment's scene is drawn afresh in the one canvas. */
  moment: number;
  store: TableStore;
  lens: { width: number; height: number };
  onPicture: (url: string) => void;
  onError: (message: string) => void;
}) {
  const full: PictureLens = { ...lens, fovDeg: FOV_DEG };
  return (
    <div
      className="moment-canvas"
      aria-hidden="true"
      inert
      style={{ width: lens.width, height: lens.height }}
    >
      <TableStoreContext.Provider value={store}>
        <Canvas
          frameloop="never"
          shadows={{ type: PCFShadowMap }}
          dpr={1}
          gl={{ antialias: true, preserveDrawingBuffer: true }}
          camera={{ fov: FOV_DEG, near: 0.5, far: 1500 }}
        >
          <color attach="background" args={[PALETTE.background]} />
          <fog attach="fog" args={[PALETTE.background, 260, 700]} />
          <Lights />
          <Suspense key={moment} fallback={null}>
            <Guard what="A part of the picture" resetKey={store} onError={onError}>
              <OffScreenTable.Provider value={true}>
                <MomentScene />
              </OffScreenTable.Provider>
            </Guard>
            <Snap lens={full} onPicture={onPicture} />
          </Suspense>
        </Canvas>
      </TableStoreContext.Provider>
    </div>
  );
}
