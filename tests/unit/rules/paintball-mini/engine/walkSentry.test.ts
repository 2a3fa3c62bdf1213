import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, droppedMove, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import type { Point } from '../../../../../src/geometry';
import { redToAct, table } from './support/table';
import { act } from './support/act';

// PM-SENTRY / PM-AP (hexless): a tape-measure move is taken a step at a time (up to 10 cm, 1 AP
// each). A step that ends within a sentry's reach pauses the move for the sentry's owner; the steps
// left are kept in `state.move` and taken after the answer, unless the shot took the mover out
// (EN-SENTRY-MOVE).

const answer = (s: GameState, choice: 0 | 1, dice: number[] = []) =>
  act(s, { type: 'decide', decisionId: s.pending!.id, choice }, dice);
const at = (s: GameState, id: string) => s.table.figures.find((f) => f.id === id)?.at;

/**
 * The blue sentry b2 stands at (25, 0): its reach is 50 cm (range band 5, G-BAND). r1 starts 55 cm
 * from it, out of reach; the Marshal m1 is within 20 cm of where r1's steps end, to check its paint;
 * r2, out of the way, keeps red in the game when r1 falls (unless `alone`).
 */
const game = (expert = false, r1: Point = { x: -30, y: 0 }, alone = false): GameState => {
  const setup = table(
    [
      { id: 'r1', hex: { q: 0, r: 1 }, expert },
      ...(alone ? [] : [{ id: 'r2', hex: { q: 0, r: 3 } }]),
      { id: 'b2', hex: { q: 4, r: 1 }, status: 'sentry' },
      { id: 'm1', hex: { q: 1, r: 2 }, marshal: true },
    ],
    { mode: 'hexless' },
  );
  const where: Record<string, Point> = {
    r1,
    r2: { x: -25, y: 14 },
    b2: { x: 25, y: 0 },
    m1: { x: -20, y: 8 },
  };
  return redToAct({ ...setup, figures: setup.figures.map((f) => ({ ...f, at: where[f.id]! })) });
};
const asked = (id: number, odds: string) => ({
  id,
  kind: 'sentryShot',
  player: 'blue',
  question: `b2 on sentry can fire at r1 as it moves: fire, or let it pass? ${odds}`,
  sentryId: 'b2',
  moverId: 'r1',
  options: ['fire', 'pass'],
  waiting: [],
});
// The question says the roll the sentry's die needs at the mover's range (PM-RANGE).
const RANGE_5 = 'One unaimed die at range 5 needs 6+';
const RANGE_4 = 'One unaimed die at range 4 needs 5+';
const twentyCm: Action = { type: 'move', figureId: 'r1', to: { x: -20, y: 0 }, then: [{ x: -10, y: 0 }] };

describe('a tape-measure move past a sentry', () => {
  it('PM-SENTRY: a 20 cm move stops at its first step within reach; the sentry’s owner is asked; letting it pass takes the rest', () => {
    const paused = act(game(), twentyCm);
    expect(paused.log).toEqual(['[PM-AP] r1 moves 10.0 cm into the open (1 AP)']);
    expect(at(paused.state, 'r1')).toEqual({ x: -20, y: 0 });
    expect(paused.state.pending).toEqual(asked(1, RANGE_5));
    expect(paused.state.move).toEqual({ figureId: 'r1', steps: [{ x: -10, y: 0 }] });
    expect(paused.state.runs['r1']).toMatchObject({ ap: 1, moved: 10 });
    expect(JSON.parse(JSON.stringify(paused.state))).toEqual(paused.state); // a paused move saves
    // Nothing else happens until the sentry's owner has answered.
    expect(apply(paused.state, { type: 'endTurn' }, { sight: flatSight, dice: [] })).toMatchObject({
      ok: false,
      rule: 'PM-SENTRY',
    });

    // The second step ends within reach too: asked again, and then the move is over.
    const first = answer(paused.state, 1);
    expect(first.log).toEqual([
      '[PM-SENTRY] b2 on sentry lets r1 pass',
      '[PM-AP] r1 moves 10.0 cm into the open (1 AP)',
    ]);
    expect(first.state.pending).toEqual(asked(2, RANGE_4));
    expect(first.state.move).toBeNull();
    expect(at(first.state, 'r1')).toEqual({ x: -10, y: 0 });
    const second = answer(first.state, 1);
    expect(second.log).toEqual(['[PM-SENTRY] b2 on sentry lets r1 pass']);
    expect(second.state).toMatchObject({ pending: null, move: null, current: 'r1' });
    expect(second.state.runs['r1']).toMatchObject({ ap: 0, moved: 20 });
  });

  it('PM-SENTRY: an expert’s three-step move whose second step enters the reach stops there, and after a miss finishes at the point asked', () => {
    const s = game(true, { x: -33, y: 0 });
    const move: Action = {
      type: 'move',
      figureId: 'r1',
      to: { x: -26, y: 0 },
      then: [
        { x: -19, y: 0 },
        { x: -13, y: 0 },
      ],
    };
    const paused = act(s, move);
    // The first step ends 51 cm from the sentry (range 6): not asked; the second, 44 cm away, is.
    expect(paused.log).toEqual([
      '[PM-AP] r1 moves 7.0 cm into the open (1 AP)',
      '[PM-AP] r1 moves 7.0 cm into the open (1 AP)',
    ]);
    expect(at(paused.state, 'r1')).toEqual({ x: -19, y: 0 });
    expect(paused.state.pending).toEqual(asked(1, RANGE_5));
    expect(paused.state.move).toEqual({ figureId: 'r1', steps: [{ x: -13, y: 0 }] });

    const missed = answer(paused.state, 0, [3]);
    expect(missed.log).toEqual([
      '[PM-SENTRY] b2 on sentry fires at r1 as it moves',
      '[PM-RANGE] sentry fire: b2 fires 1 at r1 (range 5, needs 6+): 3',
      '[PM-AP] r1 moves 6.0 cm into the open (1 AP)',
    ]);
    expect(at(missed.state, 'r1')).toEqual({ x: -13, y: 0 });
    expect(missed.state.pending).toEqual(asked(2, RANGE_4));
    const done = answer(missed.state, 1);
    expect(done.state).toMatchObject({ pending: null, move: null });
    expect(done.state.runs['r1']).toMatchObject({ ap: 0, moved: 20 });
  });

  it('PM-SENTRY: a hit that takes the mover out drops the rest of its move where it fell, and the log says why', () => {
    const paused = act(game(), twentyCm);
    const shot = answer(paused.state, 0, [6, 2, 5]);
    expect(shot.log).toEqual([
      '[PM-SENTRY] b2 on sentry fires at r1 as it moves',
      '[PM-RANGE] sentry fire: b2 fires 1 at r1 (range 5, needs 6+): 6',
      '[PM-SNAP] hits: 1 on r1',
      '[PM-SAVE] saving throw for r1 (saves on 1 or 6): 2 → marked',
      '[PM-PAINTCHECK] paintcheck: m1 (1 away) checks r1: 5 → killed',
      '[PM-PAINTCHECK] r1 is marked: out of the game',
      '[PM-SENTRY] the rest of the move (10.0 cm) is dropped: r1 is out of the game',
    ]);
    expect(shot.state).toMatchObject({ pending: null, move: null });
    expect(droppedMove(shot.events)).toBe('The rest of the move (10.0 cm) is dropped: r1 is out of the game'); // the notice
    expect(droppedMove(paused.events)).toBeNull();
    expect(shot.state.out.map((f) => f.id)).toEqual(['r1']);
    expect(shot.state.out[0]!.at).toEqual({ x: -20, y: 0 });
  });

  it('PM-SENTRY: a hit that takes out the last red figure ends the game, and the move with it', () => {
    const paused = act(game(false, { x: -30, y: 0 }, true), twentyCm);
    const shot = answer(paused.state, 0, [6, 2, 5]);
    expect(shot.log.slice(-2)).toEqual([
      '[PM-PAINTCHECK] r1 is marked: out of the game',
      '[game] Blue wins: no opponents left',
    ]);
    expect(shot.state).toMatchObject({ phase: 'over', winner: 'blue', pending: null, move: null });
  });

  it('PM-SENTRY: a hit whose paint the Marshal wipes lets the mover go on with the rest of its move', () => {
    const paused = act(game(), twentyCm);
    const shot = answer(paused.state, 0, [6, 2, 2]);
    expect(shot.log.slice(-2)).toEqual([
      '[PM-PAINTCHECK] paintcheck: m1 (1 away) checks r1: 2 → plays on',
      '[PM-AP] r1 moves 10.0 cm into the open (1 AP)',
    ]);
    expect(at(shot.state, 'r1')).toEqual({ x: -10, y: 0 });
    expect(shot.state.pending).toEqual(asked(2, RANGE_4));
  });
});

describe('a tape-measure move blocked after the answer', () => {
  it('PM-SENTRY / PM-WIPE: a Marshal who walks onto the next step’s ground to wipe the paint stops the move there; the step not taken costs no AP', () => {
    const setup = table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b2', hex: { q: 4, r: 1 }, status: 'sentry' },
        { id: 'm1', hex: { q: 1, r: 2 }, marshal: true },
      ],
      { mode: 'hexless' },
    );
    // m1 is 30 cm from where r1's first step ends: too far to check paint, it walks 20 cm toward r1.
    const where: Record<string, Point> = { r1: { x: -30, y: 0 }, b2: { x: 25, y: 10 }, m1: { x: 10, y: 0 } };
    const s = redToAct({ ...setup, figures: setup.figures.map((f) => ({ ...f, at: where[f.id]! })) });
    const paused = act(s, twentyCm);
    expect(paused.state.pending).toEqual(asked(1, RANGE_5));
    const shot = answer(paused.state, 0, [6, 2]);
    expect(shot.log).toEqual([
      '[PM-SENTRY] b2 on sentry fires at r1 as it moves',
      '[PM-RANGE] sentry fire: b2 fires 1 at r1 (range 5, needs 6+): 6',
      '[PM-SNAP] hits: 1 on r1',
      '[PM-SAVE] saving throw for r1 (saves on 1 or 6): 2 → marked',
      '[PM-WIPE] no Marshal within 2: m1 walks toward r1, who wipes the paint off and plays on',
      '[PM-AP] the rest of the move (10.0 cm) is dropped: bases may not overlap',
    ]);
    expect(at(shot.state, 'm1')).toEqual({ x: -10, y: 0 });
    expect(at(shot.state, 'r1')).toEqual({ x: -20, y: 0 });
    expect(shot.state).toMatchObject({ pending: null, move: null, current: 'r1' });
    expect(shot.state.runs['r1']).toMatchObject({ ap: 1, moved: 10 });
  });
});

describe('a tape-measure move refused whole', () => {
  const refused = (s: GameState, a: Action) => {
    const before = structuredClone(s);
    const r = apply(s, a, { sight: flatSight, dice: [] });
    expect(s).toEqual(before);
    return r;
  };

  it('PM-AP: a move whose last step would go past 20 cm a turn is refused before any step is taken or sentry asked', () => {
    const r = refused(game(true, { x: -33, y: 0 }), {
      type: 'move',
      figureId: 'r1',
      to: { x: -26, y: 0 },
      then: [
        { x: -19, y: 0 },
        { x: -10, y: 0 },
      ],
    });
    expect(r).toEqual({ ok: false, rule: 'PM-AP', reason: 'at most 20 cm of movement a turn' });
  });

  it('PM-AP: a move of more steps than the figure has AP is refused whole', () => {
    const r = refused(game(), {
      type: 'move',
      figureId: 'r1',
      to: { x: -25, y: 0 },
      then: [
        { x: -20, y: 0 },
        { x: -15, y: 0 },
      ],
    });
    expect(r).toEqual({
      ok: false,
      rule: 'PM-AP',
      reason: 'a move of 3 steps costs 3 AP and only 2 are left',
    });
  });

  it('PM-AP: a step of more than 10 cm anywhere on the way is refused, naming its length', () => {
    const r = refused(game(), {
      type: 'move',
      figureId: 'r1',
      to: { x: -25, y: 0 },
      then: [{ x: -13, y: 0 }],
    });
    expect(r).toEqual({
      ok: false,
      rule: 'PM-AP',
      reason: 'a move is at most 10 cm per AP (this is 12.0 cm)',
    });
  });

  it('PM-AP: on hexes a move goes one hex an action: further steps are refused', () => {
    const hexGame = redToAct(table([{ id: 'r1', hex: { q: 0, r: 1 } }]));
    const r = refused(hexGame, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 }, then: [{ x: 0, y: 0 }] });
    expect(r).toEqual({
      ok: false,
      rule: 'PM-AP',
      reason: 'on hexes a move is one step to an adjacent hex: take each as a move of its own',
    });
  });

  it('PM-AP: more than two further steps is a badly shaped action, refused naming then', () => {
    const p = { x: -25, y: 0 };
    const r = refused(game(), { type: 'move', figureId: 'r1', to: p, then: [p, p, p] });
    expect(r).toMatchObject({ ok: false, rule: 'PM-AP' });
    expect(r.ok ? '' : r.reason).toMatch(/^then: /);
  });
});
