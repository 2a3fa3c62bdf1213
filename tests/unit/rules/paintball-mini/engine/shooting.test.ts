import { describe, expect, it } from 'vitest';
import type { Action, GameState, LineFacts } from '../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { scriptedSight } from './support/sight';
import { nextTurn, redToAct, table } from './support/table';
import { act } from './support/act';

// Shooting, forced dice, exact outcome and log (rulings.md: Shooting, Line of sight).

const shoot = (dice = 1, target = 'b1', shooter = 'r1'): Action => ({
  type: 'shoot',
  figureId: shooter,
  shots: [{ targetId: target, dice }],
});
const status = (s: GameState, id: string) => s.table.figures.find((f) => f.id === id)?.status ?? 'out';

const duel = (q: number) =>
  redToAct(
    table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q, r: 1 } },
    ]),
  );

describe('to hit', () => {
  it('PM-RANGE: an unaimed shot at range 3 needs 4+; a 4 hits, the save fails, no Marshal: wiped', () => {
    const { state, log } = act(duel(3), shoot(), [4, 3]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 3, needs 4+): 4',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 3 → marked',
      '[PM-WIPE] no Marshal free to come: b1 wipes the paint off and plays on',
    ]);
    expect(status(state, 'b1')).toBe('active');
    expect(state.runs.r1!.ap).toBe(1);
  });

  it('PM-RANGE: an unaimed shot at range 5 hits only on a 6; a 5 misses', () => {
    const { log } = act(duel(5), shoot(), [5]);
    expect(log).toEqual(['[PM-RANGE] to hit: r1 fires 1 at b1 (range 5, needs 6+): 5']);
  });

  it('PM-RANGE: range 6 is out of reach unaimed, and the state is untouched', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: -1, r: 2 } },
        { id: 'b1', hex: { q: 5, r: 2 } },
      ]),
    );
    const r = apply(s, shoot(), { sight: flatSight, dice: [6] });
    expect(r).toEqual({
      ok: false,
      rule: 'PM-RANGE',
      reason: 'b1 is at range 6: too far for an unaimed shot',
    });
  });

  it('PM-AIM: taking aim costs 1 AP and the next shot at range 6 needs a 6', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: -1, r: 2 } },
        { id: 'b1', hex: { q: 5, r: 2 } },
      ]),
    );
    const aimed = act(s, { type: 'aim', figureId: 'r1' }, []);
    expect(aimed.log).toEqual(['[PM-AIM] r1 takes aim (1 AP)']);
    expect(aimed.state.runs.r1).toMatchObject({ ap: 1, aimed: true });
    const { state, log } = act(aimed.state, shoot(), [6, 6]);
    expect(log.slice(0, 3)).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (aimed, range 6, needs 6+): 6',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 6 → saved',
    ]);
    expect(state.runs.r1).toMatchObject({ ap: 0, aimed: false });
  });

  it('PM-AIM: the aim is lost if the figure moves before it fires', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 4, r: 1 } },
      ]),
    );
    const aimed = act(s, { type: 'aim', figureId: 'r1' }, []).state;
    const moved = act(aimed, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } }, []);
    expect(moved.log).toEqual([
      '[PM-AP] r1 moves into the open (1 AP)',
      '[PM-AIM] r1 moved before firing: the aim is lost',
    ]);
    expect(moved.state.runs.r1).toMatchObject({ ap: 0, aimed: false });
  });

  it('PM-AIM: the aim is lost if the figure turns before it fires; the shot is then unaimed', () => {
    const setup = table([
      { id: 'r1', hex: { q: 0, r: 1 }, expert: true },
      { id: 'b1', hex: { q: 3, r: 1 } },
    ]);
    const s = redToAct({ ...setup, options: { ...setup.options, experts: true, blindSpots: true } });
    const aimed = act(s, { type: 'aim', figureId: 'r1' }, []).state;
    const turned = act(aimed, { type: 'rotate', figureId: 'r1', facing: 60 }, []);
    expect(turned.log).toEqual([
      '[PM-BLIND] r1 turns to face 60° (free, counts as moved)',
      '[PM-AIM] r1 turned before firing: the aim is lost',
    ]);
    const back = act(turned.state, { type: 'rotate', figureId: 'r1', facing: 0 }, []);
    expect(back.log).toEqual(['[PM-BLIND] r1 turns to face 0° (free, counts as moved)']);
    const { log } = act(back.state, shoot(), [3]);
    expect(log).toEqual(['[PM-RANGE] to hit: r1 fires 1 at b1 (range 3, needs 4+): 3']);
  });

  it('PM-AIM: an aimed shot at range 3 hits on a 3', () => {
    const aimed = act(duel(3), { type: 'aim', figureId: 'r1' }, []).state;
    const { log } = act(aimed, shoot(), [3, 1]);
    expect(log.slice(0, 3)).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (aimed, range 3, needs 3+): 3',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 1 → saved',
    ]);
  });

  it('PM-ENTRENCHED: a target in a bunker is hit only on a 6, aimed or not', () => {
    const sight = scriptedSight({ 'r1>b1': { targetEntrenched: true } });
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ]),
      sight,
    );
    const aimed = act(s, { type: 'aim', figureId: 'r1' }, [], sight).state;
    const { log } = act(aimed, shoot(), [5], sight);
    expect(log).toEqual(['[PM-RANGE] to hit: r1 fires 1 at b1 (aimed, range 2, needs 6+): 5']);
  });

  it('PM-TRENCH: a trench is a bunker position, but not against an opponent in the same trench', () => {
    const trench = {
      id: 'trench-1',
      kind: 'trench' as const,
      at: { x: -2.5, y: 0 },
      rotation: 0,
      length: 40,
      width: 8,
    };
    const setup = table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'r2', hex: { q: 0, r: 0 } },
      ],
      { terrain: [trench] },
    );
    const b1 = setup.figures.find((f) => f.id === 'b1')!;
    const placed = {
      ...setup,
      figures: setup.figures.map((f) =>
        f.id === 'b1'
          ? { ...f, at: { x: b1.at.x, y: 0 } }
          : f.id === 'r1'
            ? { ...f, at: { x: f.at.x, y: 0 } }
            : f,
      ),
    };
    expect(flatSight.line(placed, 'r1', 'b1').targetEntrenched).toBe(false);
    expect(flatSight.line(placed, 'r2', 'b1').targetEntrenched).toBe(true);
    const { log } = act(redToAct(placed), shoot(1, 'b1', 'r2'), [5]);
    expect(log[0]).toMatch(/needs 6\+\): 5$/);
  });
});

describe('misfires', () => {
  it('PM-ONE: a 1 calls the problem chart first; a minor problem discounts the 6 as well', () => {
    const { state, log } = act(duel(2), shoot(2), [6, 1, 4]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 2 at b1 (range 2, needs 3+): 6, 1',
      '[PM-CHART] problem chart for a 1: 4 → minor problem: other dice discounted',
    ]);
    expect(status(state, 'b1')).toBe('active');
  });

  it('PM-ONE: after goggle lifting with no Marshal near, the other dice still count', () => {
    const { log } = act(duel(2), shoot(2), [1, 5, 6, 6]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 2 at b1 (range 2, needs 3+): 1, 5',
      '[PM-CHART] problem chart for a 1: 6 → goggle lifting: no Marshal within 2, play on',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 6 → saved',
    ]);
  });

  it('PM-CHART: 1 out of gas removes the shooter as if killed', () => {
    const { state, log } = act(duel(2), shoot(1), [1, 1]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+): 1',
      '[PM-CHART] problem chart for a 1: 1 → out of gas: other dice discounted',
      '[PM-CHART] r1 is out of gas: out of the game',
      '[game] Blue wins: no opponents left',
    ]);
    expect(state.table.figures.map((f) => f.id)).toEqual(['b1']);
    expect(state.out.map((f) => [f.id, f.status])).toEqual([['r1', 'eliminated']]);
  });

  it('PM-CHART: 2 out of ammo makes the shooter impotent until it reloads (2 AP)', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 }, expert: true },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ]),
    );
    const { state, log } = act(s, shoot(1), [1, 2]);
    expect(log[1]).toBe(
      '[PM-CHART] problem chart for a 1: 2 → out of ammo: other dice discounted; r1 is impotent until it reloads',
    );
    expect(status(state, 'r1')).toBe('out-of-ammo');
    expect(apply(state, shoot(1), { sight: flatSight, dice: [] })).toMatchObject({
      ok: false,
      rule: 'PM-IMPOTENT',
    });
    const reloaded = act(state, { type: 'reload', figureId: 'r1' }, []);
    expect(reloaded.log).toEqual(['[PM-CHART] r1 reloads (2 AP) and may fire again']);
    expect(status(reloaded.state, 'r1')).toBe('active');
    expect(reloaded.state.runs.r1!.ap).toBe(0);
  });

  it('PM-CHART: 6 goggle lifting with a Marshal within 2 disqualifies on a 1 or 6', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'm1', hex: { q: 1, r: 0 }, marshal: true },
      ]),
    );
    const { state, log } = act(s, shoot(1), [1, 6, 6]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+): 1',
      '[PM-CHART] problem chart for a 1: 6 → goggle lifting: m1 is 1 away: 6 → disqualified',
      '[PM-CHART] r1 is disqualified: out of the game',
      '[game] Blue wins: no opponents left',
    ]);
    expect(state.out.map((f) => f.id)).toEqual(['r1']);
  });

  it('PM-CHART: 6 goggle lifting counts a Marshal within 2 even while he attends a jam', () => {
    const s0 = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'r2', hex: { q: 1, r: 0 }, slot: 1, status: 'jammed' },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'm1', hex: { q: 1, r: 0 }, marshal: true },
      ]),
    );
    const s = { ...s0, jams: [{ figureId: 'r2', marshalId: 'm1', arrivedTurn: 1 }] };
    const { state, log } = act(s, shoot(1), [1, 6, 1]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+): 1',
      '[PM-CHART] problem chart for a 1: 6 → goggle lifting: m1 is 1 away: 1 → disqualified',
      '[PM-CHART] r1 is disqualified: out of the game',
    ]);
    expect(state.out.map((f) => f.id)).toEqual(['r1']);
    expect(state.jams).toEqual([{ figureId: 'r2', marshalId: 'm1', arrivedTurn: 1 }]);
  });

  it('PM-CHART: 6 goggle lifting with a Marshal near but a 3: not seen, play on', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'm1', hex: { q: 1, r: 0 }, marshal: true },
      ]),
    );
    const { log } = act(s, shoot(1), [1, 6, 3]);
    expect(log[1]).toBe(
      '[PM-CHART] problem chart for a 1: 6 → goggle lifting: m1 is 1 away: 3 → not seen, play on',
    );
    expect(log).toHaveLength(2);
  });
});

describe('volleys', () => {
  const pair = () =>
    redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 }, slot: 0 },
        { id: 'b2', hex: { q: 2, r: 1 }, slot: 1 },
      ]),
    );

  it('PM-SNAP: shots split between two targets in one hex; one hit, and the defender chooses who took it', () => {
    const split: Action = {
      type: 'shoot',
      figureId: 'r1',
      shots: [
        { targetId: 'b1', dice: 1 },
        { targetId: 'b2', dice: 1 },
      ],
    };
    const { state, log } = act(pair(), split, [5, 2]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+), 1 at b2 (range 2, needs 3+): 5, 2',
    ]);
    expect(state.pending).toMatchObject({
      kind: 'allocateHits',
      player: 'blue',
      targets: ['b1', 'b2'],
      options: [
        [0, 1],
        [1, 0],
      ],
    });
    const chosen = act(state, { type: 'decide', decisionId: state.pending!.id, choice: 0 }, [6]);
    expect(chosen.log).toEqual([
      '[PM-SNAP] Blue chooses: 0 on b1, 1 on b2',
      '[PM-SNAP] hits: 1 on b2',
      '[PM-SAVE] saving throw for b2 (saves on 1 or 6): 6 → saved',
    ]);
    expect(chosen.state.pending).toBeNull();
  });

  it('PM-SNAP: every target of a volley stands in one target hex', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'b2', hex: { q: 3, r: 1 } },
      ]),
    );
    const r = apply(
      s,
      {
        type: 'shoot',
        figureId: 'r1',
        shots: [
          { targetId: 'b1', dice: 1 },
          { targetId: 'b2', dice: 1 },
        ],
      },
      { sight: flatSight },
    );
    expect(r).toEqual({
      ok: false,
      rule: 'PM-SNAP',
      reason: 'all targets of a volley stand in one target hex: b2 does not',
    });
  });

  it('PM-SNAP: no more dice than AP (2, experts 3)', () => {
    const r = apply(duel(2), shoot(3), { sight: flatSight });
    expect(r).toEqual({ ok: false, rule: 'PM-AP', reason: 'each shot costs 1 AP: 3 shots, 2 AP left' });
  });

  it('PM-SNAP: one volley an activation: after one die at b1, no second volley at b2 nor suppressive fire', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'b2', hex: { q: 3, r: 2 } },
      ]),
    );
    const first = act(s, shoot(1, 'b1'), [2]);
    expect(first.log).toEqual(['[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+): 2']);
    expect(first.state.runs.r1).toMatchObject({ ap: 1, fired: true, done: false });
    const again = apply(first.state, shoot(1, 'b2'), { sight: flatSight, dice: [6] });
    expect(again).toEqual({
      ok: false,
      rule: 'PM-SNAP',
      reason: 'r1 has fired its volley this activation: one volley an activation',
    });
    const suppress = apply(
      first.state,
      { type: 'suppress', figureId: 'r1', targetId: 'b1' },
      { sight: flatSight, dice: [6] },
    );
    expect(suppress).toMatchObject({ ok: false, rule: 'PM-SNAP' });
    // The next turn is a new activation: it may fire again.
    const later = act(nextTurn(first.state, [6, 1]), shoot(1, 'b2'), [2]);
    expect(later.log).toEqual(['[PM-RANGE] to hit: r1 fires 1 at b2 (range 4, needs 5+): 2']);
  });
});

describe('in the way, saves and paintchecks', () => {
  const way = (
    obstructions: { kind: 'figure' | 'soft' | 'hard'; id: string; at: number }[],
    more: object = {},
  ) => scriptedSight({ 'r1>b1': { obstructions, ...more } });
  const line3 = (extra: Parameters<typeof table>[0] = []) =>
    table([{ id: 'r1', hex: { q: 0, r: 1 } }, { id: 'b1', hex: { q: 3, r: 1 } }, ...extra]);

  it('PM-WAY: nearest first; soft cover lets it on with a 3, the friend behind takes it on a 4 and is resolved as hit', () => {
    const sight = way([
      { kind: 'soft', id: 'bush', at: 5 },
      { kind: 'figure', id: 'r2', at: 12 },
    ]);
    const s = redToAct(line3([{ id: 'r2', hex: { q: 1, r: 0 } }]), sight);
    const { log } = act(s, shoot(), [5, 3, 4, 2], sight);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 3, needs 4+): 5',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-WAY] in the way, the soft cover: 3 → the shot goes on',
      '[PM-WAY] in the way, r2: 4 → r2 is hit instead',
      '[PM-SAVE] saving throw for r2 (saves on 1 or 6): 2 → marked',
      '[PM-WIPE] no Marshal free to come: r2 wipes the paint off and plays on',
    ]);
  });

  it('PM-WAY-SOFT: soft cover in the way absorbs the shot on 4–6', () => {
    const sight = way([{ kind: 'soft', id: 'soft-red-1', at: 5 }]);
    const { log } = act(redToAct(line3(), sight), shoot(), [5, 5], sight);
    expect(log.slice(2)).toEqual(['[PM-WAY] in the way, the soft cover: 5 → shot absorbed']);
  });

  it('PM-WAY-HARD: hard cover by the target absorbs the shot on 4–6', () => {
    const sight = way([{ kind: 'hard', id: 'drums', at: 25 }], { targetBehindHardCover: true });
    const { log } = act(redToAct(line3(), sight), shoot(), [6, 6], sight);
    expect(log.slice(2)).toEqual(['[PM-WAY] in the way, the hard cover: 6 → shot absorbed']);
  });

  it('PM-WAY-FIGURE: a Marshal in the way takes the hit and cannot be killed', () => {
    const sight = way([{ kind: 'figure', id: 'm1', at: 10 }]);
    const s = redToAct(line3([{ id: 'm1', hex: { q: 1, r: 1 }, marshal: true }]), sight);
    const { state, log } = act(s, shoot(), [6, 4], sight);
    expect(log.slice(2)).toEqual([
      '[PM-WAY] in the way, m1: 4 → the Marshal is hit; a Marshal cannot be killed',
    ]);
    expect(state.table.figures.map((f) => f.id)).toContain('m1');
  });

  it('PM-WAY-FIGURE: the flat sight puts a base on the line in the way, and it is rolled for', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'r2', hex: { q: 1, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ]),
    );
    expect(flatSight.line(s.table, 'r1', 'b1').obstructions.map((o) => o.id)).toEqual(['r2']);
    const { log } = act(s, shoot(), [6, 1, 6], flatSight);
    expect(log.slice(2)).toEqual([
      '[PM-WAY] in the way, r2: 1 → the shot goes on',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 6 → saved',
    ]);
  });

  it('PM-LOS-NOBLOCK: figures, cover and smoke on the line never refuse the shot', () => {
    const sight = way(
      [
        { kind: 'figure', id: 'r2', at: 6 },
        { kind: 'soft', id: 's', at: 8 },
        { kind: 'hard', id: 'h', at: 9 },
      ],
      { blocked: null },
    );
    const s = redToAct(line3([{ id: 'r2', hex: { q: 1, r: 0 } }]), sight);
    expect(apply(s, shoot(), { sight, dice: [2] }).ok).toBe(true);
  });

  it('PM-SOFT: a target in soft cover saves on 1–3', () => {
    const sight = way([], { targetInSoftCover: true });
    const { log } = act(redToAct(line3(), sight), shoot(), [4, 3], sight);
    expect(log.slice(2)).toEqual(['[PM-SOFT] saving throw for b1 (saves on 1–3 in soft cover): 3 → saved']);
  });

  it('PM-SAVE: out of soft cover a 1 or 6 saves, a 3 marks', () => {
    expect(act(duel(3), shoot(), [4, 1]).log[2]).toBe(
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 1 → saved',
    );
    expect(act(duel(3), shoot(), [4, 3]).log[2]).toBe(
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 3 → marked',
    );
  });

  it('PM-PAINTCHECK: the Marshal within 2 walks to the target and a 4 kills; the flag stays, grenades go', () => {
    const setup = line3([{ id: 'm1', hex: { q: 4, r: 1 }, marshal: true }]);
    const b1 = setup.figures.find((f) => f.id === 'b1')!;
    const withFlag = {
      ...setup,
      figures: setup.figures.map((f) => (f.id === 'b1' ? { ...f, grenades: ['smoke' as const] } : f)),
      markers: [{ id: 'flag-red', kind: 'flag' as const, team: 'red' as const, at: b1.at, carriedBy: 'b1' }],
    };
    const { state, log } = act(redToAct(withFlag), shoot(), [4, 3, 4]);
    expect(log.slice(2)).toEqual([
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 3 → marked',
      '[PM-PAINTCHECK] paintcheck: m1 (1 away) checks b1: 4 → killed',
      '[PM-PAINTCHECK] b1 is marked: out of the game',
      '[PM-FLAG] the flag stays where b1 fell',
      '[game] Red wins: no opponents left',
    ]);
    expect(state.table.markers).toEqual([
      { id: 'flag-red', kind: 'flag', team: 'red', at: b1.at, carriedBy: null },
    ]);
    expect(state.out[0]).toMatchObject({ id: 'b1', grenades: [], status: 'eliminated' });
    const m1 = state.table.figures.find((f) => f.id === 'm1')!;
    expect(flatSight.marshals(state.table, 'r1')[0]!.range).toBe(3);
    expect(m1.at).not.toEqual(setup.figures.find((f) => f.id === 'm1')!.at);
  });

  it('PM-PAINTCHECK: a 1–3 plays on', () => {
    const s = redToAct(line3([{ id: 'm1', hex: { q: 3, r: 2 }, marshal: true }]));
    const { state, log } = act(s, shoot(), [4, 3, 3]);
    expect(log[3]).toBe('[PM-PAINTCHECK] paintcheck: m1 (1 away) checks b1: 3 → plays on');
    expect(status(state, 'b1')).toBe('active');
  });

  it('PM-WIPE: no Marshal within 2: the nearest walks 2 hexes toward the target, which plays on; it rests next turn', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 2, r: 1 } },
        { id: 'b1', hex: { q: 4, r: 1 } },
        { id: 'm1', hex: { q: -1, r: 1 }, marshal: true },
      ]),
    );
    const { state, log } = act(s, shoot(), [4, 3]);
    expect(log[3]).toBe(
      '[PM-WIPE] no Marshal within 2: m1 walks toward b1, who wipes the paint off and plays on',
    );
    expect(flatSight.marshals(state.table, 'b1')[0]).toMatchObject({ marshalId: 'm1', range: 3 });
    expect(state.resting).toEqual({ m1: 2 });
  });
});

describe('line of sight facts', () => {
  const refused = (blocked: LineFacts['blocked']) => {
    const sight = scriptedSight({ 'r1>b1': { blocked } });
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ]),
      sight,
    );
    const r = apply(s, shoot(), { sight, dice: [6] });
    return { r, s };
  };

  it('PM-LOS-PERIMETER: a line leaving the playing area refuses the shot and leaves the state as it was', () => {
    const { r } = refused({ reason: 'perimeter' });
    expect(r).toEqual({
      ok: false,
      rule: 'PM-LOS-PERIMETER',
      reason: 'no shot at b1: the line leaves the playing area',
    });
  });

  it('PM-LOS-HILL: a hill across the line refuses the shot', () => {
    expect(refused({ reason: 'hill', by: 'hill-1' }).r).toEqual({
      ok: false,
      rule: 'PM-LOS-HILL',
      reason: 'no shot at b1: a hill blocks the line',
    });
  });

  it('PM-HILL: a shooter on the hill is not blocked by it, and shoots as normal', () => {
    const sight = scriptedSight({ 'r1>b1': { blocked: null, shooterOnHill: 'hill-1' } });
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ]),
      sight,
    );
    expect(act(s, shoot(), [2], sight).log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+): 2',
    ]);
  });

  it('PM-BLIND: a target in the blind spot cannot be fired at', () => {
    expect(refused({ reason: 'blind-spot' }).r).toMatchObject({ ok: false, rule: 'PM-BLIND' });
  });

  it('PM-BLIND: with blind spots on, turning is free and counts the figure as moved', () => {
    const setup = table([
      { id: 'r1', hex: { q: 0, r: 1 }, facing: 180 },
      { id: 'b1', hex: { q: 2, r: 1 } },
    ]);
    const s = redToAct({ ...setup, options: { ...setup.options, blindSpots: true } });
    expect(apply(s, shoot(), { sight: flatSight, dice: [] })).toMatchObject({ ok: false, rule: 'PM-BLIND' });
    const turned = act(s, { type: 'rotate', figureId: 'r1', facing: 0 }, []);
    expect(turned.log).toEqual(['[PM-BLIND] r1 turns to face 0° (free, counts as moved)']);
    expect(turned.state.runs.r1).toMatchObject({ ap: 2, activated: true });
    expect(act(turned.state, shoot(), [2]).log).toHaveLength(1);
  });

  it('PM-IMPOTENT-HARD: an impotent figure behind hard cover cannot be fired at; an active one can', () => {
    const sight = scriptedSight({
      'r1>b1': { targetBehindHardCover: true, obstructions: [{ kind: 'hard', id: 'crates', at: 15 }] },
    });
    const pinned = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 }, status: 'impotent' },
      ]),
      sight,
    );
    expect(apply(pinned, shoot(), { sight, dice: [6] })).toEqual({
      ok: false,
      rule: 'PM-IMPOTENT-HARD',
      reason: 'no shot at b1: an impotent figure behind hard cover cannot be fired at',
    });
    const active = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ]),
      sight,
    );
    expect(apply(active, shoot(), { sight, dice: [2] }).ok).toBe(true);
  });

  it('PM-IMPOTENT-HARD: the sight layer may report it as a block too', () => {
    expect(refused({ reason: 'impotent-behind-hard', by: 'crates' }).r).toMatchObject({
      ok: false,
      rule: 'PM-IMPOTENT-HARD',
    });
  });
});
