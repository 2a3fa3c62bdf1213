import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { STANDARD_LAYOUT } from '../../../../../src/rules/paintball-mini/board/standardBoard';
import { captureTheFlag, slotPoint } from '../../../../../src/rules/paintball-mini/setup';
import { lines, redToAct, table } from './support/table';

// PM-SENTRY: a sentry fires before the step's other effects, so a winning step can be shot at.

/** r1 carries the blue flag one step from its home stockade; the blue sentry b1 watches. */
const lastStep = () =>
  redToAct(
    table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'r2', hex: { q: 0, r: 3 } },
        { id: 'b1', hex: { q: 2, r: 1 }, status: 'sentry' },
        { id: 'm1', hex: { q: 0, r: 2 }, marshal: true },
      ],
      {
        terrain: captureTheFlag().terrain.filter((t) => t.kind === 'stockade'),
        markers: [
          {
            id: 'flag-blue',
            kind: 'flag',
            team: 'blue',
            at: slotPoint(STANDARD_LAYOUT, { q: 0, r: 1 }, 0),
            carriedBy: 'r1',
          },
        ],
      },
    ),
  );

function step(s: GameState, dice: number[], choice: number) {
  const moved = apply(
    s,
    { type: 'move', figureId: 'r1', to: { q: -1, r: 1 } },
    { sight: flatSight, dice: [] },
  );
  if (!moved.ok) throw new Error(moved.reason);
  const r = apply(
    moved.state,
    { type: 'decide', decisionId: moved.state.pending!.id, choice },
    { sight: flatSight, dice },
  );
  if (!r.ok) throw new Error(r.reason);
  return { moved: moved.state, movedLog: lines(moved.events), state: r.state, log: lines(r.events) };
}

describe('sentries and the winning step', () => {
  it('PM-SENTRY: the flag carrier’s winning step is asked of the sentry first; a kill stops the win', () => {
    const { moved, movedLog, state, log } = step(lastStep(), [6, 3, 5], 0);
    expect(movedLog).toEqual(["[PM-AP] r1 moves into Red's home base (1 AP)"]);
    expect(moved).toMatchObject({
      winner: null,
      phase: 'play',
      pending: { kind: 'sentryShot', sentryId: 'b1', moverId: 'r1' },
    });
    expect(log).toEqual([
      '[PM-SENTRY] b1 on sentry fires at r1 as it moves',
      '[PM-RANGE] sentry fire: b1 fires 1 at r1 (range 3, needs 6+): 6',
      '[PM-SNAP] hits: 1 on r1',
      '[PM-SAVE] saving throw for r1 (saves on 1 or 6): 3 → marked',
      '[PM-PAINTCHECK] paintcheck: m1 (2 away) checks r1: 5 → killed',
      '[PM-PAINTCHECK] r1 is marked: out of the game',
      '[PM-FLAG] the flag stays where r1 fell',
    ]);
    const r1 = moved.table.figures.find((f) => f.id === 'r1')!;
    expect(state).toMatchObject({ winner: null, phase: 'play', pending: null });
    expect(state.out.map((f) => f.id)).toEqual(['r1']);
    expect(state.table.markers).toEqual([
      { id: 'flag-blue', kind: 'flag', team: 'blue', at: r1.at, carriedBy: null },
    ]);
  });

  it('PM-SENTRY: when the sentry misses, the step wins after it has fired', () => {
    const { state, log } = step(lastStep(), [5], 0);
    expect(log).toEqual([
      '[PM-SENTRY] b1 on sentry fires at r1 as it moves',
      '[PM-RANGE] sentry fire: b1 fires 1 at r1 (range 3, needs 6+): 5',
      '[PM-SCEN-CTF] Red brings the enemy flag home and wins',
    ]);
    expect(state).toMatchObject({ winner: 'red', phase: 'over', pending: null });
  });
});
