import { lazy } from 'react';
import { lazyPreload } from '../../../scene/lazyPreload';
import { defineSystemView } from '../../../scene/defineSystemView';
import type { HexPrintState } from '../engine/gameState';
import { modelName } from '../engine/units';
import type { Setup } from '../setup/schema';
import { hexPrintEditor } from './editor/slots';
import { Legend } from './panels/Legend';
import { lookAlongShot } from './panels/shooterEye';
import type { Placing } from './state/store';
import { statusWords } from './statusWords';
import { tableSlots } from './table/pick';
import { Pieces } from './table/Pieces';
import { LOOK_FIT, LOOK_NAMES, MODEL_LOOKS } from './table/modelLooks';
import { TERRAIN_MODEL_CARD, TERRAIN_MODEL_KINDS, terrainFootprints } from './table/terrainModels';
import { lookOf } from '../setup/looks';
import { hexPrintKeys } from './play/keys';
import { shotAim } from './play/shotAim';
import type { Action } from '../engine/actions';
import './hexprint.css';

// HexPrint's view: what it draws on the shared table and shows in the shared shell. The app loads
// it with a HexPrint set-up; its game layer and panels load when a game begins.

const PlayLayer = lazy(() => import('./play/PlayLayer'));
const SightLayer = lazy(() => import('./table/ShotLines'));
const ShotPanel = lazyPreload(() => import('./panels/ShotPanel'));
const Header = lazy(() => import('./panels/Header'));
const Controls = lazy(() => import('./panels/Controls'));

export const hexPrintView = defineSystemView<Setup, HexPrintState, Placing>({
  system: 'hexprint',
  // Each look of model its own kind: a Walker's model is not a Scout's.
  modelKinds: [
    ...MODEL_LOOKS.map((look) => ({ kind: look, label: LOOK_NAMES[look], ...LOOK_FIT[look] })),
    // Forests and ruins, stretched over each hex (table/terrainModels.ts).
    ...TERRAIN_MODEL_CARD,
  ],
  // A unit's models by its card's name ("Other units" are the cards of no starter look).
  modelledOn: (setup, kind) => {
    if (TERRAIN_MODEL_KINDS.includes(kind)) return terrainFootprints(setup, kind).map(() => kind);
    return setup.units.flatMap((u) => {
      const card = setup.cards.find((c) => c.id === u.card);
      return card !== undefined && lookOf(card) === kind ? u.models.map(() => card.name) : [];
    });
  },
  Pieces,
  SightLayer,
  PlayLayer,
  ...tableSlots,
  statusWords,
  keys: hexPrintKeys,
  Legend,
  ShotPanel,
  play: {
    Header,
    Controls,
    // The Hex Timer and a card for every unit are taller than a box above the log.
    controlsFlow: true,
    moment: (game) => (game.phase === 'over' ? 'over' : 'play'),
    names: (game) =>
      new Map([
        ...game.units.map((u) => [u.id, u.name] as const),
        ...game.units.flatMap((u) => u.models.map((m) => [m.id, modelName(u, m)] as const)),
        ...game.seats.map((s) => [s, game.seatNames[s] ?? s] as const),
      ]),
    shotAim: (game, action) => shotAim(game, action as Action | undefined),
  },
  editor: hexPrintEditor,
  lookAlongShot,
});

export default hexPrintView;
