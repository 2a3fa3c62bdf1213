import type { z } from 'zod/mini';
import type { Envelope, Seat, Stack } from './envelope';
import type { SetupProblem } from './problems';

// What the shared loader needs from a rule system to read its set-ups. The caller hands the loader
// the systems it has, keyed by id (src/app/systems.ts); the table layer itself names none.

export interface SetupKind<T extends Envelope = Envelope> {
  /** The id a set-up names its system by, in `system`: "paintball-mini". */
  readonly id: string;
  /** The system's name as a player reads it: "PaintBall Mini". */
  readonly name: string;
  /** The envelope extended by the system's own section (`z.extend(envelopeSchema, { … })`). */
  readonly schema: z.ZodMiniType<T>;
  /** What the schema cannot say (ids unique across pieces, pieces on the table): empty when all is well. */
  check(setup: T): readonly SetupProblem[];
  /** The seats a version-1 file played at without naming them: version 1 had no `seats`. */
  readonly firstSeats: readonly Seat[];
  /** How its tables may be measured: on the hex grid, and (PaintBall Mini only) with a tape measure on an open mat. */
  readonly modes: readonly ('hex' | 'hexless')[];
  /** Every piece on the table by id (figures, terrain, markers): what the editor and the hand may still point at. */
  pieceIds(setup: T): readonly string[];
  /** How its raised hexes print (src/print); a system whose tables have no stacks leaves it out. */
  readonly stackPrint?: StackPrint;
}

/** How a system's raised hexes print: how tall a level is, and a stack's terrain in words. */
export interface StackPrint {
  readonly levelCm: number;
  terrain(stack: Stack): string;
}

/** The systems a loader may hand a set-up to, by the id a file names in `system`. */
export type SetupKinds<T extends Envelope = Envelope> = Readonly<Record<string, SetupKind<T>>>;
