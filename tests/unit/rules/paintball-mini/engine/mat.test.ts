import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import type { Action, GameState, Sight } from '../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import type { Figure, Setup } from '../../../../../src/rules/paintball-mini/setup';
import {
  captureTheFlagMat,
  reverseFlagMat,
  singleFlagMat,
} from '../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';
import { onBoard } from '../../../../../src/rules/paintball-mini/engine/field';
import { redToAct } from './support/table';
import { act } from './support/act';

// Tape-measure play on an open mat: the playing area is the mat's outline (PM-LOS-PERIMETER), with
// no hexes at all; the scenarios' home bases are measured in cm (PM-HEXLESS).

const P = (x: number, y: number): Point => ({ x, y });
/** An L: the 120 × 80 mat with its top-right quarter (x > 0, y > 0) cut away. */
const L_SHAPE = [P(-60, -40), P(60, -40), P(60, 0), P(0, 0), P(0, 40), P(-60, 40)];

function player(id: string, at: Point, more: Partial<Figure> = {}): Figure {
  const team = id.startsWith('b') ? 'blue' : 'red';
  return {
    id,
    team,
    role: 'paintballer',
    name: id,
    at,
    facing: team === 'red' ? 0 : 180,
    expert: false,
    grenades: [],
    status: 'active',
    ...more,
  };
}

/** The open-mat CTF table with only these figures (and no cover), as a custom game. */
function onMat(figures: Figure[], outline?: Point[]): Setup {
  const base = captureTheFlagMat();
  return {
    ...base,
    scenario: 'custom',
    board: outline === undefined ? base.board : { ...base.board, mat: { outline } },
    figures,
    terrain: [],
    markers: [],
  };
}

const refuse = (s: GameState, a: Action, sight: Sight = flatSight) => apply(s, a, { sight, dice: [] });

describe('tape-measure play on an open mat', () => {
  it('PM-LOS-PERIMETER, EN-MAT: a move off the mat is refused with the reason, nothing changes, and its edge is still on it', () => {
    const s = redToAct(onMat([player('r1', P(-55, 0)), player('b1', P(40, 0))]));
    const r = refuse(s, { type: 'move', figureId: 'r1', to: P(-62, 0) });
    expect(r).toEqual({
      ok: false,
      rule: 'PM-LOS-PERIMETER',
      reason: "that point is off the mat: play stays within the mat's edge",
    });
    expect(s.table.figures[0]!.at).toEqual(P(-55, 0));
    expect([onBoard(s.table, -60, 0), onBoard(s.table, -60.5, 0), onBoard(s.table, 59, 39)]).toEqual([
      true,
      false,
      true,
    ]);
    const moved = act(s, { type: 'move', figureId: 'r1', to: P(-60, 0) });
    expect(moved.log).toEqual(['[PM-AP] r1 moves 5.0 cm into the open (1 AP)']);
    expect(moved.state.table.figures[0]!.at).toEqual(P(-60, 0));
  });

  it('PM-LOS-PERIMETER: on a concave mat, the cut-away corner is off the playing area', () => {
    const s = redToAct(onMat([player('r1', P(-5, 10)), player('b1', P(-50, -30))], L_SHAPE));
    expect(refuse(s, { type: 'move', figureId: 'r1', to: P(4, 10) })).toEqual({
      ok: false,
      rule: 'PM-LOS-PERIMETER',
      reason: "that point is off the mat: play stays within the mat's edge",
    });
    expect(act(s, { type: 'move', figureId: 'r1', to: P(-5, 1) }).log).toEqual([
      '[PM-AP] r1 moves 9.0 cm into the open (1 AP)',
    ]);
  });

  it('PM-LOS-PERIMETER: a line across the cut-away corner is no shot, in the flat sight and the sight layer alike', () => {
    for (const sight of [flatSight, createSight()]) {
      const across = redToAct(onMat([player('r1', P(-10, 30)), player('b1', P(30, -5))], L_SHAPE), sight);
      expect(sight.line(across.table, 'r1', 'b1').blocked).toEqual({ reason: 'perimeter' });
      expect(
        refuse(across, { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] }, sight),
      ).toEqual({
        ok: false,
        rule: 'PM-LOS-PERIMETER',
        reason: 'no shot at b1: the line leaves the playing area',
      });
      const clear = redToAct(onMat([player('r1', P(-10, -5)), player('b1', P(30, -5))], L_SHAPE), sight);
      expect(sight.line(clear.table, 'r1', 'b1')).toMatchObject({ blocked: null, distanceCm: 40, range: 4 });
    }
  });

  it('PM-RANGE: on the mat a shot is measured in cm: 40 cm is range 4, so a 4 misses and a 5 hits', () => {
    const s = redToAct(onMat([player('r1', P(-20, 0)), player('b1', P(20, 0))]));
    const shoot: Action = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] };
    expect(act(s, shoot, [4]).log).toEqual(['[PM-RANGE] to hit: r1 fires 1 at b1 (range 4, needs 5+): 4']);
    expect(act(s, shoot, [5, 2]).log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 4, needs 5+): 5',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 2 → marked',
      '[PM-WIPE] no Marshal free to come: b1 wipes the paint off and plays on',
    ]);
  });

  it('PM-SCEN-CTF: on the mat, a live figure that carries the enemy flag into its home stockade wins', () => {
    const base = captureTheFlagMat();
    const red3 = base.figures.find((f) => f.id === 'red-3')!;
    const setup: Setup = {
      ...base,
      figures: base.figures.filter((f) => f.id !== 'red-1' && f.id !== 'red-2'),
      markers: base.markers.map((m) =>
        m.id === 'flag-blue' ? { ...m, at: red3.at, carriedBy: 'red-3' } : m,
      ),
    };
    const { state, log } = act(redToAct(setup), { type: 'move', figureId: 'red-3', to: P(-45, 0) });
    expect(log).toEqual([
      `[PM-AP] Red 3 moves ${Math.hypot(red3.at.x + 45, red3.at.y).toFixed(1)} cm into Red's home base (1 AP)`,
      '[PM-SCEN-CTF] Red brings the enemy flag home and wins',
    ]);
    expect(state).toMatchObject({ winner: 'red', phase: 'over' });
  });

  /** The set-up with `id` standing at `at`, carrying `flagId` there. */
  const carrying = (s: Setup, id: string, flagId: string, at: Point): Setup => ({
    ...s,
    figures: s.figures.map((f) => (f.id === id ? { ...f, at } : f)),
    markers: s.markers.map((m) => (m.id === flagId ? { ...m, at, carriedBy: id } : m)),
  });

  it('PM-SCEN-REVERSE: on the mat nobody enters their own home stockade; your own flag into the enemy stockade wins', () => {
    const start = reverseFlagMat();
    const red1 = start.figures.find((f) => f.id === 'red-1')!;
    expect(start.markers.find((m) => m.id === 'flag-red')).toMatchObject({ carriedBy: 'red-1', at: red1.at });
    expect(refuse(redToAct(start), { type: 'move', figureId: 'red-1', to: P(-44, -3) })).toEqual({
      ok: false,
      rule: 'PM-SCEN-REVERSE',
      reason: 'nobody enters their own home base in Reverse Flag',
    });
    // Blue's stockade, centre (45, 0), from below: blue-5 and blue-6, who stand there, are out of the way.
    const clear = { ...start, figures: start.figures.filter((f) => f.id !== 'blue-5' && f.id !== 'blue-6') };
    const near = carrying(clear, 'red-1', 'flag-red', P(45, -12));
    const won = act(redToAct(near), { type: 'move', figureId: 'red-1', to: P(44, -3) });
    expect(won.log).toEqual([
      "[PM-AP] Red 1 moves 9.1 cm into Blue's home base (1 AP)",
      '[PM-SCEN-REVERSE] Red delivers its own flag into the enemy base and wins',
    ]);
    expect(won.state).toMatchObject({ winner: 'red', phase: 'over' });
  });

  it('PM-SCEN-SINGLE: on the mat the flag in the middle, carried into the enemy stockade, wins', () => {
    const start = singleFlagMat();
    const homeFree = {
      ...start,
      figures: start.figures.filter((f) => f.id !== 'blue-1' && f.id !== 'blue-2'),
    };
    // Up to blue's stockade (centre (45, 0), 5 cm across the radius) from below.
    const near = carrying(homeFree, 'red-3', 'flag', P(45, -16));
    const outside = act(redToAct(near), { type: 'move', figureId: 'red-3', to: P(45, -9) });
    expect(outside.log).toEqual(["[PM-AP] Red 3 moves 7.0 cm beside Blue's home base (1 AP)"]); // 9 cm from the centre: outside
    expect(outside.state.phase).toBe('play');
    const won = act(outside.state, { type: 'move', figureId: 'red-3', to: P(44, -3) });
    expect(won.log).toEqual([
      "[PM-AP] Red 3 moves 6.1 cm into Blue's home base (1 AP)",
      '[PM-SCEN-SINGLE] Red delivers the flag into the enemy base and wins',
    ]);
    expect(won.state).toMatchObject({ winner: 'red', phase: 'over' });
  });

  it('PM-GRENADE: a grenade aimed off the mat is refused', () => {
    const setup = onMat([player('r1', P(-50, 30), { grenades: ['paint'] }), player('b1', P(40, 0))]);
    const s = redToAct({ ...setup, options: { ...setup.options, grenades: true } });
    expect(refuse(s, { type: 'throwGrenade', figureId: 'r1', grenade: 'paint', at: P(-50, 45) })).toEqual({
      ok: false,
      rule: 'PM-GRENADE',
      reason: "that point is off the mat: play stays within the mat's edge",
    });
  });
});
