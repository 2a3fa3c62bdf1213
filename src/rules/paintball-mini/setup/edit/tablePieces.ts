import type { Point } from '../../../../geometry';
import type { TablePieces } from '../../../../table';
import type { Setup } from '../types';
import { findPiece, pieceLabel } from './find';
import { usedIds } from './ids';

/**
 * What the shared table edits ask of PaintBall Mini's pieces: the ids in use, and the pieces that
 * would be stranded. A tile's or the table's figures go first whatever their status; off the mat,
 * an eliminated figure is no matter (it waits by the table's edge), nor is a flag a figure carries.
 */
export const paintballPieces: TablePieces<Setup> = {
  usedIds,
  standing(setup: Setup, where: (p: Point) => boolean, ground: 'tile' | 'mat' | 'table'): string[] {
    const ids = [
      ...setup.figures
        .filter((f) => (ground !== 'mat' || f.status !== 'eliminated') && where(f.at))
        .map((f) => f.id),
      ...setup.terrain.filter((t) => where(t.at)).map((t) => t.id),
      ...setup.markers
        .filter((m) => !(m.kind === 'flag' && m.carriedBy !== null) && where(m.at))
        .map((m) => m.id),
    ];
    return ids.map((id) => pieceLabel(setup, findPiece(setup, id)!));
  },
};
