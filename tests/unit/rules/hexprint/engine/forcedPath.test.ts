import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexKey } from '../../../../../src/geometry';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { pushPaths } from '../../../../../src/rules/hexprint/engine/candidates';
import { activating, hex, refusal, run, started, table, unit } from './support';

// HP-FORCED: the path is the causing player's to choose. A Stomp (push 2) may bend: a first step
// sideways, no farther from the Walker, then away; only where it ends must be farther.

const game = () =>
  activating(
    started(
      table([unit('walker', 'walker', 'north', [hex(4, 3)]), unit('rival', 'scout', 'south', [hex(3, 3)])]),
    ),
    'walker',
  );
const stomp = (path: Hex[]): Action => ({ type: 'stomp', ability: 1, target: 'rival-1', path });

describe('a forced move along the path its causer chose', () => {
  it('HP-FORCED: a Stomp bends (3, 3) → (3, 4) → (2, 4): sideways first, then away, ending farther off', () => {
    const bent = [hex(3, 4), hex(2, 4)];
    // Not a path straight away from the Walker: the bar's default would never take it.
    expect(pushPaths([hex(4, 3)], hex(3, 3), 2).map((p) => p.map(hexKey))).not.toContainEqual(
      bent.map(hexKey),
    );
    const { state, lines } = run(game(), stomp(bent), [2]);
    expect(lines).toEqual([
      '[HP-ABILITY] North Walker stomps South Rival.',
      '[HP-FORCED] South Rival is pushed from beside North Walker to the middle of the board.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 2, MOV: 1 of 2 boxes marked.',
    ]);
    const rival = state.units.find((u) => u.id === 'rival')!;
    expect(rival.models[0]!.at).toEqual(hex(2, 4));
    expect(rival.marks).toEqual([0, 1, 0, 0, 0, 0]);
  });

  it('HP-FORCED: the sideways step alone ends no farther from the Walker: refused, the table untouched', () => {
    expect(refusal(game(), stomp([hex(3, 4)]))).toEqual({
      rule: 'HP-FORCED',
      reason: 'a push must end farther from North Walker than it began',
    });
  });
});
