import { describe, expect, it } from 'vitest';
import { ForcedDice } from '../../../../../src/game/dice';
import { ledgerOf } from '../../../../../src/game/luck/replayLedger';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { apply } from '../../../../../src/rules/hexprint/engine/apply';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { hitChance, shotHits, shotOdds } from '../../../../../src/rules/hexprint/engine/odds';
import { shotRolls } from '../../../../../src/rules/hexprint/engine/rolls';
import type { HexPrintWorld } from '../../../../../src/rules/hexprint/engine/world';
import { hexPrint } from '../../../../../src/rules/hexprint/system';
import { autoGame, gamesBefore, monteCarlo } from '../../../game/luck/support';
import { activating, fixedWorld, hex, open, started, table, unit } from './support';

// The luck ledger's rolls in HexPrint: a shot's dice are one roll of its hits, weighed with shotHits
// before them (the hits half of the shot card's shotOdds: HP-COVER, HP-LOS, HP-WITHIN), and each
// re-roll with a positive counter one die of its own (HP-COUNTER); and a whole Skirmish played by
// the automatic players weighed against the engine's odds at every shot and re-roll.

function game(): HexPrintState {
  return started(
    table([
      unit('scout', 'scout', 'north', [hex(0, 0)]),
      unit('squad', 'line-squad', 'north', [hex(3, 0), hex(4, 0), hex(5, 0)]),
      unit('rival', 'scout', 'south', [hex(0, 4)]),
    ]),
  );
}

/** The rolls `action` made from `s` with forced dice. */
function rollsOf(s: HexPrintState, action: Action, dice: number[], world: HexPrintWorld = open) {
  const out = apply(s, action, world, new ForcedDice(dice));
  if (!out.ok) throw new Error(out.reason);
  return {
    after: out.state,
    rolls: shotRolls({ before: s, action, after: out.state, events: out.events, world }),
  };
}

const shootRival = { type: 'shoot', ability: 0, target: 'rival' } as const;

describe('HexPrint rolls for the luck ledger', () => {
  it("HP-COVER: a shot is one roll of its hits, with shotHits's odds before the dice", () => {
    const s = activating(game(), 'scout');
    const asked = { unit: 'scout', target: 'rival', ability: 0 } as const;
    const { rolls } = rollsOf(s, shootRival, [5, 3]);
    expect(rolls).toEqual([
      {
        side: 'north',
        what: 'North Scout shoots at South Rival (ability 1)',
        rule: 'HP-COVER',
        counts: { one: 'hit', many: 'hits' },
        odds: [1 / 2, 1 / 2],
        outcome: 1,
        event: 0,
      },
    ]);
    // The shot card's damage odds are these hits after Ruins and Armoured: here neither.
    expect(shotOdds(s, open, asked)).toEqual(shotHits(s, open, asked));
  });

  it('HP-COVER: every die of every model counts: the Squad in the open is a binomial of halves', () => {
    const s = activating(game(), 'squad');
    const ability = s.units.find((u) => u.id === 'squad')!.card.abilities[0]!;
    const each = ability.kind === 'shoot' && ability.dice !== 'per model' ? ability.dice : 1;
    const n = 3 * each;
    const choose = (m: number, k: number): number => (k === 0 ? 1 : (choose(m - 1, k - 1) * m) / k);
    const odds = shotHits(s, open, { unit: 'squad', target: 'rival', ability: 0 });
    expect(odds).toHaveLength(n + 1);
    odds.forEach((p, k) => expect(p).toBeCloseTo(choose(n, k) / 2 ** n, 15));
  });

  it('HP-COVER: partial cover needs 5+, full cover 6+, and the odds follow', () => {
    const s = activating(game(), 'scout');
    expect(rollsOf(s, shootRival, [5, 3], fixedWorld(50)).rolls).toMatchObject([
      { odds: [1 - 2 / 6, 2 / 6], outcome: 1 },
    ]);
    expect(rollsOf(s, shootRival, [5], fixedWorld(11)).rolls).toMatchObject([
      { odds: [1 - 1 / 6, 1 / 6], outcome: 0 },
    ]);
  });

  it('HP-COUNTER: a re-roll is one die of its own, hit or miss, with hitChance of the roll it needs', () => {
    const s = game();
    s.units.find((u) => u.id === 'scout')!.counters = 2;
    const first = rollsOf(activating(s, 'scout'), shootRival, [2]);
    expect(first.rolls).toMatchObject([{ outcome: 0, odds: [1 / 2, 1 / 2] }]);
    const again = rollsOf(first.after, { type: 'reroll', die: 0 }, [5, 3]);
    expect(again.rolls).toEqual([
      {
        side: 'north',
        what: 'North Scout re-rolls die 1 (needs 4+)',
        rule: 'HP-COUNTER',
        counts: { one: 'hit', many: 'hits' },
        odds: [1 - hitChance(4), hitChance(4)],
        outcome: 1,
        event: 0,
      },
    ]);
  });
});

describe('the luck ledger of a Skirmish played by the automatic players (seed 7)', () => {
  const world = hexPrint.measure();
  const setup = hexPrint.scenarios.find((x) => x.id === 'skirmish')!.setup();
  const game = autoGame(hexPrint, setup, 7, world);
  const made = ledgerOf(hexPrint, game, world);
  if (!made.ok) throw new Error(made.reason);
  const { ledger } = made;
  const before = gamesBefore(hexPrint, game, world);

  it('HP-COVER / HP-COUNTER: weighs every shot and re-roll, each with the odds the engine gives before it', () => {
    const rolled = game.actions.flatMap((a, i) => (a.type === 'shoot' || a.type === 'reroll' ? [i] : []));
    expect(rolled.length).toBeGreaterThan(30);
    expect(ledger.rolls.map((r) => r.action)).toEqual(rolled);
    for (const r of ledger.rolls) {
      const s = before[r.action]!;
      const action = game.actions[r.action]!;
      const unit = s.units.find((u) => u.id === s.activation!.unit)!;
      const engine =
        action.type === 'shoot'
          ? shotHits(s, world, { unit: unit.id, target: action.target, ability: action.ability })
          : action.type === 'reroll'
            ? [
                1 - hitChance(s.activation!.shot!.dice[action.die]!.need),
                hitChance(s.activation!.shot!.dice[action.die]!.need),
              ]
            : [];
      expect(r.odds).toEqual(engine);
      expect(r.expected).toBeCloseTo(
        engine.reduce((e, p, k) => e + k * p, 0),
        14,
      );
      expect(r.side).toBe(unit.seat);
      expect(r.chance).toBeGreaterThan(0);
      expect(game.log[r.line]!.rule).toBe(action.type === 'shoot' ? 'HP-COVER' : 'HP-COUNTER');
    }
  });

  it("stands each side's total where 20,000 games drawn from the same odds put it", () => {
    expect(ledger.sides.map((s) => [s.side, s.name])).toEqual([
      ['north', 'North'],
      ['south', 'South'],
    ]);
    for (const side of ledger.sides) {
      const drawn = monteCarlo(ledger, side.side, 20_000, 7);
      expect(Math.abs(side.standing.below - drawn.below)).toBeLessThan(0.015);
      expect(Math.abs(side.standing.tied - drawn.tied)).toBeLessThan(0.015);
    }
  });

  it('says its biggest swings in words with their odds, rarest first', () => {
    expect(ledger.swings.length).toBeGreaterThan(0);
    for (const w of ledger.swings)
      expect(w.words).toMatch(
        /^(North|South) [A-Za-z ]+ (shoots at (North|South) [A-Za-z ]+ \(ability \d\)|re-rolls die \d+ \(needs \d\+\)): \d+ hits? against \d\.\d expected; (\d+ or more|none|\d+ or fewer) comes 1 time in [\d,]+ \([\d.]+ %\)\.$/,
      );
    const tails = ledger.swings.map((w) => ledger.rolls[w.roll]!.tail);
    expect(tails).toEqual([...tails].sort((a, b) => a - b));
  });

  it('HP-FRIENDLY: refuses the game with a shot turned on its own side', () => {
    const i = game.actions.findIndex((a) => a.type === 'shoot');
    const own = before[i]!.activation!.unit;
    const actions = game.actions.map((a, k) => (k === i && a.type === 'shoot' ? { ...a, target: own } : a));
    const r = ledgerOf(hexPrint, { ...game, actions }, world);
    expect(r.ok ? '' : r.reason).toMatch(
      new RegExp(`^action ${i + 1} is refused by the rules: .* \\(HP-FRIENDLY\\)$`),
    );
  });
});
