import { describe, expect, it } from 'vitest';
import { resizeTable, captureTheFlag, captureTheFlagMat } from '../../../../src/rules/paintball-mini/setup';
import { validateSetup } from '../../../../src/rules/paintball-mini/setup';

// The wooden table's size: any size up to 400 cm each way that still holds the whole playing area
// and every piece; PaintBall Mini names the pieces that would fall off.

describe('the table size', () => {
  it('a larger table keeps everything where it is, centred', () => {
    const s = captureTheFlag();
    const r = resizeTable(s, { width: 200, depth: 100 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.setup).toEqual({ ...s, table: { width: 200, depth: 100 } });
    expect(validateSetup(r.setup).ok).toBe(true);
    expect(s.table).toEqual({ width: 120, depth: 80 });
  });

  it('a table too small for the board or the mat is refused, naming which', () => {
    expect(resizeTable(captureTheFlag(), { width: 50, depth: 80 })).toEqual({
      ok: false,
      reason: 'the board would run off the 50 × 80 cm table: a table holds its whole playing area',
    });
    expect(resizeTable(captureTheFlagMat(), { width: 100, depth: 100 })).toEqual({
      ok: false,
      reason: 'the mat would run off the 100 × 100 cm table: a table holds its whole playing area',
    });
  });

  it('a piece that would be off the table is named, and the table is left as it was', () => {
    const ctf = captureTheFlag();
    const s = {
      ...ctf,
      figures: ctf.figures.map((f) =>
        f.id === 'red-1'
          ? { ...f, at: { x: -55, y: 35 } }
          : f.id === 'blue-2'
            ? { ...f, at: { x: 55, y: -35 } }
            : f,
      ),
    };
    const before = JSON.stringify(s);
    expect(resizeTable(s, { width: 100, depth: 80 })).toEqual({
      ok: false,
      reason: 'Red 1 and Blue 2 would be off the 100 × 80 cm table: move them first',
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a size that is no size, or past 400 cm, is refused by its words', () => {
    expect(resizeTable(captureTheFlag(), { width: Number.NaN, depth: 80 })).toEqual({
      ok: false,
      reason: 'a table is measured in cm: give a number above 0 for each side',
    });
    expect(resizeTable(captureTheFlag(), { width: 401, depth: 80 })).toEqual({
      ok: false,
      reason: 'a table is at most 400 × 400 cm (asked for 401 × 80 cm)',
    });
  });
});
