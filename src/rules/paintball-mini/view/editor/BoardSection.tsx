import type { Setup } from '../../setup';
import { BoardTiles } from './BoardTiles';
import { MatShape } from './MatShape';

/** The editor's board: the Hexon bases it is made of, or an open mat's size. */
export function BoardSection({ setup }: { setup: Setup }) {
  return setup.board.mat === undefined ? <BoardTiles setup={setup} /> : <MatShape setup={setup} />;
}
