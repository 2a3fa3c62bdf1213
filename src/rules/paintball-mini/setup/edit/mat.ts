import type { Point } from '../../../../geometry';
import * as table from '../../../../table';
import type { Setup } from '../types';
import type { EditResult } from './result';
import { paintballPieces } from './tablePieces';

// The open mat's shape is the shared table's (src/table/edit/mat.ts); PaintBall Mini says which of
// its pieces a reshape would leave off the mat.

export { MOST_MAT_CORNERS, SMALLEST_MAT_CM, matSize } from '../../../../table';

/** Makes the mat a rectangle `width` × `depth` cm, centred on the table. */
export const resizeMat = (setup: Setup, args: { width: number; depth: number }): EditResult =>
  table.resizeMat(setup, args, paintballPieces);

/** Moves one corner of the mat (0 is the first) to `to`: any simple polygon. */
export const moveMatCorner = (setup: Setup, args: { corner: number; to: Point }): EditResult =>
  table.moveMatCorner(setup, args, paintballPieces);

/** A new corner at `at`, set into the side of the mat nearest to it. */
export const addMatCorner = (setup: Setup, args: { at: Point }): EditResult =>
  table.addMatCorner(setup, args, paintballPieces);

/** The mat without one of its corners: its two neighbours are joined by a straight side. */
export const removeMatCorner = (setup: Setup, args: { corner: number }): EditResult =>
  table.removeMatCorner(setup, args, paintballPieces);
