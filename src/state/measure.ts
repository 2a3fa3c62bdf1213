import type { Point } from '../geometry';
import { distance, hexDistance, pointToHex, rangeBand } from '../geometry';
import type { Setup } from '../setup';
import type { Tape } from './tableStore';

/** What a tape reads: centimetres and the range band (G-BAND), or hexes counted in hex mode (G-HEX). */
export interface TapeReading {
  readonly cm: number;
  /** Hex mode: hexes from the start hex to the end hex. Hexless: the G-BAND band. */
  readonly range: number;
  readonly unit: 'hexes' | 'band';
  /** Beyond every shot's reach (range over 6). */
  readonly outOfRange: boolean;
  readonly text: string;
}

export function readTape(setup: Pick<Setup, 'mode' | 'board'>, tape: Tape): TapeReading {
  const cm = distance(tape.from, tape.to);
  const layout = { across: setup.board.across, origin: setup.board.origin };
  if (setup.mode === 'hex') {
    const range = hexDistance(pointToHex(layout, tape.from), pointToHex(layout, tape.to));
    return {
      cm,
      range,
      unit: 'hexes',
      outOfRange: range > 6,
      text: `${range} ${range === 1 ? 'hex' : 'hexes'} (${cm.toFixed(1)} cm)`,
    };
  }
  const band = rangeBand(cm);
  return {
    cm,
    range: band,
    unit: 'band',
    outOfRange: band > 6,
    text: `${cm.toFixed(1)} cm · ${band > 6 ? 'out of range' : `range ${band}`}`,
  };
}

export const isSameTapePoint = (a: Point, b: Point): boolean => Math.hypot(a.x - b.x, a.y - b.y) < 0.2;
