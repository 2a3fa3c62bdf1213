import { describe, expect, it } from 'vitest';
import type { SentryShot } from '../../../../../../src/rules/paintball-mini/engine';
import { sentryOddsWords } from '../../../../../../src/rules/paintball-mini/view/state/sentryCall';
import { tableSight } from '../../../../../../src/rules/paintball-mini/view/state/tableSight';
import { redToAct, table } from '../../engine/support/table';
import { act } from '../../engine/support/act';

// PM-SENTRY at the table: the sentry's question and, beside it, the odds of its die, in the words the
// decision prompt shows, measured with the sight layer the app uses.

const d = 1 / 6;

describe('the sentry question at the table', () => {
  it('PM-SENTRY: the prompt gives the roll needed and the exact odds of hitting and eliminating the mover', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 4, r: 1 } },
        { id: 'm1', hex: { q: 4, r: 0 }, marshal: true },
      ]),
      tableSight,
    );
    const posted = act(s, { type: 'sentry', figureId: 'r1' }, [], tableSight);
    const blue = act(posted.state, { type: 'endTurn' }, [], tableSight).state;
    const moved = act(blue, { type: 'move', figureId: 'b1', to: { q: 3, r: 1 } }, [], tableSight);
    const q = moved.state.pending as SentryShot;
    expect(q.question).toBe(
      'r1 on sentry can fire at b1 as it moves: fire, or let it pass? One unaimed die at range 3 needs 4+',
    );
    // PM-RANGE 4–6 hits (3/6); PM-SAVE 2–5 marks (4/6); m1 is 1 from b1: PM-PAINTCHECK 4–6 kills (1/2).
    const eliminated = 3 * d * (4 * d) * (3 * d);
    expect(sentryOddsWords(moved.state, q)).toBe(
      `hit 50.0% · b1 eliminated ${(eliminated * 100).toFixed(1)}%`,
    );
    expect(sentryOddsWords(moved.state, q)).toBe('hit 50.0% · b1 eliminated 16.7%');
  });
});
