import { describe, expect, it } from 'vitest';
import { BOARD_COLOURS } from '../../../../../src/rules/hexprint/view/table/terrainLook';
import { PALETTE, PATH_LIGHTS } from '../../../../../src/scene/colours';
import { tooClose, tooCloseTo } from '../../../scene/support/colourVision';

// The lit hexes stay apart from the board they lie on for a player with any of the three common
// colour blindnesses (tests/unit/scene/support/colourVision.ts says how that is measured).

describe('HexPrint’s printed hexes under the lit hexes, for every eye', () => {
  it('HexPrint’s lit hexes: apart from each other, and from every printed hex and the grass they lie on', () => {
    const lights = Object.values(PATH_LIGHTS);
    expect(tooClose(lights)).toEqual([]);
    expect(tooCloseTo(lights, [...BOARD_COLOURS, PALETTE.grass])).toEqual([]);
  });
});
