import type { Point } from '../../geometry';
import type { Envelope } from '../envelope';

/**
 * What the table's edits ask a rule system about its pieces: the table layer knows tiles, the mat
 * and stacks, never what stands on them. The system passes this in with the edit.
 */
export interface TablePieces<T extends Envelope> {
  /** Every id in use on the table, tiles' included: a new tile takes one nobody has. */
  usedIds(setup: T): Set<string>;
  /**
   * The player's names for the pieces that stand where `where` holds and would be left on bare
   * wood if that ground went ('tile': a tile taken away; 'mat': the mat reshaped; 'table': the
   * table made smaller).
   */
  standing(setup: T, where: (p: Point) => boolean, ground: 'tile' | 'mat' | 'table'): string[];
}

/** `prefix-1`, `prefix-2`, … the first one nobody uses (adds it to `used` so a batch gets distinct ids). */
export function freshId(used: Set<string>, prefix: string): string {
  for (let n = 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}
