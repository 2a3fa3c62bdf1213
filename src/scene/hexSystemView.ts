import type { Point } from '../geometry';
import { hexDistance, pointToHex } from '../geometry';
import type { Envelope } from '../table';
import { stackHeight } from '../table';
import type { TapeWords } from './systemView';
import type { Upright } from './uprights';
import { uprightSlots } from './uprights';

// View slots that a system played on hexes fills the same way as any other such system.

type Tape = { readonly from: Point; readonly to: Point };
type HexTable = { readonly board: Envelope['board'] };

/** Where a tape snaps to the pieces: a piece's spot by its id, and every piece's spot. */
function tapeSpots<S>(placed: (setup: S) => readonly { readonly id: string; readonly at: Point }[]) {
  return {
    tapeEnd: (setup: S, id: string): Point | null => placed(setup).find((p) => p.id === id)?.at ?? null,
    bases: (setup: S): Point[] => placed(setup).map((p) => p.at),
  };
}

/** How many hexes apart a tape's two ends are on the board: every range on a hex board is this count. */
export const hexesApart = (setup: HexTable, tape: Tape): number =>
  hexDistance(pointToHex(setup.board, tape.from), pointToHex(setup.board, tape.to));

/**
 * The tape on a hex board: banded every 10 cm, never out of range (the rules count hexes, not cm),
 * and read in the system's words for the hexes between its ends.
 */
function hexTape<S extends HexTable>(inRangeBands: number, words: (hexes: number) => string) {
  return {
    bandCm: 10,
    inRangeBands,
    read: (setup: S, tape: Tape): TapeWords => ({
      cm: Math.hypot(tape.to.x - tape.from.x, tape.to.y - tape.from.y),
      outOfRange: false,
      text: words(hexesApart(setup, tape)),
    }),
  };
}

/**
 * Every table slot of a system whose pieces stand upright on the board's stacks: the pointer's
 * pick, a piece's ring, the ground, the camera's fit, where a tape snaps, and the tape in hexes.
 * `levelCm` is how tall a level of a stack is; `rangeWords` reads a count of hexes.
 */
export function hexTableSlots<S extends HexTable>(pieces: {
  readonly placed: (setup: S) => readonly Upright[];
  readonly levelCm: number;
  readonly inRangeBands: number;
  readonly rangeWords: (hexes: number) => string;
}) {
  return {
    ...uprightSlots(pieces.placed, stackHeight, pieces.levelCm),
    ...tapeSpots(pieces.placed),
    tape: hexTape<S>(pieces.inRangeBands, pieces.rangeWords),
  };
}
