import { describe, expect, it } from 'vitest';
import type { SentryShot } from '../../../../../src/rules/paintball-mini/engine';
import { flatSight, sentryShotChances } from '../../../../../src/rules/paintball-mini/engine';
import type { Terrain } from '../../../../../src/rules/paintball-mini/setup';
import type { Place } from './support/table';
import { centre, redToAct, table } from './support/table';
import { act } from './support/act';

// PM-SENTRY: the question put to the sentry's owner says the roll its one unaimed die needs, and the
// exact odds of that die (sentryShotChances, shown beside the question) are checked against closed
// forms written from the rulebook's words.

const pc = (p: number) => `${(p * 100).toFixed(1)}%`;
const d = 1 / 6;

/** Red r1 posts a sentry in hex (0,1); blue's turn: b1 steps from (4,1) to (3,1), range 3 from the sentry. */
function blueStepsIn(more: Place[] = [], terrain: Terrain[] = []) {
  const s = redToAct(
    table([{ id: 'r1', hex: { q: 0, r: 1 } }, { id: 'b1', hex: { q: 4, r: 1 } }, ...more], { terrain }),
  );
  const posted = act(s, { type: 'sentry', figureId: 'r1' });
  const blue = act(posted.state, { type: 'endTurn' }).state;
  return act(blue, { type: 'move', figureId: 'b1', to: { q: 3, r: 1 } });
}

describe('the sentry’s question', () => {
  it('PM-SENTRY / PM-PAINTCHECK: with a Marshal within 2 of the mover it says the roll needed and the chance of hitting and eliminating', () => {
    // Marshal m1 in hex (4,0): 1 from b1's new hex, off the line.
    const moved = blueStepsIn([{ id: 'm1', hex: { q: 4, r: 0 }, marshal: true }]);
    expect(moved.log).toEqual(['[PM-AP] b1 moves into the open (1 AP)']);
    const hit = 3 * d; // PM-RANGE unaimed at range 3: 4–6
    const eliminated = hit * (4 * d) * (3 * d); // PM-SAVE marks on 2–5; PM-PAINTCHECK kills on 4–6
    expect(moved.state.pending).toEqual({
      id: moved.state.pending!.id,
      kind: 'sentryShot',
      player: 'red',
      question:
        'r1 on sentry can fire at b1 as it moves: fire, or let it pass? One unaimed die at range 3 needs 4+',
      sentryId: 'r1',
      moverId: 'b1',
      options: ['fire', 'pass'],
      waiting: [],
    });
    const c = sentryShotChances(moved.state, flatSight, moved.state.pending as SentryShot)!;
    expect([c.targetId, c.dice, c.need]).toEqual(['b1', 1, 4]);
    expect(Math.abs(c.hitAtLeastOnce - hit)).toBeLessThan(1e-12);
    expect(Math.abs(c.eliminated - eliminated)).toBeLessThan(1e-12);
    expect([pc(c.hitAtLeastOnce), pc(c.eliminated)]).toEqual(['50.0%', '16.7%']);
    // The roll it names is the roll the sentry's die then needs.
    const fired = act(
      moved.state,
      { type: 'decide', decisionId: moved.state.pending!.id, choice: 0 },
      [4, 2, 4],
    );
    expect(fired.log).toEqual([
      '[PM-SENTRY] r1 on sentry fires at b1 as it moves',
      '[PM-RANGE] sentry fire: r1 fires 1 at b1 (range 3, needs 4+): 4',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 2 → marked',
      '[PM-PAINTCHECK] paintcheck: m1 (1 away) checks b1: 4 → killed',
      '[PM-PAINTCHECK] b1 is marked: out of the game',
      '[game] Red wins: no opponents left',
    ]);
    expect(fired.state.out.map((f) => f.id)).toEqual(['b1']);
  });

  it('PM-SENTRY / PM-WIPE: with no Marshal on the table a mark is wiped: the sentry can hit but never eliminate', () => {
    const moved = blueStepsIn();
    expect(moved.state.pending!.question).toBe(
      'r1 on sentry can fire at b1 as it moves: fire, or let it pass? One unaimed die at range 3 needs 4+',
    );
    const c = sentryShotChances(moved.state, flatSight, moved.state.pending as SentryShot)!;
    expect([c.hitAtLeastOnce, c.eliminated]).toEqual([3 * d, 0]);
  });

  it('PM-SENTRY / PM-ENTRENCHED: a mover stepping into a bunker is hit only on a 6, and the question says so', () => {
    const bunker = {
      id: 'bunker',
      kind: 'bunker' as const,
      at: centre({ q: 3, r: 1 }),
      rotation: 0,
      radius: 4,
    };
    const moved = blueStepsIn([{ id: 'm1', hex: { q: 4, r: 0 }, marshal: true }], [bunker]);
    const hit = d; // PM-ENTRENCHED: only a 6
    const eliminated = hit * (4 * d) * (3 * d);
    expect(moved.state.pending!.question).toBe(
      'r1 on sentry can fire at b1 as it moves: fire, or let it pass? One unaimed die at range 3 needs a 6 (entrenched)',
    );
    const c = sentryShotChances(moved.state, flatSight, moved.state.pending as SentryShot)!;
    expect(Math.abs(c.hitAtLeastOnce - hit)).toBeLessThan(1e-12);
    expect(Math.abs(c.eliminated - eliminated)).toBeLessThan(1e-12);
    expect([c.need, pc(c.hitAtLeastOnce), pc(c.eliminated)]).toEqual([6, '16.7%', '5.6%']);
  });
});
