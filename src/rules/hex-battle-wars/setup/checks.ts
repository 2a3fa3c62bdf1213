import type { Hex } from '../../../geometry';
import { hexDistance, hexKey, hexNeighbours, tileHexes } from '../../../geometry';
import type { SetupProblem } from '../../../table';
import type { Setup } from './schema';
import { TAGS } from './schema';

// What the schema cannot say about a Hex Battle Wars table: one character a seat, every piece on the
// board and 10 hexes from the others (HB-PLACE), levels at most 3 and climbable (HB-LEVEL,
// HB-OBSTACLES), water and quicksand on the ground (HB-HAZARD).

/** Pieces start at least this many hexes apart (HB-PLACE). */
export const PLACEMENT_DISTANCE = 10;
/** The highest obstacle (HB-LEVEL). */
export const TOP_LEVEL = 3;

export function checkSetup(setup: Setup): SetupProblem[] {
  // The envelope's own checks (seats, tiles, stacks on the board) run before these, in the loader.
  const problems: SetupProblem[] = [];
  const onBoard = new Set(setup.board.tiles.flatMap((t) => tileHexes(t).map(hexKey)));
  if (setup.board.mat !== undefined)
    problems.push({
      field: 'board.mat',
      problem: 'Hex Battle Wars counts hexes: it is not played on an open mat',
    });
  checkStacks(setup, problems);
  checkCharacters(setup, onBoard, problems);
  const { one, two, three } = setup.obstacles;
  if (three > 0 && two === 0)
    problems.push({
      field: 'obstacles.three',
      problem: 'a 3-level obstacle needs 2-level ones to climb from it',
    });
  if (two > 0 && one === 0)
    problems.push({
      field: 'obstacles.two',
      problem: 'a 2-level obstacle needs 1-level ones to climb from it',
    });
  return problems;
}

function checkStacks(setup: Setup, problems: SetupProblem[]): void {
  const level = new Map(setup.board.stacks.map((s) => [hexKey(s.at), s.height]));
  setup.board.stacks.forEach((stack, i) => {
    const field = `board.stacks[${i}]`;
    if (stack.height > TOP_LEVEL)
      problems.push({ field: `${field}.height`, problem: `an obstacle is at most ${TOP_LEVEL} levels high` });
    stack.tags.forEach((tag, j) => {
      if (!(TAGS as readonly string[]).includes(tag))
        problems.push({
          field: `${field}.tags[${j}]`,
          problem: `"${tag.slice(0, 40)}" is not a hex of this game: use ${TAGS.map((t) => `"${t}"`).join(', ')}`,
        });
    });
    const hazards = stack.tags.filter((t) => t === 'water' || t === 'quicksand');
    if (hazards.length > 1)
      problems.push({ field: `${field}.tags`, problem: 'a hex is water or quicksand, not both' });
    if (hazards.length > 0 && stack.height > 0)
      problems.push({
        field: `${field}.height`,
        problem: 'water and quicksand lie on the ground (height 0)',
      });
    if (
      stack.height >= 2 &&
      !hexNeighbours(stack.at).some((n) => (level.get(hexKey(n)) ?? 0) === stack.height - 1)
    )
      problems.push({
        field: field,
        problem: `a ${stack.height}-level obstacle cannot stand alone: it must touch a hex of level ${stack.height - 1}`,
      });
  });
}

function checkCharacters(setup: Setup, onBoard: ReadonlySet<string>, problems: SetupProblem[]): void {
  const seats = new Set(setup.seats.map((s) => s.id));
  const had = new Map<string, number>();
  const placed: { at: Hex; field: string }[] = [];
  setup.characters.forEach((c, i) => {
    const field = `characters[${i}]`;
    if (!seats.has(c.seat))
      problems.push({ field: `${field}.seat`, problem: `no seat "${c.seat}" at this table` });
    const first = had.get(c.seat);
    if (first !== undefined)
      problems.push({
        field: `${field}.seat`,
        problem: `seat "${c.seat}" already has characters[${first}]: one a seat`,
      });
    else had.set(c.seat, i);
    if (c.at !== null && c.hidden !== null)
      problems.push({
        field: `${field}.at`,
        problem: 'an invisible character stands as its tiles: leave "at" null',
      });
    const hexes = c.at !== null ? [{ at: c.at, field: `${field}.at` }] : [];
    c.hidden?.tiles.forEach((t, j) => {
      if (t !== null) hexes.push({ at: t, field: `${field}.hidden.tiles[${j}]` });
    });
    if (c.hidden !== null && c.hidden.tiles[c.hidden.real] === null)
      problems.push({
        field: `${field}.hidden.real`,
        problem: `tile ${c.hidden.real + 1} is real, so it cannot have left the board: only a ghost is gone`,
      });
    for (const h of hexes) {
      if (!onBoard.has(hexKey(h.at)))
        problems.push({ field: h.field, problem: 'its hex is on no tile of the board' });
    }
    if (c.at !== null) {
      for (const p of placed) {
        const d = hexDistance(p.at, c.at);
        if (d < PLACEMENT_DISTANCE)
          problems.push({
            field: `${field}.at`,
            problem: `${d} hexes from ${p.field}: characters start at least ${PLACEMENT_DISTANCE} hexes apart`,
          });
      }
      placed.push({ at: c.at, field: `${field}.at` });
    }
  });
  setup.seats.forEach((s, i) => {
    if (!had.has(s.id)) problems.push({ field: `seats[${i}]`, problem: `seat "${s.id}" has no character` });
  });
  const unplaced = setup.characters.filter((c) => c.at === null && c.hidden === null).length;
  if (unplaced > 0 && unplaced < setup.characters.length)
    problems.push({
      field: 'characters',
      problem: 'place every character or none: a full game places them all at the table',
    });
}
