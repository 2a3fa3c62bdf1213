import type { SetupKind } from '../../../table';
import { readersOf } from '../../../table';
import { LEVEL_CM } from '../board/level';
import { checkSetup } from './checks';
import type { Setup } from './schema';
import { SYSTEM_ID, setupSchema } from './schema';

// HexPrint's set-ups are read by the shared loader (src/table/load.ts): the envelope's head, then
// this schema and checks. HexPrint had no version-1 files, so its first seats are only a default.

export const hexPrintSetup: SetupKind<Setup> = {
  id: SYSTEM_ID,
  name: 'HexPrint',
  schema: setupSchema,
  check: checkSetup,
  firstSeats: [
    { id: 'north', name: 'North' },
    { id: 'south', name: 'South' },
  ],
  // Stacked-height terrain counted in hexes: no tape-measure play.
  modes: ['hex'],
  // The editor picks, drags and selects models (a unit's models move one by one), by their ids.
  pieceIds: (s) => s.units.filter((u) => !u.reserve).flatMap((u) => u.models.map((m) => m.id)),
  // Printed, each level of a stack is a tile of its own, named by the terrain it carries.
  stackPrint: {
    levelCm: LEVEL_CM,
    terrain: (stack) => (stack.tags.length > 0 ? stack.tags.join(', ') : 'Land'),
  },
};

/** Validates a parsed value as a HexPrint set-up, and a set-up file's text; each problem names its field. */
export const { read: validateSetup, parse: parseSetup } = readersOf(hexPrintSetup);
