import type { Hex } from '../../../../geometry';
import { slotPoint } from '../placement';
import { setupBoard } from '../setupBoard';
import type { Figure, Setup } from '../types';
import { freshId, usedIds } from './ids';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { settle, withFigures } from './settle';
import { centreHexes } from './rules/centre';

import { STANDARD_HEX_COUNT } from './rules/standard';
import { layoutOf } from './layout';

export { STANDARD_HEX_COUNT };

/** PM-LARGE: a board with more hexes than the standard 26 is "larger" and wants a third Marshal at its centre. */
export function isLargerBoard(setup: Setup): boolean {
  return setupBoard(setup).hexes.length > STANDARD_HEX_COUNT;
}

/** PM-LARGE: a larger board has three Marshals, the third at its centre. */
export const MARSHALS_ON_A_LARGER_BOARD = 3;

const marshalsOf = (setup: Setup): Figure[] => setup.figures.filter((f) => f.role === 'marshal');

/** PM-LARGE: the board is larger and its third Marshal is not on the table yet (the editor offers to add it). */
export const wantsThirdMarshal = (setup: Setup): boolean =>
  isLargerBoard(setup) && marshalsOf(setup).length < MARSHALS_ON_A_LARGER_BOARD;

/** The board's centre hex: the first of its centre hexes (rules/centre.ts), smaller q then r first. */
export const boardCentreHex = (setup: Setup): Hex => centreHexes(setup)[0]!;

/**
 * Puts a third Marshal in the board's centre hex (PM-LARGE), in a free base slot. Refused on a
 * board that is not larger than the standard one, when three Marshals are already on the table,
 * or when the centre hex has no room.
 */
export function placeThirdMarshal(setup: Setup): EditResult {
  if (!isLargerBoard(setup)) {
    return refuse(
      `the board has ${setupBoard(setup).hexes.length} hexes, no more than the standard ${STANDARD_HEX_COUNT}: a third Marshal is for larger boards (PM-LARGE)`,
    );
  }
  const marshals = marshalsOf(setup);
  if (marshals.length >= MARSHALS_ON_A_LARGER_BOARD)
    return refuse(`there are already ${marshals.length} Marshals on the table`);
  const centre = boardCentreHex(setup);
  const layout = layoutOf(setup);
  const used = usedIds(setup);
  const id = used.has('marshal-centre') ? freshId(used, 'marshal') : 'marshal-centre';
  const team =
    marshals.filter((m) => m.team === 'red').length <= marshals.filter((m) => m.team === 'blue').length
      ? 'red'
      : 'blue';
  const marshal: Figure = {
    id,
    team,
    role: 'marshal',
    name: 'Marshal (centre)',
    at: slotPoint(layout, centre, 0),
    facing: 0,
    expert: false,
    grenades: [],
    status: 'active',
  };
  let last = '';
  for (let slot = 0; slot < 3; slot++) {
    const settled = settle(setup, setup.figures, [
      { figure: marshal, target: slotPoint(layout, centre, slot) },
    ]);
    if (settled.ok) return done({ ...setup, figures: withFigures(setup, settled.figures, [id]) }, [id]);
    last = settled.reason;
  }
  return refuse(`no room for a third Marshal in the centre hex: ${last}`);
}
