import { describe, expect, it } from 'vitest';
import { BOARD_COLOURS as HBW_BOARD } from '../../../../../src/rules/hex-battle-wars/view/table/boardLook';
import { HEX_LIGHTS, PALETTE } from '../../../../../src/scene/colours';
import { tooCloseTo } from '../../../scene/support/colourVision';

// The lit hexes stay apart from the board they lie on for a player with any of the three common
// colour blindnesses (tests/unit/scene/support/colourVision.ts says how that is measured).

describe('Hex Battle Wars’ board under the lit hexes, for every eye', () => {
  it('Hex Battle Wars’ lit hexes: apart from its stone, water, quicksand and the grass they lie on', () => {
    // An orange path and a pink real tile were lost on the grass and the stone to a red- or green-blind eye.
    expect(tooCloseTo(Object.values(HEX_LIGHTS), [...HBW_BOARD, PALETTE.grass])).toEqual([]);
  });
});
