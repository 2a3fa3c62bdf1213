import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, autoAction, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { STANDARD_LAYOUT } from '../../../../../src/rules/paintball-mini/board/standardBoard';
import { slotPoint } from '../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { redToAct, table } from './support/table';
import { act } from './support/act';

// PM-CHARGE / PM-SENTRY: every step a charger takes within a sentry's reach draws that sentry's fire,
// asked of its owner as for any move; the charge waits for the answer and goes on after it.

const answer = (s: GameState, choice: 0 | 1, dice: number[] = []) =>
  act(s, { type: 'decide', decisionId: s.pending!.id, choice }, dice);
const at = (s: GameState, id: string) => s.table.figures.find((f) => f.id === id)?.at;
const slot = (q: number, r: number, k = 0) => slotPoint(STANDARD_LAYOUT, { q, r }, k);

/** r1 two hexes from the pinned b1, r2 one hex from it; the blue sentry b2 sees both ways; m1 checks paint. */
const setup = (extra: Partial<Setup> = {}): Setup =>
  table(
    [
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'r2', hex: { q: 1, r: 2 } },
      { id: 'b1', hex: { q: 2, r: 1 }, status: 'impotent' },
      { id: 'b2', hex: { q: 2, r: 3 }, status: 'sentry' },
      { id: 'm1', hex: { q: 0, r: 2 }, marshal: true },
    ],
    extra,
  );
/** The question, with the roll the sentry's die needs where the mover stands (PM-SENTRY). */
const sentryAsks = (moverId: string, id: number, odds: string) => ({
  id,
  kind: 'sentryShot',
  player: 'blue',
  question: `b2 on sentry can fire at ${moverId} as it moves: fire, or let it pass? One unaimed die at ${odds}`,
  sentryId: 'b2',
  moverId,
  options: ['fire', 'pass'],
  waiting: [],
});
const shootout = [
  '[PM-CHARGE] shootout round 1: attackers 6; defenders 2',
  "[PM-CHARGE] the attackers' 6 shoots: a kill",
  "[PM-CHARGE] the defenders' 2 is negated",
  '[PM-CHARGE] b1 is shot point-blank: out of the game',
  '[PM-CHARGE] the shootout is over: the attackers hold the hex',
];
const killsR1 = [
  '[PM-SENTRY] b2 on sentry fires at r1 as it moves',
  '[PM-RANGE] sentry fire: b2 fires 1 at r1 (range 3, needs 4+): 6',
  '[PM-SNAP] hits: 1 on r1',
  '[PM-SAVE] saving throw for r1 (saves on 1 or 6): 2 → marked',
  '[PM-PAINTCHECK] paintcheck: m1 (1 away) checks r1: 5 → killed',
  '[PM-PAINTCHECK] r1 is marked: out of the game',
  '[PM-CHARGE] r1 drops out of the charge',
];

describe('a charge past a sentry', () => {
  it('PM-SENTRY: a 2-hex charge asks the sentry’s owner at each step within reach; letting it pass goes on to the shootout', () => {
    const s = redToAct(setup());
    const declared = act(s, { type: 'charge', targetId: 'b1', figureIds: ['r1'] });
    expect(declared.log).toEqual(["[PM-CHARGE] charge on b1's hex by r1"]);
    expect(declared.state.pending).toEqual(sentryAsks('r1', 1, 'range 3 needs 4+'));
    expect(at(declared.state, 'r1')).toEqual(slot(1, 1));
    expect(declared.state.charge).toEqual({
      targetId: 'b1',
      defenders: ['b1'],
      chargers: ['r1'],
      moving: 0,
      waypoints: [],
      dropped: [],
    });
    expect(declared.state.runs['r1']).toMatchObject({ ap: 0, moved: 2, done: true, activated: true });
    expect(JSON.parse(JSON.stringify(declared.state))).toEqual(declared.state); // a paused charge saves
    expect(apply(declared.state, { type: 'endTurn' }, { sight: flatSight, dice: [] })).toMatchObject({
      ok: false,
      rule: 'PM-SENTRY',
    });

    const first = answer(declared.state, 1);
    expect(first.log).toEqual(['[PM-SENTRY] b2 on sentry lets r1 pass']);
    expect(first.state.pending).toEqual(sentryAsks('r1', 2, 'range 2 needs 3+'));
    expect(at(first.state, 'r1')).toEqual(slot(2, 1, 1));

    const second = answer(first.state, 1, [6, 2]);
    expect(second.log).toEqual(['[PM-SENTRY] b2 on sentry lets r1 pass', ...shootout]);
    expect(second.state).toMatchObject({ pending: null, charge: null, shootout: null, current: null });
    expect(second.state.out.map((f) => f.id)).toEqual(['b1']);
    expect(at(second.state, 'r1')).toEqual(slot(2, 1, 1));
  });

  it('PM-SENTRY: a step that ends within the sentry’s reach is asked; one that ends beyond it is not', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 3, r: 0 } },
        { id: 'b1', hex: { q: 5, r: 0 }, status: 'impotent' },
        { id: 'b2', hex: { q: -1, r: 3 }, status: 'sentry' }, // 5 hexes from (4, 0), 6 from (5, 0)
      ]),
    );
    const declared = act(s, { type: 'charge', targetId: 'b1', figureIds: ['r1'] });
    expect(declared.log).toEqual(["[PM-CHARGE] charge on b1's hex by r1"]);
    expect(declared.state.pending).toEqual(sentryAsks('r1', 1, 'range 5 needs 6+'));
    expect(at(declared.state, 'r1')).toEqual(slot(4, 0));
    const passed = answer(declared.state, 1, [6, 2]);
    expect(passed.log).toEqual(['[PM-SENTRY] b2 on sentry lets r1 pass', ...shootout]);
    expect(passed.state).toMatchObject({ pending: null, charge: null, shootout: null });
    expect(at(passed.state, 'r1')).toEqual(slot(5, 0, 1));
  });

  it('PM-CHARGE: a charger killed on its first step drops out where it fell; the charge goes on with the others', () => {
    const s = redToAct(setup());
    const declared = act(s, { type: 'charge', targetId: 'b1', figureIds: ['r1', 'r2'] });
    expect(declared.state.pending).toEqual(sentryAsks('r1', 1, 'range 3 needs 4+'));
    const shot = answer(declared.state, 0, [6, 2, 5]);
    expect(shot.log).toEqual(killsR1);
    expect(shot.state.out.map((f) => f.id)).toEqual(['r1']);
    expect(shot.state.pending).toEqual(sentryAsks('r2', 2, 'range 2 needs 3+'));
    expect(shot.state.charge).toMatchObject({ chargers: ['r1', 'r2'], moving: 2, dropped: ['r1'] });
    expect(at(shot.state, 'r2')).toEqual(slot(2, 1, 1));
    expect(shot.state.runs['r2']).toMatchObject({ ap: 1, moved: 1, done: true, activated: true });

    const passed = answer(shot.state, 1, [6, 2]);
    expect(passed.log).toEqual(['[PM-SENTRY] b2 on sentry lets r2 pass', ...shootout]);
    expect(passed.state).toMatchObject({ pending: null, charge: null, shootout: null });
    expect(passed.state.out.map((f) => f.id)).toEqual(['r1', 'b1']);
  });

  it('PM-CHARGE: when the sentry kills the only charger the charge ends with no shootout', () => {
    const s = redToAct(setup());
    const declared = act(s, { type: 'charge', targetId: 'b1', figureIds: ['r1'] });
    const shot = answer(declared.state, 0, [6, 2, 5]);
    expect(shot.log).toEqual([...killsR1, "[PM-CHARGE] no charger is left: the charge on b1's hex ends"]);
    expect(shot.state).toMatchObject({ pending: null, charge: null, shootout: null, current: null });
    expect(shot.state.out.map((f) => f.id)).toEqual(['r1']);
    expect(shot.state.table.figures.find((f) => f.id === 'b1')?.status).toBe('impotent');
  });

  it('PM-SENTRY: hexless, each step of up to 10 cm within 50 cm is asked of the sentry’s owner', () => {
    const s = redToAct(setup({ mode: 'hexless' }));
    expect(at(s, 'r1')).toEqual({ x: -22.5, y: -2.03 });
    expect(at(s, 'b1')).toEqual({ x: -2.5, y: -2.03 });
    const declared = act(s, { type: 'charge', targetId: 'b1', figureIds: ['r1'] });
    expect(declared.state.pending).toEqual(sentryAsks('r1', 1, 'range 3 needs 4+'));
    // 17.4 cm to base contact: 2 AP, two steps of 8.7 cm.
    expect(at(declared.state, 'r1')!.x).toBeCloseTo(-13.8, 9);
    expect(declared.state.runs['r1']).toMatchObject({ ap: 0, done: true });
    const first = answer(declared.state, 1);
    expect(first.state.pending).toEqual(sentryAsks('r1', 2, 'range 3 needs 4+'));
    expect(at(first.state, 'r1')!.x).toBeCloseTo(-5.1, 9);
    const second = answer(first.state, 1, [6, 2]);
    expect(second.log).toEqual(['[PM-SENTRY] b2 on sentry lets r1 pass', ...shootout]);
    expect(second.state).toMatchObject({ pending: null, charge: null });
  });

  it('PM-SENTRY: the automatic player answers a charge’s sentry questions by firing, and the charge goes on', () => {
    const declared = act(redToAct(setup()), { type: 'charge', targetId: 'b1', figureIds: ['r1'] });
    const auto = (s: GameState, dice: number[]) => {
      const a = autoAction(s, flatSight);
      expect(a).toEqual({ type: 'decide', decisionId: s.pending!.id, choice: 0 });
      return act(s, a!, dice);
    };
    const first = auto(declared.state, [2]);
    expect(first.log).toEqual([
      '[PM-SENTRY] b2 on sentry fires at r1 as it moves',
      '[PM-RANGE] sentry fire: b2 fires 1 at r1 (range 3, needs 4+): 2',
    ]);
    expect(first.state.pending).toEqual(sentryAsks('r1', 2, 'range 2 needs 3+'));
    const second = auto(first.state, [2, 6, 2]);
    expect(second.log).toEqual([
      '[PM-SENTRY] b2 on sentry fires at r1 as it moves',
      '[PM-RANGE] sentry fire: b2 fires 1 at r1 (range 2, needs 3+): 2',
      ...shootout,
    ]);
    expect(second.state).toMatchObject({ pending: null, charge: null, shootout: null });
  });

  it('PM-CHARGE: a 2-hex charge needs a hex on the way it may enter; refused, the state is untouched', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 }, status: 'impotent' },
        { id: 'b2', hex: { q: 1, r: 1 } },
        { id: 'b3', hex: { q: 1, r: 0 } },
      ]),
    );
    const before = structuredClone(s);
    const r = apply(s, { type: 'charge', targetId: 'b1', figureIds: ['r1'] }, { sight: flatSight, dice: [] });
    expect(r).toEqual({
      ok: false,
      rule: 'PM-CHARGE',
      reason: 'r1 has no free hex on the way to the charged hex',
    });
    expect(s).toEqual(before);
  });
});
