import type { StatusWords } from '../../../scene/statusWords';
import { hexesApart } from '../../../scene/hexSystemView';
import type { Setup } from '../setup/schema';
import { seatOfPiece } from './state/pickPiece';

// Hex Battle Wars' words for the status bar: every rule counts hexes (HB-BOARD), and a tape reads
// the hexes between its ends and what that range takes off an attack (HB-ATTACK).

export const rangeWords = (hexes: number): string =>
  `${hexes} hex${hexes === 1 ? '' : 'es'} · ${hexes <= 1 ? 'no range penalty' : `−${hexes} to an attack`}`;

export const statusWords: StatusWords<Setup> = {
  mode: () => 'Hex grid: every rule counts hexes',
  piece: (setup, id) => {
    const seat = setup.seats.find((s) => s.id === seatOfPiece(id));
    if (seat === undefined) return null;
    return id.startsWith('tile:') ? `${seat.name}: an invisibility tile` : seat.name;
  },
  tape: (setup, tape) => rangeWords(hexesApart(setup, tape)),
};
