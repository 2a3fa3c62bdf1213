import type { Hex } from '../../../../geometry';
import { hexKey } from '../../../../geometry';
import type { EditResult } from '../../../../table';
import { done, lowerHex, raiseHex, refuse } from '../../../../table';
import type { Hazard, Setup } from '../schema';
import { guarded, onBoard } from './guard';

// The ground of the board: obstacles a level at a time (HB-LEVEL), water and quicksand (HB-HAZARD).

/** The obstacle at the hex one level higher (HB-LEVEL: at most three; a high one touches one a level lower). */
export function raiseObstacle(setup: Setup, at: Hex): EditResult<Setup> {
  const hazard = hazardAt(setup, at);
  if (hazard !== undefined)
    return refuse(`that hex is ${hazard}: water and quicksand lie on the ground, clear it first`);
  return guarded(setup, raiseHex(setup, { at }));
}

/** The obstacle at the hex one level lower; refused where a higher one would be left with nothing to climb from. */
export function lowerObstacle(setup: Setup, at: Hex): EditResult<Setup> {
  const lowered = lowerHex(setup, { at });
  if (!lowered.ok) return lowered;
  // A block lowered to the ground is bare ground: its "obstacle" tag goes with it.
  const stacks = lowered.setup.board.stacks.filter(
    (s) => s.height > 0 || s.tags.some((t) => t !== 'obstacle'),
  );
  return guarded(setup, done({ ...lowered.setup, board: { ...lowered.setup.board, stacks } }));
}

function hazardAt(setup: Setup, at: Hex): Hazard | undefined {
  const tags = setup.board.stacks.find((s) => hexKey(s.at) === hexKey(at))?.tags ?? [];
  return tags.find((t): t is Hazard => t === 'water' || t === 'quicksand');
}

/** Water or quicksand on a ground hex (HB-HAZARD); the same again takes it away. */
export function layHazard(setup: Setup, at: Hex, kind: Hazard): EditResult<Setup> {
  if (!onBoard(setup, at)) return refuse('that hex is on no tile of the board');
  const key = hexKey(at);
  const old = setup.board.stacks.find((s) => hexKey(s.at) === key);
  if (old !== undefined && old.height > 0)
    return refuse(`that hex is an obstacle ${old.height} high: ${kind} lies on the ground, lower it first`);
  const rest = setup.board.stacks.filter((s) => s !== old);
  const stacks =
    hazardAt(setup, at) === kind ? rest : [...rest, { at: { q: at.q, r: at.r }, height: 0, tags: [kind] }];
  return guarded(setup, done({ ...setup, board: { ...setup.board, stacks } }));
}
