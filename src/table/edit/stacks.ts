import type { Hex } from '../../geometry';
import { hexKey, tileHexes } from '../../geometry';
import type { Envelope, Stack } from '../envelope';
import { MOST_LEVELS } from '../envelope';
import type { EditResult } from './result';
import { done, refuse } from './result';

// Raising and lowering a hex a level at a time (HP-HEIGHT, HB-LEVEL): one stack a hex, on the
// board's own hexes. A system whose rules say more (Hex Battle Wars: three levels at most, a high
// hex touching one a level lower) passes its own check, which sees the table as it would be.

/** A system's word on a table with a hex raised or lowered: why not, or undefined when it may be. */
export type StackCheck<T extends Envelope> = (after: T, at: Hex) => string | undefined;

function whereProblem(setup: Envelope, at: Hex): string | undefined {
  if (!Number.isInteger(at.q) || !Number.isInteger(at.r)) return 'a stack stands on a whole hex';
  if (setup.board.mat !== undefined) return 'an open mat has no hexes to raise: stacks stand on hex tiles';
  const key = hexKey(at);
  if (!setup.board.tiles.some((t) => tileHexes(t).some((h) => hexKey(h) === key)))
    return 'that hex is on no tile of the board';
  return undefined;
}

/** The table with the hex at `at` made `height` levels high, its tags kept; a bare ground hex is no stack. */
function withHeight<T extends Envelope>(setup: T, at: Hex, height: number): T {
  const key = hexKey(at);
  const old = setup.board.stacks.find((s) => hexKey(s.at) === key);
  const tags = old?.tags ?? [];
  const stack: Stack = { at: { q: at.q, r: at.r }, height, tags: [...tags] };
  const keep = height > 0 || tags.length > 0;
  const stacks =
    old === undefined
      ? [...setup.board.stacks, stack]
      : setup.board.stacks.flatMap((s) => (s === old ? (keep ? [stack] : []) : [s]));
  return { ...setup, board: { ...setup.board, stacks } };
}

/** How many levels the hex at `at` is raised: the height of its stack, 0 for bare ground. */
export function stackHeight(setup: Pick<Envelope, 'board'>, at: Hex): number {
  const key = hexKey(at);
  return setup.board.stacks.find((s) => hexKey(s.at) === key)?.height ?? 0;
}

/** An edit of one hex's height: the table, the hex, and the system's own check of the table after. */
type HexStep = <T extends Envelope>(
  setup: T,
  where: { readonly at: Hex },
  check?: StackCheck<T>,
) => EditResult<T>;

/** Raises a hex of the board one level. */
export const raiseHex: HexStep = (setup, { at }, check) => stepHex(setup, at, 1, check);

/** Lowers a raised hex one level; at ground level (0) it goes no lower. */
export const lowerHex: HexStep = (setup, { at }, check) => stepHex(setup, at, -1, check);

function stepHex<T extends Envelope>(setup: T, at: Hex, by: 1 | -1, check?: StackCheck<T>): EditResult<T> {
  const where = whereProblem(setup, at);
  if (where !== undefined) return refuse(where);
  const height = stackHeight(setup, at);
  if (by > 0 && height >= MOST_LEVELS)
    return refuse(`that hex is ${height} levels high already: a hex rises at most ${MOST_LEVELS} levels`);
  if (by < 0 && height === 0) return refuse('that hex is at ground level: it goes no lower');
  const after = withHeight(setup, at, height + by);
  const why = check?.(after, at);
  return why === undefined ? done(after) : refuse(why);
}
