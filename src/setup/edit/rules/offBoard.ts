import type { Point } from '../../../geometry';
import { buildBoard, hexKey, pointToHex } from '../../../geometry';
import type { Setup } from '../../types';
import { findPiece, pieceLabel } from '../find';
import type { PlacementWarning } from './warning';
import { listWords, warn } from './warning';

/** Whether a point stands on one of the board's hexes. */
export function onBoardOf(setup: Setup): (p: Point) => boolean {
  const board = buildBoard({ across: setup.board.across, origin: setup.board.origin }, setup.board.tiles);
  const keys = new Set(board.hexes.map((h) => hexKey(h.hex)));
  return (p) => keys.has(hexKey(pointToHex(board.layout, p)));
}

/**
 * PM-LOS-PERIMETER: the playing area is the board. A piece whose centre is on no board hex (a tile
 * taken away from under it, or a hand-written file) stands on bare wood, outside the game.
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
      `${listWords(names)} ${off.length === 1 ? 'stands' : 'stand'} off the board, outside the playing area`,
    ),
  ];
}
