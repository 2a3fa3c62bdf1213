import { describe, expect, it } from 'vitest';
import { ledgerRoll, swingsOf } from '../../../../src/game/luck/ledger';
import type { LedgerProgress } from '../../../../src/game/luck/replayLedger';
import { ledgerOf, ledgerSteps } from '../../../../src/game/luck/replayLedger';
import type { RolledStep, WeighedRoll } from '../../../../src/game/luck/rolls';
import type { ToyAction, ToyState, ToyWorld } from '../../../fixtures/toy/engine';
import { toyTable } from '../../../fixtures/toy/setup';
import { toy } from '../../../fixtures/toy/system';
import { autoGame } from './support';
import { toyRolls } from './toyRolls';

// The luck ledger on the toy: a roll of a d6 at an enemy piece takes it off on 4 or more (TOY-ROLL),
// an even chance, so a side's total is a binomial count worked out here by hand. And every way a
// record can be wrong, each refused in words that name what is wrong.

const weighing = { ...toy, rollsOf: toyRolls };
const world = toy.measure();
const game = autoGame(toy, toyTable(3), 11, world);

/** n choose k, for the binomial count of a side's pieces taken off. */
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

describe('the luck ledger of a toy game', () => {
  const made = ledgerOf(weighing, game, world);
  if (!made.ok) throw new Error(made.reason);
  const { ledger } = made;

  it('TOY-ROLL: lists every roll with its odds, its expectation, its luck and its line in the log', () => {
    const rollLines = game.log.flatMap((e, i) => (e.rule === 'TOY-ROLL' ? [i] : []));
    expect(rollLines.length).toBeGreaterThan(3);
    expect(ledger.rolls.map((r) => r.line)).toEqual(rollLines);
    for (const r of ledger.rolls) {
      const fell = game.log[r.line]!.dice![0]!.value;
      expect(r.outcome).toBe(fell >= 4 ? 1 : 0);
      expect(r.expected).toBe(0.5);
      expect(r.luck).toBe(r.outcome - 0.5);
      expect(r.chance).toBe(0.5);
      expect(game.actions[r.action]).toMatchObject({ type: 'roll' });
    }
  });

  it("draws each side's luck as a running sum, and stands its total against the binomial count", () => {
    expect(ledger.sides.map((s) => [s.side, s.name])).toEqual([
      ['red', 'Red'],
      ['blue', 'Blue'],
    ]);
    for (const side of ledger.sides) {
      const mine = ledger.rolls.filter((r) => r.side === side.side);
      const n = mine.length;
      const off = mine.filter((r) => r.outcome === 1).length;
      expect(side.rolls).toBe(n);
      expect(side.luck).toBe(off - n / 2);
      expect(side.line.map((p) => p.luck)).toEqual(
        mine.map((_, i) => mine.slice(0, i + 1).reduce((t, r) => t + r.luck, 0)),
      );
      let below = 0;
      for (let k = 0; k < off; k++) below += choose(n, k) / 2 ** n;
      expect(side.standing.below).toBeCloseTo(below, 14);
      expect(side.standing.tied).toBeCloseTo(choose(n, off) / 2 ** n, 14);
      expect(side.words).toMatch(
        new RegExp(`^${side.name} rolled better than \\d+ % of possible games with the same decisions`),
      );
    }
    // An even chance is no swing: only what was rarer than even in its own direction is listed.
    expect(ledger.swings).toEqual([]);
  });

  it('works in steps: the record read, one for each action replayed, then one for each roll weighed', () => {
    const steps = ledgerSteps(weighing, game, world);
    const seen: LedgerProgress[] = [];
    let next = steps.next();
    while (next.done !== true) {
      seen.push(next.value);
      next = steps.next();
    }
    expect(next.value).toEqual(made);
    const n = game.actions.length;
    const rolls = ledger.rolls.length;
    expect(seen).toEqual([
      ...Array.from({ length: n + 1 }, (_, i) => ({ stage: 'replay', done: i, of: n })),
      ...Array.from({ length: rolls }, (_, i) => ({ stage: 'odds', done: i + 1, of: rolls })),
    ]);
  });
  it("works a game of 3,000 actions a step at a time: its rolls are the short game's, after as many passes", () => {
    const passes = 3000 - game.actions.length;
    // Its log is not the short game's (the passes write lines), so the record keeps none.
    const long = {
      ...game,
      log: undefined,
      actions: [...Array.from({ length: passes + (passes % 2) }, () => ({ type: 'pass' })), ...game.actions],
    };
    const steps = ledgerSteps(weighing, long, world);
    let replayed = 0;
    let next = steps.next();
    for (; next.done !== true; next = steps.next()) if (next.value.stage === 'replay') replayed++;
    expect(replayed).toBe(long.actions.length + 1);
    expect(replayed).toBeGreaterThanOrEqual(3000);
    if (!next.value.ok) throw new Error(next.value.reason);
    const shift = long.actions.length - game.actions.length;
    expect(next.value.ledger.rolls.map((r) => [r.action - shift, r.outcome])).toEqual(
      ledger.rolls.map((r) => [r.action, r.outcome]),
    );
  });
});

describe('a record the ledger refuses, naming what is wrong', () => {
  const refusal = (record: unknown, system: typeof toy = weighing) => {
    const r = ledgerOf(system, record, world);
    return r.ok ? 'made a ledger' : r.reason;
  };

  it('refuses a system that does not say its rolls, and what is not a record', () => {
    expect(refusal(game, toy)).toBe('Toy keeps no luck ledger: its rules do not say their rolls');
    expect(refusal('a game')).toBe('it is not a recorded game');
    expect(refusal({ ...game, actions: 'roll' })).toBe('it has no list of actions');
  });

  it("refuses another system's game, and a broken set-up", () => {
    expect(refusal({ ...game, initial: { ...toyTable(3), system: 'hexprint' } })).toBe(
      'it is a game of "hexprint", not of Toy',
    );
    expect(refusal({ ...game, initial: { ...toyTable(3), seats: [] } })).toMatch(
      /^its set-up is broken \(seats/,
    );
  });

  it('refuses a seed that is no seed, and an action of no shape', () => {
    expect(refusal({ ...game, seed: 1.5 })).toBe('its seed is neither a whole number nor 32 hex digits');
    const actions = [...game.actions];
    actions[2] = { type: 'fly' } as unknown as ToyAction;
    expect(refusal({ ...game, actions })).toMatch(/^action 3: /);
  });

  it('TOY-SEAT: refuses an action the rules refuse, naming it and the rule', () => {
    const actions = [game.actions[1]!, ...game.actions];
    expect(refusal({ ...game, actions })).toMatch(/^action 1 is refused by the rules: .* \(TOY-SEAT\)$/);
  });

  it('refuses odds a system states that are not chances, or a line the action did not write, rather than report them', () => {
    const lopsided = {
      ...toy,
      rollsOf: (step: RolledStep<ToyState, ToyAction, ToyWorld>) =>
        toyRolls(step).map((r) => ({ ...r, odds: [0.5, 0.4] })),
    };
    const first = game.actions.findIndex((a) => a.type === 'roll');
    const roll = game.actions[first] as Extract<ToyAction, { type: 'roll' }>;
    const elsewhere = {
      ...toy,
      rollsOf: (step: RolledStep<ToyState, ToyAction, ToyWorld>) =>
        toyRolls(step).map((r) => ({ ...r, event: 5 })),
    };
    expect(refusal(game, elsewhere)).toMatch(
      /^action \d+: the odds of ".*" point to its line 5, and it wrote 1 line$/,
    );
    expect(refusal(game, lopsided)).toBe(
      `action ${first + 1}: the odds of "${roll.piece} rolls at ${roll.target}" sum to 0.9, not 1`,
    );
  });

  it('refuses a log its seed and actions do not write: a die tampered, or another seed', () => {
    const at = game.log.findIndex((e) => e.rule === 'TOY-ROLL');
    const log = game.log.map((e, i) => (i === at ? { ...e, text: e.text.replace(/: \d/, ': 6') } : e));
    expect(log[at]).not.toEqual(game.log[at]);
    expect(refusal({ ...game, log })).toBe(
      `its log does not match its seed and actions: line ${at + 1} is "[TOY-ROLL] ${log[at]!.text}" in the record, "[TOY-ROLL] ${game.log[at]!.text}" in the replay`,
    );
    expect(refusal({ ...game, log: game.log.slice(0, -1) })).toMatch(
      /^its log does not match .* is nothing in the record/,
    );
    // The same actions from another seed: refused by the rules, or their log does not match.
    expect(refusal({ ...game, seed: game.seed + 1 })).not.toBe('made a ledger');
  });
});

describe('the biggest swings', () => {
  const roll = (what: string, odds: number[], outcome: number): WeighedRoll => ({
    side: 'red',
    what,
    rule: 'TEST',
    counts: { one: 'hit', many: 'hits' },
    odds,
    outcome,
    event: 0,
  });

  it('lists the least likely outcomes first (the earlier of two as rare), in words with their odds, leaving out what was as likely as not', () => {
    const rolls = [
      ledgerRoll(roll('Red 1 fires 2 dice at Blue 1', [0.25, 0.5, 0.25], 2), 0, 3),
      ledgerRoll(roll('Red 2 fires 3 dice at Blue 2', [0.125, 0.375, 0.375, 0.125], 0), 1, 5),
      ledgerRoll(roll('Red 3 fires 1 die at Blue 3', [0.5, 0.5], 1), 2, 7),
      ledgerRoll(roll('Red 4 fires 3 dice at Blue 4', [0.125, 0.375, 0.375, 0.125], 3), 3, 9),
    ];
    expect(rolls.map((r) => r.tail)).toEqual([0.25, 0.125, 0.5, 0.125]);
    expect(swingsOf(rolls)).toEqual([
      {
        roll: 1,
        words: 'Red 2 fires 3 dice at Blue 2: 0 hits against 1.5 expected; none comes 1 time in 8 (13 %).',
      },
      {
        roll: 3,
        words:
          'Red 4 fires 3 dice at Blue 4: 3 hits against 1.5 expected; 3 or more comes 1 time in 8 (13 %).',
      },
      {
        roll: 0,
        words:
          'Red 1 fires 2 dice at Blue 1: 2 hits against 1.0 expected; 2 or more comes 1 time in 4 (25 %).',
      },
    ]);
    expect(swingsOf(rolls, 1)).toHaveLength(1);
  });
});
