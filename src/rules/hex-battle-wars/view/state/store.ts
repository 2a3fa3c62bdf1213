import type { Action, BattleState } from '../../engine';
import type { Setup } from '../../setup/schema';
import {
  useShownGame as useSharedShownGame,
  useShownTable as useSharedShownTable,
} from '../../../../state/shownTable';
import type * as shared from '../../../../state/tableStore';
import { useTable as useSharedTable, useTableStore as useSharedStore } from '../../../../state/useTable';

// The shared store (src/state) sees the open table as the neutral envelope. Hex Battle Wars' view
// is drawn only while its set-up is on the table (the app picks the view by `system`), so here it
// reads the same store with its own types.

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

export const useTableStore = (): TableStore => useSharedStore() as unknown as TableStore;

export function useTable<T>(selector: (s: TableState & TableActions) => T): T {
  return useSharedTable(selector as unknown as Parameters<typeof useSharedTable<T>>[0]);
}

export const useShownTable = (): Setup => useSharedShownTable() as Setup;

export const useShownGame = (): TableState['play'] => useSharedShownGame() as TableState['play'];
