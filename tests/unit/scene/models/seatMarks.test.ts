import { Box3 } from 'three';
import { describe, expect, it } from 'vitest';
import { SEAT_COLOURS } from '../../../../src/scene/colours';
import { SEAT_MARKS, markColourOn, seatMark, seatMarkGeometry } from '../../../../src/scene/models/seatMarks';

describe('seat marks', () => {
  it('each of six seats has its own mark, and a seventh seat takes the first again', () => {
    expect(new Set([0, 1, 2, 3, 4, 5].map(seatMark)).size).toBe(6);
    expect(seatMark(6)).toBe(seatMark(0));
  });

  it('each mark lies flat on its base, about a centimetre across', () => {
    SEAT_MARKS.forEach((_, i) => {
      const box = new Box3().setFromBufferAttribute(
        seatMarkGeometry(i).getAttribute('position') as Parameters<Box3['setFromBufferAttribute']>[0],
      );
      expect([i, box.min.y]).toEqual([i, expect.closeTo(0, 6)]);
      expect(box.max.y).toBeLessThan(0.2);
      expect(box.max.x - box.min.x).toBeGreaterThan(0.7);
      expect(box.max.x - box.min.x).toBeLessThan(1.25);
      expect(box.max.z - box.min.z).toBeLessThan(1.25);
    });
  });

  it('a mark is light on a dark seat colour and dark on a light one', () => {
    expect(markColourOn('#2f6fd6')).toBe('#f7f4ea'); // blue
    expect(markColourOn('#d4483b')).toBe('#f7f4ea'); // red
    expect(markColourOn('#e0a526')).toBe('#1d2125'); // yellow
  });

  it('every seat’s mark stands out from its colour at 4.5:1, as text must (WCAG AA)', () => {
    const luminance = (hex: string) => {
      const c = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
      const [r, g, b] = c.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const weak = SEAT_COLOURS.map((c) => `${c}: ${ratio(c, markColourOn(c)).toFixed(2)}`).filter(
      (line) => Number(line.split(': ')[1]) < 4.5,
    );
    expect(weak).toEqual([]);
  });
});
