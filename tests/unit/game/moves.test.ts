import { describe, expect, it } from 'vitest';
import type { RngState } from '../../../src/game/dice';
import { ForcedDice, SeededDice, seedRng } from '../../../src/game/dice';
import { whyNot } from '../../../src/game/legality';
import type { LogEntry } from '../../../src/game/log';
import { logLines, rolled } from '../../../src/game/log';
import type { MoveContext, MoveRules } from '../../../src/game/moves';
import { applyMoves } from '../../../src/game/moves';

// The kit's move context (src/game/moves.ts) on a toy game of no rule system: a pile of counters a
// player adds to by hand or by a d6, halves when it is even, and ends at 20 or more.

interface Pile {
  readonly turn: number;
  readonly counters: number;
  readonly over: boolean;
  readonly rng: RngState;
  readonly log: readonly LogEntry[];
}

type Act =
  | { readonly type: 'add'; readonly n: number }
  | { readonly type: 'roll' }
  | { readonly type: 'rollThenHalve' }
  | { readonly type: 'endTurn' };

/** A world that says how many counters a hand holds: the toy's measure of the table. */
interface Hand {
  readonly most: number;
}

/** A toy move's context, named with its type so that `ctx.need` narrows. */
type Ctx = MoveContext<Pile, Hand>;

const keeping = {
  turnOf: (s: Pile) => s.turn,
  record: (s: Pile, rng: RngState, log: readonly LogEntry[]): Pile => ({ ...s, rng, log }),
};

const rules: MoveRules<Pile, Act, Hand> = {
  ...keeping,
  moves: {
    add: (ctx: Ctx, a) => {
      const { state, world, say } = ctx;
      ctx.need(a.n <= world.most, 'TOY-HAND', `a hand holds ${world.most} counters, not ${a.n}`);
      say('TOY-ADD', `${a.n} counters go on the pile.`);
      return { ...state, counters: state.counters + a.n };
    },
    roll: ({ state, dice, say }) => {
      const v = dice.roll(6);
      say('TOY-ROLL', `The die adds ${v}.`, 'pile', rolled(6, [v]));
      return { ...state, counters: state.counters + v };
    },
    rollThenHalve: (ctx: Ctx) => {
      const v = ctx.dice.roll(6);
      ctx.say('TOY-ROLL', `The die adds ${v}.`, 'pile', rolled(6, [v]));
      const counters = ctx.state.counters + v;
      ctx.need(counters % 2 === 0, 'TOY-HALF', `${counters} counters cannot be halved`);
      return { ...ctx.state, counters: counters / 2 };
    },
    endTurn: ({ state, say }) => {
      say('TOY-TURN', `Turn ${state.turn + 1}.`, undefined, undefined, { turn: state.turn + 1 });
      return { ...state, turn: state.turn + 1 };
    },
  },
  check: (ctx: Ctx) => ctx.need(!ctx.state.over, 'TOY-END', 'the pile is full'),
  settle: ({ say }, next) => {
    if (next.counters < 20) return next;
    say('TOY-END', 'The pile is full.');
    return { ...next, over: true };
  },
};

const apply = applyMoves(rules);
const hand: Hand = { most: 5 };
const pile = (counters = 0, seed = 1): Pile => ({
  turn: 1,
  counters,
  over: false,
  rng: seedRng(seed),
  log: [],
});

describe('the move context', () => {
  it('a move that breaks a rule is refused naming it, and the state passed in is untouched', () => {
    const s = pile(3);
    const before = structuredClone(s);
    expect(apply(s, { type: 'add', n: 6 }, hand)).toEqual({
      ok: false,
      rule: 'TOY-HAND',
      reason: 'a hand holds 5 counters, not 6',
    });
    expect(s).toEqual(before);
  });

  it('a refusal after a die and a line keeps neither: no state, no events', () => {
    const r = apply(pile(0), { type: 'rollThenHalve' }, hand, new ForcedDice([3]));
    expect(r).toEqual({ ok: false, rule: 'TOY-HALF', reason: '3 counters cannot be halved' });
  });

  it('forced dice that run out, or do not fit the die, are a refusal under the rule the system names', () => {
    expect(apply(pile(), { type: 'roll' }, hand, new ForcedDice([]))).toEqual({
      ok: false,
      rule: 'dice',
      reason: 'the forced dice ran out: the action needs more than 0',
    });
    const named = applyMoves({ ...rules, diceRule: 'TOY-DICE' });
    expect(named(pile(), { type: 'roll' }, hand, new ForcedDice([7]))).toEqual({
      ok: false,
      rule: 'TOY-DICE',
      reason: 'forced die 1 (7) is not a d6 roll',
    });
  });

  it('the lines a move says are its events and end the next state’s log, in the state’s turn or the one given', () => {
    const first = apply(pile(), { type: 'add', n: 2 }, hand);
    if (!first.ok) throw new Error(first.reason);
    const second = apply(first.state, { type: 'endTurn' }, hand);
    if (!second.ok) throw new Error(second.reason);
    expect(logLines(first.events)).toEqual(['[TOY-ADD] 2 counters go on the pile.']);
    expect(second.events).toEqual([{ turn: 2, rule: 'TOY-TURN', text: 'Turn 2.' }]);
    expect(second.state.log).toEqual([
      { turn: 1, rule: 'TOY-ADD', text: '2 counters go on the pile.' },
      ...second.events,
    ]);
  });

  it('a move reads back the lines it has said so far (none unlogged), to name a thing after the line that tells of it', () => {
    const seen: number[] = [];
    const counting: MoveRules<Pile, { type: 'twice' }, Hand> = {
      ...keeping,
      moves: {
        twice: ({ state, say, said }) => {
          seen.push(said.length);
          say('TOY-ADD', 'one counter goes on the pile.');
          seen.push(said.length);
          say('TOY-ADD', `counter ${state.log.length + said.length} goes on the pile.`);
          seen.push(said.length);
          return { ...state, counters: state.counters + 2 };
        },
      },
    };
    const s = { ...pile(), log: [{ turn: 1, rule: 'TOY-ADD', text: 'an old line' }] };
    const r = applyMoves(counting)(s, { type: 'twice' }, hand);
    if (!r.ok) throw new Error(r.reason);
    expect(seen).toEqual([0, 1, 2]);
    expect(r.events[1]!.text).toBe('counter 2 goes on the pile.');
    expect(r.state.log.indexOf(r.events[1]!)).toBe(2);
    seen.length = 0;
    applyMoves(counting, { logged: false })(s, { type: 'twice' }, hand);
    expect(seen).toEqual([0, 0, 0]);
  });

  it('what follows every move (settle) says its own lines, and the check before refuses once the game is over', () => {
    const r = apply(pile(18), { type: 'add', n: 3 }, hand);
    if (!r.ok) throw new Error(r.reason);
    expect(logLines(r.events)).toEqual([
      '[TOY-ADD] 3 counters go on the pile.',
      '[TOY-END] The pile is full.',
    ]);
    expect(r.state.over).toBe(true);
    expect(apply(r.state, { type: 'add', n: 1 }, hand)).toEqual({
      ok: false,
      rule: 'TOY-END',
      reason: 'the pile is full',
    });
  });

  it('seeded dice: the state’s seed gives the same rolls every time, and the next state keeps the dice where they stopped', () => {
    const s = pile(0, 42);
    const a = apply(s, { type: 'roll' }, hand);
    const b = apply(s, { type: 'roll' }, hand);
    const expected = new SeededDice(seedRng(42));
    const v = expected.roll(6);
    expect(a).toEqual(b);
    if (!a.ok) throw new Error(a.reason);
    expect(a.state.counters).toBe(v);
    expect(a.state.rng).toEqual(expected.state());
    expect(a.events[0]!.dice).toEqual([{ sides: 6, value: v }]);
  });

  it('a move that rolls no die leaves the dice as they were, and a test’s forced dice leave them too', () => {
    const s = pile(0, 42);
    const quiet = apply(s, { type: 'add', n: 1 }, hand);
    const forced = apply(s, { type: 'roll' }, hand, new ForcedDice([4]));
    if (!quiet.ok || !forced.ok) throw new Error('refused');
    expect(quiet.state.rng).toBe(s.rng);
    expect(forced.state.rng).toBe(s.rng);
    expect(forced.state.counters).toBe(4);
  });

  it('in a game that keeps no log nothing is said: no events, an empty log, the same dice and state', () => {
    const unlogged = applyMoves(rules, { logged: false });
    const s = { ...pile(18, 7), log: [{ turn: 1, rule: 'TOY-ADD', text: 'an old line' }] };
    const logged = apply(s, { type: 'roll' }, hand);
    const quiet = unlogged(s, { type: 'roll' }, hand);
    if (!logged.ok || !quiet.ok) throw new Error('refused');
    expect(quiet.events).toEqual([]);
    expect(quiet.state).toEqual({ ...logged.state, log: [] });
  });

  it('the legality probe reads a refusal before any die, and passes a move that reaches its first die', () => {
    const system = { apply };
    expect(whyNot(system, pile(), { type: 'add', n: 9 }, hand)?.rule).toBe('TOY-HAND');
    expect(whyNot(system, pile(), { type: 'rollThenHalve' }, hand)).toBeNull();
  });

  it('a system that works on a copy (draft) may change it in place: a refusal still leaves the state passed in as it was', () => {
    interface Heap {
      turn: number;
      counters: number[];
      rng: RngState;
      log: readonly LogEntry[];
    }
    const drafted = applyMoves<Heap, { type: 'take' }, Hand>({
      turnOf: (s) => s.turn,
      record: (s, rng, log) => Object.assign(s, { rng, log }),
      draft: structuredClone,
      moves: {
        take: (ctx: MoveContext<Heap, Hand>) => {
          const { state, say } = ctx;
          const n = state.counters.pop()!;
          say('TOY-TAKE', `${n} is taken.`);
          ctx.need(state.counters.length > 0, 'TOY-LAST', 'the last counter stays');
          return state;
        },
      },
    });
    const s: Heap = { turn: 1, counters: [1, 2], rng: seedRng(3), log: [] };
    const taken = drafted(s, { type: 'take' }, hand);
    if (!taken.ok) throw new Error(taken.reason);
    expect(taken.state.counters).toEqual([1]);
    expect(s.counters).toEqual([1, 2]);
    expect(drafted(taken.state, { type: 'take' }, hand)).toEqual({
      ok: false,
      rule: 'TOY-LAST',
      reason: 'the last counter stays',
    });
    expect(taken.state.counters).toEqual([1]);
  });
});
