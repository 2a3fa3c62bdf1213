import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import {
  analyseShot,
  apply,
  autoAction,
  flatSight,
  startGame,
} from '../../../../../src/rules/paintball-mini/engine';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { captureTheFlag, reverseFlag, serialiseSetup } from '../../../../../src/rules/paintball-mini/setup';
import { lines, redToAct, table } from './support/table';

// The headless API refuses bad input (issue #10): every action that reaches `apply` is checked for
// shape first, set-up objects go through the same checks as text, and analyseShot refuses what apply
// refuses, with the same words. A refused action leaves the state exactly as it was.

/** Applies an action that is not well-typed (as from a tampered saved game or another machine). */
const applyRaw = (s: GameState, a: unknown, dice: number[] = []) =>
  apply(s, a as Action, { sight: flatSight, dice });

function refused(s: GameState, a: unknown, dice: number[] = []) {
  const before = structuredClone(s);
  const r = applyRaw(s, a, dice);
  expect(r.ok).toBe(false);
  expect(s).toEqual(before);
  return r as { ok: false; rule: string; reason: string };
}

const duel = () =>
  redToAct(
    table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 2, r: 1 } },
    ]),
  );

const hexless = (options = { experts: false, grenades: true, blindSpots: true }) =>
  redToAct(
    table(
      [
        { id: 'r1', hex: { q: 0, r: 1 }, grenades: ['smoke', 'paint'] },
        { id: 'b1', hex: { q: 3, r: 1 } },
      ],
      { mode: 'hexless', options },
    ),
  );

describe('action shape: apply checks every action before the rules', () => {
  it('PM-SNAP: a volley with no shots is refused naming shots', () => {
    const r = refused(duel(), { type: 'shoot', figureId: 'r1', shots: [] });
    expect(r).toEqual({ ok: false, rule: 'PM-SNAP', reason: 'shots: declare at least one die at a target' });
  });

  it.each([-1, 0, 1.5, 7, Number.NaN, '2'])(
    'PM-SNAP: %s dice at a target is refused naming the field',
    (dice) => {
      const r = refused(duel(), { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice }] });
      expect(r.rule).toBe('PM-SNAP');
      expect(r.reason).toMatch(
        /^shots\[0\]\.dice: .* is not a number of dice: declare a whole 1 to 3 at each target$/,
      );
    },
  );

  it('PM-BLIND: a hexless rotate to a NaN facing is refused naming facing', () => {
    const r = refused(hexless(), { type: 'rotate', figureId: 'r1', facing: Number.NaN });
    expect(r.rule).toBe('PM-BLIND');
    expect(r.reason).toBe('facing: NaN is not allowed: expected a finite number');
  });

  it('PM-GRENADE: a throw at a NaN point is refused naming the point', () => {
    const r = refused(hexless(), {
      type: 'throwGrenade',
      figureId: 'r1',
      grenade: 'smoke',
      at: { x: Number.NaN, y: 5 },
    });
    expect(r.rule).toBe('PM-GRENADE');
    expect(r.reason).toBe(
      'at: an object is not allowed: expected a point {x, y} in cm or a hex {q, r} of whole numbers',
    );
  });

  it('PM-GRENADE: a hexless throw off the board is refused', () => {
    const s = hexless();
    const r1 = s.table.figures.find((f) => f.id === 'r1')!;
    const r = refused(s, {
      type: 'throwGrenade',
      figureId: 'r1',
      grenade: 'smoke',
      at: { x: r1.at.x - 18, y: r1.at.y },
    });
    expect(r).toEqual({ ok: false, rule: 'PM-GRENADE', reason: 'that point is off the board' });
  });

  it('PM-GRENADE: an unknown kind of grenade is refused naming grenade', () => {
    const r = refused(hexless(), {
      type: 'throwGrenade',
      figureId: 'r1',
      grenade: 'frag',
      at: { x: 1, y: 1 },
    });
    expect(r.rule).toBe('PM-GRENADE');
    expect(r.reason).toBe('grenade: "frag" is not allowed: expected "smoke" or "paint"');
  });

  it('a move whose coordinates are strings (a tampered saved game) is refused naming the field', () => {
    const r = refused(duel(), { type: 'move', figureId: 'r1', to: { q: '1', r: '1' } });
    expect(r.rule).toBe('action');
    expect(r.reason).toBe(
      'to: an object is not allowed: expected a point {x, y} in cm or a hex {q, r} of whole numbers',
    );
  });

  it('an unknown action type, a non-object and an extra field are refused, each named', () => {
    expect(refused(duel(), { type: 'fly' }).reason).toBe('not an action: unknown action type "fly"');
    expect(refused(duel(), null).reason).toBe('not an action: expected an action object, got null');
    expect(refused(duel(), { type: 'endTurn', dice: [6] })).toEqual({
      ok: false,
      rule: 'action',
      reason: 'dice: unknown field in a "endTurn" action',
    });
  });

  it('a 5 MB figure id is refused before the rules look for it', () => {
    const r = refused(duel(), { type: 'aim', figureId: 'x'.repeat(5_000_000) });
    expect(r.rule).toBe('action');
    expect(r.reason.startsWith('figureId: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" is not allowed')).toBe(true);
  });

  it('a decision answered with a fraction is refused naming choice', () => {
    const r = refused(duel(), { type: 'decide', decisionId: 0, choice: 0.5 });
    expect(r).toEqual({
      ok: false,
      rule: 'action',
      reason: 'choice: 0.5 is not allowed: expected an option number or a point {x, y} in cm',
    });
  });
});

describe('unknown figures', () => {
  it('PM-CMD: an unknown shooter is refused with a message about the shooter', () => {
    const r = refused(duel(), { type: 'shoot', figureId: 'ghost', shots: [{ targetId: 'b1', dice: 1 }] });
    expect(r).toEqual({ ok: false, rule: 'PM-CMD', reason: 'no figure "ghost" is on the table to act' });
  });

  it('PM-PAINTCHECK: an unknown target is refused naming the target', () => {
    const r = refused(duel(), { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'ghost', dice: 1 }] });
    expect(r).toEqual({ ok: false, rule: 'PM-PAINTCHECK', reason: 'no target "ghost" is on the table' });
  });
});

describe('forced dice', () => {
  it('forced dice that run out mid-volley: apply refuses (rule dice) instead of throwing, the state untouched', () => {
    const r = refused(duel(), { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 2 }] }, [5]);
    expect(r).toEqual({
      ok: false,
      rule: 'dice',
      reason: 'the forced dice ran out: the action needs more than 1',
    });
  });

  it('a forced die that is not a d6 roll is refused, naming which die', () => {
    const r = refused(duel(), { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] }, [7]);
    expect(r).toEqual({ ok: false, rule: 'dice', reason: 'forced die 1 (7) is not a d6 roll' });
  });
});

describe('analyseShot refuses what apply refuses, with the same reasons', () => {
  const queries: { name: string; figureId: string; shots: unknown }[] = [
    { name: 'no shots', figureId: 'r1', shots: [] },
    { name: 'dice -1', figureId: 'r1', shots: [{ targetId: 'b1', dice: -1 }] },
    { name: 'dice 1.5', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1.5 }] },
    { name: 'dice 7', figureId: 'r1', shots: [{ targetId: 'b1', dice: 7 }] },
    { name: 'unknown shooter', figureId: 'ghost', shots: [{ targetId: 'b1', dice: 1 }] },
    { name: 'unknown target', figureId: 'r1', shots: [{ targetId: 'ghost', dice: 1 }] },
    {
      name: 'a target named twice',
      figureId: 'r1',
      shots: [
        { targetId: 'b1', dice: 1 },
        { targetId: 'b1', dice: 1 },
      ],
    },
  ];
  it.each(queries)('PM-SNAP: $name', ({ figureId, shots }) => {
    const s = duel();
    const before = structuredClone(s);
    const analysed = analyseShot(s, flatSight, { figureId, shots: shots as never });
    const applied = applyRaw(s, { type: 'shoot', figureId, shots }, [6, 6, 6]);
    expect(analysed.ok).toBe(false);
    expect(applied.ok).toBe(false);
    expect(analysed).toEqual(applied);
    expect(s).toEqual(before);
  });
});

describe('analyseShot checks the rest of its query', () => {
  it('an unknown kind of fire is refused naming kind', () => {
    const q = { figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }], kind: 'burst' as never };
    expect(analyseShot(duel(), flatSight, q)).toEqual({
      ok: false,
      rule: 'action',
      reason: 'kind: "burst" is not allowed: expected "fire" or "suppress"',
    });
  });

  it('PM-SUPPRESS: suppressive fire analysed with 2 dice is refused', () => {
    const q = { figureId: 'r1', shots: [{ targetId: 'b1', dice: 2 }], kind: 'suppress' as const };
    expect(analyseShot(duel(), flatSight, q)).toEqual({
      ok: false,
      rule: 'PM-SUPPRESS',
      reason: 'suppressive fire is one die at one target',
    });
  });
});

describe('startGame(object) goes through the same checks as text', () => {
  const base = captureTheFlag();
  const cases: { name: string; setup: unknown; field: string }[] = [
    {
      name: 'a duplicate id',
      setup: {
        ...base,
        figures: [base.figures[0], { ...base.figures[1], id: base.figures[0]!.id }, ...base.figures.slice(2)],
      },
      field: 'figures[1].id',
    },
    {
      name: 'a NaN position',
      setup: {
        ...base,
        figures: [{ ...base.figures[0], at: { x: Number.NaN, y: 5 } }, ...base.figures.slice(1)],
      },
      field: 'figures[0].at.x',
    },
    {
      name: 'an unknown piece kind',
      setup: { ...base, terrain: [{ id: 'w1', kind: 'wall', at: { x: 1, y: 1 } }] },
      field: 'terrain[0]',
    },
    { name: 'version 99', setup: { ...base, version: 99 }, field: 'version' },
    { name: 'a 5 MB name', setup: { ...base, name: 'n'.repeat(5_000_000) }, field: 'name' },
  ];
  it.each(cases)('$name is refused naming $field, as the same set-up as text is', ({ setup, field }) => {
    const fromObject = () => startGame(setup as never, 1);
    expect(fromObject).toThrow(`not a playable set-up: ${field}`);
    const text = Number.isNaN((setup as typeof base).figures[0]!.at.x)
      ? null
      : serialiseSetup(setup as typeof base);
    if (text !== null) expect(() => startGame(text, 1)).toThrow(`not a playable set-up: ${field}`);
  });

  it('a seed that is not a whole number is refused naming seed', () => {
    expect(() => startGame(base, Number.NaN)).toThrow('seed: NaN is not a whole number');
    expect(() => startGame(base, 1.5)).toThrow('seed: 1.5 is not a whole number');
  });

  it('a valid set-up object starts the same game as its text', () => {
    expect(startGame(base, 7)).toEqual(startGame(serialiseSetup(base), 7));
  });
});

describe('ids that are names of built-ins', () => {
  it('PM-SNAP: figures called constructor and toString take a split volley; the defender allocates and play goes on', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'constructor', team: 'blue', hex: { q: 2, r: 1 }, slot: 0 },
        { id: 'toString', team: 'blue', hex: { q: 2, r: 1 }, slot: 1 },
      ]),
    );
    const split: Action = {
      type: 'shoot',
      figureId: 'r1',
      shots: [
        { targetId: 'constructor', dice: 1 },
        { targetId: 'toString', dice: 1 },
      ],
    };
    const fired = apply(s, split, { sight: flatSight, dice: [5, 2] });
    if (!fired.ok) throw new Error(fired.reason);
    expect(fired.state.pending).toMatchObject({ kind: 'allocateHits', targets: ['constructor', 'toString'] });
    const chosen = apply(
      fired.state,
      { type: 'decide', decisionId: fired.state.pending!.id, choice: 0 },
      { sight: flatSight, dice: [6] },
    );
    if (!chosen.ok) throw new Error(chosen.reason);
    expect(lines(chosen.events)).toEqual([
      '[PM-SNAP] Blue chooses: 0 on constructor, 1 on toString',
      '[PM-SNAP] hits: 1 on toString',
      '[PM-SAVE] saving throw for toString (saves on 1 or 6): 6 → saved',
    ]);
    expect(chosen.state.pending).toBeNull();
    const ended = apply(chosen.state, { type: 'endTurn' }, { sight: flatSight });
    if (!ended.ok) throw new Error(ended.reason);
    const blue = apply(ended.state, { type: 'aim', figureId: 'constructor' }, { sight: flatSight });
    if (!blue.ok) throw new Error(blue.reason);
    expect(lines(blue.events)).toEqual(['[PM-AIM] constructor takes aim (1 AP)']);
    expect(Object.hasOwn(blue.state.runs, 'toString')).toBe(true);
  });
});

/** The set-up with every figure renamed to a name Object.prototype already has. */
function builtinIds(setup: Setup): Setup {
  const names = Object.getOwnPropertyNames(Object.prototype).filter((n) =>
    /^[A-Za-z][A-Za-z0-9_-]*$/.test(n),
  );
  const rename = new Map(
    setup.figures.map((f, i) => [f.id, `${names[i % names.length]}${i < names.length ? '' : i}`]),
  );
  return {
    ...setup,
    figures: setup.figures.map((f) => ({ ...f, id: rename.get(f.id)!, name: rename.get(f.id)! })),
    markers: setup.markers.map((m) =>
      m.kind === 'flag' && m.carriedBy !== null ? { ...m, carriedBy: rename.get(m.carriedBy)! } : m,
    ),
  };
}

describe('whole games with ids that are names of built-ins', () => {
  it.each([
    ['capture the flag, hex', captureTheFlag(), 3],
    ['reverse flag, hexless', { ...reverseFlag(), mode: 'hexless' as const }, 4],
  ])(
    '%s: every figure and Marshal named after Object.prototype plays to the end and replays',
    (_, base, seed) => {
      const setup = builtinIds(base);
      expect(setup.figures.some((f) => f.id === 'constructor')).toBe(true);
      let s = startGame(setup, seed, { maxTurns: 12 });
      const actions: Action[] = [];
      while (s.phase !== 'over') {
        const a = autoAction(s, flatSight)!;
        const r = apply(s, a, { sight: flatSight });
        if (!r.ok) throw new Error(`${r.reason} (${JSON.stringify(a)})`);
        actions.push(a);
        s = r.state;
      }
      expect(actions.some((a) => a.type === 'shoot')).toBe(true);
      expect(s.log.some((e) => e.pieceId === 'constructor' || e.pieceId === 'toString')).toBe(true);
      let again = startGame(JSON.parse(serialiseSetup(setup)) as Setup, seed, { maxTurns: 12 });
      for (const a of JSON.parse(JSON.stringify(actions)) as Action[]) {
        const r = apply(again, a, { sight: flatSight });
        if (!r.ok) throw new Error(r.reason);
        again = r.state;
      }
      expect(again.log).toEqual(s.log);
    },
  );
});
