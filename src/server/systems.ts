import { autoAction } from '../rules/paintball-mini/engine';
import type { Action, GameState, Sight } from '../rules/paintball-mini/engine';
import { paintballMini } from '../rules/paintball-mini/system';
import type { ServedSystems } from './served';

// The rule systems the table server plays, by the id a set-up names in `system`: the only server
// file that names a system. Add Hex Battle Wars and HexPrint here as they land (with `showAction`
// for a system whose actions carry a secret).
export const SERVED: ServedSystems = {
  'paintball-mini': {
    system: paintballMini,
    auto: (state, world) => autoAction(state as GameState, world as Sight),
    offline: (action) =>
      (action as Action).type === 'correct'
        ? "the referee's hand is for a table round one screen: at a network table no player moves another's pieces"
        : null,
  },
};
