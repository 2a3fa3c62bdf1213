import { setupBoardOutline } from './outline';
import type { Envelope } from '../envelope';
import type { TablePieces } from './pieces';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { listWords, onTable, round } from './table';

/** The largest table a set-up file holds, each way (src/table/envelope.ts). */
export const LARGEST_TABLE_CM = 400;

/**
 * The wooden table made `width` × `depth` cm, centred where it was. Refused while the board or
 * the mat, or a piece the system names, would be off it.
 */
export function resizeTable<T extends Envelope>(
  setup: T,
  { width, depth }: { width: number; depth: number },
  pieces: TablePieces<T>,
): EditResult<T> {
  if (!Number.isFinite(width) || !Number.isFinite(depth) || width <= 0 || depth <= 0)
    return refuse('a table is measured in cm: give a number above 0 for each side');
  if (width > LARGEST_TABLE_CM || depth > LARGEST_TABLE_CM)
    return refuse(
      `a table is at most ${LARGEST_TABLE_CM} × ${LARGEST_TABLE_CM} cm (asked for ${width} × ${depth} cm)`,
    );
  const table = { width: round(width), depth: round(depth) };
  const words = `the ${table.width} × ${table.depth} cm table`;
  if (setupBoardOutline(setup).some((p) => !onTable({ table }, p)))
    return refuse(
      `the ${setup.board.mat === undefined ? 'board' : 'mat'} would run off ${words}: a table holds its whole playing area`,
    );
  const off = pieces.standing(setup, (p) => !onTable({ table }, p), 'table');
  if (off.length > 0)
    return refuse(`${listWords(off)} would be off ${words}: move ${off.length === 1 ? 'it' : 'them'} first`);
  return done({ ...setup, table });
}
