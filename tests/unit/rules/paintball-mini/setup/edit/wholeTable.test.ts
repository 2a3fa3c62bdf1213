import { describe, expect, it } from 'vitest';
import { captureTheFlag, validateSetup } from '../../../../../../src/rules/paintball-mini/setup';
import {
  allPieceIds,
  emptyTable,
  piecesInBox,
  renameTable,
} from '../../../../../../src/rules/paintball-mini/setup/edit';
import { ok, refused } from './helpers';

describe('the table as a whole', () => {
  it('renames the table, trimmed; refuses an empty or over-long name', () => {
    expect(ok(renameTable(captureTheFlag(), '  Sunday league  ')).setup.name).toBe('Sunday league');
    expect(refused(renameTable(captureTheFlag(), '   '))).toBe('a table needs a name');
    expect(refused(renameTable(captureTheFlag(), 'x'.repeat(81)))).toBe(
      "a table's name is at most 80 characters (this one has 81)",
    );
  });

  it('makes a new empty table on the same board, a custom game the loader accepts', () => {
    const s = captureTheFlag();
    const { setup, selection } = ok(emptyTable(s));
    expect(setup).toMatchObject({
      name: 'New table',
      scenario: 'custom',
      figures: [],
      terrain: [],
      markers: [],
    });
    expect(setup.board).toEqual(s.board);
    expect(setup.table).toEqual(s.table);
    expect(selection).toEqual([]);
    expect(validateSetup(JSON.parse(JSON.stringify(setup))).ok).toBe(true);
  });

  it('selects all pieces: eliminated figures and carried flags are not pieces to select', () => {
    const s = captureTheFlag();
    const out = {
      ...s,
      figures: s.figures.map((f) => (f.id === 'red-1' ? { ...f, status: 'eliminated' as const } : f)),
    };
    const all = allPieceIds(out);
    expect(all).not.toContain('red-1');
    expect(all).toHaveLength(s.figures.length - 1 + s.terrain.length + s.markers.length);
  });

  it('selects the pieces whose centre lies in a box dragged either way', () => {
    const s = captureTheFlag();
    const red = s.figures.filter((f) => f.team === 'red' && f.role === 'paintballer');
    const xs = red.map((f) => f.at.x);
    const ys = red.map((f) => f.at.y);
    const a = { x: Math.min(...xs) - 0.1, y: Math.min(...ys) - 0.1 };
    const b = { x: Math.max(...xs) + 0.1, y: Math.max(...ys) + 0.1 };
    const inBox = piecesInBox(s, b, a);
    for (const f of red) expect(inBox).toContain(f.id);
    expect(inBox.some((id) => id.startsWith('blue-'))).toBe(false);
    expect(piecesInBox(s, { x: 300, y: 300 }, { x: 301, y: 301 })).toEqual([]);
  });
});
