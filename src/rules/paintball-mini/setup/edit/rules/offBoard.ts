import type { Point } from '../../../../../geometry';
import { setupBoard } from '../../setupBoard';
import type { Setup } from '../../types';
import { findPiece, pieceLabel } from '../find';
import type { PlacementWarning } from './warning';
import { listWords, warn } from './warning';

/** Whether a point stands on the playing area: one of the board's hexes, or the open mat. */
export function onBoardOf(setup: Setup): (p: Point) => boolean {
  const board = setupBoard(setup);
  return (p) => board.contains(p);
}

/**
 * PM-LOS-PERIMETER: the playing area is the board. A piece whose centre is on no board hex (a tile
 * taken away from under it, or a hand-written file), or off an open mat's outline, stands on bare
 * wood, outside the game.
 */
export function checkOffBoard(setup: Setup): PlacementWarning[] {
  const onBoard = onBoardOf(setup);
  const off = [
    ...setup.figures.filter((f) => f.status !== 'eliminated' && !onBoard(f.at)),
    ...setup.terrain.filter((t) => !onBoard(t.at)),
    ...setup.markers.filter((m) => !(m.kind === 'flag' && m.carriedBy !== null) && !onBoard(m.at)),
  ].map((p) => p.id);
  if (off.length === 0) return [];
  const names = off.map((id) => pieceLabel(setup, findPiece(setup, id)!));
  return [
    warn(
      'PM-LOS-PERIMETER',
      off,
      `${listWords(names)} ${off.length === 1 ? 'stands' : 'stand'} off the ${setup.board.mat === undefined ? 'board' : 'mat'}, outside the playing area`,
    ),
  ];
}
