import type { Action, BattleState } from '../../engine';
import type { Setup } from '../../setup/schema';
import { systemHooks } from '../../../../state/systemHooks';
import type * as shared from '../../../../state/tableStore';

// The shared store seen with Hex Battle Wars' types (src/state/systemHooks.ts): its view is drawn
// only while its set-up is on the table.

/** What the editor puts down: nothing of its own yet (obstacles are placed at the table, HB-OBSTACLES). */
export type Placing = { readonly piece: 'none' };

export interface BattleGame {
  readonly setup: Setup;
  readonly state: BattleState;
  readonly action: Action;
  readonly left: never;
  readonly placing: Placing;
}

export type TableState = shared.TableState<BattleGame>;
export type TableActions = shared.TableActions<BattleGame>;
export type TableStore = shared.TableStore<BattleGame>;

export const { useTableStore, useTable, useShownTable, useShownGame } = systemHooks<BattleGame>();
