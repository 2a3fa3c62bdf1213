import { useShownGame, useShownTable } from './shownTable';
import type { TableActions, TableGame, TableState, TableStore } from './tableStore';
import { useTable, useTableStore } from './useTable';

/**
 * The table's hooks typed with one system's set-up and game, for that system's view. The shared
 * store holds whichever system's table is open and sees it as the envelope; the app draws a
 * system's view only while that system's set-up is on the table, so the view may read it as its own.
 */
export function systemHooks<G extends TableGame>() {
  return {
    useTableStore: (): TableStore<G> => useTableStore() as unknown as TableStore<G>,
    useTable: <T>(selector: (s: TableState<G> & TableActions<G>) => T): T =>
      useTable(selector as unknown as (s: TableState & TableActions) => T),
    useShownTable: (): G['setup'] => useShownTable() as G['setup'],
    useShownGame: (): TableState<G>['play'] => useShownGame() as TableState<G>['play'],
  };
}
