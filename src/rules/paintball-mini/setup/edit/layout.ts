import type { Layout } from '../../../../geometry';
import type { Setup } from '../types';

/** The set-up's hex layout, without building the whole board (hot in the placement checks). */
export const layoutOf = (setup: Pick<Setup, 'board'>): Layout => ({
  across: setup.board.across,
  origin: setup.board.origin,
});
