import { autoAction } from '../rules/paintball-mini/engine';
import type { Action, GameState, Sight } from '../rules/paintball-mini/engine';
import { paintballMini } from '../rules/paintball-mini/system';
import type { ServedSystems } from './served';
import { autoPlay } from '../rules/hex-battle-wars/engine';
import type { BattleSight, BattleState } from '../rules/hex-battle-wars/engine';
import { hexBattleWars } from '../rules/hex-battle-wars/system';
import { autoAction as hexPrintAuto } from '../rules/hexprint/engine/autoPlayer';
import type { HexPrintState } from '../rules/hexprint/engine/gameState';
import type { HexPrintWorld } from '../rules/hexprint/engine/world';
import { hexPrint } from '../rules/hexprint/system';

// The rule systems the table server plays, by the id a set-up names in `system`: the only server
// file that names a system (with `showAction` for a system whose actions carry a secret).
export const SERVED: ServedSystems = {
  'paintball-mini': {
    system: paintballMini,
    auto: (state, world) => autoAction(state as GameState, world as Sight),
    offline: (action) =>
      (action as Action).type === 'correct'
        ? "the referee's hand is for a table round one screen: at a network table no player moves another's pieces"
        : null,
  },
  'hex-battle-wars': {
    system: hexBattleWars,
    // It decides from what its seat may know (redact), as the app's automatic player does.
    auto: (state, world) => {
      const seat = hexBattleWars.seatToAct(state as BattleState);
      return seat === null ? undefined : autoPlay(state as BattleState, seat, world as BattleSight);
    },
    // Its secret (which tile is real) is in the state, never in an action: every seat sees every action.
    showAction: (action) => action,
  },
  hexprint: {
    system: hexPrint,
    auto: (state, world) => hexPrintAuto(state as HexPrintState, world as HexPrintWorld) ?? undefined,
    showAction: (action) => action,
  },
};
