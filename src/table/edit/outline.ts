import type { Point } from '../../geometry';
import { buildBoard } from '../../geometry';
import type { Envelope } from '../envelope';

/** The corners of the playing area: the mat's outline, or every corner of the board's edge. */
export function setupBoardOutline(setup: Pick<Envelope, 'board'>): Point[] {
  if (setup.board.mat !== undefined) return setup.board.mat.outline;
  const board = buildBoard({ across: setup.board.across, origin: setup.board.origin }, setup.board.tiles);
  return board.perimeter.flatMap((e) => [e.a, e.b]);
}
