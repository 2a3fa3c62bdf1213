import type { Board } from '../geometry';
import { buildBoard } from '../geometry';
import type { Setup } from './types';

/** The board a set-up describes, with its hexes, seams and perimeter worked out. */
export function setupBoard(setup: Pick<Setup, 'board'>): Board {
  return buildBoard({ across: setup.board.across, origin: setup.board.origin }, setup.board.tiles);
}
