import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, autoAction, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { reverseFlag, slotPoint } from '../../../../../src/rules/paintball-mini/setup';
import { STANDARD_LAYOUT } from '../../../../../src/rules/paintball-mini/board/standardBoard';
import { redToAct, table } from './support/table';
import { act } from './support/act';

// PM-FLAG: a flag is taken at no cost on entering its hex, or by acting while already there.

const flagAt = (s: GameState, id: string) => s.table.markers.find((m) => m.id === id);

/** r2 stands where a red carrier fell: the blue flag lies loose in its hex. */
const fallen = () =>
  redToAct(
    table(
      [
        { id: 'r2', hex: { q: 1, r: 1 }, slot: 1 },
        { id: 'b1', hex: { q: 4, r: 2 } },
      ],
      {
        markers: [
          {
            id: 'flag-blue',
            kind: 'flag',
            team: 'blue',
            at: slotPoint(STANDARD_LAYOUT, { q: 1, r: 1 }, 0),
            carriedBy: null,
          },
        ],
      },
    ),
  );

describe('taking the flag', () => {
  it('PM-FLAG: a friend already standing on a loose flag takes it when it moves, and carries it on', () => {
    const { state, log } = act(fallen(), { type: 'move', figureId: 'r2', to: { q: 0, r: 1 } });
    expect(log).toEqual(["[PM-FLAG] r2 takes Blue's flag (no AP)", '[PM-AP] r2 moves into the open (1 AP)']);
    const r2 = state.table.figures.find((f) => f.id === 'r2')!;
    expect(flagAt(state, 'flag-blue')).toMatchObject({ carriedBy: 'r2', at: r2.at });
    expect(state.runs.r2).toMatchObject({ ap: 1, moved: 1 });
  });

  it('PM-FLAG: acting without moving (taking aim) takes it too, at no AP', () => {
    const { state, log } = act(fallen(), { type: 'aim', figureId: 'r2' });
    expect(log).toEqual(["[PM-FLAG] r2 takes Blue's flag (no AP)", '[PM-AIM] r2 takes aim (1 AP)']);
    const r2 = state.table.figures.find((f) => f.id === 'r2')!;
    expect(flagAt(state, 'flag-blue')).toMatchObject({ carriedBy: 'r2', at: r2.at });
    expect(state.runs.r2).toMatchObject({ ap: 1, aimed: true });
  });

  it('PM-FLAG: a refused action takes nothing; the state is untouched', () => {
    const s = fallen();
    const r = apply(s, { type: 'move', figureId: 'r2', to: { q: 3, r: 1 } }, { sight: flatSight });
    expect(r).toEqual({ ok: false, rule: 'PM-AP', reason: 'a move is one step to an adjacent hex' });
    expect(flagAt(s, 'flag-blue')).toMatchObject({ carriedBy: null });
  });

  it('PM-FLAG: no stall: the automatic player moves a figure standing on its dropped flag, which takes it', () => {
    const start = reverseFlag();
    const carrier = start.figures.find((f) => f.id === 'red-1')!;
    const friend = start.figures.find((f) => f.id === 'red-2')!;
    // Red 1 fell where Red 2 stands: the red flag lies loose under Red 2, and Red 1 is gone.
    const dropped = {
      ...start,
      figures: start.figures.filter((f) => f.id !== carrier.id),
      markers: start.markers.map((m) =>
        m.id === 'flag-red' ? { ...m, at: { ...friend.at }, carriedBy: null } : m,
      ),
    };
    let s = redToAct(dropped);
    // Let every other red figure finish: Red 2 is the one left to act.
    for (const f of s.table.figures)
      if (f.team === 'red' && f.id !== 'red-2')
        s = { ...s, runs: { ...s.runs, [f.id]: { ...s.runs[f.id]!, done: true } } };
    const a = autoAction(s, flatSight);
    expect(a).toMatchObject({ type: 'move', figureId: 'red-2' });
    const { state, log } = act(s, a!);
    expect(log[0]).toBe("[PM-FLAG] Red 2 takes Red's flag (no AP)");
    expect(flagAt(state, 'flag-red')).toMatchObject({ carriedBy: 'red-2' });
  });
});
