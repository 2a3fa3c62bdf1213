import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import {
  apply,
  autoAction,
  flatSight,
  legalActions,
  newGame,
} from '../../../../../src/rules/paintball-mini/engine';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { SCENARIOS } from '../../../../../src/rules/paintball-mini/setup';
import { actionSchema, surelyWellFormed } from '../../../../../src/rules/paintball-mini/engine/actionShape';

// Issue #10, "the headless API refuses bad input": random actions, well-typed or not (NaN, strings,
// missing and extra fields, ids of built-ins, 7 dice), thrown at random reachable states of every
// shipped scenario in both modes. None throws; a refused action leaves the state deep-equal to before;
// every game the accepted actions make still saves as JSON, reloads, and replays from its set-up,
// seed and actions to the same log.

const SETUPS: { name: string; make: () => Setup }[] = Object.entries(SCENARIOS).flatMap(([name, make]) =>
  (['hex', 'hexless'] as const).map((mode) => ({
    name: `${name} (${mode})`,
    make: (): Setup => ({ ...make(), mode, options: { experts: true, grenades: true, blindSpots: true } }),
  })),
);

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** A value of any shape that may sit where a number, id or place belongs. */
const junk = fc.oneof(
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -1, 0, 1.5, 7, 1e308, '1', '', null, undefined, true),
  fc.constantFrom('constructor', 'toString', '__proto__', 'hasOwnProperty', 'x'.repeat(100)),
  fc.constantFrom({}, [], { x: '1', y: 2 }, { q: 1.5, r: 0 }, { q: '0', r: '1' }),
);

/** An action built from the state's own ids and numbers, with any field possibly replaced by junk. */
function arbitraryAction(ids: readonly string[], waiting = 1): fc.Arbitrary<unknown> {
  const id = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: junk });
  const num = fc.oneof({ weight: 3, arbitrary: fc.double({ min: -80, max: 80, noNaN: true }) }, junk);
  const point = fc.oneof({ weight: 3, arbitrary: fc.record({ x: num, y: num }) }, junk);
  const hex = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({ q: fc.integer({ min: -3, max: 8 }), r: fc.integer({ min: -2, max: 6 }) }),
    },
    junk,
  );
  const place = fc.oneof(point, hex);
  const dice = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) }, junk);
  const shots = fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.record({ targetId: id, dice }), { minLength: 1, maxLength: 3 }) },
    fc.constant([]),
    junk,
  );
  const typed = fc.oneof(
    fc.constant({ type: 'rollCommand' }),
    fc.record({ type: fc.constant('move'), figureId: id, to: place }),
    fc.record({ type: fc.constant('rotate'), figureId: id, facing: num }),
    fc.record({ type: fc.constant('aim'), figureId: id }),
    fc.record({ type: fc.constant('shoot'), figureId: id, shots }),
    fc.record({ type: fc.constant('suppress'), figureId: id, targetId: id }),
    fc.record({ type: fc.constantFrom('sentry', 'standDown', 'reload'), figureId: id }),
    fc.record({
      type: fc.constant('throwGrenade'),
      figureId: id,
      grenade: fc.oneof(fc.constantFrom('smoke', 'paint'), junk),
      at: place,
    }),
    fc.record({
      type: fc.constant('charge'),
      targetId: id,
      figureIds: fc.oneof(fc.array(id, { maxLength: 3 }), junk),
    }),
    fc.constantFrom({ type: 'endActivation' }, { type: 'endTurn' }),
    fc.record({
      type: fc.constant('decide'),
      // Often the decision waiting (a game may open on the players' start choices), else any number or junk.
      decisionId: fc.oneof(
        { weight: 2, arbitrary: fc.constant(waiting) },
        fc.integer({ min: 0, max: 40 }),
        junk,
      ),
      choice: fc.oneof(fc.integer({ min: -1, max: 4 }), point, junk),
    }),
  );
  return fc.oneof(
    { weight: 8, arbitrary: typed },
    // An extra field, or a field missing.
    { weight: 1, arbitrary: typed.map((a) => ({ ...(a as object), extra: 1 })) },
    {
      weight: 1,
      arbitrary: typed.map((a) =>
        Object.fromEntries(Object.entries(a as object).filter(([k]) => k === 'type')),
      ),
    },
    { weight: 1, arbitrary: junk },
  );
}

/** A reachable state: the set-up's game after `steps` actions, each the automatic or a listed legal one. */
function reach(
  setup: Setup,
  seed: number,
  picks: readonly number[],
  pastTheStart = false,
): { state: GameState; actions: Action[] } {
  let s = newGame(setup, seed);
  const actions: Action[] = [];
  // The players' start choices (experts, grenades) answered first, so the picks reach play itself.
  while (pastTheStart && s.phase === 'command' && s.pending !== null) {
    const a = autoAction(s, flatSight)!;
    const r = apply(s, a, { sight: flatSight });
    if (!r.ok) throw new Error(`a start choice was refused: ${r.reason}`);
    s = r.state;
    actions.push(a);
  }
  for (const pick of picks) {
    if (s.phase === 'over') break;
    const legal = legalActions(s, flatSight);
    const a = pick % 2 === 0 ? autoAction(s, flatSight)! : legal[pick % legal.length]!;
    const r = apply(s, a, { sight: flatSight });
    if (!r.ok) throw new Error(`a legal action was refused: ${r.reason}`);
    s = r.state;
    actions.push(a);
  }
  return { state: deepFreeze(s), actions };
}

describe('random and malformed actions at reachable states (issue #10)', () => {
  it('never throw, refusals leave the state deep-equal, accepted games save, reload and replay (fast-check seed 1010)', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SETUPS.length - 1 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.array(fc.nat(), { minLength: 0, maxLength: 30 }),
        fc.nat(),
        (k, seed, picks, salt) => {
          const setup = SETUPS[k]!.make();
          const reached = reach(setup, seed, picks, salt % 3 !== 0);
          let s = reached.state;
          const actions = [...reached.actions];
          const ids = [...s.table.figures.map((f) => f.id), 'ghost'];
          const thrown = fc.sample(arbitraryAction(ids, s.pending?.id ?? 1), {
            numRuns: 25,
            seed: seed ^ salt,
          });
          for (const a of thrown) {
            const before = structuredClone(s);
            let r: ReturnType<typeof apply> | undefined;
            expect(
              () => {
                r = apply(s, a as Action, { sight: flatSight });
              },
              `apply threw on ${JSON.stringify(a)}`,
            ).not.toThrow();
            if (r === undefined) continue;
            if (!r.ok) {
              expect(r.reason.length, `a refusal says why: ${JSON.stringify(a)}`).toBeGreaterThan(0);
              expect(s).toEqual(before);
              refused++;
              continue;
            }
            s = deepFreeze(r.state);
            actions.push(a as Action);
            accepted++;
          }
          // Saved as JSON (set-up, seed, actions) and the state itself, then reloaded and replayed.
          const saved = JSON.parse(JSON.stringify({ initial: setup, seed, actions })) as {
            initial: Setup;
            seed: number;
            actions: Action[];
          };
          // A NaN or a string where a number belongs would not come back the same.
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          let again = newGame(saved.initial, saved.seed);
          for (const a of saved.actions) {
            const r = apply(again, a, { sight: flatSight });
            expect(r.ok, `replaying ${JSON.stringify(a)}: ${r.ok ? '' : r.reason}`).toBe(true);
            if (!r.ok) return;
            again = r.state;
          }
          expect(again.log).toEqual(s.log);
          expect(JSON.stringify(again)).toBe(JSON.stringify(s));
        },
      ),
      { numRuns: 24, seed: 1010 },
    );
    // The property saw both sides: thrown actions the rules took, and ones they refused.
    expect(accepted).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(200);
  });

  it('the fast shape check says yes only when the schema does, and yes to every legal action (fast-check seed 1011)', () => {
    const ids = ['red-1', 'blue-2', 'constructor'];
    fc.assert(
      fc.property(arbitraryAction(ids), (a) => {
        if (surelyWellFormed(a)) expect(actionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
      }),
      { numRuns: 3000, seed: 1011 },
    );
    for (const { make } of SETUPS) {
      const { state } = reach(make(), 5, [1, 2, 3, 4, 5, 6]);
      for (const a of legalActions(state, flatSight))
        expect(surelyWellFormed(a), JSON.stringify(a)).toBe(true);
    }
  });
});
