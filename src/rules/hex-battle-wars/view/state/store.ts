import type { Action, BattleState } from '../../engine';
import type { Setup } from '../../setup/schema';
import type { SystemGame } from '../../../../state/systemHooks';
import { systemHooks } from '../../../../state/systemHooks';
import type * as shared from '../../../../state/tableStore';

// The shared store seen with Hex Battle Wars' types (src/state/systemHooks.ts): its view is drawn
// only while its set-up is on the table.

/** What the editor's palette has in hand: a click on a hex raises or lowers it, lays a hazard, puts a
 * seat's character there, or adds or takes away a tile of the board. */
export type Placing =
  | { readonly piece: 'raise' }
  | { readonly piece: 'lower' }
  | { readonly piece: 'hazard'; readonly kind: 'water' | 'quicksand' }
  | { readonly piece: 'character'; readonly seat: string; readonly name: string }
  | { readonly piece: 'tile'; readonly kind: 'six' | 'single' }
  | { readonly piece: 'untile' };

export type BattleGame = SystemGame<Setup, BattleState, Action, Placing>;

export type TableState = shared.TableState<BattleGame>;
export type TableActions = shared.TableActions<BattleGame>;
export type TableStore = shared.TableStore<BattleGame>;

export const { useTableStore, useTable, useShownTable, useShownGame } = systemHooks<BattleGame>();
