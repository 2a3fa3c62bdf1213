import { describe, expect, it } from 'vitest';
import { readTape } from '../../../../../src/rules/paintball-mini/engine/tapeReading';
import { captureTheFlag, hexPoint } from '../../../../../src/rules/paintball-mini/setup';
import { STANDARD_LAYOUT } from '../../../../../src/rules/paintball-mini/board/standardBoard';

// The tape measure reads in the rules' terms: hexes counted (G-HEX) or the band of the cm (G-BAND),
// with the roll a die needs there (PM-RANGE).

const hexless = { ...captureTheFlag(), mode: 'hexless' as const };
const east = (cm: number) => ({ from: { x: 0, y: 0 }, to: { x: cm, y: 0 } });

describe('tape reading', () => {
  it('G-BAND / PM-RANGE: hexless, the band of the cm and the rolls at that band', () => {
    expect(readTape(hexless, east(25))).toMatchObject({
      range: 3,
      unit: 'band',
      unaimed: 4,
      aimed: 3,
      outOfRange: false,
      text: '25.0 cm · range 3 · hits on 4+ (aimed 3+)',
    });
    expect(readTape(hexless, east(60)).text).toBe('60.0 cm · range 6 · aimed only, 6+');
    expect(readTape(hexless, east(60.5))).toMatchObject({
      range: 7,
      outOfRange: true,
      text: '60.5 cm · range 7 · out of range',
    });
  });

  it('G-HEX / PM-RANGE: hex mode counts hexes from hex to hex', () => {
    const tape = {
      from: hexPoint(STANDARD_LAYOUT, { q: -1, r: 1 }),
      to: hexPoint(STANDARD_LAYOUT, { q: 1, r: 1 }),
    };
    expect(readTape(captureTheFlag(), tape)).toMatchObject({
      range: 2,
      unit: 'hexes',
      text: '2 hexes (20.0 cm) · hits on 3+ (aimed 2+)',
    });
  });
});
