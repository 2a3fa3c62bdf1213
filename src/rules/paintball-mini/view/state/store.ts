import type { Action, GameState } from '../../engine';
import type { PaletteEntry, Setup } from '../../setup';
import { paintballSetup } from '../../setup';
import { SYSTEM_ID } from '../../setup/schema';
import type { RulesSource } from '../../../../state/play/playTypes';
import type * as shared from '../../../../state/tableStore';
import { createTableStore } from '../../../../state/tableStore';
import type { SystemGame } from '../../../../state/systemHooks';
import { systemHooks } from '../../../../state/systemHooks';
import type { Splat } from './played';

// The shared store seen with PaintBall Mini's types (src/state/systemHooks.ts): its view is drawn
// only while a PaintBall set-up is on the table.

/** What the editor's palette puts down with a click: a piece, or a board tile. */
export type Placing = PaletteEntry | { readonly piece: 'tile'; readonly kind: 'six' | 'single' };

/** The types PaintBall Mini's games are played with, as the store carries them. */
export type PaintballGame = SystemGame<Setup, GameState, Action, Placing, Splat>;

export type TableState = shared.TableState<PaintballGame>;
export type TableActions = shared.TableActions<PaintballGame>;
export type TableStore = shared.TableStore<PaintballGame>;

export const { useTableStore, useTable, useShownTable, useShownGame } = systemHooks<PaintballGame>();

/** A table store for a PaintBall Mini set-up: its files read by PaintBall's set-up kind. */
export function createPaintballStore(initial: Setup, source: RulesSource<PaintballGame> = {}): TableStore {
  return createTableStore<PaintballGame>(initial, { kinds: { [SYSTEM_ID]: paintballSetup }, ...source });
}
