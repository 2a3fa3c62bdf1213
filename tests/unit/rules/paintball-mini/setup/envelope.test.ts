import { describe, expect, it } from 'vitest';
import { readSetup } from '../../../../../src/table';
import { captureTheFlag, paintballSetup } from '../../../../../src/rules/paintball-mini/setup';

// What PaintBall Mini asks of the shared envelope beyond what every system does: the shared loader
// hands its set-up to PaintBall's checks, and they name the field.

const KINDS = { 'paintball-mini': paintballSetup };
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const NO_STACKS =
  'PaintBall Mini raises no hexes: its hills and cover are terrain pieces, so board.stacks must be empty';

function problemsOf(value: unknown) {
  const r = readSetup(value, KINDS);
  if (r.ok) throw new Error('expected the set-up to be refused');
  return r.problems;
}

describe('PaintBall Mini in the shared envelope', () => {
  it('PaintBall Mini raises no hexes: a stack on its table is refused, naming why', () => {
    const v = clone(captureTheFlag());
    v.board.stacks = [{ at: { q: 0, r: 0 }, height: 1, tags: [] }];
    expect(problemsOf(v)).toEqual([{ field: 'board.stacks', problem: NO_STACKS }]);
  });

  it('PaintBall Mini sits red then blue', () => {
    const v = clone(captureTheFlag());
    expect(problemsOf({ ...v, seats: [v.seats[1], v.seats[0]] }).map((p) => p.field)).toEqual([
      'seats[0].id',
      'seats[1].id',
    ]);
  });
});
