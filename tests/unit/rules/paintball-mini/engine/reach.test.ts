import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import {
  CM_A_TURN,
  CM_PER_AP,
  flatSight,
  isLegal,
  moveReaches,
  stepsAlong,
} from '../../../../../src/rules/paintball-mini/engine';
import type { Point } from '../../../../../src/geometry';
import { distance } from '../../../../../src/geometry';
import { redToAct, table } from './support/table';
import { act } from './support/act';

// PM-AP / PM-HEXLESS: the reach the move rings draw is the engine's own: AP left × 10 cm, cut to
// the 20 cm a turn. A move as far as the outer ring is taken; a move a little past it is refused.

const game = (expert = false): GameState => {
  const setup = table(
    [
      { id: 'r1', hex: { q: 0, r: 1 }, expert },
      { id: 'b1', hex: { q: 4, r: 3 } },
    ],
    { mode: 'hexless' },
  );
  return redToAct({
    ...setup,
    figures: setup.figures.map((f) => ({ ...f, at: f.id === 'r1' ? { x: -30, y: 0 } : { x: 30, y: 10 } })),
  });
};

/** A straight move east of r1 by `cm`, in the engine's steps. */
function eastBy(s: GameState, cm: number): Action {
  const from = s.table.figures.find((f) => f.id === 'r1')!.at;
  const [to, ...then] = stepsAlong(from, { x: from.x + cm, y: from.y }) as [Point, ...Point[]];
  return then.length === 0
    ? { type: 'move', figureId: 'r1', to }
    : { type: 'move', figureId: 'r1', to, then };
}

describe('move reach (hexless)', () => {
  it('PM-AP: a fresh figure reaches 10 and 20 cm; a move to the outer ring is taken, one past it refused', () => {
    const s = game();
    expect(moveReaches(s, 'r1')).toEqual([CM_PER_AP, CM_A_TURN]);
    const outer = moveReaches(s, 'r1').at(-1)!;
    expect(isLegal(s, eastBy(s, outer + 0.5), flatSight)).toBe(false);
    const { state, log } = act(s, eastBy(s, outer));
    expect(log).toEqual([
      '[PM-AP] r1 moves 10.0 cm into the open (1 AP)',
      '[PM-AP] r1 moves 10.0 cm into the open (1 AP)',
    ]);
    expect(state.table.figures.find((f) => f.id === 'r1')!.at).toEqual({ x: -10, y: 0 });
    expect(moveReaches(state, 'r1')).toEqual([]);
  });

  it('PM-AP: after a 7 cm step a figure has 1 AP: one ring of 10 cm, and the engine takes 10 cm but not 10.5', () => {
    const { state, log } = act(game(), eastBy(game(), 7));
    expect(log).toEqual(['[PM-AP] r1 moves 7.0 cm into the open (1 AP)']);
    expect(moveReaches(state, 'r1')).toEqual([10]);
    expect(isLegal(state, eastBy(state, 10), flatSight)).toBe(true);
    expect(isLegal(state, eastBy(state, 10.5), flatSight)).toBe(false);
  });

  it('PM-AP: an expert (3 AP) after a 7 cm step: rings at 10 and 13 cm, the turn’s 20 cm cutting the outer one', () => {
    const s = game(true);
    expect(moveReaches(s, 'r1')).toEqual([10, 20]);
    const { state } = act(s, eastBy(s, 7));
    expect(moveReaches(state, 'r1')).toEqual([10, 13]);
    expect(isLegal(state, eastBy(state, 13), flatSight)).toBe(true);
    expect(isLegal(state, eastBy(state, 13.5), flatSight)).toBe(false);
  });

  it('PM-AP: a move is cut into steps of at most 10 cm, the last ending where it was aimed', () => {
    const from = { x: 0, y: 0 };
    const to = { x: 15, y: 20 };
    const steps = stepsAlong(from, to);
    expect(steps).toHaveLength(3);
    expect(steps.at(-1)).toEqual(to);
    steps.forEach((p, i) =>
      expect(distance(i === 0 ? from : steps[i - 1]!, p)).toBeLessThanOrEqual(CM_PER_AP),
    );
    expect(stepsAlong(from, { x: 4, y: 0 })).toEqual([{ x: 4, y: 0 }]);
  });
});
