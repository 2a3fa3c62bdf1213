import { describe, expect, it } from 'vitest';
import type { ToySetup } from '../../../fixtures/toy/setup';
import { readToySetup } from '../../../fixtures/toy/setup';
import { toyMatTable, toyTablePieces, toyTiledTable } from '../../../fixtures/toy/board';
import { resizeTable as resizeTableOf } from '../../../../src/table';

// The wooden table's size: any size up to 400 cm each way that still holds the whole playing area
// and every piece; the system names the pieces that would fall off (the toy by their ids).

const resizeTable = (setup: ToySetup, size: { width: number; depth: number }) =>
  resizeTableOf(setup, size, toyTablePieces);

describe('the table size', () => {
  it('a larger table keeps everything where it is, centred', () => {
    const s = toyTiledTable();
    const r = resizeTable(s, { width: 200, depth: 100 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.setup).toEqual({ ...s, table: { width: 200, depth: 100 } });
    expect(readToySetup(r.setup).ok).toBe(true);
    expect(s.table).toEqual({ width: 120, depth: 80 });
  });

  it('a table too small for the board or the mat is refused, naming which', () => {
    expect(resizeTable(toyTiledTable(), { width: 50, depth: 80 })).toEqual({
      ok: false,
      reason: 'the board would run off the 50 × 80 cm table: a table holds its whole playing area',
    });
    expect(resizeTable(toyMatTable(), { width: 100, depth: 100 })).toEqual({
      ok: false,
      reason: 'the mat would run off the 100 × 100 cm table: a table holds its whole playing area',
    });
  });

  it('a piece that would be off the table is named, and the table is left as it was', () => {
    const toy = toyTiledTable();
    // Hexes (8, 0) and (7, 2) stand 52.5 cm right of the centre: on a 120 cm table, off a 100 cm one.
    const s = {
      ...toy,
      pieces: toy.pieces.map((p) =>
        p.id === 'red-1'
          ? { ...p, at: { q: 8, r: 0 } }
          : p.id === 'blue-2'
            ? { ...p, at: { q: 7, r: 2 } }
            : p,
      ),
    };
    expect(readToySetup(s).ok).toBe(true);
    const before = JSON.stringify(s);
    expect(resizeTable(s, { width: 100, depth: 80 })).toEqual({
      ok: false,
      reason: 'red-1 and blue-2 would be off the 100 × 80 cm table: move them first',
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a size that is no size, or past 400 cm, is refused by its words', () => {
    expect(resizeTable(toyTiledTable(), { width: Number.NaN, depth: 80 })).toEqual({
      ok: false,
      reason: 'a table is measured in cm: give a number above 0 for each side',
    });
    expect(resizeTable(toyTiledTable(), { width: 401, depth: 80 })).toEqual({
      ok: false,
      reason: 'a table is at most 400 × 400 cm (asked for 401 × 80 cm)',
    });
  });
});
