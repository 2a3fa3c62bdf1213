import type { Action } from '../../engine/actions';
import type { HexPrintState } from '../../engine/gameState';
import type { Setup } from '../../setup/schema';
import { systemHooks } from '../../../../state/systemHooks';
import type * as shared from '../../../../state/tableStore';

// The shared store seen with HexPrint's types (src/state/systemHooks.ts): its view is drawn only
// while a HexPrint set-up is on the table.

/** What the editor puts down: nothing of its own yet (units come with the set-up file). */
export type Placing = { readonly piece: 'none' };

export interface HexPrintGame {
  readonly setup: Setup;
  readonly state: HexPrintState;
  readonly action: Action;
  readonly left: never;
  readonly placing: Placing;
}

export type TableState = shared.TableState<HexPrintGame>;
export type TableStore = shared.TableStore<HexPrintGame>;

export const { useTableStore, useTable, useShownTable, useShownGame } = systemHooks<HexPrintGame>();
