import type { Logged } from '../game/playedGame';
import { useShownGame, useShownTable } from './shownTable';
import type { TableActions, TableGame, TableSetup, TableState, TableStore } from './tableStore';
import { useTable, useTableStore } from './useTable';

/**
 * The types one system's games are played with, as the store carries them: its set-up, its game's
 * state, an action, what an action leaves on the table (nothing, for most), and what its editor's
 * palette puts down.
 */
export interface SystemGame<
  S extends TableSetup,
  State extends Logged,
  Action,
  Placing extends { readonly piece: string },
  Left = never,
> {
  readonly setup: S;
  readonly state: State;
  readonly action: Action;
  readonly left: Left;
  readonly placing: Placing;
}

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
