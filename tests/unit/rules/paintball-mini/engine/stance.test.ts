import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { nextTurn, redToAct, table } from './support/table';
import { act } from './support/act';

// Sentries, suppressive fire, impotence, charges and the shootout, the flag, jammed guns.

const refuse = (s: GameState, a: Action) => apply(s, a, { sight: flatSight, dice: [] });
const status = (s: GameState, id: string) => s.table.figures.find((f) => f.id === id)?.status ?? 'out';

describe('sentries', () => {
  const watch = () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 4, r: 1 } },
      ]),
    );
    const posted = act(s, { type: 'sentry', figureId: 'r1' });
    return { posted, blue: act(posted.state, { type: 'endTurn' }).state };
  };

  /** A move that a sentry sees: the game pauses and asks the sentry's owner; `answer` 0 fires, 1 lets it pass. */
  const moveUnderWatch = (s: GameState, to: { q: number; r: number }, answer: 0 | 1, dice: number[]) => {
    const moved = act(s, { type: 'move', figureId: 'b1', to });
    const asked = moved.state.pending;
    expect(asked).toMatchObject({
      kind: 'sentryShot',
      player: 'red',
      sentryId: 'r1',
      moverId: 'b1',
      options: ['fire', 'pass'],
    });
    const answered = act(moved.state, { type: 'decide', decisionId: asked!.id, choice: answer }, dice);
    return { state: answered.state, log: [...moved.log, ...answered.log] };
  };

  it('PM-SENTRY: 2 AP; in the opponent’s turn the sentry may fire one unaimed die at each step of an enemy in range', () => {
    const { posted, blue } = watch();
    expect(posted.log).toEqual(['[PM-SENTRY] r1 takes up a sentry position (2 AP)']);
    expect(status(posted.state, 'r1')).toBe('sentry');
    const { state, log } = moveUnderWatch(blue, { q: 3, r: 1 }, 0, [4, 6]);
    expect(log).toEqual([
      '[PM-AP] b1 moves into the open (1 AP)',
      '[PM-SENTRY] r1 on sentry fires at b1 as it moves',
      '[PM-RANGE] sentry fire: r1 fires 1 at b1 (range 3, needs 4+): 4',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 6 → saved',
    ]);
    expect(state.pending).toBeNull();
    const again = moveUnderWatch(state, { q: 2, r: 1 }, 0, [2]);
    expect(again.log.slice(1)).toEqual([
      '[PM-SENTRY] r1 on sentry fires at b1 as it moves',
      '[PM-RANGE] sentry fire: r1 fires 1 at b1 (range 2, needs 3+): 2',
    ]);
  });

  it('PM-SENTRY: the game pauses for the sentry’s owner, who may let the mover pass; nothing else can happen meanwhile', () => {
    const { blue } = watch();
    const moved = act(blue, { type: 'move', figureId: 'b1', to: { q: 3, r: 1 } });
    expect(refuse(moved.state, { type: 'move', figureId: 'b1', to: { q: 2, r: 1 } })).toMatchObject({
      ok: false,
      rule: 'PM-SENTRY',
    });
    const { state, log } = act(moved.state, {
      type: 'decide',
      decisionId: moved.state.pending!.id,
      choice: 1,
    });
    expect(log).toEqual(['[PM-SENTRY] r1 on sentry lets b1 pass']);
    expect(state.pending).toBeNull();
    expect(state.rng).toEqual(moved.state.rng); // no die was rolled
  });

  it('PM-SENTRY: a sentry cannot move or fire in its own turn; activating it only stands it down', () => {
    const { blue } = watch();
    let x = act(blue, { type: 'endTurn' }).state;
    x = act(x, { type: 'rollCommand' }, [6, 1]).state;
    expect(refuse(x, { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] })).toEqual({
      ok: false,
      rule: 'PM-SENTRY',
      reason: 'a sentry cannot fire in its own turn',
    });
    expect(refuse(x, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } })).toMatchObject({
      ok: false,
      rule: 'PM-SENTRY',
    });
    const down = act(x, { type: 'standDown', figureId: 'r1' });
    expect(down.log).toEqual(['[PM-SENTRY] r1 stands down from sentry (its activation this turn)']);
    expect(status(down.state, 'r1')).toBe('active');
    expect(down.state.runs.r1!.done).toBe(true);
  });

  it('PM-SENTRY: not for the flag carrier, impotent figures, or figures in a bunker', () => {
    const setup = table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'r2', hex: { q: 0, r: 0 }, status: 'impotent' },
      { id: 'r3', hex: { q: 1, r: 2 } },
      { id: 'b1', hex: { q: 4, r: 1 } },
    ]);
    const r1 = setup.figures[0]!;
    const r3 = setup.figures[2]!;
    const s = redToAct({
      ...setup,
      markers: [{ id: 'flag-blue', kind: 'flag', team: 'blue', at: r1.at, carriedBy: 'r1' }],
      terrain: [{ id: 'bunker-1', kind: 'bunker', at: r3.at, rotation: 0, radius: 4 }],
    });
    expect(refuse(s, { type: 'sentry', figureId: 'r1' })).toEqual({
      ok: false,
      rule: 'PM-SENTRY',
      reason: 'the flag carrier cannot be a sentry',
    });
    expect(refuse(s, { type: 'sentry', figureId: 'r2' })).toEqual({
      ok: false,
      rule: 'PM-SENTRY',
      reason: 'an impotent figure cannot be a sentry',
    });
    expect(refuse(s, { type: 'sentry', figureId: 'r3' })).toEqual({
      ok: false,
      rule: 'PM-SENTRY',
      reason: 'a figure in a bunker cannot be a sentry',
    });
  });

  it('PM-CHART: 5 goggles steamed up ends sentry mode', () => {
    const { blue } = watch();
    const { state, log } = moveUnderWatch(blue, { q: 3, r: 1 }, 0, [1, 5]);
    expect(log.slice(2)).toEqual([
      '[PM-RANGE] sentry fire: r1 fires 1 at b1 (range 3, needs 4+): 1',
      '[PM-CHART] problem chart for a 1: 5 → goggles steamed up: other dice discounted; sentry mode ends',
    ]);
    expect(status(state, 'r1')).toBe('active');
  });
});

describe('suppressive fire and impotence', () => {
  const duel = (extra: Parameters<typeof table>[0] = []) =>
    redToAct(table([{ id: 'r1', hex: { q: 0, r: 1 } }, { id: 'b1', hex: { q: 3, r: 1 } }, ...extra]));

  it('PM-SUPPRESS: a hit that is not shrugged off (1 or 6) pins the target: impotent until the end of the turn', () => {
    const { state, log } = act(duel(), { type: 'suppress', figureId: 'r1', targetId: 'b1' }, [4, 3]);
    expect(log).toEqual([
      '[PM-SUPPRESS] suppressive fire: r1 fires 1 at b1 (range 3, needs 4+): 4',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SUPPRESS] b1 under suppressive fire: 3 → pinned down, impotent this turn',
    ]);
    expect(status(state, 'b1')).toBe('impotent');
    expect(state.runs.r1!.ap).toBe(1);
    let x = act(state, { type: 'endTurn' }).state;
    const end = act(x, { type: 'endTurn' });
    expect(end.log).toEqual(['[PM-SUPPRESS] end of turn 1: suppressed figures stand up again']);
    x = end.state;
    expect(status(x, 'b1')).toBe('active');
  });

  it('PM-SUPPRESS: never aimed: after taking aim the burst still needs range + 1', () => {
    const aimed = act(duel(), { type: 'aim', figureId: 'r1' }).state;
    const { log } = act(aimed, { type: 'suppress', figureId: 'r1', targetId: 'b1' }, [3]);
    expect(log).toEqual(['[PM-SUPPRESS] suppressive fire: r1 fires 1 at b1 (range 3, needs 4+): 3']);
  });

  it('PM-SUPPRESS: a pinned sentry leaves sentry mode; a 6 shrugs it off', () => {
    const s = duel([]);
    const sentried = {
      ...s,
      table: {
        ...s.table,
        figures: s.table.figures.map((f) => (f.id === 'b1' ? { ...f, status: 'sentry' as const } : f)),
      },
    };
    expect(
      status(act(sentried, { type: 'suppress', figureId: 'r1', targetId: 'b1' }, [5, 2]).state, 'b1'),
    ).toBe('impotent');
    const off = act(sentried, { type: 'suppress', figureId: 'r1', targetId: 'b1' }, [5, 6]);
    expect(off.log[2]).toBe('[PM-SUPPRESS] b1 under suppressive fire: 6 → shrugs it off');
  });

  it('PM-IMPOTENT: an impotent figure cannot shoot or be a sentry', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 }, status: 'impotent' },
        { id: 'b1', hex: { q: 3, r: 1 } },
      ]),
    );
    expect(refuse(s, { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] })).toEqual({
      ok: false,
      rule: 'PM-IMPOTENT',
      reason: 'r1 is impotent and cannot shoot this turn',
    });
    expect(refuse(s, { type: 'sentry', figureId: 'r1' })).toMatchObject({ ok: false, rule: 'PM-SENTRY' });
  });

  it('PM-IMPOTENT: a figure on its side cannot move, turn or throw; the state is untouched', () => {
    const setup = table([
      { id: 'r1', hex: { q: 0, r: 1 }, status: 'impotent', grenades: ['smoke'] },
      { id: 'r2', hex: { q: 0, r: 2 }, status: 'out-of-ammo', grenades: ['paint'] },
      { id: 'b1', hex: { q: 3, r: 1 } },
    ]);
    const s = redToAct({ ...setup, options: { ...setup.options, grenades: true, blindSpots: true } });
    expect(refuse(s, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } })).toEqual({
      ok: false,
      rule: 'PM-IMPOTENT',
      reason: 'r1 is pinned down on its side and cannot move this turn',
    });
    expect(refuse(s, { type: 'rotate', figureId: 'r1', facing: 60 })).toEqual({
      ok: false,
      rule: 'PM-IMPOTENT',
      reason: 'r1 is pinned down on its side and cannot move this turn',
    });
    expect(refuse(s, { type: 'move', figureId: 'r2', to: { q: 1, r: 2 } })).toEqual({
      ok: false,
      rule: 'PM-IMPOTENT',
      reason: 'r2 is out of ammo, on its side: it cannot move until it reloads',
    });
    expect(refuse(s, { type: 'throwGrenade', figureId: 'r2', grenade: 'paint', at: { q: 2, r: 2 } })).toEqual(
      {
        ok: false,
        rule: 'PM-IMPOTENT',
        reason: 'r2 is out of ammo, on its side: it cannot throw until it reloads',
      },
    );
    expect(s.runs.r1).toMatchObject({ ap: 2, activated: false, moved: 0 });
  });

  it('PM-IMPOTENT: one out of ammo may reload, which ends it, then move', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 }, status: 'out-of-ammo' },
        { id: 'b1', hex: { q: 4, r: 1 } },
      ]),
    );
    const reloaded = act(s, { type: 'reload', figureId: 'r1' });
    expect(reloaded.log).toEqual(['[PM-CHART] r1 reloads (2 AP) and may fire again']);
    expect(status(reloaded.state, 'r1')).toBe('active');
    const next = nextTurn(reloaded.state, [6, 1]);
    const moved = act(next, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } });
    expect(moved.log).toEqual(['[PM-AP] r1 moves into the open (1 AP)']);
  });
});

describe('charges', () => {
  const field = (b: Parameters<typeof table>[0]) =>
    redToAct(table([{ id: 'r1', hex: { q: 0, r: 1 } }, { id: 'r2', hex: { q: 1, r: 1 } }, ...b]));

  it('PM-IMPOTENT: a hex with an active opponent cannot be charged', () => {
    const s = field([
      { id: 'b1', hex: { q: 2, r: 1 }, status: 'impotent' },
      { id: 'b2', hex: { q: 2, r: 1 }, slot: 1 },
    ]);
    expect(refuse(s, { type: 'charge', targetId: 'b1', figureIds: ['r1'] })).toEqual({
      ok: false,
      rule: 'PM-IMPOTENT',
      reason: 'only a hex whose opponents are all impotent can be charged',
    });
  });

  it('PM-CHARGE: defenders out of ammo fall at once; then highest die shoots first and each shot kills', () => {
    const s = field([
      { id: 'b1', hex: { q: 2, r: 1 }, status: 'impotent' },
      { id: 'b2', hex: { q: 2, r: 1 }, slot: 1, status: 'out-of-ammo' },
    ]);
    const { state, log } = act(s, { type: 'charge', targetId: 'b1', figureIds: ['r2'] }, [5, 5]);
    expect(log).toEqual([
      "[PM-CHARGE] charge on b1's hex by r2",
      '[PM-CHARGE] b2 is out of ammo when charged: out of the game',
      '[PM-CHARGE] shootout round 1: attackers 5; defenders 5',
      "[PM-CHARGE] the attackers' 5 shoots: a kill",
      "[PM-CHARGE] the defenders' 5 is negated",
      '[PM-CHARGE] b1 is shot point-blank: out of the game',
      '[PM-CHARGE] the shootout is over: the attackers hold the hex',
      '[game] Red wins: no opponents left',
    ]);
    expect(state.runs.r2).toMatchObject({ ap: 1, moved: 1, done: true });
  });

  it('PM-CHARGE: the rulebook’s 2 v 2 example: the shooting side negates a die, the losing side picks who falls', () => {
    const s = field([
      { id: 'b1', hex: { q: 2, r: 1 }, status: 'impotent' },
      { id: 'b2', hex: { q: 2, r: 1 }, slot: 1, status: 'impotent' },
      { id: 'b3', hex: { q: 5, r: 1 } },
    ]);
    const r = act(s, { type: 'charge', targetId: 'b1', figureIds: ['r1', 'r2'] }, [5, 2, 3, 5]);
    expect(r.log.slice(-2)).toEqual([
      '[PM-CHARGE] shootout round 1: attackers 5, 2; defenders 3, 5',
      "[PM-CHARGE] the attackers' 5 shoots: a kill",
    ]);
    expect(r.state.pending).toMatchObject({ kind: 'negateDie', player: 'red' });
    const negated = act(r.state, { type: 'decide', decisionId: r.state.pending!.id, choice: 0 });
    expect(negated.log).toEqual(["[PM-CHARGE] the defenders' 5 is negated"]);
    expect(negated.state.pending).toMatchObject({
      kind: 'chooseCasualty',
      player: 'blue',
      options: ['b1', 'b2'],
    });
    const fell = act(negated.state, { type: 'decide', decisionId: negated.state.pending!.id, choice: 1 });
    expect(fell.log).toEqual([
      '[PM-CHARGE] b2 is shot point-blank: out of the game',
      "[PM-CHARGE] the defenders' 3 shoots: a kill",
      "[PM-CHARGE] the attackers' 2 is negated",
    ]);
    expect(fell.state.pending).toMatchObject({
      kind: 'chooseCasualty',
      player: 'red',
      options: ['r1', 'r2'],
    });
    const last = act(fell.state, { type: 'decide', decisionId: fell.state.pending!.id, choice: 0 }, [4, 4]);
    expect(last.log).toEqual([
      '[PM-CHARGE] r1 is shot point-blank: out of the game',
      '[PM-CHARGE] shootout round 2: attackers 4; defenders 4',
      "[PM-CHARGE] the attackers' 4 shoots: a kill",
      "[PM-CHARGE] the defenders' 4 is negated",
      '[PM-CHARGE] b1 is shot point-blank: out of the game',
      '[PM-CHARGE] the shootout is over: the attackers hold the hex',
    ]);
    expect(last.state.table.figures.map((f) => f.id).sort()).toEqual(['b3', 'r2']);
  });

  it('PM-CHARGE: a jammed (neutral) figure cannot be charged', () => {
    const s = field([{ id: 'b1', hex: { q: 2, r: 1 }, status: 'jammed' }]);
    expect(refuse(s, { type: 'charge', targetId: 'b1', figureIds: ['r2'] })).toMatchObject({
      ok: false,
      rule: 'PM-CHARGE',
    });
  });
});

describe('the flag and jammed guns', () => {
  it('PM-FLAG: a figure takes the flag at no cost on entering its hex, and carries it', () => {
    const setup = table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 5, r: 1 } },
    ]);
    const flagAt = table([{ id: 'x', hex: { q: 1, r: 1 }, slot: 2 }]).figures[0]!.at;
    const s = redToAct({
      ...setup,
      markers: [{ id: 'flag-blue', kind: 'flag', team: 'blue', at: flagAt, carriedBy: null }],
    });
    const one = act(s, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } });
    expect(one.log).toEqual([
      '[PM-AP] r1 moves into the open (1 AP)',
      "[PM-FLAG] r1 takes Blue's flag (no AP)",
    ]);
    expect(one.state.runs.r1!.ap).toBe(1);
    const two = act(one.state, { type: 'move', figureId: 'r1', to: { q: 2, r: 1 } }).state;
    const r1 = two.table.figures.find((f) => f.id === 'r1')!;
    expect(two.table.markers[0]).toMatchObject({ carriedBy: 'r1', at: r1.at });
  });

  it('PM-CHART: 3 gun jam: neutral; the nearest Marshal walks 2 hexes a turn, stays a whole turn, then the gun is clear', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'm1', hex: { q: 4, r: 1 }, marshal: true },
      ]),
    );
    const jam = act(s, { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] }, [1, 3]);
    expect(jam.log[1]).toBe(
      '[PM-CHART] problem chart for a 1: 3 → gun jam: other dice discounted; r1 is neutral until a Marshal clears the gun',
    );
    expect(status(jam.state, 'r1')).toBe('jammed');
    expect(jam.state.jams).toEqual([{ figureId: 'r1', marshalId: null, arrivedTurn: null }]);
    let x = act(jam.state, { type: 'endTurn' }).state;
    x = act(x, { type: 'endTurn' }).state;
    const t2 = act(x, { type: 'rollCommand' }, [6, 1]);
    expect(t2.log[0]).toBe("[PM-CHART] m1 walks 2 hexes toward r1's jammed gun");
    expect(t2.state.jams[0]).toMatchObject({ marshalId: 'm1', arrivedTurn: null });
    const t3 = nextTurn(t2.state, [6, 1]);
    expect(t3.log.at(-2)!.text).toBe('m1 reaches r1 and starts clearing the gun');
    expect(t3.jams[0]).toMatchObject({ marshalId: 'm1', arrivedTurn: 3 });
    const t4 = nextTurn(t3, [6, 1]);
    expect(status(t4, 'r1')).toBe('jammed');
    const t5 = nextTurn(t4, [6, 1]);
    expect(status(t5, 'r1')).toBe('active');
    expect(t5.jams).toEqual([]);
    expect(t5.log.at(-2)!.text).toBe("r1's gun is cleared: back in play");
  });

  it('PM-CHART: a jammed (neutral) figure can still be shot at; only charging it is forbidden', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'm1', hex: { q: 0, r: 2 }, marshal: true },
      ]),
    );
    const jam = act(s, { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] }, [1, 3]);
    const blue = act(jam.state, { type: 'endTurn' }).state;
    const shot = act(
      blue,
      { type: 'shoot', figureId: 'b1', shots: [{ targetId: 'r1', dice: 1 }] },
      [5, 4, 5],
    );
    expect(shot.log).toEqual([
      '[PM-RANGE] to hit: b1 fires 1 at r1 (range 2, needs 3+): 5',
      '[PM-SNAP] hits: 1 on r1',
      '[PM-SAVE] saving throw for r1 (saves on 1 or 6): 4 → marked',
      '[PM-PAINTCHECK] paintcheck: m1 (1 away) checks r1: 5 → killed',
      '[PM-PAINTCHECK] r1 is marked: out of the game',
      '[game] Blue wins: no opponents left',
    ]);
    expect(shot.state.out.map((f) => f.id)).toEqual(['r1']);
    expect(shot.state.runs.b1!.ap).toBe(1);
  });
});
