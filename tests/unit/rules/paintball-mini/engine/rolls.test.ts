import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../../../src/game/luck/replayLedger';
import type { Action, GameState, SentryShot } from '../../../../../src/rules/paintball-mini/engine';
import { analyseShot, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { volleyRolls } from '../../../../../src/rules/paintball-mini/engine/rolls';
import { volleyHits } from '../../../../../src/rules/paintball-mini/engine/volleyChances';
import { sentryShotOdds } from '../../../../../src/rules/paintball-mini/engine/sentryOdds';
import type { Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { paintballMini } from '../../../../../src/rules/paintball-mini/system';
import { autoGame, gamesBefore, monteCarlo } from '../../../game/luck/support';
import { act } from './support/act';
import { centre, redToAct, table } from './support/table';

// The luck ledger's rolls in PaintBall Mini: a volley (a shot, suppressive fire, a sentry's die) is
// one roll of its hits after the problem chart, weighed with the volley card's odds before the dice
// (analyseShot, sentryShotOdds: the engine's volleyOdds), and a whole game played by the automatic
// players weighed against the engine's odds at every volley.

/** The rolls `action` made from `s` with forced dice, and the lines it wrote. */
function rollsOf(s: GameState, action: Action, dice: number[]) {
  const r = act(s, action, dice);
  return {
    rolls: volleyRolls({ before: s, action, after: r.state, events: r.events, world: flatSight }),
    log: r.log,
  };
}

/** Red r1 in hex (0, 1), Blue b1 and b2 three hexes off in one hex; red to act. */
const range3 = (terrain: Terrain[] = []) =>
  redToAct(
    table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 3, r: 1 } },
        { id: 'b2', hex: { q: 3, r: 1 }, slot: 1 },
      ],
      { terrain },
    ),
  );

/** The volley card's odds of the shot, read as the whole volley's hits (volleyHits). */
function hitsOdds(s: GameState, action: Extract<Action, { type: 'shoot' | 'suppress' }>): number[] {
  const a =
    action.type === 'shoot'
      ? analyseShot(s, flatSight, { figureId: action.figureId, shots: action.shots })
      : analyseShot(s, flatSight, {
          figureId: action.figureId,
          shots: [{ targetId: action.targetId, dice: 1 }],
          kind: 'suppress',
        });
  if (!a.ok) throw new Error(a.reason);
  return volleyHits(a.odds);
}

const sum = (odds: readonly number[]) => odds.reduce((a, b) => a + b, 0);

describe('PaintBall Mini rolls for the luck ledger', () => {
  it('PM-SNAP / PM-RANGE: a volley is one roll of its hits, with the odds analyseShot gives before the dice', () => {
    const s = range3();
    const shoot = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 2 }] } as const;
    const { rolls, log } = rollsOf(s, shoot, [5, 2, 1]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 2 at b1 (range 3, needs 4+): 5, 2',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 1 → saved',
    ]);
    const odds = hitsOdds(s, shoot);
    expect(rolls).toEqual([
      {
        side: 'red',
        what: 'r1 fires: 2 dice at b1 (needs 4+)',
        rule: 'PM-SNAP',
        counts: { one: 'hit', many: 'hits' },
        odds,
        outcome: 1,
        event: 0,
      },
    ]);
    // Two dice needing 4+: both hit 1 in 4; one hits, the other 2 or 3 (or a 1 and the chart's 6 plays on).
    expect(odds[2]).toBeCloseTo(1 / 4, 14);
    expect(odds[1]).toBeCloseTo(2 * (1 / 2) * (1 / 3) + 2 * (1 / 6) * (1 / 6) * (1 / 2), 14);
    expect(sum(odds)).toBeCloseTo(1, 14);
  });

  it('PM-AIM: an aimed volley says so, with the roll aiming brings it, and its odds are the aimed ones', () => {
    const aimed = act(range3(), { type: 'aim', figureId: 'r1' }).state;
    const shoot = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] } as const;
    const { rolls } = rollsOf(aimed, shoot, [2]);
    expect(rolls).toMatchObject([
      { what: 'r1 fires, aimed: 1 die at b1 (needs 3+)', outcome: 0, odds: hitsOdds(aimed, shoot) },
    ]);
    expect(rolls[0]!.odds[1]).toBeCloseTo(4 / 6, 14);
  });

  it('PM-SNAP: a volley at one target has the hits the target card shows', () => {
    const s = range3();
    const a = analyseShot(s, flatSight, { figureId: 'r1', shots: [{ targetId: 'b1', dice: 3 }] });
    if (!a.ok) throw new Error(a.reason);
    volleyHits(a.odds).forEach((p, k) => expect(p).toBeCloseTo(a.odds.targets[0]!.hits[k]!, 14));
  });

  it('PM-CHART: a 1 whose chart ends the volley (a gun jam) leaves no hit, the 5 discounted', () => {
    const s = range3();
    const shoot = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 2 }] } as const;
    const { rolls, log } = rollsOf(s, shoot, [1, 5, 3]);
    expect(log[0]).toBe('[PM-RANGE] to hit: r1 fires 2 at b1 (range 3, needs 4+): 1, 5');
    expect(log[1]).toBe(
      '[PM-CHART] problem chart for a 1: 3 → gun jam: other dice discounted; r1 is neutral until a Marshal clears the gun',
    );
    expect(rolls).toMatchObject([{ outcome: 0, event: 0, odds: hitsOdds(s, shoot) }]);
  });

  it('PM-SNAP: two targets in one volley are one roll of all its hits, each target named with its need', () => {
    const s = range3();
    const shoot = {
      type: 'shoot',
      figureId: 'r1',
      shots: [
        { targetId: 'b1', dice: 1 },
        { targetId: 'b2', dice: 1 },
      ],
    } as const;
    const { rolls } = rollsOf(s, shoot, [6, 6, 2, 2]);
    expect(rolls).toMatchObject([
      { what: 'r1 fires: 1 die at b1 (needs 4+), 1 at b2 (needs 4+)', outcome: 2, odds: hitsOdds(s, shoot) },
    ]);
  });

  it('PM-SMOKE: a smoke die that stops the shot is a volley of no hits, weighed from the smoke line', () => {
    const smoke: Terrain = { id: 'smoke-mid', kind: 'smoke', at: centre({ q: 1, r: 1 }), radius: 5 };
    const s = range3([smoke]);
    const shoot = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] } as const;
    const { rolls, log } = rollsOf(s, shoot, [6]);
    expect(log).toEqual(['[PM-SMOKE] smoke (smoke lies between): 6 → no shot']);
    const odds = hitsOdds(s, shoot);
    expect(rolls).toMatchObject([{ outcome: 0, event: 0, odds }]);
    // The smoke die lets the shot through on 2 to 5, then the die needs 4+ (a 1 on the chart: a 6 plays on).
    expect(odds[1]).toBeCloseTo((4 / 6) * (1 / 2), 14);
  });

  it('PM-SUPPRESS: suppressive fire is one die of hits', () => {
    const s = range3();
    const suppress = { type: 'suppress', figureId: 'r1', targetId: 'b1' } as const;
    const { rolls } = rollsOf(s, suppress, [5, 3]);
    expect(rolls).toMatchObject([
      {
        rule: 'PM-SUPPRESS',
        outcome: 1,
        odds: hitsOdds(s, suppress),
        what: 'r1 suppressive fire: 1 die at b1 (needs 4+)',
      },
    ]);
  });

  it("PM-SENTRY: a sentry's die is weighed with sentryShotOdds, and one let pass is no roll", () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 4, r: 1 } },
      ]),
    );
    const posted = act(s, { type: 'sentry', figureId: 'r1' });
    const blue = act(posted.state, { type: 'endTurn' }).state;
    const moved = act(blue, { type: 'move', figureId: 'b1', to: { q: 3, r: 1 } }).state;
    const q = moved.pending as SentryShot;
    const fire = { type: 'decide', decisionId: q.id, choice: 0 } as const;
    const { rolls } = rollsOf(moved, fire, [4, 2]);
    expect(rolls).toMatchObject([
      {
        side: 'red',
        rule: 'PM-SENTRY',
        what: 'r1 on sentry: 1 die at b1 (needs 4+)',
        outcome: 1,
        odds: volleyHits(sentryShotOdds(moved, flatSight, q)!.odds),
      },
    ]);
    expect(rollsOf(moved, { ...fire, choice: 1 }, []).rolls).toEqual([]);
  });
});

describe('the luck ledger of Capture the Flag played by the automatic players (seed 3)', () => {
  const setup = paintballMini.scenarios.find((x) => x.id === 'capture-the-flag')!.setup();
  const game = autoGame(paintballMini, setup, 3, flatSight);
  const made = ledgerOf(paintballMini, game, flatSight);
  if (!made.ok) throw new Error(made.reason);
  const { ledger } = made;
  const before = gamesBefore(paintballMini, game, flatSight);

  it('PM-SNAP: weighs every volley, each with the odds analyseShot gives from the game before it', () => {
    const volleys = game.actions.flatMap((a, i) => (a.type === 'shoot' ? [i] : []));
    expect(volleys.length).toBeGreaterThan(20);
    expect(ledger.rolls.map((r) => r.action)).toEqual(volleys);
    for (const r of ledger.rolls) {
      const action = game.actions[r.action]!;
      if (action.type !== 'shoot') throw new Error('not a shot');
      const s = before[r.action]!;
      const engine = hitsOdds(s, action);
      expect(r.odds).toEqual(engine);
      expect(r.expected).toBeCloseTo(
        engine.reduce((e, p, k) => e + k * p, 0),
        14,
      );
      expect(r.side).toBe(s.table.figures.find((f) => f.id === action.figureId)!.team);
      expect(r.chance).toBeGreaterThan(0);
      expect(game.log[r.line]!.rule).toBe('PM-RANGE');
      expect(game.log[r.line]!.pieceId).toBe(action.figureId);
    }
  });

  it("stands each side's total where 20,000 games drawn from the same odds put it", () => {
    expect(ledger.sides.map((s) => [s.side, s.name])).toEqual([
      ['red', 'Red'],
      ['blue', 'Blue'],
    ]);
    for (const side of ledger.sides) {
      const drawn = monteCarlo(ledger, side.side, 20_000, 3);
      expect(Math.abs(side.standing.below - drawn.below)).toBeLessThan(0.015);
      expect(Math.abs(side.standing.tied - drawn.tied)).toBeLessThan(0.015);
    }
  });

  it('says its biggest swings in words with their odds, rarest first', () => {
    expect(ledger.swings.length).toBeGreaterThan(0);
    for (const w of ledger.swings)
      expect(w.words).toMatch(
        /^(Red|Blue) \d fires(, aimed)?: \d dic?e? at (Red|Blue) \d \(needs \d\+\): \d hits? against \d\.\d expected; (\d or more|none|\d or fewer) comes 1 time in [\d,]+ \([\d.]+ %\)\.$/,
      );
    const tails = ledger.swings.map((w) => ledger.rolls[w.roll]!.tail);
    expect(tails).toEqual([...tails].sort((a, b) => a - b));
  });

  it('PM-SNAP: refuses the game with a volley moved to a shooter who is not on the table', () => {
    const i = game.actions.findIndex((a) => a.type === 'shoot');
    const actions = game.actions.map((a, k) =>
      k === i && a.type === 'shoot' ? { ...a, figureId: 'red-99' } : a,
    );
    const r = ledgerOf(paintballMini, { ...game, actions }, flatSight);
    expect(r).toMatchObject({ ok: false });
    expect(r.ok ? '' : r.reason).toMatch(new RegExp(`^action ${i + 1} is refused by the rules: .*red-99`));
  });
  it("EN-REFEREE: refuses a game with the referee's take-back, whose undone rolls the rules cannot replay", () => {
    const actions = [...game.actions.slice(0, 10), { type: 'correct', correction: { kind: 'takeBack' } }];
    const r = ledgerOf(paintballMini, { ...game, actions, log: undefined }, flatSight);
    expect(r).toEqual({
      ok: false,
      reason:
        "action 11 is refused by the rules: a take-back is replayed from the game's record: it needs the game before the last action (EN-REFEREE)",
    });
  });
});
