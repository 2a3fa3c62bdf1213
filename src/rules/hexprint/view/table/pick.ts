import { hexTableSlots } from '../../../../scene/hexSystemView';
import { LEVEL_CM } from '../../engine/world';
import { rangeWords } from '../statusWords';
import { placedModels } from './models';

// What the shared table asks of HexPrint's models: each, a three-hex Walker too, is an upright
// cylinder as tall as its card on the highest stack under it (HP-HEIGHT); a tape reads the hexes
// between its ends, what an ability's range is measured in (HP-WITHIN).

export const tableSlots = hexTableSlots({
  placed: placedModels,
  levelCm: LEVEL_CM,
  inRangeBands: 8,
  rangeWords,
});

export const { pickOnRay, groundHeightAt } = tableSlots;
