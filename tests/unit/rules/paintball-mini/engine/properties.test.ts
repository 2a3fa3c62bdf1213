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
import { hexOf } from '../../../../../src/rules/paintball-mini/engine/field';
import { structureAt } from '../../../../../src/rules/paintball-mini/engine/places';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { captureTheFlag, reverseFlag, singleFlag } from '../../../../../src/rules/paintball-mini/setup';

// Property tests: random legal action sequences (the seed is in fast-check's report) never break an
// invariant, replay exactly, and a refused action never changes the state.

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

const SETUPS: (() => Setup)[] = [
  captureTheFlag,
  reverseFlag,
  singleFlag,
  () => ({ ...captureTheFlag(), options: { experts: true, grenades: true, blindSpots: true } }),
  () => ({
    ...singleFlag(),
    mode: 'hexless' as const,
    options: { experts: true, grenades: true, blindSpots: false },
  }),
];

function invariants(s: GameState, marshals: number): void {
  for (const [id, run] of Object.entries(s.runs)) expect(run.ap, `AP of ${id}`).toBeGreaterThanOrEqual(0);
  const onTable = new Set(s.table.figures.map((f) => f.id));
  for (const f of s.out) expect(onTable.has(f.id), `${f.id} is out but on the table`).toBe(false);
  if (s.current !== null) expect(onTable.has(s.current)).toBe(true);
  expect(s.table.figures.filter((f) => f.role === 'marshal')).toHaveLength(marshals);
  const flags = s.table.markers.filter((m) => m.kind === 'flag');
  expect(new Set(flags.map((m) => m.id)).size).toBe(flags.length);
  for (const m of flags) {
    if (m.kind !== 'flag' || m.carriedBy === null) continue;
    const carrier = s.table.figures.find((f) => f.id === m.carriedBy);
    expect(carrier, `${m.id} carried by a figure on the table`).toBeDefined();
    expect(m.at).toEqual(carrier!.at);
    expect(flags.filter((x) => x.kind === 'flag' && x.carriedBy === m.carriedBy)).toHaveLength(1);
  }
  if (s.shootout === null && s.table.mode === 'hex') {
    const perHex = new Map<string, number>();
    for (const f of s.table.figures) {
      const h = hexOf(s.table, f);
      const k = `${h.q},${h.r}`;
      perHex.set(k, (perHex.get(k) ?? 0) + 1);
    }
    for (const [k, n] of perHex) expect(n, `bases in hex ${k}`).toBeLessThanOrEqual(3);
  }
  const inside = new Map<string, number>();
  for (const f of s.table.figures) {
    const place = structureAt(s.table, f.at);
    if (place === null || place.kind === 'trench' || f.role !== 'paintballer') continue;
    const k = `${place.id}:${f.team}`;
    inside.set(k, (inside.get(k) ?? 0) + 1);
  }
  if (s.shootout === null)
    for (const [k, n] of inside) expect(n, `friendly figures in ${k}`).toBeLessThanOrEqual(2);
}

function play(setupIndex: number, seed: number, picks: number[]): { actions: Action[]; states: GameState[] } {
  const setup = SETUPS[setupIndex]!();
  let s = deepFreeze(newGame(setup, seed));
  const actions: Action[] = [];
  const states = [s];
  for (const pick of picks) {
    if (s.phase === 'over') break;
    const legal = legalActions(s, flatSight);
    const a = pick % 3 === 0 ? autoAction(s, flatSight)! : legal[pick % legal.length]!;
    const r = apply(s, a, { sight: flatSight });
    expect(r.ok, `a listed legal action was refused: ${JSON.stringify(a)} ${r.ok ? '' : r.reason}`).toBe(
      true,
    );
    if (!r.ok) break;
    s = deepFreeze(r.state);
    actions.push(a);
    states.push(s);
  }
  return { actions, states };
}

describe('invariants under random legal play', () => {
  it('no negative AP, the out never return, flags in one place, capacities hold, Marshals stay (fast-check seed 42)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SETUPS.length - 1 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 60 }),
        (k, seed, picks) => {
          const { states } = play(k, seed, picks);
          const marshals = states[0]!.table.figures.filter((f) => f.role === 'marshal').length;
          for (const s of states) invariants(s, marshals);
          const last = states.at(-1)!;
          for (const f of last.out) {
            expect(apply(last, { type: 'move', figureId: f.id, to: f.at }, { sight: flatSight }).ok).toBe(
              false,
            );
            for (const g of last.table.figures) {
              if (g.id === f.id) continue;
              for (const h of last.table.figures) {
                if (h.id !== g.id)
                  expect(flatSight.line(last.table, g.id, h.id).obstructions.some((o) => o.id === f.id)).toBe(
                    false,
                  );
              }
            }
          }
        },
      ),
      { numRuns: 12, seed: 42 },
    );
  });

  it('the same seed and actions give the same log and state (fast-check seed 43)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SETUPS.length - 1 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.array(fc.nat(), { minLength: 10, maxLength: 50 }),
        (k, seed, picks) => {
          const { actions, states } = play(k, seed, picks);
          let s = newGame(SETUPS[k]!(), seed);
          for (const a of actions) {
            const r = apply(s, a, { sight: flatSight });
            if (!r.ok) throw new Error(r.reason);
            s = r.state;
          }
          expect(s.log).toEqual(states.at(-1)!.log);
          expect(s).toEqual(states.at(-1));
        },
      ),
      { numRuns: 8, seed: 43 },
    );
  });

  it('a refused action never changes the state (fast-check seed 44)', () => {
    const junk = (s: GameState, n: number): Action[] => {
      const f = s.table.figures[n % s.table.figures.length]!;
      const other = s.table.figures[(n + 3) % s.table.figures.length]!;
      return [
        { type: 'move', figureId: f.id, to: { q: 40, r: 40 } },
        { type: 'shoot', figureId: f.id, shots: [{ targetId: other.id, dice: 1 + (n % 4) }] },
        { type: 'suppress', figureId: f.id, targetId: f.id },
        { type: 'charge', targetId: other.id, figureIds: [f.id] },
        { type: 'reload', figureId: f.id },
        { type: 'sentry', figureId: f.id },
        { type: 'throwGrenade', figureId: f.id, grenade: 'paint', at: other.at },
        { type: 'decide', decisionId: 999, choice: 0 },
        { type: 'rollCommand' },
        { type: 'endActivation' },
      ];
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SETUPS.length - 1 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.array(fc.nat(), { minLength: 5, maxLength: 40 }),
        (k, seed, picks) => {
          const { states } = play(k, seed, picks);
          for (const s of states.filter((_, i) => i % 5 === 0)) {
            const before = JSON.stringify(s);
            for (const a of junk(s, picks.length)) {
              const r = apply(s, a, { sight: flatSight });
              if (!r.ok) {
                expect(typeof r.reason).toBe('string');
                expect(r.rule).toMatch(/^(PM-|game)/);
              }
            }
            expect(JSON.stringify(s)).toBe(before);
          }
        },
      ),
      { numRuns: 8, seed: 44 },
    );
  });
});
