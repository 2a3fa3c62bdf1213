import { buildBoard, hexKey, tileHexes } from '../geometry';
import type { Envelope } from './envelope';
import { checkModels } from './meshes/section';
import type { SetupProblem } from './problems';

// What the envelope's schema cannot say: seats are told apart by id, a board's tiles lie on the
// table and not over each other, and a hex is raised by one stack, on the board's own hexes (an
// open mat has none to raise), and its imported models are whole (src/table/meshes).

export function checkEnvelope(setup: Envelope): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const seats = new Map<string, number>();
  setup.seats.forEach((seat, i) => {
    const first = seats.get(seat.id);
    if (first !== undefined)
      problems.push({ field: `seats[${i}].id`, problem: `seat "${seat.id}" is already seats[${first}]` });
    else seats.set(seat.id, i);
  });
  if (setup.board.mat === undefined) problems.push(...tileProblems(setup));
  problems.push(...checkModels(setup.models));
  const onBoard = new Set(setup.board.tiles.flatMap((t) => tileHexes(t).map(hexKey)));
  const stacked = new Map<string, number>();
  setup.board.stacks.forEach((stack, i) => {
    const field = `board.stacks[${i}]`;
    const key = hexKey(stack.at);
    const first = stacked.get(key);
    if (first !== undefined)
      problems.push({
        field,
        problem: `a second stack on its hex (its first is stack ${first + 1} of the board): one stack a hex`,
      });
    else stacked.set(key, i);
    if (!onBoard.has(key))
      problems.push({
        field: `${field}.at`,
        problem:
          setup.board.mat !== undefined
            ? 'an open mat has no hexes to raise: stacks stand on hex tiles'
            : 'its hex is on no tile of the board',
      });
  });
  return problems;
}

/** Tiles over one another, and a board that runs off the table's edge (the first such corner). */
function tileProblems(setup: Envelope): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const owner = new Map<string, string>();
  setup.board.tiles.forEach((tile, i) => {
    for (const h of tileHexes(tile)) {
      const other = owner.get(hexKey(h));
      if (other !== undefined) {
        problems.push({
          field: `board.tiles[${i}]`,
          problem: `tile "${tile.id}" overlaps tile "${other}"`,
        });
        return;
      }
      owner.set(hexKey(h), tile.id);
    }
  });
  const board = buildBoard({ across: setup.board.across, origin: setup.board.origin }, setup.board.tiles);
  const { width, depth } = setup.table;
  const off = board.perimeter
    .flatMap((e) => [e.a, e.b])
    .find((p) => Math.abs(p.x) > width / 2 + 1e-6 || Math.abs(p.y) > depth / 2 + 1e-6);
  if (off !== undefined)
    problems.push({
      field: 'board',
      problem: `the board runs off the ${width} × ${depth} cm table at (${Math.round(off.x)}, ${Math.round(off.y)}) cm: make the table larger or move the board`,
    });
  return problems;
}
