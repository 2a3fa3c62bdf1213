import { hexKey, tileHexes } from '../geometry';
import type { Envelope } from './envelope';
import type { SetupProblem } from './problems';

// What the envelope's schema cannot say: seats are told apart by id, and a hex is raised by one
// stack, on the board's own hexes (an open mat has none to raise).

export function checkEnvelope(setup: Envelope): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const seats = new Map<string, number>();
  setup.seats.forEach((seat, i) => {
    const first = seats.get(seat.id);
    if (first !== undefined)
      problems.push({ field: `seats[${i}].id`, problem: `seat "${seat.id}" is already seats[${first}]` });
    else seats.set(seat.id, i);
  });
  const onBoard = new Set(setup.board.tiles.flatMap((t) => tileHexes(t).map(hexKey)));
  const stacked = new Map<string, number>();
  setup.board.stacks.forEach((stack, i) => {
    const field = `board.stacks[${i}]`;
    const key = hexKey(stack.at);
    const first = stacked.get(key);
    if (first !== undefined)
      problems.push({
        field,
        problem: `hex (${stack.at.q}, ${stack.at.r}) is already raised by board.stacks[${first}]: one stack a hex`,
      });
    else stacked.set(key, i);
    if (!onBoard.has(key))
      problems.push({
        field: `${field}.at`,
        problem:
          setup.board.mat !== undefined
            ? 'an open mat has no hexes to raise: stacks stand on hex tiles'
            : `hex (${stack.at.q}, ${stack.at.r}) is on no tile of the board`,
      });
  });
  return problems;
}
