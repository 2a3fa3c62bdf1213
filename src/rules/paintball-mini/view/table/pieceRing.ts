import type { PieceRing } from '../../../../scene/systemView';
import type { Setup } from '../../setup';
import { BASE_CIRCUMRADIUS_CM, findPiece } from '../../setup';

/** How wide a ring marks a picked piece: round a figure's base, a marker, or a piece of terrain's footprint. */
export function pieceRing(setup: Setup, id: string): PieceRing | null {
  const p = findPiece(setup, id);
  if (p === undefined) return null;
  return { at: p.piece.at, radius: ringRadius(p) };
}

function ringRadius(p: NonNullable<ReturnType<typeof findPiece>>): number {
  if (p.list === 'figures') return BASE_CIRCUMRADIUS_CM + 0.5;
  if (p.list === 'markers') return 1.6;
  const t = p.piece;
  switch (t.kind) {
    case 'hill':
      return Math.max(t.radiusX, t.radiusY) + 0.5;
    case 'hard':
      return Math.hypot(t.width, t.depth) / 2 + 0.5;
    case 'trench':
      return t.length / 2 + 0.5;
    default:
      return t.radius + 0.5;
  }
}
