import { describe, expect, it } from 'vitest';
import { HEX_LIGHTS, PALETTE, SEAT_COLOURS, SIGHT_COLOURS } from '../../../src/scene/colours';
import { MIN_DE, VISIONS, apart, deltaE2000, labOf, rgbOf, tooClose } from './support/colourVision';

// The colours that must be told apart stay apart for a player with any of the three common colour
// blindnesses (./support/colourVision.ts says how that is measured). Each system's board under the
// lit hexes is checked in that system's own view tests.

describe('the closed forms the palette is checked with', () => {
  it('CIEDE2000 gives Sharma, Wu & Dalal’s published differences', () => {
    // Pairs 1, 7, 17 and 25 of their 34 test pairs.
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4);
    expect(deltaE2000([50, 2.5, 0], [56, -27, -3])).toBeCloseTo(31.903, 3);
    expect(deltaE2000([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387])).toBeCloseTo(1.2644, 4);
  });

  it('sRGB white is L* 100, a* b* 0; each vision loses the pairs it is known to lose', () => {
    const white = labOf(rgbOf('#ffffff'));
    expect(white[0]).toBeCloseTo(100, 3);
    expect(Math.abs(white[1]) + Math.abs(white[2])).toBeLessThan(0.01);
    // The seats' old colours, apart to most eyes but not to all: red and green for the
    // green-blind, blue and purple for the red-blind, blue and green for the blue-blind.
    const old = { red: '#d4483b', blue: '#2f6fd6', green: '#2f9e54', purple: '#8e5cc9' };
    const normal = VISIONS['normal vision']!;
    expect(apart(old.red, old.green, normal)).toBeGreaterThan(50);
    expect(apart(old.red, old.green, VISIONS.deuteranopia!)).toBeLessThan(10);
    expect(apart(old.blue, old.purple, normal)).toBeGreaterThan(MIN_DE);
    expect(apart(old.blue, old.purple, VISIONS.protanopia!)).toBeLessThan(5);
    expect(apart(old.blue, old.green, normal)).toBeGreaterThan(50);
    expect(apart(old.blue, old.green, VISIONS.tritanopia!)).toBeLessThan(MIN_DE);
  });
});

describe('a palette for every eye', () => {
  it('the six seats’ colours (Hex Battle Wars’ six, HexPrint’s first four, a network table’s list)', () => {
    expect(tooClose(SEAT_COLOURS)).toEqual([]);
  });

  it('PaintBall Mini’s teams with the Marshal’s shirt, a sentry’s base and an eliminated figure', () => {
    expect(PALETTE.red).toBe(SEAT_COLOURS[0]);
    expect(PALETTE.blue).toBe(SEAT_COLOURS[1]);
    expect(
      tooClose([PALETTE.red, PALETTE.blue, PALETTE.marshalShirt, PALETTE.silver, PALETTE.eliminated]),
    ).toEqual([]);
  });

  it('a line of sight’s verdicts, and the lit hexes of hex play', () => {
    expect(tooClose(Object.values(SIGHT_COLOURS))).toEqual([]);
    expect(tooClose(Object.values(HEX_LIGHTS))).toEqual([]);
  });
});
