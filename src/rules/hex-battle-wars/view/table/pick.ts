import { hexTableSlots } from '../../../../scene/hexSystemView';
import type { Setup } from '../../setup/schema';
import { rangeWords } from '../statusWords';
import { LEVEL_CM, pieceHeight, pieceRadius, placedPieces } from './pieces';

// What the shared table asks of Hex Battle Wars' pieces: a character or an invisibility tile is an
// upright cylinder on the obstacle of its hex (HB-LEVEL); a tape reads the hexes between its ends.

const uprights = (setup: Setup) =>
  placedPieces(setup).map((p) => ({
    id: p.id,
    at: p.at,
    ground: p.ground,
    height: pieceHeight(p),
    radius: pieceRadius(p),
  }));

export const tableSlots = hexTableSlots({
  placed: uprights,
  levelCm: LEVEL_CM,
  inRangeBands: 20,
  rangeWords,
});

export const { pickOnRay, pieceRing, groundHeightAt } = tableSlots;
