import type { Point } from '../geometry';
import type { TapeWords } from './systemView';

// View slots that a system played on hexes fills the same way as any other such system.

type Tape = { readonly from: Point; readonly to: Point };

/** Where a tape snaps to the pieces: a piece's spot by its id, and every piece's spot. */
export function tapeSpots<S>(placed: (setup: S) => readonly { readonly id: string; readonly at: Point }[]) {
  return {
    tapeEnd: (setup: S, id: string): Point | null => placed(setup).find((p) => p.id === id)?.at ?? null,
    bases: (setup: S): Point[] => placed(setup).map((p) => p.at),
  };
}

/**
 * The tape on a hex board: banded every 10 cm, never out of range (the rules count hexes, not cm),
 * and read in the system's words for the hexes it crosses.
 */
export function hexTape<S>(inRangeBands: number, words: (setup: S, tape: Tape) => string) {
  return {
    bandCm: 10,
    inRangeBands,
    read: (setup: S, tape: Tape): TapeWords => ({
      cm: Math.hypot(tape.to.x - tape.from.x, tape.to.y - tape.from.y),
      outOfRange: false,
      text: words(setup, tape),
    }),
  };
}
