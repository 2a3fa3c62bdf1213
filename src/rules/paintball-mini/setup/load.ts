import type { SetupKind } from '../../../table';
import { parseSetupText, readSetup } from '../../../table';
import { checkSetup } from './checks';
import type { SetupResult } from './problems';
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

const only = { [SYSTEM_ID]: paintballSetup };

/** Validates a parsed value as a PaintBall Mini set-up. Nothing is changed; the value is returned typed or refused. */
export function validateSetup(input: unknown): SetupResult<Setup> {
  return readSetup(input, only);
}

/** Reads a set-up file's text. Broken JSON is reported with where it broke. */
export function parseSetup(text: string): SetupResult<Setup> {
  return parseSetupText(text, only);
}

export { serialiseSetup } from '../../../table';
