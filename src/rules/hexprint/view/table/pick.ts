import { uprightSlots } from '../../../../scene/uprights';
import { LEVEL_CM } from '../../engine/world';
import { levelAt, placedModels } from './models';

// What the shared table asks of HexPrint's models: each, a three-hex Walker too, is an upright
// cylinder as tall as its card on the highest stack under it (HP-HEIGHT).

export const { pickOnRay, pieceRing, groundHeightAt, standing } = uprightSlots(
  placedModels,
  levelAt,
  LEVEL_CM,
);
