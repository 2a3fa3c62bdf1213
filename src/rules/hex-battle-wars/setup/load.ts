import type { SetupKind } from '../../../table';
import { readersOf } from '../../../table';
import { LEVEL_CM } from './level';
import { checkSetup } from './checks';
import type { Setup } from './schema';
import { SYSTEM_ID, setupSchema } from './schema';

// Hex Battle Wars' set-ups are read by the shared loader (src/table/load.ts): the envelope's head,
// then this schema and checks. There never was a version-1 file of this game.

export const hexBattleWarsSetup: SetupKind<Setup> = {
  id: SYSTEM_ID,
  name: 'Hex Battle Wars',
  schema: setupSchema,
  check: checkSetup,
  firstSeats: [
    { id: 'red', name: 'Red' },
    { id: 'blue', name: 'Blue' },
  ],
  // No tape-measure play: every rule counts hexes (HB-BOARD).
  modes: ['hex'],
  // A character is named by its seat.
  pieceIds: (s) => s.characters.map((c) => c.seat),
  // Printed, each level of an obstacle is a stone block of its own (HB-LEVEL).
  stackPrint: { levelCm: LEVEL_CM, terrain: () => 'Stone' },
};

/** Validates a parsed value as a Hex Battle Wars set-up; every problem names its field. */
export const { read: readBattleSetup } = readersOf(hexBattleWarsSetup);
