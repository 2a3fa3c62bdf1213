import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../../src/rules/paintball-mini/engine';
import { BASE_CIRCUMRADIUS_CM, captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import { paintballMiniView as view } from '../../../../../src/rules/paintball-mini/view';
import { redToAct, table } from '../engine/support/table';

// PaintBall Mini's answers to the shared table's questions: where a picked piece's ring goes and
// how wide, how high the ground is, who must act, and what the log calls each figure.

describe("PaintBall Mini's view", () => {
  it('rings a picked figure round its base and a hill round its widest reach; nothing for no such piece', () => {
    const setup = captureTheFlag();
    const red = setup.figures.find((f) => f.id === 'red-1')!;
    expect(view.pieceRing(setup, 'red-1')).toEqual({ at: red.at, radius: BASE_CIRCUMRADIUS_CM + 0.5 });
    const hill = {
      id: 'hill-1',
      kind: 'hill' as const,
      at: { x: 5, y: -3 },
      rotation: 0,
      radiusX: 8,
      radiusY: 6,
      height: 4,
    };
    const hilly = { ...setup, terrain: [...setup.terrain, hill] };
    expect(view.pieceRing(hilly, 'hill-1')).toEqual({ at: { x: 5, y: -3 }, radius: 8.5 });
    expect(view.pieceRing(setup, 'nobody')).toBeNull();
  });

  it("a tape pointed at a figure runs from its base's centre (G-BAND); not from the eliminated, nor from terrain", () => {
    const setup = captureTheFlag();
    const red = setup.figures.find((f) => f.id === 'red-1')!;
    expect(view.tapeEnd(setup, 'red-1')).toEqual(red.at);
    const out = {
      ...setup,
      figures: setup.figures.map((f) => (f.id === 'red-1' ? { ...f, status: 'eliminated' as const } : f)),
    };
    expect(view.tapeEnd(out, 'red-1')).toBeNull();
    expect(view.tapeEnd(setup, setup.terrain[0]!.id)).toBeNull();
  });

  it("reads the ground's height from the hills: a hill's top at its centre, the board beside it", () => {
    const setup = captureTheFlag();
    const hill = {
      id: 'hill-1',
      kind: 'hill' as const,
      at: { x: 5, y: -3 },
      rotation: 0,
      radiusX: 8,
      radiusY: 6,
      height: 4,
    };
    const hilly = { ...setup, terrain: [hill] };
    expect(view.groundHeightAt(hilly, { x: 5, y: -3 })).toBeCloseTo(4, 6);
    expect(view.groundHeightAt(hilly, { x: 30, y: 30 })).toBe(0);
  });

  it('no side acts before the command dice, then the side that won them; the log names figures by their names', () => {
    const plain = table([
      { id: 'r1', team: 'red', hex: { q: 0, r: 1 } },
      { id: 'b1', team: 'blue', hex: { q: 4, r: 1 } },
    ]);
    const setup = {
      ...plain,
      figures: plain.figures.map((f) => ({ ...f, name: f.id === 'r1' ? 'Ann' : 'Bob' })),
    };
    const fresh = newGame(setup, 1);
    expect(view.play.moment(fresh)).toBe('play');
    const red = redToAct(setup);
    expect(view.play.moment(red)).toBe('play');
    expect([...view.play.names(red)]).toEqual([
      ['r1', 'Ann'],
      ['b1', 'Bob'],
    ]);
  });
});
