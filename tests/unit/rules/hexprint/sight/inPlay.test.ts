import { describe, expect, it } from 'vitest';
import { sampledWorld } from '../../../../../src/rules/hexprint/engine/sampledSight';
import { tableWorld } from '../../../../../src/rules/hexprint/sight/tableSight';
import { activating, hex, run, started, table, unit } from '../engine/support';

// The 3D answer plugged into apply: a shot from a rise over the trees next to the target, measured
// on the stacks, gives the same line in the log as the Node answer.

const game = () =>
  activating(
    started(
      table(
        [unit('scout', 'scout', 'north', [hex(0, 0)]), unit('rival', 'scout', 'south', [hex(0, 4)])],
        [
          { at: hex(0, 0), height: 2, tags: ['Land'] },
          { at: hex(0, 3), height: 0, tags: ['Forest'] },
        ],
      ),
    ),
    'scout',
  );

describe('HexPrint sight in play', () => {
  it('HP-LOS: trees hide part of a target seen from a rise (full cover); the 3D table and the Node answer log the same shot', () => {
    const shoot = { type: 'shoot', ability: 0, target: 'rival' } as const;
    const on3d = run(game(), shoot, [6, 2], tableWorld()).lines;
    expect(on3d).toEqual(run(game(), shoot, [6, 2], sampledWorld()).lines);
    expect(on3d).toEqual([
      '[HP-COVER] North Scout shoots at South Rival: full cover (27 % seen): needs 6+.',
      '[HP-DAMAGE] North Scout hits South Rival 1 time.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 2, MOV: 1 of 2 boxes marked.',
    ]);
  });
});
