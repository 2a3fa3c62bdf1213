import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, autoAction, flatSight, newGame } from '../../../../../src/rules/paintball-mini/engine';
import { captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import { redToAct, table } from './support/table';
import { act } from './support/act';

// The turn sequence, action points and capacities (rulings.md: Turn sequence and actions).

const refuse = (s: GameState, a: Action) => apply(s, a, { sight: flatSight, dice: [] });

const two = () =>
  table([
    { id: 'r1', hex: { q: 0, r: 1 } },
    { id: 'r2', hex: { q: 0, r: 0 } },
    { id: 'b1', hex: { q: 4, r: 1 } },
    { id: 'm1', hex: { q: 2, r: 3 }, marshal: true },
  ]);

describe('command dice', () => {
  it('PM-CMD: on the first turn a tie is rolled again, and every figure may act', () => {
    const { state, log } = act(newGame(two(), 1), { type: 'rollCommand' }, [3, 3, 2, 5]);
    expect(log).toEqual([
      '[PM-CMD] command dice turn 1: red 3, blue 3 → a tie on the first turn: roll again',
      '[PM-CMD] command dice turn 1: red 2, blue 5 → Blue acts first; every figure may act',
    ]);
    expect(state).toMatchObject({
      phase: 'play',
      active: 'blue',
      order: ['blue', 'red'],
      allowance: { red: null, blue: null },
    });
  });

  it('PM-CMD: later the roll caps the figures a side activates; a tie lets last turn’s second side choose', () => {
    const s = redToAct(two());
    let x = act(s, { type: 'endTurn' }).state;
    x = act(x, { type: 'endTurn' }).state;
    expect(x).toMatchObject({ turn: 2, phase: 'command', lastSecond: 'blue' });
    const tie = act(x, { type: 'rollCommand' }, [1, 1]);
    expect(tie.log).toEqual([
      '[PM-CMD] command dice turn 2: red 1, blue 1 → a tie: Blue acted second last turn and chooses',
    ]);
    expect(tie.state.pending).toMatchObject({
      kind: 'chooseOrder',
      player: 'blue',
      options: ['first', 'second'],
    });
    expect(refuse(tie.state, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } })).toMatchObject({
      ok: false,
      rule: 'PM-CMD',
    });
    const chosen = act(tie.state, { type: 'decide', decisionId: tie.state.pending!.id, choice: 1 });
    expect(chosen.log).toEqual(['[PM-CMD] Blue chooses to act second']);
    expect(chosen.state).toMatchObject({ active: 'red', allowance: { red: 1, blue: 1 } });
    const moved = act(chosen.state, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } }).state;
    expect(moved.allowance.red).toBe(0);
    expect(refuse(moved, { type: 'move', figureId: 'r2', to: { q: 1, r: 0 } })).toEqual({
      ok: false,
      rule: 'PM-CMD',
      reason: 'the command dice allow no more figures to act this turn',
    });
  });

  it('PM-CMD: Marshals are never moved by the command dice', () => {
    expect(refuse(redToAct(two()), { type: 'move', figureId: 'm1', to: { q: 2, r: 2 } })).toMatchObject({
      ok: false,
      rule: 'PM-CMD',
    });
  });

  it('PM-LARGE: a team of more than 11 rolls 2d6 for command', () => {
    const places = [];
    for (let i = 0; i < 12; i++)
      places.push({ id: `r${i}`, hex: { q: i % 4, r: Math.floor(i / 4) }, slot: 0 });
    places.push({ id: 'b1', hex: { q: 5, r: 1 } });
    const { log } = act(newGame(table(places), 1), { type: 'rollCommand' }, [3, 4, 6]);
    expect(log).toEqual([
      '[PM-LARGE] command dice turn 1: red 3+4, blue 6 → Red acts first; every figure may act',
    ]);
  });
});

describe('action points and movement', () => {
  it('PM-AP: a move is one adjacent hex for 1 AP, at most 2 hexes a turn', () => {
    const s = redToAct(two());
    const one = act(s, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } });
    expect(one.log).toEqual(['[PM-AP] r1 moves into the open (1 AP)']);
    expect(one.state.runs.r1).toMatchObject({ ap: 1, moved: 1, activated: true });
    expect(refuse(s, { type: 'move', figureId: 'r1', to: { q: 2, r: 1 } })).toEqual({
      ok: false,
      rule: 'PM-AP',
      reason: 'a move is one step to an adjacent hex',
    });
    const second = act(one.state, { type: 'move', figureId: 'r1', to: { q: 2, r: 1 } }).state;
    expect(second.runs.r1).toMatchObject({ ap: 0, moved: 2 });
    expect(refuse(second, { type: 'move', figureId: 'r1', to: { q: 3, r: 1 } })).toMatchObject({
      ok: false,
      rule: 'PM-AP',
    });
  });

  it('PM-AP: an expert has 3 AP but still moves 2 hexes at most', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 }, expert: true },
        { id: 'b1', hex: { q: 5, r: 1 } },
      ]),
    );
    let x = act(s, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } }).state;
    x = act(x, { type: 'move', figureId: 'r1', to: { q: 2, r: 1 } }).state;
    expect(x.runs.r1!.ap).toBe(1);
    expect(refuse(x, { type: 'move', figureId: 'r1', to: { q: 3, r: 1 } })).toEqual({
      ok: false,
      rule: 'PM-AP',
      reason: 'at most 2 hexes of movement a turn',
    });
  });

  it('PM-AP: no entering a hex an opponent holds', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 1, r: 1 } },
      ]),
    );
    expect(refuse(s, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } })).toEqual({
      ok: false,
      rule: 'PM-AP',
      reason: 'an opponent holds that hex: only a charge enters it',
    });
  });

  it('PM-CAPACITY: three bases fill a hex; the moved figure takes a free slot', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'r2', hex: { q: 1, r: 1 }, slot: 0 },
        { id: 'r3', hex: { q: 1, r: 1 }, slot: 1 },
        { id: 'm1', hex: { q: 1, r: 1 }, slot: 2, marshal: true },
        { id: 'b1', hex: { q: 5, r: 1 } },
      ]),
    );
    expect(refuse(s, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } })).toEqual({
      ok: false,
      rule: 'PM-CAPACITY',
      reason: 'that hex is full: three bases at most',
    });
  });

  it('PM-CAPACITY: a bunker or log base holds at most 2 friendly figures', () => {
    const base = captureTheFlag();
    const s = redToAct({ ...base, figures: base.figures.filter((f) => f.role === 'paintballer') });
    const r = refuse(s, { type: 'move', figureId: 'red-3', to: { q: -1, r: 1 } });
    expect(r).toEqual({
      ok: false,
      rule: 'PM-CAPACITY',
      reason: "Red's home base already holds 2 friendly figures: a spare place must stay free",
    });
  });

  it('PM-EXPERT: with experts on and none assigned, each team rolls: 1–2 one, 3–4 two, 5–6 three; experts have 3 AP', () => {
    const base = captureTheFlag();
    let s = newGame({ ...base, options: { ...base.options, experts: true } }, 7);
    while (s.pending !== null) s = act(s, autoAction(s, flatSight)!).state; // the players choose who
    const rolls = s.log.filter((e) => e.rule === 'PM-EXPERT' && e.dice !== undefined);
    expect(rolls).toHaveLength(2);
    for (const e of rolls) {
      const n = Math.ceil(e.dice![0]!.value / 2);
      const team = e.text.startsWith('Red') ? 'red' : 'blue';
      const experts = s.table.figures.filter((f) => f.team === team && f.expert);
      expect(experts).toHaveLength(n);
      for (const f of experts) expect(s.runs[f.id]!.ap).toBe(3);
    }
  });
});
