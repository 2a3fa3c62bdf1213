import type { EditResult } from '../../../../table';
import { done } from '../../../../table';
import type { Setup } from '../schema';
import { guarded } from './guard';

// The table as a whole: its name, and a board cleared of its terrain.

export { renameTable } from '../../../../table';

/**
 * The board flattened: every level and tag gone, the units where they stand. Refused, naming the
 * unit, where a model would be left somewhere the loader refuses.
 */
export const clearTerrain = (setup: Setup): EditResult<Setup> =>
  guarded(setup, done({ ...setup, board: { ...setup.board, stacks: [] } }));
