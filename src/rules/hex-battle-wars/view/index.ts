import { lazy } from 'react';
import { lazyPreload } from '../../../scene/lazyPreload';
import { defineSystemView } from '../../../scene/defineSystemView';
import type { BattleState } from '../engine';
import { drawAsked } from '../engine/draw';
import type { Setup } from '../setup/schema';
import { battleEditor } from './editor/slots';
import { Legend } from './panels/Legend';
import type { Placing } from './state/store';
import { statusWords } from './statusWords';
import { tableSlots } from './table/pick';
import { Pieces } from './table/Pieces';
import { CHARACTER_MODEL_FIT, TILE_MODEL_FIT } from './table/pieces';
import { OBSTACLE_MODEL_KIND, obstacleFootprints } from './table/obstacleModels';
import { battleKeys } from './play/keys';
import { shotAim } from './play/shotAim';
import type { Action } from '../engine/actions';

// Hex Battle Wars' view: what it draws on the shared table and shows in the shared shell. The app
// loads it with a Hex Battle Wars set-up; its game layer and panels load when a game begins.

const PlayLayer = lazy(() => import('./play/PlayLayer'));
const SightLayer = lazy(() => import('./table/SightLine'));
const ShotPanel = lazyPreload(() => import('./panels/AttackPanel'));
const Header = lazy(() => import('./panels/Header'));
const Controls = lazy(() => import('./panels/Controls'));

export const hexBattleWarsView = defineSystemView<Setup, BattleState, Placing>({
  system: 'hex-battle-wars',
  modelKinds: [
    { kind: 'character', label: 'Characters', ...CHARACTER_MODEL_FIT },
    { kind: 'tile', label: 'Invisibility tiles', ...TILE_MODEL_FIT },
    OBSTACLE_MODEL_KIND,
  ],
  modelledOn: (setup, kind) => {
    const seatName = (seat: string) => setup.seats.find((s) => s.id === seat)?.name ?? seat;
    if (kind === 'character') return setup.characters.map((c) => seatName(c.seat));
    // A character that starts invisible stands as its tiles still on the board (HB-HIDDEN, HB-GHOST).
    if (kind === 'tile')
      return setup.characters.flatMap((c) =>
        (c.hidden?.tiles ?? []).filter((t) => t !== null).map(() => seatName(c.seat)),
      );
    return obstacleFootprints(setup).map(() => kind);
  },
  Pieces,
  SightLayer,
  PlayLayer,
  ...tableSlots,
  statusWords,
  keys: battleKeys,
  Legend,
  ShotPanel,
  play: {
    Header,
    Controls,
    moment: (game) => (game.phase === 'over' ? 'over' : drawAsked(game) ? 'question' : 'play'),
    names: (game) =>
      new Map([
        ...game.characters.map((c) => [c.seat, c.name] as const),
        ...game.tiles.map(
          (t) => [t.id, `a tile of ${game.seats.find((s) => s.id === t.seat)?.name ?? t.seat}`] as const,
        ),
      ]),
    shotAim: (game, action) => shotAim(game, action as Action | undefined),
  },
  editor: battleEditor,
});

export default hexBattleWarsView;
