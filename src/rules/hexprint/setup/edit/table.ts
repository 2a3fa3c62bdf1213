import type { EditResult } from '../../../../table';
import { done, refuse } from '../../../../table';
import type { Setup } from '../schema';
import { guarded } from './guard';

// The table as a whole: its name, and a board cleared of its terrain.

export function renameTable(setup: Setup, name: string): EditResult<Setup> {
  const trimmed = name.trim();
  if (trimmed.length === 0) return refuse('a table needs a name');
  if (trimmed.length > 80)
    return refuse(`a table's name is at most 80 characters (this one has ${trimmed.length})`);
  return done({ ...setup, name: trimmed });
}

/**
 * The board flattened: every level and tag gone, the units where they stand. Refused, naming the
 * unit, where a model would be left somewhere the loader refuses.
 */
export const clearTerrain = (setup: Setup): EditResult<Setup> =>
  guarded(setup, done({ ...setup, board: { ...setup.board, stacks: [] } }));
