import { addMatCorner, moveMatCorner, removeMatCorner } from '../setup';
import { pickOnRay } from '../setup/pickOnRay';
import { BAND_CM, MAX_AIMED_RANGE } from '../board/rangeBands';
import { readTape } from '../engine/tapeReading';
import { lineAim } from './state/lineAim';
import type { Action } from '../engine';
import { lazy } from 'react';
import { defineSystemView } from '../../../scene/defineSystemView';
import { lazyPreload } from '../../../scene/lazyPreload';
import type { GameState } from '../engine/gameState';
import type { Setup } from '../setup';
import { FIGURE_MODEL_FIT } from '../setup';
import {
  addTile,
  allPieceIds,
  checkPlacement,
  emptyTable,
  groundHeightAt,
  movePieces,
  piecesInBox,
  placePiece,
  renameTable,
} from '../setup';
import { pointToHex } from '../../../geometry';
import { BoardSection } from './editor/BoardSection';
import { entryLabel, Palette } from './editor/PiecePalette';
import { Properties } from './editor/Properties';
import { selectionEdits } from './editor/selectionEdits';
import { Legend } from './panels/Legend';
import { lookAlongShot } from './panels/shooterEye';
import { LogLight } from './play/LogLight';
import { paintballKeys } from './play/keys';
import { statusWords } from './panels/statusWords';
import type { Placing } from './state/store';
import { Pieces } from './table/Pieces';
import { pieceRing } from './table/pieceRing';
import { standing } from './table/standing';
import { TERRAIN_MODEL_KINDS_CARD, footprintsOf } from './terrain/terrainModels';

// PaintBall Mini's view: what it draws on the shared table and shows in the shared shell. The app
// loads this module with a PaintBall Mini set-up; the parts that need the engine or the sight layer
// (a game's layer and panels, lines and badges, the shot card) load when first shown.

// The sight layer and the shot card a first click opens are fetched ahead while the table is idle:
// that click then runs none of their loading (nor waits on a fetch to show the card).
const SightLayer = lazyPreload(() => import('./sight/SightLayerView'));
const PlayLayer = lazy(() => import('./play/PlayLayer'));
const ShotPanel = lazyPreload(() => import('./panels/ShotPanel'));
const PlayHeader = lazy(() => import('./panels/TurnHeader').then((m) => ({ default: m.TurnHeader })));
const PlayControls = lazy(() => import('./panels/PlayControls'));

export const paintballMiniView = defineSystemView<Setup, GameState, Placing>({
  system: 'paintball-mini',
  // Every paintballer and Marshal is drawn as the model (figures/Figures.tsx), stood on its base.
  modelKinds: [
    {
      kind: 'figure',
      label: 'Figures',
      ...FIGURE_MODEL_FIT,
    },
    // Each kind of terrain, stretched over each piece's footprint (terrain/terrainModels.ts).
    ...TERRAIN_MODEL_KINDS_CARD,
  ],
  modelledOn: (setup, kind) =>
    kind === 'figure' ? setup.figures.map((f) => f.name) : footprintsOf(setup.terrain, kind).map(() => kind),
  Pieces,
  SightLayer,
  PlayLayer,
  LogLight,
  groundHeightAt: (setup, at) => groundHeightAt(setup.terrain, at),
  pieceRing,
  standing,
  // The rules measure from a figure's base centre (G-BAND), wherever on it the tape was pointed.
  tape: { bandCm: BAND_CM, inRangeBands: MAX_AIMED_RANGE, read: readTape },
  pickOnRay,
  tapeEnd: (setup, id) => setup.figures.find((f) => f.id === id && f.status !== 'eliminated')?.at ?? null,
  // A tape end dropped near a base snaps to it (G-BAND); the figures out of the game only wait at the edge.
  bases: (setup) => setup.figures.filter((f) => f.status !== 'eliminated').map((f) => f.at),
  statusWords,
  keys: paintballKeys,
  printPieces: (setup) => import('./printPieces').then((m) => m.printPieces(setup)),
  Legend,
  ShotPanel,
  play: {
    Header: PlayHeader,
    Controls: PlayControls,
    moment: (game) => (game.phase === 'over' ? 'over' : game.pending !== null ? 'question' : 'play'),
    names: (game) => new Map([...game.table.figures, ...game.out].map((f) => [f.id, f.name])),
    lineAim: (action) => lineAim(action as Action | undefined),
  },
  editor: {
    matCorners: { move: moveMatCorner, add: addMatCorner, remove: removeMatCorner },
    Palette,
    Properties,
    Board: BoardSection,
    placingLabel: entryLabel,
    check: checkPlacement,
    allPieces: allPieceIds,
    // A tile from the palette lands on the hex under the pointer; a piece where the pointer is.
    place: (setup, placing, at) =>
      placing.piece === 'tile'
        ? addTile(setup, { kind: placing.kind, at: pointToHex(setup.board, at) })
        : placePiece(setup, { entry: placing, at }),
    move: (setup, ids, by) => movePieces(setup, { ids, by }),
    inBox: piecesInBox,
    turn: selectionEdits.rotate,
    copy: selectionEdits.duplicate,
    remove: selectionEdits.remove,
    rename: (store, name) => {
      const { setup, applyEdit } = store.getState();
      applyEdit(renameTable(setup as Setup, name));
    },
    clear: (store) => {
      const { setup, applyEdit } = store.getState();
      applyEdit(emptyTable(setup as Setup));
    },
  },
  lookAlongShot,
});

export default paintballMiniView;
