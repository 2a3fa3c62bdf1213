import { describe, expect, it } from 'vitest';
import type { Edit } from '../../../../src/scene/systemView';
import { finishStroke, paintCell, startStroke } from '../../../../src/scene/editor/paintStroke';

// A paint stroke over a toy board: heights by hex name, a raise tool that refuses the hex "rock".

type Board = Readonly<Record<string, number>>;
const cell = (name: string) => ({ key: name, name: `hex ${name}` });
const raise =
  (name: string) =>
  (b: Board): Edit<Board> =>
    name === 'rock'
      ? { ok: false, reason: 'hex rock is bedrock: it rises no higher' }
      : { ok: true, setup: { ...b, [name]: (b[name] ?? 0) + 1 } };

/** The stroke after the pointer passed over `path`, hex by hex (a hex named twice was entered twice). */
const stroke = (path: readonly string[], from: Board = {}) =>
  path.reduce((s, name) => paintCell(s, cell(name), raise(name)), startStroke(from));

describe('a paint stroke', () => {
  it('raises each hex it enters once, however often the pointer comes back to it', () => {
    const end = finishStroke(stroke(['a', 'a', 'b', 'a', 'c', 'c'], { a: 2 }));
    expect(end).toEqual({ edit: { ok: true, setup: { a: 3, b: 1, c: 1 } }, notice: null });
  });

  it('leaves the table as it was when it started: the stroke is one edit kept at its end', () => {
    const from: Board = { a: 1 };
    const s = stroke(['a', 'b'], from);
    expect(from).toEqual({ a: 1 });
    expect(s.setup).toEqual({ a: 2, b: 1 });
  });

  it('skips a refused hex and names it once, with its reason once', () => {
    const end = finishStroke(stroke(['a', 'rock', 'rock', 'b']));
    expect(end).toEqual({
      edit: { ok: true, setup: { a: 1, b: 1 } },
      notice: 'Not done on hex rock: hex rock is bedrock: it rises no higher',
    });
  });

  it('names every refused hex in one notice, each distinct reason once', () => {
    const tool = (name: string) => (): Edit<Board> => ({
      ok: false,
      reason: name === 'z' ? 'hex z is on no tile' : 'too high',
    });
    const s = ['x', 'y', 'z'].reduce((acc, n) => paintCell(acc, cell(n), tool(n)), startStroke<Board>({}));
    expect(finishStroke(s)).toEqual({
      edit: null,
      notice: 'Not done on 3 hexes (hex x, hex y, hex z): too high; hex z is on no tile',
    });
  });

  it('keeps nothing and says nothing when the pointer painted no hex', () => {
    expect(finishStroke(startStroke<Board>({ a: 1 }))).toEqual({ edit: null, notice: null });
  });
});
