import { uprightSlots } from '../../../../scene/uprights';
import type { Setup } from '../../setup/schema';
import { LEVEL_CM, levelAt, pieceHeight, pieceRadius, placedPieces } from './pieces';

// What the shared table asks of Hex Battle Wars' pieces: a character or an invisibility tile is an
// upright cylinder on the obstacle of its hex (HB-LEVEL).

const uprights = (setup: Setup) =>
  placedPieces(setup).map((p) => ({
    id: p.id,
    at: p.at,
    ground: p.ground,
    height: pieceHeight(p),
    radius: pieceRadius(p),
  }));

export const { pickOnRay, pieceRing, groundHeightAt, standing } = uprightSlots(uprights, levelAt, LEVEL_CM);
