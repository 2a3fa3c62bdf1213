import type { Point } from '../geometry';
import { distance, hexDistance, pointToHex } from '../geometry';
import { rangeBand } from '../rules/paintball-mini/board/rangeBands';
import { toHitNeed } from '../rules/paintball-mini/engine/dieRules';
import type { Setup } from '../rules/paintball-mini/setup';
import type { Tape } from './tableStore';

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

export function readTape(setup: Pick<Setup, 'mode' | 'board'>, tape: Tape): TapeReading {
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

/** How close to a base centre a tape end must come to snap to it, in cm. */
export const SNAP_CM = 1.6;

/** A tape end near a figure's base snaps to its centre, where the rules measure from (G-BAND). */
export function snapToBase(setup: Pick<Setup, 'figures'>, p: Point): Point {
  let best: Point = p;
  let bestD = SNAP_CM;
  for (const f of setup.figures) {
    if (f.status === 'eliminated') continue;
    const d = Math.hypot(f.at.x - p.x, f.at.y - p.y);
    if (d < bestD) {
      bestD = d;
      best = f.at;
    }
  }
  return best;
}
