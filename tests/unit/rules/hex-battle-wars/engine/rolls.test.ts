import { describe, expect, it } from 'vitest';
import { ForcedDice } from '../../../../../src/game/dice';
import { expectation } from '../../../../../src/game/luck/rolls';
import { ledgerOf } from '../../../../../src/game/luck/replayLedger';
import type { Action } from '../../../../../src/rules/hex-battle-wars/engine/actions';
import { apply } from '../../../../../src/rules/hex-battle-wars/engine/apply';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { attackOdds } from '../../../../../src/rules/hex-battle-wars/engine/odds';
import { redact } from '../../../../../src/rules/hex-battle-wars/engine/redact';
import { attackRolls } from '../../../../../src/rules/hex-battle-wars/engine/rolls';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { duel } from '../../../../../src/rules/hex-battle-wars/setup';
import { hexBattleWars } from '../../../../../src/rules/hex-battle-wars/system';
import { autoGame, gamesBefore, monteCarlo } from '../../../game/luck/support';
import { inPlay } from '../support';

// The luck ledger's rolls in Hex Battle Wars: an attack is one roll of the damage points the target
// loses, weighed with attackOdds before the d20 (HB-ATTACK, HB-TWENTY, HB-DAMAGE), and a whole duel
// played by the automatic players weighed against the engine's odds at every attack.

/** Red at (2, 2) attacks Blue (AC 13) next to it with forced dice: the game before, the action and what it wrote. */
function attackWith(dice: number[]) {
  const s = {
    ...inPlay([
      { seat: 'red', at: { q: 2, r: 2 } },
      { seat: 'blue', at: { q: 3, r: 2 }, ac: 13 },
    ]),
    step: 'attack' as const,
  };
  const action: Action = { type: 'attack', target: 'blue' };
  const r = apply(s, action, flatSight, new ForcedDice(dice));
  if (!r.ok) throw new Error(r.reason);
  return attackRolls({ before: s, action, after: r.state, events: r.events, world: flatSight });
}

describe('Hex Battle Wars rolls for the luck ledger', () => {
  const odds = attackOdds(
    inPlay([
      { seat: 'red', at: { q: 2, r: 2 } },
      { seat: 'blue', at: { q: 3, r: 2 }, ac: 13 },
    ]),
    'red',
    'blue',
  )!;

  it('HB-ATTACK: a hit is the d16 it rolled, weighed with the attack card odds before the d20', () => {
    expect(attackWith([13, 7])).toEqual([
      {
        side: 'red',
        what: 'Red attacks Blue (needs 13+ on the d20)',
        rule: 'HB-ATTACK',
        counts: { one: 'damage point', many: 'damage points' },
        odds: odds.damage,
        outcome: 7,
        event: 1,
      },
    ]);
    expect(expectation(odds.damage)).toBeCloseTo(odds.expected, 12);
    expect(odds.damage[7]).toBeCloseTo(7 / 20 / 16, 15);
  });

  it('HB-TWENTY: a natural 20 doubles the d16, and a miss is no damage', () => {
    expect(attackWith([20, 8])[0]).toMatchObject({ rule: 'HB-TWENTY', outcome: 16, event: 1 });
    expect(attackWith([12])[0]).toMatchObject({ rule: 'HB-ATTACK', outcome: 0, event: 0 });
  });

  it('HB-DICE: other dice (movement, stats, invisibility) have no odds to weigh and are no rolls of the ledger', () => {
    const s = inPlay([
      { seat: 'red', at: { q: 2, r: 2 } },
      { seat: 'blue', at: { q: 3, r: 2 } },
    ]);
    const action: Action = { type: 'rollInvisibility' };
    const r = apply(s, action, flatSight, new ForcedDice([3]));
    if (!r.ok) throw new Error(r.reason);
    expect(r.events.some((e) => e.dice !== undefined)).toBe(true);
    expect(attackRolls({ before: s, action, after: r.state, events: r.events, world: flatSight })).toEqual(
      [],
    );
  });
});

describe('the luck ledger of a duel played by the automatic players (seed 5)', () => {
  const game = autoGame(hexBattleWars, duel(), 5, flatSight);
  const made = ledgerOf(hexBattleWars, game, flatSight);
  if (!made.ok) throw new Error(made.reason);
  const { ledger } = made;
  const before = gamesBefore(hexBattleWars, game, flatSight);

  it('HB-ATTACK: weighs every attack, each with the odds attackOdds gives the attacker before it', () => {
    const attacks = game.actions.flatMap((a, i) => (a.type === 'attack' ? [i] : []));
    expect(attacks.length).toBeGreaterThan(5);
    expect(ledger.rolls.map((r) => r.action)).toEqual(attacks);
    for (const r of ledger.rolls) {
      const s: BattleState = before[r.action]!;
      const action = game.actions[r.action]!;
      if (action.type !== 'attack') throw new Error('not an attack');
      const seat = s.characters[s.active]!.seat;
      const engine = attackOdds(redact(s, seat), seat, action.target)!;
      expect(r.side).toBe(seat);
      expect(r.odds).toEqual(engine.damage);
      expect(r.expected).toBeCloseTo(engine.expected, 12);
      expect(r.chance).toBeGreaterThan(0);
      expect(game.log[r.line]!.rule).toMatch(/^HB-(ATTACK|TWENTY|DAMAGE)$/);
    }
  });

  it("stands each side's total where 20,000 games drawn from the same odds put it", () => {
    expect(ledger.sides.map((s) => s.side)).toEqual(['red', 'blue']);
    for (const side of ledger.sides) {
      const drawn = monteCarlo(ledger, side.side, 20_000, 5);
      expect(Math.abs(side.standing.below - drawn.below)).toBeLessThan(0.015);
      expect(Math.abs(side.standing.tied - drawn.tied)).toBeLessThan(0.015);
      expect(side.luck).toBeCloseTo(side.line.at(-1)!.luck, 12);
    }
  });

  it('says its biggest swings in words with their odds', () => {
    expect(ledger.swings.length).toBeGreaterThan(0);
    for (const w of ledger.swings)
      expect(w.words).toMatch(
        /^(Red|Blue) attacks (Red|Blue)('s tile \d)? \((needs \d+\+ on the d20|only a natural 20 hits)\): \d+ damage points? against \d+\.\d expected; (\d+ or more|none) comes 1 time in [\d,]+ \([\d.]+ %\)\.$/,
      );
    const tails = ledger.swings.map((w) => ledger.rolls[w.roll]!.tail);
    expect(tails).toEqual([...tails].sort((a, b) => a - b));
  });

  it('HB-ATTACK: refuses the duel with an attack changed to a piece that is not there', () => {
    const i = game.actions.findIndex((a) => a.type === 'attack');
    const actions = game.actions.map((a, k) => (k === i ? { type: 'attack', target: 'nobody' } : a));
    expect(ledgerOf(hexBattleWars, { ...game, actions }, flatSight)).toEqual({
      ok: false,
      reason: `action ${i + 1} is refused by the rules: there is no piece "nobody" of another player to attack (HB-ATTACK)`,
    });
  });
});
