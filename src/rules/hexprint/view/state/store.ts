import type { Action } from '../../engine/actions';
import type { HexPrintState } from '../../engine/gameState';
import type { TerrainTag } from '../../setup/edit';
import type { Setup } from '../../setup/schema';
import type { SystemGame } from '../../../../state/systemHooks';
import { systemHooks } from '../../../../state/systemHooks';
import type * as shared from '../../../../state/tableStore';

// The shared store seen with HexPrint's types (src/state/systemHooks.ts): its view is drawn only
// while a HexPrint set-up is on the table.

/** What the editor's palette has in hand: a click on a hex raises or lowers it, tags it, or lays a
 * terrain batch (the clicked hex and the two beside it) of one tag. */
export type Placing =
  | { readonly piece: 'raise' }
  | { readonly piece: 'lower' }
  | { readonly piece: 'tag'; readonly tag: TerrainTag }
  | { readonly piece: 'batch'; readonly tag: TerrainTag };

export type HexPrintGame = SystemGame<Setup, HexPrintState, Action, Placing>;

export type TableState = shared.TableState<HexPrintGame>;
export type TableStore = shared.TableStore<HexPrintGame>;

export const { useTableStore, useTable, useShownTable, useShownGame } = systemHooks<HexPrintGame>();
