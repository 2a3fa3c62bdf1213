import { lazy, Suspense, useMemo } from 'react';
import { useStore } from 'zustand';
import { Canvas } from '@react-three/fiber';
import { PCFShadowMap } from 'three';
import { useShownTable } from '../state/shownTable';
import { useTable, useTableStore } from '../state/useTable';
import { Guard } from './Guard';
import { Board } from './board/Board';
import { EditSelection } from './editor/EditSelection';
import { TileLight } from './editor/TileLight';
import { CameraRig } from './CameraRig';
import { FrameProbe, useTableAsked } from './FrameProbe';
import { OverlayWarmup } from './OverlayWarmup';
import { Lights } from './Lights';
import { MeasureSurface } from './MeasureSurface';
import { PALETTE } from './colours';
import { RenderOnChange } from './RenderOnChange';
import { ShadowOnChange } from './ShadowOnChange';
import { Tabletop } from './Tabletop';
import { TapeMeasure } from './TapeMeasure';
import { FIRST_VIEW } from './views';
import { tableBoard } from './board/tableBoard';
import { useSystemView } from './systemView';
import type { TableState } from '../state/tableStore';
import { modeOf } from '../state/tableGame';
import { cursorOn, keyCursor } from './keys/cursor';
import { useTableFocus } from './keys/useTableFocus';
import { PartLoading } from './PartLoading';

// The editor's hands on the table: loaded when the editor first opens (as its panel is), not with the first frame.
const EditSurface = lazy(() => import('./editor/EditSurface').then((m) => ({ default: m.EditSurface })));

// Where the keys point: drawn once a key points at something, so a table played by mouse never loads it.
const KeyCursorMarks = lazy(() => import('./keys/KeyCursorMarks'));

// A finger's press-and-hold: fetched only where there is a touch screen, after the first frame.
const TouchHold = lazy(() => import('./touch/TouchHold').then((m) => ({ default: m.TouchHold })));
const touchable = typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0;

/** The laid tape and the one being dragged: their own component, so a drag redraws only them. */
function Tapes({ setup }: { setup: TableState['setup'] }) {
  const tape = useTable((s) => s.tape);
  const draft = useTable((s) => s.draftTape);
  if (draft !== null) return <TapeMeasure setup={setup} tape={draft} draft />;
  return tape === null ? null : <TapeMeasure setup={setup} tape={tape} draft={false} />;
}

/**
 * The sight layer, drawn while a figure is selected or the threat view is on. Its own component: a
 * first select mounts it here alone, where a subscription in TableCanvas re-rendered the whole scene.
 */
function SightWhenInUse({ setup }: { setup: TableState['setup'] }) {
  const store = useTableStore();
  const { SightLayer } = useSystemView();
  const inUse = useTable((s) => !s.editing && (s.selectedId !== null || s.threatTeam !== null));
  if (!inUse) return null;
  return (
    <Guard
      what="The sight overlay"
      resetKey={setup}
      onError={(m) => {
        store.getState().notify('error', m);
        store.getState().select(null);
        store.getState().setThreatTeam(null);
      }}
    >
      <Suspense fallback={<PartLoading />}>
        <SightLayer setup={setup} />
      </Suspense>
    </Guard>
  );
}

// How the canvas follows its box: at once, on the box's own resize reports alone. r3f's default reads
// the box 50 ms after a report, from a timer: a report from just before another system's view came
// (a game left, a panel gone) then read the box while the loading view hid it, 0 wide, and the
// box back a moment later sent no new report, so the canvas kept drawing the table before, over the
// new one's panels, until the window was resized. The stage never scrolls, so scrolls are not watched.
const FOLLOW_THE_BOX = { debounce: 0, scroll: false } as const;

/**
 * The table in 3D at true scale: 1 scene unit is 1 cm. Renders on demand, so a still table costs
 * nothing; anything that changes calls invalidate().
 */
export function TableCanvas() {
  const store = useTableStore();
  const saved = useTable((s) => s.setup);
  const editing = useTable((s) => s.editing);
  const litTile = useTable((s) => s.litTile);
  const litPieces = useTable((s) => s.litPieces);
  const litLog = useTable((s) => s.litLog);
  const playing = useTable((s) => s.play !== null);
  const editSelection = useTable((s) => s.editSelection);
  // A game shows its own table; a drag shows where the pieces would go.
  const setup = useShownTable();
  const tool = useTable((s) => s.tool);
  const boardSpec = setup.board;
  const board = useMemo(() => tableBoard(boardSpec), [boardSpec]);
  // The system's pieces and layers; each loads its heavy parts (sight, a game's layer) when first needed.
  const { Pieces, PlayLayer, LogLight } = useSystemView();
  const measuring = tool === 'measure';
  const handsOnTable = measuring || editing;
  const focus = useTableFocus();
  const pointing = useStore(keyCursor, cursorOn);
  useTableAsked(setup);
  return (
    <Canvas
      {...focus}
      className={handsOnTable ? 'table-canvas measuring' : 'table-canvas'}
      frameloop="demand"
      resize={FOLLOW_THE_BOX}
      shadows={{ type: PCFShadowMap }}
      dpr={[1, 2]}
      gl={{ antialias: true }}
      camera={{ fov: 40, near: 0.5, far: 1500, position: FIRST_VIEW.position }}
      onPointerMissed={() => store.getState().select(null)}
    >
      <color attach="background" args={[PALETTE.background]} />
      <fog attach="fog" args={[PALETTE.background, 260, 700]} />
      <Lights />
      <Tabletop table={setup.table} />
      <Board board={board} showLines={modeOf(setup) === 'hex'} />
      <Pieces setup={setup} animate={playing} />
      <SightWhenInUse setup={setup} />
      {editing ? (
        <Suspense fallback={<PartLoading />}>
          <EditSurface setup={saved} />
        </Suspense>
      ) : measuring ? (
        <MeasureSurface setup={setup} />
      ) : null}
      {playing && (
        <Suspense fallback={<PartLoading />}>
          <PlayLayer surface={!measuring} />
        </Suspense>
      )}
      {editing && <EditSelection setup={setup} ids={editSelection} />}
      {editing && <TileLight setup={setup} id={litTile} />}
      {editing && <EditSelection setup={setup} ids={litPieces} name="warning-light" colour="#ffb347" />}
      {playing && <LogLight setup={setup} refs={litLog} />}
      <Tapes setup={setup} />
      {pointing && playing && !editing && (
        <Suspense fallback={<PartLoading />}>
          <KeyCursorMarks />
        </Suspense>
      )}
      <CameraRig setup={setup} measuring={handsOnTable} />
      {touchable && (
        <Suspense fallback={<PartLoading />}>
          <TouchHold />
        </Suspense>
      )}
      <FrameProbe shown={setup} />
      <OverlayWarmup setup={setup} warm={!editing} />
      <RenderOnChange />
      <ShadowOnChange />
    </Canvas>
  );
}
