import type { Action, GameState } from '../../engine';
import type { PaletteEntry, Setup } from '../../setup';
import { paintballSetup } from '../../setup';
import { SYSTEM_ID } from '../../setup/schema';
import type { RulesSource } from '../../../../state/play/playSlice';
import {
  useShownGame as useSharedShownGame,
  useShownTable as useSharedShownTable,
} from '../../../../state/shownTable';
import type * as shared from '../../../../state/tableStore';
import { createTableStore } from '../../../../state/tableStore';
import { useTable as useSharedTable, useTableStore as useSharedStore } from '../../../../state/useTable';
import type { Splat } from './played';

// The shared store (src/state) holds whichever system's table is open and sees it as the neutral
// envelope. PaintBall Mini's view is drawn only while a PaintBall set-up is on the table (the app
// picks the view by the set-up's `system`), so here it reads the same store with its own types.

/** What the editor's palette puts down with a click: a piece, or a board tile. */
export type Placing = PaletteEntry | { readonly piece: 'tile'; readonly kind: 'six' | 'single' };

/** The types PaintBall Mini's games are played with, as the store carries them. */
export interface PaintballGame {
  readonly setup: Setup;
  readonly state: GameState;
  readonly action: Action;
  readonly left: Splat;
  readonly placing: Placing;
}

export type TableState = shared.TableState<PaintballGame>;
export type TableActions = shared.TableActions<PaintballGame>;
export type TableStore = shared.TableStore<PaintballGame>;

/** The store, typed as PaintBall's view sees it. */
export const useTableStore = (): TableStore => useSharedStore() as unknown as TableStore;

/** Reads a slice of the table's state, typed with PaintBall Mini's set-up and game. */
export function useTable<T>(selector: (s: TableState & TableActions) => T): T {
  return useSharedTable(selector as unknown as Parameters<typeof useSharedTable<T>>[0]);
}

/** The table on screen (src/state/shownTable.ts), as PaintBall's set-up. */
export const useShownTable = (): Setup => useSharedShownTable() as Setup;

/** The game on screen (src/state/shownTable.ts), as PaintBall's played game. */
export const useShownGame = (): TableState['play'] => useSharedShownGame() as TableState['play'];

/** A table store for a PaintBall Mini set-up: its files read by PaintBall's set-up kind. */
export function createPaintballStore(initial: Setup, source: RulesSource<PaintballGame> = {}): TableStore {
  return createTableStore<PaintballGame>(initial, { kinds: { [SYSTEM_ID]: paintballSetup }, ...source });
}
