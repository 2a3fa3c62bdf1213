import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { seatToAct } from '../../../../../src/rules/hexprint/engine/candidates';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import type { Card } from '../../../../../src/rules/hexprint/setup/cardSchema';
import { SCOUT } from '../../../../../src/rules/hexprint/setup/starterSet';
import { activating, hex, refusal, run, started, table, unit } from './support';

// Damage slots: rolling the slot, rolling again, what a damaged slot means, and losing models.

/** A scout whose Climber sits in slot 5, so damage can take it away. */
const CLIMBING_SCOUT: Card = {
  ...SCOUT,
  id: 'climbing-scout',
  name: 'Climbing Scout',
  statics: [],
  abilities: [{ kind: 'shoot', range: 4, dice: 1 }, { kind: 'climber' }],
};

function game(): HexPrintState {
  return started(
    table(
      [
        unit('gunner', 'heavy-gunner', 'north', [hex(6, 0)]),
        unit('climber', 'climbing-scout', 'north', [hex(0, 0)]),
        unit('rival', 'scout', 'south', [hex(0, 4)]),
        unit('line', 'line-squad', 'south', [hex(3, 4), hex(4, 4), hex(5, 4)]),
        unit('big', 'heavy-gunner', 'south', [hex(7, 3)]),
        unit('walker', 'walker', 'south', [hex(1, 6)]),
      ],
      [{ at: hex(0, 1), height: 2, tags: ['Land'] }],
      [CLIMBING_SCOUT],
    ),
  );
}

const at = (target: string) => ({ type: 'shoot', ability: 0, target }) as const;
const unitOf = (s: HexPrintState, id: string) => s.units.find((u) => u.id === id)!;

describe('HexPrint damage', () => {
  it('HP-DAMAGE: each point rolls its slot, and rolls again when that slot is already damaged', () => {
    const { state, lines } = run(activating(game(), 'gunner'), at('rival'), [5, 5, 1, 1, 1, 2]);
    expect(lines).toEqual([
      '[HP-COVER] North Gunner shoots at South Rival: no cover (100 % seen): needs 5+.',
      '[HP-DAMAGE] North Gunner hits South Rival 2 times.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 1, ACT: damaged: one action per activation.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 2, MOV: 1 of 2 boxes marked.',
    ]);
    expect(unitOf(state, 'rival').marks).toEqual([1, 1, 0, 0, 0, 0]);
    expect(state.dealt).toEqual({ north: 2, south: 0 });
  });

  it('HP-MODELS: marking Models takes a model off for each box; its owner picks which', () => {
    const shot = run(activating(game(), 'gunner'), at('line'), [5, 6, 1, 6, 6]);
    expect(shot.lines.slice(2)).toEqual([
      '[HP-DAMAGE] South Line takes a damage point on slot 6, Models: 1 of 3 boxes marked.',
      '[HP-DAMAGE] South Line takes a damage point on slot 6, Models: 2 of 3 boxes marked.',
    ]);
    expect(shot.state.removals).toEqual([{ seat: 'south', unit: 'line', count: 2 }]);
    expect(seatToAct(shot.state)).toBe('south');
    expect(refusal(shot.state, { type: 'endActivation' })).toEqual({
      rule: 'HP-MODELS',
      reason: 'South must first take 2 models off South Line',
    });
    expect(refusal(shot.state, { type: 'removeModels', models: ['line-1'] })).toEqual({
      rule: 'HP-MODELS',
      reason: 'take off exactly 2 models of South Line',
    });
    const picked = run(shot.state, { type: 'removeModels', models: ['line-1', 'line-3'] });
    expect(picked.lines).toEqual(['[HP-MODELS] South Line loses 2 models.']);
    expect(unitOf(picked.state, 'line').models.map((m) => m.gone)).toEqual(['removed', null, 'removed']);
    expect(seatToAct(picked.state)).toBe('north');
  });

  it('HP-DICE: always round up: a one-model unit with two Models boxes keeps its model after one mark', () => {
    let s = run(activating(game(), 'gunner'), at('big'), [5, 1, 1, 6]).state;
    expect(unitOf(s, 'big').models[0]!.gone).toBeNull();
    s = run(s, at('big'), [5, 1, 1, 6]).state;
    expect(unitOf(s, 'big').models[0]!.gone).toBe('removed');
  });

  it('HP-BOX: a model taken off by damage is removed, not boxed, and is no longer on the table', () => {
    const s = run(activating(game(), 'gunner'), at('rival'), [6, 1, 1, 6]).state;
    expect(unitOf(s, 'rival').models[0]!.gone).toBe('removed');
    expect(unitOf(s, 'rival').marker).toBeNull();
    expect(refusal(s, at('rival'))).toEqual({
      rule: 'HP-LOS',
      reason: 'there is no unit "rival" on the table',
    });
  });

  it('HP-DAMAGE: Armoured ignores a damage point on a 6', () => {
    expect(run(activating(game(), 'gunner'), at('walker'), [5, 1, 1, 6]).lines.slice(1)).toEqual([
      '[HP-DAMAGE] North Gunner hits South Walker 1 time.',
      '[HP-DAMAGE] South Walker shrugs off a damage point: Armoured rolled a 6.',
    ]);
  });

  it('HP-DAMAGED: a damaged ACT gives one action; a damaged MOV one hex a move; a damaged ability cannot be used', () => {
    const s = game();
    unitOf(s, 'gunner').marks[0] = 1;
    const one = activating(s, 'gunner');
    expect(one.activation!.limit).toBe(1);
    expect(one.log.at(-1)!.text).toBe(
      'North spends a 6 to activate North Gunner: up to 1 action (ACT damaged).',
    );
    const slow = game();
    unitOf(slow, 'climber').marks[1] = 2;
    unitOf(slow, 'climber').marks[3] = 1;
    const moving = activating(slow, 'climber');
    expect(
      refusal(moving, { type: 'move', moves: [{ model: 'climber-1', path: [hex(1, 0), hex(2, 0)] }] }),
    ).toEqual({
      rule: 'HP-DAMAGED',
      reason: "North Climber's MOV is damaged: one hex a move",
    });
    expect(refusal(moving, at('rival'))).toEqual({
      rule: 'HP-DAMAGED',
      reason: "North Climber's Shoot is damaged: it cannot be used",
    });
  });

  it('HP-DAMAGED: a damaged static ability has no effect: a Climber pays for height again', () => {
    const up: Action = { type: 'move', moves: [{ model: 'climber-1', path: [hex(0, 1)] }] };
    expect(run(activating(game(), 'climber'), up).lines).toEqual([
      "[HP-MOVE] North Climber moves from beside the hill up onto the hill's second level: 1 of 3 movement points.",
    ]);
    const hurt = game();
    unitOf(hurt, 'climber').marks[4] = 1;
    expect(run(activating(hurt, 'climber'), up).lines).toEqual([
      "[HP-MOVE] North Climber moves from beside the hill up onto the hill's second level: 3 of 3 movement points.",
    ]);
  });
});
