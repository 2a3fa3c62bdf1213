import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch } from '../../../src/net/applyPatch';
import { projectState } from '../../../src/net/projection';
import { diffState } from '../../../src/net/statePatch';
import type { CardsAction, CardsState } from './support/secretCards';
import { secretCards } from './support/secretCards';

// A pushed event carries the change from the game its audience was sent before, not the game
// again: the diff walks only into what changed, the client applies it without touching the game
// it holds, and a patch worked out from a seat's projection holds nothing that seat may not see.

/** What the wire makes of a value: JSON, as socket.io sends it. */
const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v) ?? 'null') as T;

/** `a` and `b` sent as the server sends them: `b` as a patch of `a`, applied by the client. */
function roundTrip(a: unknown, b: unknown): unknown {
  const r = applyPatch(wire(a), wire(diffState(a, b)));
  if (!r.ok) throw new Error(r.problem);
  return r.state;
}

/** `v` with the value at one path changed, copying only the way there (as the engines do). */
function edit(v: unknown, path: readonly number[], to: unknown): unknown {
  if (path.length === 0 || typeof v !== 'object' || v === null) return to;
  const keys = Object.keys(v);
  if (keys.length === 0) return to;
  const k = keys[path[0]! % keys.length]!;
  const copy = (Array.isArray(v) ? [...v] : { ...v }) as Record<string, unknown>;
  copy[k] = edit(copy[k], path.slice(1), to);
  return copy;
}

describe('state patches', () => {
  it('a patch applied to the game before gives the game after, whatever both are', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(roundTrip(a, b)).toEqual(wire(b));
      }),
      { numRuns: 500 },
    );
  });

  it('a game changed in a few places, its other parts shared, patches to the same game', () => {
    const edits = fc.array(fc.tuple(fc.array(fc.nat(), { maxLength: 5 }), fc.jsonValue()), { maxLength: 4 });
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), edits, (a, changes) => {
        const b = changes.reduce<unknown>((v, [path, to]) => edit(v, path, to), a);
        expect(roundTrip(a, b)).toEqual(wire(b));
        expect(diffState(a, a)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('walks only into what changed, and names each change by its path', () => {
    const figures = [
      { id: 'r1', at: [0, 0] },
      { id: 'b1', at: [3, 1] },
    ];
    const before = { turn: 1, table: { figures }, flags: { red: true }, gone: 'x' };
    const moved = [figures[0]!, { ...figures[1]!, at: [2, 1] }];
    const after = { turn: 2, table: { figures: [...moved, { id: 'b2', at: [0, 4] }] }, flags: before.flags };
    expect(diffState(before, after)).toEqual([
      [['turn'], 2],
      [['table', 'figures', 1, 'at', 0], 2],
      [['table', 'figures', 2], { id: 'b2', at: [0, 4] }],
      [['gone']],
    ]);
    // A field named as one every object inherits is still the game's own.
    expect(diffState({ toString: null }, {})).toEqual([[['toString']]]);
    expect(diffState({}, { valueOf: 1 })).toEqual([[['valueOf'], 1]]);
    // A shorter list is sent whole; a field set to undefined is taken away, as JSON drops it.
    expect(diffState({ a: [1, 2, 3], b: 1 }, { a: [1], b: undefined })).toEqual([[['a'], [1]], [['b']]]);
  });

  it('leaves the game it patches as it was, and shares every part a step does not touch', () => {
    const before = { a: { x: [1, 2] }, b: { y: 1 } };
    const kept = wire(before);
    const r = applyPatch(before, [
      [['a', 'x', 1], 5],
      [['a', 'x', 2], 6],
      [['c'], 'new'],
    ]);
    expect(r).toEqual({ ok: true, state: { a: { x: [1, 5, 6] }, b: { y: 1 }, c: 'new' } });
    expect(before).toEqual(kept);
    expect((r as { state: typeof before }).state.b).toBe(before.b);
  });

  it('a patch of a seat’s projection never holds another seat’s hidden card, nor the dice', () => {
    const seats = ['red', 'blue', 'green'];
    const setup = secretCards.readSetupOrThrow(3);
    const actions = fc.array(fc.constantFrom<CardsAction>({ type: 'draw' }, { type: 'show' }), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.nat(), actions, (seed, list) => {
        let game = secretCards.start(setup, seed);
        for (const action of list) {
          const r = secretCards.apply(game, action, null);
          if (!r.ok) break;
          for (const seat of seats) {
            const before = projectState(secretCards, game, seat);
            const after = projectState(secretCards, r.state, seat) as CardsState;
            const sent = JSON.stringify(diffState(before, after));
            for (const other of seats.filter((s) => s !== seat && !r.state.shown[s]))
              expect(sent).not.toContain(r.state.cards[other]!);
            expect(sent).not.toMatch(/"(seed|rng)"/);
            expect(roundTrip(before, after)).toEqual(wire(after));
          }
          game = r.state;
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('a broken patch is refused whole, naming the step, and changes nothing', () => {
  const game = Object.freeze({ turn: 1, figures: Object.freeze([Object.freeze({ id: 'r1' })]) });
  const refusals: [string, unknown, string][] = [
    ['not a list', { steps: 1 }, 'the steps are not a list'],
    ['a step that is no path', [['turn', 2]], "step 0's path is not a list of keys"],
    [
      'a path through a prototype',
      [[['__proto__', 'polluted'], true]],
      'step 0\'s path names "__proto__", which no game state has',
    ],
    ['a negative index', [[['figures', -1], {}]], "step 0's path names -1, which no game state has"],
    [
      'a path through a field the game has not',
      [[['board', 'tiles', 0], 1]],
      'step 0 (board.tiles.0) goes through board, which is not there',
    ],
    [
      'an index past the end of a list',
      [[['figures', 3], {}]],
      'step 0 (figures.3) names a place the game does not have',
    ],
    [
      'a name into a list',
      [[['figures', 'length'], 0]],
      'step 0 (figures.length) names a place the game does not have',
    ],
    [
      'taking away a field the game has not',
      [[['winner']]],
      'step 0 (winner) takes away a field the game does not have',
    ],
    ['taking the whole game away', [[[]]], 'step 0 (the whole game) takes the whole game away'],
  ];
  for (const [what, steps, problem] of refusals)
    it(what, () => {
      expect(applyPatch(game, steps)).toEqual({ ok: false, problem });
      expect(game).toEqual({ turn: 1, figures: [{ id: 'r1' }] });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

  it('too many steps', () => {
    const steps = Array.from({ length: 50_001 }, () => [['turn'], 2]);
    expect(applyPatch(game, steps)).toEqual({
      ok: false,
      problem: 'it has 50001 steps, over the 50000 a patch may take',
    });
  });
});
