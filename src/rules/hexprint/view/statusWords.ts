import type { StatusWords } from '../../../scene/statusWords';
import { hexesApart } from '../../../scene/hexSystemView';
import type { Setup } from '../setup/schema';
import { unitOfModel } from './table/models';

// HexPrint's words for the status bar: every rule counts hexes, and a tape reads the hexes between
// its ends, which is what an ability's range is measured in (HP-WITHIN).

export const rangeWords = (hexes: number): string => `${hexes} hex${hexes === 1 ? '' : 'es'} apart`;

export const statusWords: StatusWords<Setup> = {
  mode: () => 'Hex grid: moves and ranges count hexes; height costs movement',
  piece: (setup, id) => {
    const unit = unitOfModel(setup, id);
    if (unit === null) return null;
    const seat = setup.seats.find((s) => s.id === unit.seat)?.name ?? unit.seat;
    const n = unit.models.findIndex((m) => m.id === id);
    return `${unit.name}${unit.models.length > 1 ? ` (model ${n + 1})` : ''} · ${seat}`;
  },
  tape: (setup, tape) => rangeWords(hexesApart(setup, tape)),
};
