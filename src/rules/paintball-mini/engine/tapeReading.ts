import type { Point } from '../../../geometry/point';
import { distance } from '../../../geometry/point';
import { hexDistance } from '../../../geometry/hex';
import { pointToHex } from '../../../geometry/layout';
import { rangeBand } from '../board/rangeBands';
import type { Setup } from '../setup/types';
import { toHitNeed } from './dieRules';

// What a tape measure laid on the table reads, in the rules' terms: hexes counted (G-HEX) or the
// range band of the centimetres (G-BAND), and the roll a die needs at that range (PM-RANGE), from
// the same toHitNeed the dice use.

/** What a tape reads: centimetres and the range band (G-BAND), or hexes counted in hex mode (G-HEX). */
export interface TapeReading {
  readonly cm: number;
  /** Hex mode: hexes from the start hex to the end hex. Hexless: the G-BAND band. */
  readonly range: number;
  readonly unit: 'hexes' | 'band';
  /** Beyond every shot's reach (range over 6). */
  readonly outOfRange: boolean;
  /** The roll one die needs at this range (PM-RANGE), unaimed and aimed; null beyond reach. */
  readonly unaimed: number | null;
  readonly aimed: number | null;
  readonly text: string;
}

/** "hits on 4+ (aimed 3+)", or why nothing hits at that range. */
function toHitWords(range: number): { unaimed: number | null; aimed: number | null; words: string } {
  const unaimed = toHitNeed(range, false, false);
  const aimed = toHitNeed(range, true, false);
  if (aimed === null) return { unaimed, aimed, words: 'out of range' };
  if (unaimed === null) return { unaimed, aimed, words: `aimed only, ${aimed}+` };
  return { unaimed, aimed, words: `hits on ${unaimed}+ (aimed ${aimed}+)` };
}

export function readTape(
  setup: Pick<Setup, 'mode' | 'board'>,
  tape: { readonly from: Point; readonly to: Point },
): TapeReading {
  const cm = distance(tape.from, tape.to);
  const layout = { across: setup.board.across, origin: setup.board.origin };
  if (setup.mode === 'hex') {
    const range = hexDistance(pointToHex(layout, tape.from), pointToHex(layout, tape.to));
    const hit = toHitWords(range);
    return {
      cm,
      range,
      unit: 'hexes',
      outOfRange: hit.aimed === null,
      unaimed: hit.unaimed,
      aimed: hit.aimed,
      text: `${range} ${range === 1 ? 'hex' : 'hexes'} (${cm.toFixed(1)} cm) · ${hit.words}`,
    };
  }
  const band = rangeBand(cm);
  const hit = toHitWords(band);
  return {
    cm,
    range: band,
    unit: 'band',
    outOfRange: hit.aimed === null,
    unaimed: hit.unaimed,
    aimed: hit.aimed,
    text: `${cm.toFixed(1)} cm · range ${band} · ${hit.words}`,
  };
}
