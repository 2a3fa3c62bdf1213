import type { SetupKind } from '../../../table';
import { readersOf } from '../../../table';
import { checkSetup } from './checks';
import { SEATS, SYSTEM_ID, setupSchema } from './schema';
import type { Setup } from './types';

// PaintBall Mini's set-ups are read by the shared loader (src/table/load.ts): the envelope's head,
// a version-1 file ("paintball-mini-setup") migrated to version 2, then this schema and checks.

/** What the shared loader needs to read a PaintBall Mini set-up. */
export const paintballSetup: SetupKind<Setup> = {
  id: SYSTEM_ID,
  name: 'PaintBall Mini',
  schema: setupSchema,
  check: checkSetup,
  firstSeats: SEATS,
  modes: ['hex', 'hexless'],
  pieceIds: (s) => [...s.figures, ...s.terrain, ...s.markers].map((p) => p.id),
};

/**
 * Validates a parsed value as a PaintBall Mini set-up (nothing is changed: the value is returned
 * typed or refused), and a set-up file's text (broken JSON is reported with where it broke).
 */
export const { read: validateSetup, parse: parseSetup } = readersOf(paintballSetup);

export { serialiseSetup } from '../../../table';
