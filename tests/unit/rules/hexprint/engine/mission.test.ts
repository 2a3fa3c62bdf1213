import { describe, expect, it } from 'vitest';
import { ForcedDice } from '../../../../../src/game/dice';
import { logLines } from '../../../../../src/game/log';
import { runMove } from '../../../../../src/game/moves';
import type { Ctx, HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { keeping } from '../../../../../src/rules/hexprint/engine/gameState';
import { pickOne } from '../../../../../src/rules/hexprint/engine/random';
import type { TerrainCard } from '../../../../../src/rules/hexprint/setup/cardSchema';
import { KING_OF_THE_HILL } from '../../../../../src/rules/hexprint/setup/starterSet';
import { activating, hex, open, run, started, table, unit } from './support';

// Terrain that acts, random picks, and how missions score and end.

const FIRE: TerrainCard = {
  id: 'fire',
  name: 'Fire',
  tag: 'Fire',
  cost: 1,
  rule: 'none',
  screen: 0,
  burns: 1,
};

const units = [
  unit('squad', 'line-squad', 'north', [hex(0, 0), hex(1, 0), hex(2, 0)]),
  unit('gunner', 'heavy-gunner', 'north', [hex(6, 0)]),
  unit('rival', 'scout', 'south', [hex(3, 3)]),
];

describe('HexPrint missions and neutral terrain', () => {
  it('HP-NEUTRAL: once every die is spent, terrain with instructions acts in an order the dice pick', () => {
    const fires = [
      { at: hex(0, 0), height: 0, tags: ['Fire'] },
      { at: hex(3, 3), height: 0, tags: ['Fire'] },
    ];
    const s = activating(started(table(units, fires, [], [FIRE])), 'gunner');
    const { lines } = run(s, { type: 'endActivation' }, [2, 2, 2]);
    expect(lines).toEqual([
      '[HP-ACTIVATE] North Gunner took 0 actions: its marker goes forward 1 to segment 2.',
      '[HP-RANDOM] The dice pick Fire under South Rival to act next.',
      '[HP-NEUTRAL] Fire burns South Rival: 1 damage.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 2, MOV: 1 of 2 boxes marked.',
      '[HP-NEUTRAL] Fire burns North Squad: 1 damage.',
      '[HP-DAMAGE] North Squad takes a damage point on slot 2, MOV: 1 of 2 boxes marked.',
      '[HP-ACTIVATE] Every die is spent: time turns next.',
    ]);
  });

  it('HP-RANDOM: a d6 picks one of four, rolled again on a 5 or 6 so each is as likely', () => {
    const s = started(table(units));
    const picked = runMove(
      keeping,
      s,
      (ctx: Ctx) => {
        expect(pickOne(ctx, 4, 'to go', ['A', 'B', 'C', 'D'])).toBe(1);
        return ctx.state;
      },
      { world: open, dice: new ForcedDice([5, 6, 2]) },
    );
    if (!picked.ok) throw new Error(picked.reason);
    expect(logLines(picked.events)).toEqual([
      '[HP-RANDOM] The dice pick none of them to go: rolled again.',
      '[HP-RANDOM] The dice pick none of them to go: rolled again.',
      '[HP-RANDOM] The dice pick B to go.',
    ]);
    expect(picked.events.map((e) => e.dice)).toEqual([
      [{ sides: 6, value: 5 }],
      [{ sides: 6, value: 6 }],
      [{ sides: 6, value: 2 }],
    ]);
  });

  it('HP-END: Skirmish ends the moment the enemy has no units left', () => {
    const s = activating(started(table(units)), 'gunner');
    const { state, lines } = run(s, { type: 'shoot', ability: 0, target: 'rival' }, [5, 1, 1, 6]);
    expect(lines.slice(-2)).toEqual([
      '[HP-MODELS] South Rival loses a model and is removed from the table.',
      '[HP-END] North wins: the enemy has no units left.',
    ]);
    expect([state.phase, state.result, state.activation]).toEqual(['over', 'north', null]);
  });

  it('King of the Hill: a side alone within 1 of the top scores each time the Timer turns to 6, the last time included', () => {
    const hill = (rivalAt = hex(3, 6)): HexPrintState => {
      const setup = table([
        units[0]!,
        unit('gunner', 'heavy-gunner', 'north', [hex(3, 2)]),
        unit('rival', 'scout', 'south', [rivalAt]),
      ]);
      return {
        ...started({ ...setup, mission: { ...KING_OF_THE_HILL, hill: hex(3, 3) } }),
        phase: 'time',
        timer: { segment: 5, sixes: 1, round: 1, turn: 6 },
        score: { north: 0, south: 0 },
      };
    };
    const alone = run(hill(), { type: 'turnTime' });
    expect(alone.lines.slice(0, 2)).toEqual([
      '[HP-TICK] Time turns: the Timer moves to segment 6.',
      '[HP-TICK] North holds the hill alone and scores a point (1).',
    ]);
    expect(alone.state.score).toEqual({ north: 1, south: 0 });
    expect(run(hill(hex(3, 4)), { type: 'turnTime' }).lines[1]).toBe(
      '[HP-TICK] The hill is contested: no point.',
    );
    // Moving on from 6 starts a round and scores nothing: nobody has moved since the last point.
    const on = run({ ...alone.state, phase: 'time' as const }, { type: 'turnTime' });
    expect(on.lines.slice(0, 2)).toEqual([
      '[HP-TICK] Time turns: the Timer moves to segment 1.',
      '[HP-TICK] Round 2 begins: abilities used per round are ready again.',
    ]);
    expect(on.lines.some((l) => /scores a point|no point/.test(l))).toBe(false);
    expect(on.state.score).toEqual({ north: 1, south: 0 });
    // The last time the Timer turns to 6 scores, then ends the game on the count.
    const end = {
      ...alone.state,
      phase: 'time' as const,
      timer: { segment: 5, sixes: 2, round: 3, turn: 17 },
    };
    expect(run(end, { type: 'turnTime' }).lines.slice(0, 3)).toEqual([
      '[HP-TICK] Time turns: the Timer moves to segment 6.',
      '[HP-TICK] North holds the hill alone and scores a point (2).',
      '[HP-END] The Timer turns to 6 for the third time: the game ends (points: North 2, South 0). North wins.',
    ]);
  });
});
