import type { Board } from '../../../geometry';
import { buildBoard, buildMat } from '../../../geometry';
import type { Setup } from './types';

/**
 * The board a set-up describes, with its hexes, seams and perimeter worked out: its playing area.
 * On an open mat, the mat's outline (no hexes); else the union of its hex tiles. Every "is this on
 * the playing area" question (PM-LOS-PERIMETER) goes through the board's `contains`.
 */
export function setupBoard(setup: Pick<Setup, 'board'>): Board {
  const layout = { across: setup.board.across, origin: setup.board.origin };
  if (setup.board.mat !== undefined) return buildMat(layout, setup.board.mat.outline);
  return buildBoard({ across: setup.board.across, origin: setup.board.origin }, setup.board.tiles);
}
