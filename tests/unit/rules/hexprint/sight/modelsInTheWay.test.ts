import { describe, expect, it } from 'vitest';
import { terrainOf } from '../../../../../src/rules/hexprint/board/terrain';
import { sampledSight, sampledWorld } from '../../../../../src/rules/hexprint/engine/sampledSight';
import type { Place } from '../../../../../src/rules/hexprint/engine/world';
import { tableWorld } from '../../../../../src/rules/hexprint/sight/tableSight';
import { STARTER_TERRAIN } from '../../../../../src/rules/hexprint/setup/starterSet';
import { hex, refusal, run, started, table, unit, activating } from '../engine/support';

// HP-LOS: terrain and every other model (friend, enemy or neutral; not the shooter, not the target)
// stand in the way as what they are on the table. On a flat board, a model a hex in front of the
// eye and at least as tall as both hides all of a target a hex behind it: every line from the eye
// to the target passes through the near model's hex within 1.75 cm of its axis (half the target's
// 3.5 cm radius, at half the distance), inside its 3.5 cm body, and below its top.

const flat = terrainOf(
  {
    across: 10,
    origin: { x: 0, y: 0 },
    tiles: [0, 1, 2, 3].map((r) => ({ id: `t${r}`, kind: 'single' as const, at: hex(0, r), rotation: 0 })),
    stacks: [],
  },
  STARTER_TERRAIN,
);
const at = (r: number, height: number): Place => ({ hexes: [hex(0, r)], base: 0, height });

describe('HexPrint models in the way', () => {
  it('HP-LOS: a model between hides the target, on the rules’ own sight and on the 3D table alike', () => {
    const [eye, target] = [at(0, 1), at(2, 1)];
    const table3d = tableWorld();
    for (const [others, seen] of [
      [[], 64],
      [[at(1, 1)], 0],
      [[at(1, 2)], 0],
      // Beside the line, it hides nothing.
      [[at(3, 2)], 64],
    ] as const) {
      expect(sampledSight(flat, eye, target, 64, others).seen).toBe(seen);
      expect(table3d.sightOf(flat, eye, target, 64, others).seen).toBe(seen);
    }
    // A short model in front of a tall target hides only its lower part: seen, but not whole.
    const part = sampledSight(flat, eye, at(2, 3), 64, [at(1, 1)]).seen;
    expect(part).toBeGreaterThan(0);
    expect(part).toBeLessThan(64);
    expect(table3d.sightOf(flat, eye, at(2, 3), 64, [at(1, 1)]).seen).toBe(part);
    // The samples the model hides are told apart from the terrain's, so the card can say why.
    expect(sampledSight(flat, eye, at(2, 3), 64, [at(1, 1)])).toMatchObject({
      byModels: 64 - part,
      blockers: [],
    });
  });

  it('HP-LOS: the shot says when models stand in the way', () => {
    const setup = table([
      unit('scout', 'scout', 'north', [hex(0, 0)]),
      unit('gunner', 'heavy-gunner', 'north', [hex(0, 1)]),
      unit('rival', 'walker', 'south', [hex(0, 2)]),
    ]);
    const lines = run(
      activating(started(setup), 'scout'),
      { type: 'shoot', ability: 0, target: 'rival' },
      [6, 2, 2],
      sampledWorld(),
    ).lines;
    // North's own Gunner, a level tall, stands a hex in front of the Scout: it hides the Walker's lower half.
    expect(lines).toEqual([
      '[HP-COVER] North Scout shoots at South Rival: full cover (45 % seen) · models in the way: needs 6+.',
      '[HP-DAMAGE] North Scout hits South Rival 1 time.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 2, MOV: 1 of 2 boxes marked.',
    ]);
  });

  it('HP-LOS: a model of the shooter’s own side standing between is in the way as an enemy’s would be', () => {
    const setup = (squadAt: number) =>
      table([
        unit('scout', 'scout', 'north', [hex(0, 0)]),
        unit('squad', 'line-squad', 'north', [hex(0, squadAt), hex(4, 0), hex(5, 0)]),
        unit('rival', 'scout', 'south', [hex(0, 2)]),
      ]);
    const shootRival = { type: 'shoot', ability: 0, target: 'rival' } as const;
    const world = sampledWorld();
    expect(refusal(activating(started(setup(1)), 'scout'), shootRival, world)).toEqual({
      rule: 'HP-LOS',
      reason: 'no model of North Scout sees a model of South Rival within 4 hexes',
    });
    expect(run(activating(started(setup(6)), 'scout'), shootRival, [4, 1], world).lines[0]).toBe(
      '[HP-COVER] North Scout shoots at South Rival: no cover (100 % seen): needs 4+.',
    );
  });
});
